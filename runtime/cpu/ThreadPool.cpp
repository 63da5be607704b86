// tilert_cpu: the thread pool that runs the blocks of host kernels, the
// workers' arenas and the thread-local error message (tilert_cpu.h).
//
// One pool per process, started on the first launch that can use more than
// one thread. A launch publishes a job; the workers it may use and the
// calling thread claim block indices from one atomic counter until none are
// left, so uneven blocks (a causal mask, a tail tile) balance themselves.
// Launches from several threads take turns (the pool runs one grid at a
// time); a launch from inside a block runs on the calling thread.
#include <tilert/tilert_cpu.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <new>
#include <thread>
#include <vector>

namespace {

constexpr std::size_t kMaxMessage = 1024;
thread_local char t_error[kMaxMessage] = "";
// Set while the thread runs blocks: a nested launch must not wait for the
// pool it is part of, nor reuse the arena the outer block is using.
thread_local bool t_inBlock = false;

int32_t fail(int32_t status, const char* message) {
  std::snprintf(t_error, kMaxMessage, "%s", message && *message ? message : tilert_cpu_status_string(status));
  return status;
}

/// A 64-byte aligned buffer that grows on demand and is kept between
/// launches (block-local buffers need no zeroing: GPU shared memory and
/// registers start undefined too).
class Arena {
public:
  Arena() = default;
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;
  ~Arena() { release(); }

  /// The arena with at least `bytes` bytes, or nullptr when it cannot grow.
  void* reserve(int64_t bytes) {
    if (bytes <= 0)
      return nullptr;
    if (bytes > capacity_) {
      release();
      data_ = ::operator new(static_cast<std::size_t>(bytes), std::align_val_t(64), std::nothrow);
      if (!data_)
        return nullptr;
      capacity_ = bytes;
    }
    return data_;
  }

private:
  void release() {
    if (data_)
      ::operator delete(data_, std::align_val_t(64));
    data_ = nullptr;
    capacity_ = 0;
  }
  void* data_ = nullptr;
  int64_t capacity_ = 0;
};

thread_local Arena t_arena;

/// One grid in flight.
struct Job {
  tilert_cpu_block_fn fn;
  void* args;
  int64_t blocks;
  int64_t arenaBytes;
  int workers; // how many pool workers may join (the caller always runs)
  std::atomic<int64_t> next{0};
};

/// Claims and runs blocks until none are left; false when this thread's
/// arena could not be allocated (it then runs none).
bool runBlocks(Job& job) {
  void* arena = t_arena.reserve(job.arenaBytes);
  if (job.arenaBytes > 0 && !arena)
    return false;
  t_inBlock = true;
  for (;;) {
    int64_t b = job.next.fetch_add(1, std::memory_order_relaxed);
    if (b >= job.blocks)
      break;
    job.fn(job.args, b, arena);
  }
  t_inBlock = false;
  return true;
}

int defaultThreads() {
  if (const char* env = std::getenv("TILERT_CPU_THREADS")) {
    char* end = nullptr;
    long n = std::strtol(env, &end, 10);
    if (end != env && *end == '\0' && n > 0 && n <= 4096)
      return static_cast<int>(n);
  }
  unsigned hw = std::thread::hardware_concurrency();
  return hw ? static_cast<int>(std::min(hw, 4096u)) : 1;
}

class Pool {
public:
  static Pool& instance() {
    static Pool pool;
    return pool;
  }

  ~Pool() {
    {
      std::lock_guard<std::mutex> lock(m_);
      stop_ = true;
    }
    wake_.notify_all();
    for (auto& w : workers_)
      w.join();
  }

  void setThreads(int n) { requested_.store(n, std::memory_order_relaxed); }
  int threads() const {
    int n = requested_.load(std::memory_order_relaxed);
    return n > 0 ? n : defaultThreads();
  }

  int32_t launch(Job& job) {
    std::lock_guard<std::mutex> one(launch_); // one grid at a time
    // The caller's arena first: when even it cannot be had, no block runs.
    if (job.arenaBytes > 0 && !t_arena.reserve(job.arenaBytes))
      return fail(TILERT_CPU_ERROR_OUT_OF_MEMORY, "tilert_cpu_launch: cannot allocate a worker arena");
    // No more helpers than blocks left over after the caller's first.
    int helpers = static_cast<int>(std::clamp<int64_t>(std::min<int64_t>(threads() - 1, job.blocks - 1), 0, 4096));
    job.workers = std::min(helpers, startWorkers(helpers));
    if (job.workers > 0) {
      std::lock_guard<std::mutex> lock(m_);
      job_ = &job;
      ++generation_;
    }
    if (job.workers > 0)
      wake_.notify_all();
    runBlocks(job); // the caller's arena exists: it runs whatever is left
    if (job.workers > 0) {
      std::unique_lock<std::mutex> lock(m_);
      job_ = nullptr; // late wakers see no job
      done_.wait(lock, [&] { return busy_ == 0; });
    }
    return TILERT_CPU_SUCCESS;
  }

private:
  Pool() = default;

