// bench/gemm: launches timed between CUDA events, and the cuBLASLt peer's
// library handle.

#include "GemmBench.h"

namespace gemm_bench {

// ------------------------------------------------------------------ driver

Driver2 g_drv;


std::string check(CUresult r, const char* what) { return r == CUDA_SUCCESS ? "" : std::string(what) + ": " + cuError(r); }

/// A pool of events, one more than the most launches timed at once.
class Events {
public:
  ~Events() {
    for (CUevent e : ev_)
      (void)g_drv.eventDestroy(e);
  }
  std::string reserve(std::size_t n) {
    while (ev_.size() < n) {
      CUevent e = nullptr;
      if (std::string err = check(g_drv.eventCreate(&e, CU_EVENT_DEFAULT), "cuEventCreate"); !err.empty())
        return err;
      ev_.push_back(e);
    }
    return "";
  }
  CUevent operator[](std::size_t i) const { return ev_[i]; }

private:
  std::vector<CUevent> ev_;
};
Events g_events;

/// `warm` launches, then `iters` launches with an event recorded before and
/// after each one (on the legacy default stream, where both tilert and
/// cuBLAS launch). *ms gets the per-launch times, sorted. "" or the error.
std::string timeLaunches(const std::function<std::string()>& launch, int warm, int iters, std::vector<double>* ms) {
  ms->clear();
  if (std::string err = g_events.reserve(static_cast<std::size_t>(iters) + 1); !err.empty())
    return err;
  for (int i = 0; i < warm; ++i)
    if (std::string err = launch(); !err.empty())
      return err;
  if (std::string err = check(g_drv.eventRecord(g_events[0], nullptr), "cuEventRecord"); !err.empty())
    return err;
  for (int i = 0; i < iters; ++i) {
    if (std::string err = launch(); !err.empty())
      return err;
    if (std::string err = check(g_drv.eventRecord(g_events[i + 1], nullptr), "cuEventRecord"); !err.empty())
      return err;
  }
  if (std::string err = check(g_drv.eventSync(g_events[iters]), "cuEventSynchronize (a launch failed?)"); !err.empty())
    return err;
  for (int i = 0; i < iters; ++i) {
    float t = 0;
    if (std::string err = check(g_drv.eventElapsed(&t, g_events[i], g_events[i + 1]), "cuEventElapsedTime");
        !err.empty())
      return err;
    ms->push_back(t);
  }
  std::sort(ms->begin(), ms->end());
  return "";
}

double median(const std::vector<double>& sorted) {
  std::size_t n = sorted.size();
  return n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
}

/// Median ms of a measurement of at most about `targetMs` of device time
/// (fewer launches for slow kernels, at least 3 timed), given an estimate of
/// one launch. NAN with *error set on failure.
double measure(const std::function<std::string()>& launch, double estimateMs, int warmup, int iters, double targetMs,
               std::string* error) {
  int warm = warmup, n = iters;
  if (estimateMs > 0) {
    int fit = static_cast<int>(targetMs / estimateMs);
    warm = std::min(warm, std::max(1, fit / 4));
    n = std::clamp(fit - warm, 3, iters);
  }
  std::vector<double> ms;
  *error = timeLaunches(launch, warm, std::max(1, std::min(n, iters)), &ms);
  return error->empty() ? median(ms) : NAN;
}

CublasLt g_lt;

} // namespace gemm_bench