  /// Starts workers up to `n` (fewer when the system refuses threads: the
  /// caller still runs every block); returns how many there are.
  int startWorkers(int n) {
    while (static_cast<int>(workers_.size()) < n) {
      int index = static_cast<int>(workers_.size());
      try {
        workers_.emplace_back([this, index] { work(index); });
      } catch (...) {
        break;
      }
    }
    return static_cast<int>(workers_.size());
  }

  void work(int index) {
    uint64_t seen = 0;
    std::unique_lock<std::mutex> lock(m_);
    for (;;) {
      wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
      if (stop_)
        return;
      seen = generation_;
      Job* job = job_;
      if (!job || index >= job->workers)
        continue;
      ++busy_;
      lock.unlock();
      runBlocks(*job); // a worker without an arena leaves its share to the others
      lock.lock();
      if (--busy_ == 0)
        done_.notify_all();
    }
  }

  std::mutex launch_;
  std::mutex m_; // guards job_, generation_, busy_, stop_
  std::condition_variable wake_, done_;
  std::vector<std::thread> workers_; // only touched under launch_ (and by the destructor)
  Job* job_ = nullptr;
  uint64_t generation_ = 0;
  int busy_ = 0;
  bool stop_ = false;
  std::atomic<int> requested_{0};
};

} // namespace

extern "C" {

int32_t tilert_cpu_launch(tilert_cpu_block_fn fn, void* args, int64_t blocks, int64_t arena_bytes) {
  t_error[0] = '\0';
  if (!fn)
    return fail(TILERT_CPU_ERROR_INVALID_ARGUMENT, "tilert_cpu_launch: the block function is NULL");
  if (blocks <= 0)
    return fail(TILERT_CPU_ERROR_INVALID_ARGUMENT, "tilert_cpu_launch: the grid has no blocks");
  if (arena_bytes < 0)
    return fail(TILERT_CPU_ERROR_INVALID_ARGUMENT, "tilert_cpu_launch: negative arena size");
  Job job{fn, args, blocks, arena_bytes, 0};
  if (t_inBlock) {
    // Nested: serially here, in an arena of its own (the outer block's is
    // in use).
    Arena own;
    void* arena = own.reserve(arena_bytes);
    if (arena_bytes > 0 && !arena)
      return fail(TILERT_CPU_ERROR_OUT_OF_MEMORY, "tilert_cpu_launch: cannot allocate an arena");
    for (int64_t b = 0; b < blocks; ++b)
      fn(args, b, arena);
    return TILERT_CPU_SUCCESS;
  }
  try {
    return Pool::instance().launch(job);
  } catch (...) { // a mutex that cannot lock: nothing ran
    return fail(TILERT_CPU_ERROR_OUT_OF_MEMORY, "tilert_cpu_launch: the thread pool is unavailable");
  }
}

int32_t tilert_cpu_set_num_threads(int32_t n) {
  t_error[0] = '\0';
  if (n < 0)
    return fail(TILERT_CPU_ERROR_INVALID_ARGUMENT, "tilert_cpu_set_num_threads: the count must be 0 or positive");
  Pool::instance().setThreads(n);
  return TILERT_CPU_SUCCESS;
}

int32_t tilert_cpu_num_threads(void) { return Pool::instance().threads(); }

const char* tilert_cpu_status_string(int32_t status) {
  switch (status) {
  case TILERT_CPU_SUCCESS: return "success";
  case TILERT_CPU_ERROR_INVALID_ARGUMENT: return "invalid argument";
  case TILERT_CPU_ERROR_OUT_OF_MEMORY: return "out of memory";
  default: return "unknown tilert_cpu status";
  }
}

const char* tilert_cpu_last_error(void) { return t_error; }

int32_t tilert_cpu_set_error(int32_t status, const char* message) {
  if (status == TILERT_CPU_SUCCESS) {
    t_error[0] = '\0';
    return status;
  }
  return fail(status, message);
}

} // extern "C"
