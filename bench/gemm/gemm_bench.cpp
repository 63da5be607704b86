// GEMM throughput of tilec's kernels against cuBLASLt, in one process on one
// device and one stream (bench, not test: it prints, it asserts nothing).
//
// C = A @ B with A (M, K), B (K, N), C (M, N) row-major, fp16 or bf16 in and
// out, fp32 accumulation: what examples/gemm.tile computes. Shapes are the
// TileLang paper's Table 2 (M0..M7; M5 is 8192^3). For each shape and dtype:
//   - cuBLASLt (loaded with dlopen at run time; "unavailable" when it cannot
//     be loaded): the row-major product as the column-major C^T = B^T A^T,
//     32 MiB of workspace, the best of the heuristic's first 4 algorithms;
//   - tilec: every candidate kernel of the dtype (bench/gemm/gemm_configs.tile
//     and examples/gemm.tile's gemm_bf16), compiled through the library API
//     exactly as tilec_gpu_tests does (tests/gpu/TileKernel.h) and launched
//     with tilert; each is checked and timed briefly, the fastest correct one
//     wins and is timed in full (a first autotuner);
//   - time: the median over N launches of the time between two CUDA events
//     around each launch, after warm-up launches (N is lowered for slow
//     kernels, so that one measurement stays near 2 s); TFLOP/s = 2 M N K / t;
//   - check: tilec's C against cuBLAS's C on whole sampled rows and scattered
//     elements, and both against a float64 host product on a few elements;
//     an element is wrong when |x - ref| > 1e-2 * max(|ref|, rms(ref)) or not
//     finite (C is poisoned with NaN before each tilec launch). A mismatch is
//     printed in the table; it does not stop the bench.
// Prints a table, the geomean of tilec / cuBLAS over M0..M7 per dtype, then
// one JSON object per line (prefixed "json: ") for bench/results/.
//
//   tilec_gemm [--quick] [--shapes M0,M5,...] [--dtypes f16,bf16]
//              [--iters N] [--warmup N] [--max-seconds S] [--no-tune]
//              [--no-cublas] [--kernel DTYPE:FILE:EXPORT]...
//
// Exit status: 0, 1 for an error that stops the bench (bad CUDA context,
// missing driver functions), 2 for bad arguments, 77 without a GPU. Errors
// of one shape are table rows.

#include "GpuDevice.h"
#include "HostMath.h"
#include "TileKernel.h"

#include <tilert/tilert.hpp>

#include <cublasLt.h>
#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <functional>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#ifndef TILEC_GEMM_BENCH_DIR
#define TILEC_GEMM_BENCH_DIR "bench/gemm"
#endif
#ifndef TILEC_CUBLASLT_DIR
#define TILEC_CUBLASLT_DIR ""
#endif

using namespace tilec_gpu;

namespace {

// ------------------------------------------------------------------ options

struct Shape {
  const char* name;
  int64_t m, n, k;
};

// The TileLang paper, Table 2. M5 is 8192^3 (the "8192^3" filter selects it).
const Shape kShapes[] = {
    {"M0", 4096, 1024, 8192},  {"M1", 4096, 8192, 8192},  {"M2", 4096, 28672, 8192},
    {"M3", 4096, 8192, 28672}, {"M4", 8192, 1024, 8192},  {"M5", 8192, 8192, 8192},
    {"M6", 8192, 28672, 8192}, {"M7", 8192, 8192, 28672},
};
const char* const kQuickShapes[] = {"M0", "M4", "M5"};

struct DType {
  const char* tag;     // "f16"
  const char* irName;  // "float16", as the compiled kernel's tensors say
  cudaDataType_t cuda; // CUDA_R_16F
  ElemType elem;
};
const DType kDTypes[] = {
    {"f16", "float16", CUDA_R_16F, ElemType::F16},
    {"bf16", "bfloat16", CUDA_R_16BF, ElemType::BF16},
};

struct Candidate {
  std::string file; // absolute, or relative to examples/ without a '/'
  std::string exportName;
};

/// Every export of gemm_configs.tile for this dtype ("export ... as
/// gemm_<dtag>_..."), in file order; for bf16 also examples/gemm.tile's own
/// gemm_bf16.
std::vector<Candidate> defaultCandidates(const std::string& dtag) {
  const std::string cfg = std::string(TILEC_GEMM_BENCH_DIR) + "/gemm_configs.tile";
  std::vector<Candidate> c;
  if (dtag == "bf16")
    c.push_back({"gemm.tile", "gemm_bf16"}); // examples/gemm.tile as it is
  std::ifstream in(cfg);
  const std::string prefix = "gemm_" + dtag + "_";
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("export ", 0) != 0)
      continue;
    auto as = line.find(" as ");
    if (as == std::string::npos)
      continue;
    std::istringstream rest(line.substr(as + 4));
    std::string name;
    rest >> name;
    if (name.rfind(prefix, 0) == 0)
      c.push_back({cfg, name});
  }
  return c;
}

struct Options {
  std::vector<const Shape*> shapes;
  std::vector<const DType*> dtypes;
  int iters = 20;
  int warmup = 5;
  int rounds = 5;
  double maxSeconds = 600;
  bool tune = true;
  bool cublas = true;
  std::vector<std::pair<std::string, Candidate>> kernels; // --kernel: dtype tag, candidate
};

std::vector<std::string> splitList(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, ','))
    if (!item.empty())
      out.push_back(item);
  return out;
}

const char* kUsage =
    "usage: tilec_gemm [--quick] [--shapes M0,M5,...] [--dtypes f16,bf16] [--iters N] [--warmup N]\n"
    "                  [--max-seconds S] [--no-tune] [--no-cublas] [--kernel DTYPE:FILE:EXPORT]...\n"
    "  --quick         shapes M0, M4, M5 only\n"
    "  --shapes LIST   M0..M7 (8192^3 is M5)\n"
    "  --iters N       timed launches per measurement (default 20; fewer for slow kernels)\n"
    "  --warmup N      launches before timing (default 5)\n"
    "  --rounds N      the winner and cuBLAS are timed in N alternating rounds (default 5); their\n"
    "                  times are the medians, the ratio the median of the rounds' ratios\n"
    "  --max-seconds S shapes that start after S seconds are skipped (default 600)\n"
    "  --no-tune       only the first candidate of each dtype\n"
    "  --no-cublas     do not load cuBLASLt (tilec is then checked against the host only)\n"
    "  --kernel DTYPE:FILE:EXPORT\n"
    "                  a candidate for DTYPE (f16 or bf16) instead of the default list; repeatable;\n"
    "                  FILE is relative to examples/ unless it holds a '/'; M, N, K may be run-time\n"
    "                  dims or static (then only the matching shape runs it)\n";

// "" or the error.
std::string parseArgs(int argc, char** argv, Options& o) {
  bool quick = false;
  std::vector<std::string> shapeNames, dtypeNames;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](std::string* out) {
      if (i + 1 >= argc)
        return false;
      *out = argv[++i];
      return true;
    };
    std::string v;
    try {
      if (a == "--quick")
        quick = true;
      else if (a == "--no-tune")
        o.tune = false;
      else if (a == "--no-cublas")
        o.cublas = false;
      else if (a == "--shapes" && value(&v))
        shapeNames = splitList(v);
      else if (a == "--dtypes" && value(&v))
        dtypeNames = splitList(v);
      else if (a == "--iters" && value(&v))
        o.iters = std::stoi(v);
      else if (a == "--warmup" && value(&v))
        o.warmup = std::stoi(v);
      else if (a == "--rounds" && value(&v))
        o.rounds = std::stoi(v);
      else if (a == "--max-seconds" && value(&v))
        o.maxSeconds = std::stod(v);
      else if (a == "--kernel" && value(&v)) {
        auto c1 = v.find(':');
        auto c2 = v.rfind(':');
        if (c1 == std::string::npos || c2 == c1)
          return "--kernel wants DTYPE:FILE:EXPORT, got '" + v + "'";
        o.kernels.push_back({v.substr(0, c1), {v.substr(c1 + 1, c2 - c1 - 1), v.substr(c2 + 1)}});
      } else
        return "not understood: '" + a + "'";
    } catch (const std::exception&) {
      return "not a number: '" + v + "' after " + a;
    }
  }
  if (o.iters < 1 || o.warmup < 0 || o.rounds < 1)
    return "--iters and --rounds must be >= 1 and --warmup >= 0";
  if (!shapeNames.empty() && quick)
    return "--quick and --shapes together";
  if (quick)
    shapeNames.assign(std::begin(kQuickShapes), std::end(kQuickShapes));
  for (const Shape& s : kShapes) {
    bool want = shapeNames.empty();
    for (const auto& n : shapeNames)
      want = want || n == s.name || (n == "8192^3" && std::string(s.name) == "M5");
    if (want)
      o.shapes.push_back(&s);
  }
  for (const auto& n : shapeNames) {
    bool known = n == "8192^3";
    for (const Shape& s : kShapes)
      known = known || n == s.name;
    if (!known)
      return "unknown shape '" + n + "' (M0..M7, 8192^3)";
  }
  for (const DType& d : kDTypes) {
    bool want = dtypeNames.empty();
    for (const auto& n : dtypeNames)
      want = want || n == d.tag;
    if (want)
      o.dtypes.push_back(&d);
  }
  for (const auto& n : dtypeNames)
    if (n != "f16" && n != "bf16")
      return "unknown dtype '" + n + "' (f16, bf16)";
  for (const auto& [d, c] : o.kernels)
    if (d != "f16" && d != "bf16")
      return "--kernel: unknown dtype '" + d + "' (f16, bf16)";
  return "";
}

// ------------------------------------------------------------------ driver

struct Driver2 {
  decltype(&cuEventCreate) eventCreate = nullptr;
  decltype(&cuEventDestroy) eventDestroy = nullptr;
  decltype(&cuEventRecord) eventRecord = nullptr;
  decltype(&cuEventSynchronize) eventSync = nullptr;
  decltype(&cuEventElapsedTime) eventElapsed = nullptr;
};
Driver2 g_drv;

template <typename F> bool loadDriver(F& f, const char* name) {
  void* p = nullptr;
  if (tilert_driver_symbol(name, &p) != TILERT_SUCCESS || !p)
    return false;
  f = reinterpret_cast<F>(p);
  return true;
}

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

// ------------------------------------------------------------------ cuBLASLt

struct CublasLt {
  void* lib = nullptr;
  std::string status; // "13.1.0 (libcublasLt.so.13)" or "unavailable: why"
  decltype(&cublasLtCreate) create = nullptr;
  decltype(&cublasLtDestroy) destroy = nullptr;
  decltype(&cublasLtGetVersion) getVersion = nullptr;
  decltype(&cublasLtGetStatusString) statusString = nullptr; // optional
  decltype(&cublasLtMatmulDescCreate) descCreate = nullptr;
  decltype(&cublasLtMatmulDescDestroy) descDestroy = nullptr;
  decltype(&cublasLtMatmulDescSetAttribute) descSet = nullptr;
  decltype(&cublasLtMatrixLayoutCreate) layoutCreate = nullptr;
  decltype(&cublasLtMatrixLayoutDestroy) layoutDestroy = nullptr;
  decltype(&cublasLtMatmulPreferenceCreate) prefCreate = nullptr;
  decltype(&cublasLtMatmulPreferenceDestroy) prefDestroy = nullptr;
  decltype(&cublasLtMatmulPreferenceSetAttribute) prefSet = nullptr;
  decltype(&cublasLtMatmulAlgoGetHeuristic) heuristic = nullptr;
  decltype(&cublasLtMatmul) matmul = nullptr;
  cublasLtHandle_t handle = nullptr;

  bool ok() const { return handle != nullptr; }
  std::string err(cublasStatus_t s, const char* what) const {
    if (s == CUBLAS_STATUS_SUCCESS)
      return "";
    const char* t = statusString ? statusString(s) : nullptr;
    std::string text = t ? t : "";
    return std::string(what) + ": cublasStatus " + std::to_string(static_cast<int>(s)) +
           (text.empty() ? "" : " (" + text + ")");
  }

  /// dlopens the cuBLASLt of the header's major version; sets `status`.
  void load() {
    const std::string so = "libcublasLt.so." + std::to_string(CUBLAS_VER_MAJOR);
    std::vector<std::string> tries = {so};
    if (*TILEC_CUBLASLT_DIR)
      tries.push_back(std::string(TILEC_CUBLASLT_DIR) + "/" + so);
    tries.push_back("/usr/local/cuda/lib64/" + so);
    std::string why;
    for (const auto& path : tries) {
      lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
      if (lib)
        break;
      const char* e = dlerror();
      why += (why.empty() ? "" : "; ") + std::string(e ? e : path + ": not found");
    }
    if (!lib) {
      status = "unavailable: " + why;
      return;
    }
    bool all = true;
    auto sym = [&](auto& f, const char* name) {
      f = reinterpret_cast<std::remove_reference_t<decltype(f)>>(dlsym(lib, name));
      if (!f) {
        all = false;
        why += std::string(why.empty() ? "" : ", ") + name;
      }
    };
    why.clear();
    sym(create, "cublasLtCreate");
    sym(destroy, "cublasLtDestroy");
    sym(getVersion, "cublasLtGetVersion");
    sym(descCreate, "cublasLtMatmulDescCreate");
    sym(descDestroy, "cublasLtMatmulDescDestroy");
    sym(descSet, "cublasLtMatmulDescSetAttribute");
    sym(layoutCreate, "cublasLtMatrixLayoutCreate");
    sym(layoutDestroy, "cublasLtMatrixLayoutDestroy");
    sym(prefCreate, "cublasLtMatmulPreferenceCreate");
    sym(prefDestroy, "cublasLtMatmulPreferenceDestroy");
    sym(prefSet, "cublasLtMatmulPreferenceSetAttribute");
    sym(heuristic, "cublasLtMatmulAlgoGetHeuristic");
    sym(matmul, "cublasLtMatmul");
    statusString = reinterpret_cast<decltype(statusString)>(dlsym(lib, "cublasLtGetStatusString"));
    if (!all) {
      status = "unavailable: " + so + " lacks " + why;
      return;
    }
    std::size_t v = getVersion();
    if (v / 10000 != CUBLAS_VER_MAJOR) {
      status = "unavailable: " + so + " reports version " + std::to_string(v) + ", built against " +
               std::to_string(CUBLAS_VERSION);
      return;
    }
    if (std::string e = err(create(&handle), "cublasLtCreate"); !e.empty()) {
      handle = nullptr;
      status = "unavailable: " + e;
      return;
    }
    status = std::to_string(v / 10000) + "." + std::to_string(v / 100 % 100) + "." + std::to_string(v % 100) + " (" +
             so + ")";
  }
  void unload() {
    if (handle)
      (void)destroy(handle);
    handle = nullptr;
    // The library stays loaded: its teardown may run at exit.
  }
};
CublasLt g_lt;

/// One row-major C = A @ B (A MxK, B KxN, C MxN) as cuBLASLt's column-major
/// C^T (N x M) = B^T (N x K) * A^T (K x M): both operands untransposed, the
/// B buffer is the first operand (ld N), the A buffer the second (ld K).
class LtGemm {
public:
  ~LtGemm() {
    if (pref_)
      (void)g_lt.prefDestroy(pref_);
    for (auto* l : {la_, lb_, lc_})
      if (l)
        (void)g_lt.layoutDestroy(l);
    if (op_)
      (void)g_lt.descDestroy(op_);
  }

  /// Sets up the problem and asks the heuristic for up to `maxAlgos` algorithms.
  std::string init(const DType& dt, int64_t m, int64_t n, int64_t k, const DeviceBuffer& workspace, int maxAlgos) {
    std::string e;
    if (!(e = g_lt.err(g_lt.descCreate(&op_, CUBLAS_COMPUTE_32F, CUDA_R_32F), "cublasLtMatmulDescCreate")).empty())
      return e;
    cublasOperation_t opN = CUBLAS_OP_N;
    if (!(e = g_lt.err(g_lt.descSet(op_, CUBLASLT_MATMUL_DESC_TRANSA, &opN, sizeof opN), "set TRANSA")).empty() ||
        !(e = g_lt.err(g_lt.descSet(op_, CUBLASLT_MATMUL_DESC_TRANSB, &opN, sizeof opN), "set TRANSB")).empty())
      return e;
    auto u = [](int64_t v) { return static_cast<uint64_t>(v); };
    if (!(e = g_lt.err(g_lt.layoutCreate(&la_, dt.cuda, u(n), u(k), n), "cublasLtMatrixLayoutCreate(B^T)")).empty() ||
        !(e = g_lt.err(g_lt.layoutCreate(&lb_, dt.cuda, u(k), u(m), k), "cublasLtMatrixLayoutCreate(A^T)")).empty() ||
        !(e = g_lt.err(g_lt.layoutCreate(&lc_, dt.cuda, u(n), u(m), n), "cublasLtMatrixLayoutCreate(C^T)")).empty())
      return e;
    if (!(e = g_lt.err(g_lt.prefCreate(&pref_), "cublasLtMatmulPreferenceCreate")).empty())
      return e;
    uint64_t wsBytes = workspace.bytes();
    if (!(e = g_lt.err(g_lt.prefSet(pref_, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &wsBytes, sizeof wsBytes),
                       "set MAX_WORKSPACE_BYTES"))
             .empty())
      return e;
    algos_.resize(static_cast<std::size_t>(maxAlgos));
    int returned = 0;
    if (!(e = g_lt.err(g_lt.heuristic(g_lt.handle, op_, la_, lb_, lc_, lc_, pref_, maxAlgos, algos_.data(), &returned),
                       "cublasLtMatmulAlgoGetHeuristic"))
             .empty())
      return e;
    algos_.resize(static_cast<std::size_t>(std::max(returned, 0)));
    algos_.erase(std::remove_if(algos_.begin(), algos_.end(),
                                [](const cublasLtMatmulHeuristicResult_t& h) { return h.state != CUBLAS_STATUS_SUCCESS; }),
                 algos_.end());
    if (algos_.empty())
      return "cublasLtMatmulAlgoGetHeuristic: no algorithm";
    workspace_ = &workspace;
    return "";
  }

  std::size_t algoCount() const { return algos_.size(); }

  /// C = A @ B with heuristic algorithm `i`, asynchronously on the legacy stream.
  std::string run(std::size_t i, const DeviceBuffer& a, const DeviceBuffer& b, const DeviceBuffer& c) const {
    const float alpha = 1.0f, beta = 0.0f;
    const auto& h = algos_[i];
    if (h.workspaceSize > workspace_->bytes())
      return "algorithm " + std::to_string(i) + " wants " + std::to_string(h.workspaceSize) + " bytes of workspace";
    auto p = [](const DeviceBuffer& d) { return reinterpret_cast<void*>(static_cast<uintptr_t>(d.ptr())); };
    return g_lt.err(g_lt.matmul(g_lt.handle, op_, &alpha, p(b), la_, p(a), lb_, &beta, p(c), lc_, p(c), lc_, &h.algo,
                                p(*workspace_), workspace_->bytes(), nullptr),
                    "cublasLtMatmul");
  }

private:
  cublasLtMatmulDesc_t op_ = nullptr;
  cublasLtMatrixLayout_t la_ = nullptr, lb_ = nullptr, lc_ = nullptr;
  cublasLtMatmulPreference_t pref_ = nullptr;
  std::vector<cublasLtMatmulHeuristicResult_t> algos_;
  const DeviceBuffer* workspace_ = nullptr;
};

// ------------------------------------------------------------------ inputs

/// Inputs are a fixed pool of uniform [-1, 1) values of the dtype, repeated:
/// element i of A is pool[i % P], element i of B is pool[(i + kOffsetB) % P].
/// P is odd (prime), so rows of neither matrix repeat in step with the shapes.
/// The host keeps the pool, so it can compute any element of C itself.
constexpr std::size_t kPool = 16777213; // 2^24 - 3
constexpr std::size_t kOffsetB = 5003011;

struct Pool {
  std::vector<uint16_t> bits;
  std::vector<float> values;
};

const Pool& poolFor(const DType& dt) {
  static Pool pools[2];
  Pool& p = pools[dt.elem == ElemType::F16 ? 0 : 1];
  if (p.bits.empty()) {
    std::mt19937 rng(dt.elem == ElemType::F16 ? 1234u : 4321u);
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    p.bits.resize(kPool);
    p.values.resize(kPool);
    for (std::size_t i = 0; i < kPool; ++i) {
      float f = u(rng);
      uint16_t b = dt.elem == ElemType::F16 ? floatToHalf(f) : floatToBFloat16(f);
      p.bits[i] = b;
      p.values[i] = static_cast<float>(dt.elem == ElemType::F16 ? halfToDouble(b) : bfloat16ToDouble(b));
    }
  }
  return p;
}

std::string uploadPool(const DeviceBuffer& buf, const Pool& pool, std::size_t offset) {
  std::size_t n = buf.bytes() / 2;
  for (std::size_t pos = 0; pos < n;) {
    std::size_t src = (pos + offset) % kPool;
    std::size_t seg = std::min(n - pos, kPool - src);
    if (std::string e = check(cu().cuMemcpyHtoD(buf.ptr() + pos * 2, pool.bits.data() + src, seg * 2), "cuMemcpyHtoD");
        !e.empty())
      return e;
    pos += seg;
  }
  return "";
}

// ------------------------------------------------------------------ checks

double decode(const DType& dt, uint16_t b) { return dt.elem == ElemType::F16 ? halfToDouble(b) : bfloat16ToDouble(b); }

/// Elements of C to compare: whole rows (one copy each), then single
/// elements; `where` lists them all, in that order.
struct Places {
  std::vector<int64_t> rows;
  std::vector<std::pair<int64_t, int64_t>> where; // (row, col)
};

Places placesOf(const Shape& s, int randomRows, int points, uint64_t seed) {
  std::mt19937_64 rng(seed);
  auto below = [&](int64_t n) { return static_cast<int64_t>(rng() % static_cast<uint64_t>(n)); };
  Places p;
  if (randomRows >= 0) {
    p.rows = {0, s.m - 1};
    for (int i = 0; i < randomRows; ++i)
      p.rows.push_back(below(s.m));
    for (int64_t r : p.rows)
      for (int64_t c = 0; c < s.n; ++c)
        p.where.push_back({r, c});
  } else {
    p.where = {{0, 0}, {s.m - 1, s.n - 1}};
  }
  for (int i = 0; i < points; ++i) {
    int64_t r = below(s.m);
    p.where.push_back({r, below(s.n)});
  }
  return p;
}

/// Rows 0, M-1 and 6 random ones whole, and 1024 scattered elements.
Places samplePlaces(const Shape& s) {
  return placesOf(s, 6, 1024, static_cast<uint64_t>(s.m * 31 + s.n * 7 + s.k));
}

/// Reads the sampled elements of C (a row-major M x N 16-bit matrix).
std::string readSample(const DType& dt, const Shape& s, const DeviceBuffer& c, const Places& p,
                       std::vector<double>* out) {
  out->assign(p.where.size(), NAN);
  std::vector<uint16_t> row(static_cast<std::size_t>(s.n));
  std::size_t i = 0;
  for (int64_t r : p.rows) {
    std::size_t off = static_cast<std::size_t>(r * s.n) * 2;
    if (std::string e = check(cu().cuMemcpyDtoH(row.data(), c.ptr() + off, row.size() * 2), "cuMemcpyDtoH");
        !e.empty())
      return e;
    for (uint16_t bits : row)
      (*out)[i++] = decode(dt, bits);
  }
  for (; i < p.where.size(); ++i) {
    auto [r, col] = p.where[i];
    uint16_t bits = 0;
    std::size_t off = static_cast<std::size_t>(r * s.n + col) * 2;
    if (std::string e = check(cu().cuMemcpyDtoH(&bits, c.ptr() + off, 2), "cuMemcpyDtoH"); !e.empty())
      return e;
    (*out)[i] = decode(dt, bits);
  }
  return "";
}

struct Verdict {
  bool ok = true;
  std::string text; // "ok (...)" or "MISMATCH ..."
};

/// x against ref, elementwise: wrong when not finite or |x - ref| > 1e-2 *
/// max(|ref|, scale). scale <= 0: the RMS of ref.
Verdict compare(const std::vector<double>& x, const std::vector<double>& ref,
                const std::vector<std::pair<int64_t, int64_t>>& where, double scale, const char* against) {
  if (scale <= 0) {
    double sq = 0;
    std::size_t n = 0;
    for (double r : ref)
      if (std::isfinite(r)) {
        sq += r * r;
        ++n;
      }
    scale = n ? std::sqrt(sq / static_cast<double>(n)) : 1.0;
  }
  std::size_t bad = 0, nonFinite = 0, first = x.size();
  double worst = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    double rel = std::fabs(x[i] - ref[i]) / std::max(std::fabs(ref[i]), scale);
    if (!std::isfinite(x[i]) || !std::isfinite(ref[i]) || rel > 1e-2) {
      nonFinite += !std::isfinite(x[i]);
      if (first == x.size())
        first = i;
      ++bad;
    } else {
      worst = std::max(worst, rel);
    }
  }
  char buf[256];
  Verdict v;
  if (bad == 0) {
    std::snprintf(buf, sizeof buf, "ok vs %s (%zu el., max rel %.1e)", against, x.size(), worst);
  } else {
    v.ok = false;
    std::snprintf(buf, sizeof buf, "MISMATCH vs %s: %zu/%zu el.%s, first [%lld,%lld] %g vs %g", against, bad, x.size(),
                  nonFinite ? (nonFinite == bad ? " non-finite (unwritten?)" : " (some non-finite)") : "",
                  static_cast<long long>(where[first].first), static_cast<long long>(where[first].second), x[first],
                  ref[first]);
  }
  v.text = buf;
  return v;
}

/// A few elements of C in float64 from the host's copy of the inputs: the
/// corners and 14 random ones.
struct HostRef {
  Places places;
  std::vector<double> values;
};

HostRef hostReference(const DType& dt, const Shape& s) {
  const Pool& p = poolFor(dt);
  HostRef h;
  h.places = placesOf(s, -1, 14, static_cast<uint64_t>(s.m + s.n * 3 + s.k * 5));
  for (auto [r, c] : h.places.where) {
    double acc = 0;
    for (int64_t kk = 0; kk < s.k; ++kk) {
      std::size_t ia = static_cast<std::size_t>(r * s.k + kk) % kPool;
      std::size_t ib = (static_cast<std::size_t>(kk * s.n + c) + kOffsetB) % kPool;
      acc += static_cast<double>(p.values[ia]) * static_cast<double>(p.values[ib]);
    }
    h.values.push_back(acc);
  }
  return h;
}

/// The host check: scale sqrt(K / 9), C's RMS for uniform [-1, 1) inputs.
Verdict checkHost(const DType& dt, const Shape& s, const DeviceBuffer& c, const HostRef& h, std::string* error) {
  std::vector<double> got;
  *error = readSample(dt, s, c, h.places, &got);
  if (!error->empty())
    return {};
  return compare(got, h.values, h.places.where, std::sqrt(static_cast<double>(s.k) / 9.0), "host");
}

// ------------------------------------------------------------------ tilec

struct TilecResult {
  std::size_t index = 0; // into the candidates
  std::string label;     // the export
  std::string error;   // compile / launch error ("" when it ran)
  std::string skipped; // why it did not apply to this shape
  double ms = NAN;     // tuning measurement
  Verdict verdict;
};

/// "b128x128x32_t128_s3" for the bench's configurations, FILE:EXPORT otherwise.
std::string displayName(const Candidate& c, const DType& dt) {
  const std::string cfg = std::string(TILEC_GEMM_BENCH_DIR) + "/gemm_configs.tile";
  const std::string prefix = "gemm_" + std::string(dt.tag) + "_";
  if (c.file == cfg && c.exportName.rfind(prefix, 0) == 0)
    return c.exportName.substr(prefix.size());
  std::string file = c.file.find('/') == std::string::npos ? "examples/" + c.file : c.file;
  auto slash = file.find_last_of('/');
  auto slash2 = slash == 0 || slash == std::string::npos ? std::string::npos : file.find_last_of('/', slash - 1);
  return (slash2 == std::string::npos ? file : file.substr(slash2 + 1)) + ":" + c.exportName;
}

std::string fmtMs(double ms) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", ms);
  return buf;
}

std::string jsonEscape(const std::string& s) {
  std::string o;
  for (char ch : s) {
    if (ch == '"' || ch == '\\')
      o += '\\', o += ch;
    else if (static_cast<unsigned char>(ch) < 0x20)
      o += ' ';
    else
      o += ch;
  }
  return o;
}

std::string firstLine(const std::string& s) {
  auto nl = s.find('\n');
  return nl == std::string::npos ? s : s.substr(0, nl) + " ...";
}

double tflops(const Shape& s, double ms) {
  return 2.0 * static_cast<double>(s.m) * static_cast<double>(s.n) * static_cast<double>(s.k) / (ms * 1e9);
}

/// M, N and K for the kernel's run-time dims of those names (a dim of
/// another name gets no value: tensorElements and launchShape report it).
DimValues dimsFor(const CompiledKernel& k, const Shape& s) {
  DimValues dims;
  for (const auto& d : k.dynamicDims) {
    if (d == "M")
      dims[d] = s.m;
    else if (d == "N")
      dims[d] = s.n;
    else if (d == "K")
      dims[d] = s.k;
  }
  return dims;
}

/// One launch of a loaded kernel on the legacy default stream (la must outlive it).
std::function<std::string()> tilecLaunch(const CompiledKernel& k, const LaunchShape& shape, LaunchArgs& la) {
  return [&k, shape, &la]() -> std::string {
    tilert_status st = tilert_launch(k.module, k.info.name.c_str(), shape.grid, shape.block, shape.dynamicSmem,
                                     nullptr, la.args.empty() ? nullptr : la.args.data());
    return st == TILERT_SUCCESS ? "" : std::string("tilert_launch: ") + tilert_last_error();
  };
}

/// Compiles the candidate, launches it once into C (poisoned first), checks
/// C against cuBLAS's sample (when there is one) and the host reference, and
/// times it briefly: 1 launch for an estimate, then 5 more unless it is
/// slow (over 100 ms) or far behind the best so far. Sets *broken when a
/// CUDA error leaves the context unusable.
TilecResult tryCandidate(const Candidate& cand, const DType& dt, const Shape& s, const DeviceBuffer& a,
                         const DeviceBuffer& b, DeviceBuffer& c, const Places& places,
                         const std::vector<double>& refSample, const HostRef& host, double bestMs, bool* broken) {
  TilecResult r;
  r.label = cand.exportName;
  CompiledKernel& k = compileKernel(cand.file, cand.exportName, benchVariant());
  if (!k.ok) {
    r.error = "compile: " + firstLine(k.error);
    return r;
  }
  DimValues dims = dimsFor(k, s);
  std::string e;
  auto elems = tensorElements(k, dims, &e);
  if (!e.empty()) {
    r.error = e;
    return r;
  }
  if (k.tensors.size() != 3 || k.tensors[0].dtype != dt.irName || k.tensors[1].dtype != dt.irName ||
      k.tensors[2].dtype != dt.irName || !k.tensors[2].written) {
    r.error = "not a " + std::string(dt.irName) + " GEMM with tensors A, B and a written C";
    return r;
  }
  if (elems[0] != s.m * s.k || elems[1] != s.k * s.n || elems[2] != s.m * s.n) {
    r.skipped = "its static shape is another";
    return r;
  }
  const std::vector<const DeviceBuffer*> tensors = {&a, &b, &c};
  LaunchShape shape;
  LaunchArgs la;
  e = c.fill(poisonPattern(dt.elem), 2);
  if (e.empty())
    e = launchKernel(k, dims, tensors, &shape); // loads the module, launches once, synchronises
  if (e.empty())
    e = buildLaunchArgs(k, dims, tensors, &la);
  if (e.empty()) {
    // This launch's C, before anything overwrites it.
    r.verdict = checkHost(dt, s, c, host, &e);
    if (e.empty() && r.verdict.ok && !refSample.empty()) {
      std::vector<double> got;
      e = readSample(dt, s, c, places, &got);
      if (e.empty())
        r.verdict = compare(got, refSample, places.where, 0, "cuBLAS");
    }
  }
  if (e.empty()) {
    auto launch = tilecLaunch(k, shape, la);
    double est = measure(launch, -1, 0, 1, 0, &e);
    if (e.empty())
      r.ms = est > 100 || est > 4 * bestMs ? est : measure(launch, est, 2, 5, 500, &e);
  }
  if (!e.empty()) {
    r.error = e;
    r.ms = NAN;
    *broken = *broken || !synchronize().empty();
  }
  return r;
}

} // namespace

int main(int argc, char** argv) {
  Options opt;
  if (std::string err = parseArgs(argc, argv, opt); !err.empty()) {
    std::printf("tilec_gemm: %s\n%s", err.c_str(), kUsage);
    return 2;
  }
  if (tilert_init() != TILERT_SUCCESS || !setupGpu().empty()) {
    std::printf("skipped: no GPU\n");
    return 77;
  }
  if (!loadDriver(g_drv.eventCreate, TILERT_DRIVER_SYMBOL(cuEventCreate)) ||
      !loadDriver(g_drv.eventDestroy, TILERT_DRIVER_SYMBOL(cuEventDestroy)) ||
      !loadDriver(g_drv.eventRecord, TILERT_DRIVER_SYMBOL(cuEventRecord)) ||
      !loadDriver(g_drv.eventSync, TILERT_DRIVER_SYMBOL(cuEventSynchronize)) ||
      !loadDriver(g_drv.eventElapsed, TILERT_DRIVER_SYMBOL(cuEventElapsedTime))) {
    std::printf("error: driver event functions not found: %s\n", tilert_last_error());
    return 1;
  }
  const auto start = std::chrono::steady_clock::now();
  auto elapsedS = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };

  const tilert_device_properties& dev = device();
  char date[32] = "unknown";
  std::time_t now = std::time(nullptr);
  std::tm tmUtc{};
  if (gmtime_r(&now, &tmUtc))
    std::strftime(date, sizeof date, "%Y-%m-%d", &tmUtc);
  std::string common = "\"device\": \"" + jsonEscape(dev.name) + "\", \"date\": \"" + date + "\"";

  if (opt.cublas)
    g_lt.load();
  else
    g_lt.status = "unavailable: --no-cublas";
  std::unique_ptr<DeviceBuffer> workspace;
  if (g_lt.ok()) {
    workspace = std::make_unique<DeviceBuffer>(std::size_t(32) << 20);
    if (!workspace->ok()) {
      g_lt.status = "unavailable: workspace: " + workspace->error();
      g_lt.unload();
    }
  }
  std::printf("device: %s (sm_%d%d, %d SMs, driver %d), %s UTC\n", dev.name, dev.sm_major, dev.sm_minor, dev.sm_count,
              dev.driver_version, date);
  std::printf("cuBLAS: %s\n", g_lt.ok() ? ("cuBLASLt " + g_lt.status).c_str() : g_lt.status.c_str());
  std::printf("time: median of up to %d launches after %d warm-ups (fewer for slow kernels); TFLOP/s = 2*M*N*K / t\n\n",
              opt.iters, opt.warmup);

  std::vector<std::string> json;
  json.push_back("{\"kernel\": \"gemm\", \"impl\": \"meta\", " + common + ", \"sm\": \"" +
                 std::to_string(dev.sm_major) + std::to_string(dev.sm_minor) +
                 "\", \"driver\": " + std::to_string(dev.driver_version) + ", \"cublas\": \"" +
                 jsonEscape(g_lt.status) + "\", \"what\": \"C = A @ B, A (M,K) B (K,N) C (M,N) row-major, " +
                 "fp32 accumulation; median ms per launch (CUDA events); tflops = 2MNK / t\"}");

  const int headerWidth = 150;
  bool broken = false; // a sticky CUDA error: nothing after it can run
  int status = 0;
  for (const DType* dtp : opt.dtypes) {
    const DType& dt = *dtp;
    std::vector<Candidate> candidates;
    for (const auto& [d, c] : opt.kernels)
      if (d == dt.tag)
        candidates.push_back(c);
    if (candidates.empty() && opt.kernels.empty())
      candidates = defaultCandidates(dt.tag);
    if (candidates.empty())
      continue; // --kernel given for the other dtype only
    if (!opt.tune)
      candidates.resize(1);

    std::printf("%-5s %-4s %6s %6s %6s | %9s %8s  %-32s | %9s %8s | %6s | %s\n", "dtype", "shape", "M", "N", "K",
                "tilec ms", "TFLOP/s", "config (fastest correct)", "cuBLAS ms", "TFLOP/s", "ratio", "check");
    std::printf("%s\n", std::string(headerWidth, '-').c_str());
    std::vector<double> ratios;

    for (const Shape* sp : opt.shapes) {
      const Shape& s = *sp;
      std::string head;
      {
        char buf[128];
        std::snprintf(buf, sizeof buf, "%-5s %-4s %6lld %6lld %6lld | ", dt.tag, s.name, static_cast<long long>(s.m),
                      static_cast<long long>(s.n), static_cast<long long>(s.k));
        head = buf;
      }
      std::string shapeJson = "\"dtype\": \"" + std::string(dt.irName) + "\", \"name\": \"" + s.name +
                              "\", \"shape\": [" + std::to_string(s.m) + ", " + std::to_string(s.n) + ", " +
                              std::to_string(s.k) + "]";
      auto rowError = [&](const std::string& what) {
        std::printf("%sERROR: %s\n", head.c_str(), firstLine(what).c_str());
        std::fflush(stdout);
        json.push_back("{\"kernel\": \"gemm\", \"impl\": \"error\", " + shapeJson + ", \"error\": \"" +
                       jsonEscape(firstLine(what)) + "\", " + common + "}");
        status = 1;
      };
      if (broken) {
        rowError("not run: an earlier CUDA error broke the context");
        continue;
      }
      if (elapsedS() > opt.maxSeconds) {
        std::printf("%sskipped: past --max-seconds %.0f\n", head.c_str(), opt.maxSeconds);
        json.push_back("{\"kernel\": \"gemm\", \"impl\": \"skipped\", " + shapeJson + ", " + common + "}");
        continue;
      }

      // Buffers and inputs.
      const std::size_t eb = 2;
      DeviceBuffer a(static_cast<std::size_t>(s.m * s.k) * eb), b(static_cast<std::size_t>(s.k * s.n) * eb);
      DeviceBuffer cT(static_cast<std::size_t>(s.m * s.n) * eb), cRef(static_cast<std::size_t>(s.m * s.n) * eb);
      std::string err;
      for (const DeviceBuffer* d : {&a, &b, &cT, &cRef})
        if (err.empty() && !d->ok())
          err = d->error();
      const Pool& pool = poolFor(dt);
      if (err.empty())
        err = uploadPool(a, pool, 0);
      if (err.empty())
        err = uploadPool(b, pool, kOffsetB);
      if (!err.empty()) {
        rowError(err);
        continue;
      }
      const auto places = samplePlaces(s);
      const HostRef host = hostReference(dt, s);

      // cuBLASLt: the best of the heuristic's first algorithms.
      std::string cublasText, cublasConfig;
      double cublasMs = NAN;
      std::vector<double> refSample;
      LtGemm lt;
      std::size_t best = 0; // cuBLAS's fastest algorithm, when cublasMs is finite
      if (g_lt.ok()) {
        err = lt.init(dt, s.m, s.n, s.k, *workspace, 4);
        // Each algorithm timed briefly (one that fails is passed over), then the best in full.
        double bestMs = INFINITY;
        std::string algoErr;
        for (std::size_t i = 0; err.empty() && i < lt.algoCount(); ++i) {
          std::string e;
          double ms = measure([&] { return lt.run(i, a, b, cRef); }, -1, 2, 5, 0, &e);
          if (!e.empty()) {
            algoErr = "algorithm " + std::to_string(i) + ": " + e;
            if (!synchronize().empty())
              err = algoErr; // a sticky error: nothing more can run
            continue;
          }
          if (ms < bestMs)
            bestMs = ms, best = i;
        }
        if (err.empty() && !std::isfinite(bestMs))
          err = algoErr.empty() ? "no algorithm ran" : algoErr;
        if (err.empty())
          cublasMs = measure([&] { return lt.run(best, a, b, cRef); }, bestMs, opt.warmup, opt.iters, 2000, &err);
        if (err.empty())
          err = synchronize();
        if (err.empty())
          err = readSample(dt, s, cRef, places, &refSample);
        if (err.empty()) {
          cublasConfig = "heuristic algo " + std::to_string(best) + " of " + std::to_string(lt.algoCount());
          Verdict hv = checkHost(dt, s, cRef, host, &err);
          if (err.empty() && !hv.ok)
            cublasText = "cuBLAS " + hv.text + "; ";
        }
        if (!err.empty()) {
          cublasText = "cuBLAS ERROR: " + firstLine(err) + "; ";
          cublasMs = NAN;
          refSample.clear();
          if (!synchronize().empty())
            broken = true;
          err.clear();
        }
      } else {
        cublasText = "cuBLAS unavailable; ";
      }

      // tilec: every candidate launched once and checked, then timed briefly.
      std::vector<TilecResult> results;
      double bestMs = INFINITY;
      for (std::size_t ci = 0; ci < candidates.size() && !broken; ++ci) {
        results.push_back(tryCandidate(candidates[ci], dt, s, a, b, cT, places, refSample, host, bestMs, &broken));
        results.back().index = ci;
        const TilecResult& r = results.back();
        if (r.error.empty() && r.skipped.empty() && r.verdict.ok)
          bestMs = std::min(bestMs, r.ms);
      }

      // The winner: the fastest correct candidate, else the fastest; timed in full.
      const TilecResult* win = nullptr;
      for (bool needCorrect : {true, false}) {
        for (const auto& r : results)
          if (r.error.empty() && r.skipped.empty() && std::isfinite(r.ms) && (r.verdict.ok || !needCorrect) &&
              (!win || r.ms < win->ms))
            win = &r;
        if (win)
          break;
      }
      double tilecMs = NAN, pairedRatio = NAN, ratioLo = NAN, ratioHi = NAN;
      std::string tilecErr;
      if (win && !broken) {
        CompiledKernel& k = compileKernel(candidates[win->index].file, candidates[win->index].exportName,
                                          benchVariant()); // cached, loaded
        DimValues dims = dimsFor(k, s);
        LaunchShape shape = launchShape(k, dims, &tilecErr);
        if (tilecErr.empty())
          tilecErr = persistentGrid(k, &shape);
        LaunchArgs la;
        if (tilecErr.empty())
          tilecErr = buildLaunchArgs(k, dims, {&a, &b, &cT}, &la);
        // Rounds that alternate cuBLAS and tilec: both see the same clocks
        // and temperature in each (the GPU's clocks drift over a run; one
        // measurement of each minutes apart differed by 15%). Times are the
        // rounds' medians; the ratio is the median of the rounds' ratios.
        std::vector<double> tilecRounds, cublasRounds, roundRatios;
        for (int round = 0; round < opt.rounds && tilecErr.empty(); ++round) {
          double c = NAN;
          if (std::isfinite(cublasMs)) {
            std::string e;
            c = measure([&] { return lt.run(best, a, b, cRef); }, cublasMs, opt.warmup, opt.iters, 2000, &e);
            if (!e.empty())
              c = NAN;
          }
          double t = measure(tilecLaunch(k, shape, la), win->ms, opt.warmup, opt.iters, 2000, &tilecErr);
          if (!tilecErr.empty())
            break;
          tilecRounds.push_back(t);
          if (std::isfinite(c)) {
            cublasRounds.push_back(c);
            roundRatios.push_back(c / t);
          }
        }
        if (tilecErr.empty())
          tilecErr = synchronize();
        if (!tilecErr.empty()) {
          tilecMs = NAN;
          broken = broken || !synchronize().empty();
        } else {
          tilecMs = median(tilecRounds);
          if (!cublasRounds.empty()) {
            cublasMs = median(cublasRounds);
            pairedRatio = median(roundRatios);
            ratioLo = *std::min_element(roundRatios.begin(), roundRatios.end());
            ratioHi = *std::max_element(roundRatios.begin(), roundRatios.end());
          }
        }
      }

      if (std::isfinite(cublasMs))
        json.push_back("{\"kernel\": \"gemm\", \"impl\": \"cublasLt\", " + shapeJson + ", \"config\": \"" +
                       cublasConfig + "\", \"ms\": " + std::to_string(cublasMs) +
                       ", \"tflops\": " + std::to_string(tflops(s, cublasMs)) + ", " + common + "}");

      // The row, then the candidates under it.
      char line[512];
      std::string cfg = win ? displayName(candidates[win->index], dt) : "-";
      double ratio = std::isfinite(pairedRatio) ? pairedRatio : tilecMs > 0 && cublasMs > 0 ? cublasMs / tilecMs : NAN;
      std::string checkText = cublasText;
      if (!tilecErr.empty())
        checkText += "tilec ERROR: " + firstLine(tilecErr);
      else if (win)
        checkText += win->verdict.text + (win->verdict.ok ? "" : " (not in the geomean)");
      else
        checkText += "tilec: no candidate ran";
      auto num = [](double v, const char* f) {
        char b[32];
        if (std::isfinite(v))
          std::snprintf(b, sizeof b, f, v);
        else
          std::snprintf(b, sizeof b, "-");
        return std::string(b);
      };
      std::snprintf(line, sizeof line, "%s%9s %8s  %-32s | %9s %8s | %6s | %s", head.c_str(),
                    num(tilecMs, "%.3f").c_str(), num(tilecMs > 0 ? tflops(s, tilecMs) : NAN, "%.1f").c_str(),
                    cfg.c_str(), num(cublasMs, "%.3f").c_str(),
                    num(cublasMs > 0 ? tflops(s, cublasMs) : NAN, "%.1f").c_str(), num(ratio, "%.3f").c_str(),
                    checkText.c_str());
      std::printf("%s\n", line);
      // The geomean takes correct results only (all shapes are M0..M7).
      if (std::isfinite(ratio) && win->verdict.ok)
        ratios.push_back(ratio);
      for (const auto& r : results) {
        std::string what = !r.error.empty()     ? "error: " + firstLine(r.error)
                           : !r.skipped.empty() ? "skipped: " + r.skipped
                                                : fmtMs(r.ms) + " ms, " + r.verdict.text;
        std::printf("      %s %-40s %s\n", &r == win ? "*" : " ", displayName(candidates[r.index], dt).c_str(),
                    what.c_str());
        json.push_back("{\"kernel\": \"gemm\", \"impl\": \"tilec-candidate\", " + shapeJson + ", \"config\": \"" +
                       r.label + "\", " +
                       (std::isfinite(r.ms) ? "\"ms\": " + std::to_string(r.ms) +
                                                  ", \"tflops\": " + std::to_string(tflops(s, r.ms)) + ", "
                                            : std::string()) +
                       "\"check\": \"" + jsonEscape(r.error.empty() ? (r.skipped.empty() ? r.verdict.text : r.skipped)
                                                                    : firstLine(r.error)) +
                       "\", " + common + "}");
      }
      std::fflush(stdout);
      if (std::isfinite(tilecMs))
        json.push_back("{\"kernel\": \"gemm\", \"impl\": \"tilec\", " + shapeJson + ", \"config\": \"" + win->label +
                       "\", \"ms\": " + std::to_string(tilecMs) + ", \"tflops\": " +
                       std::to_string(tflops(s, tilecMs)) + ", \"check\": \"" + jsonEscape(win->verdict.text) +
                       "\", \"ratio_to_cublas\": " + (std::isfinite(ratio) ? std::to_string(ratio) : "null") +
                       (std::isfinite(ratioLo) ? ", \"ratio_min\": " + std::to_string(ratioLo) +
                                                     ", \"ratio_max\": " + std::to_string(ratioHi) +
                                                     ", \"rounds\": " + std::to_string(opt.rounds)
                                               : std::string()) +
                       ", " + common + "}");
    }
    std::printf("%s\n", std::string(headerWidth, '-').c_str());
    if (!ratios.empty()) {
      double logSum = 0;
      for (double r : ratios)
        logSum += std::log(r);
      double g = std::exp(logSum / static_cast<double>(ratios.size()));
      std::printf("%s: geomean tilec / cuBLAS over %zu of M0..M7: %.3f\n\n", dt.tag, ratios.size(), g);
      json.push_back("{\"kernel\": \"gemm\", \"impl\": \"summary\", \"dtype\": \"" + std::string(dt.irName) +
                     "\", \"geomean_tilec_over_cublas\": " + std::to_string(g) +
                     ", \"shapes\": " + std::to_string(ratios.size()) + ", " + common + "}");
    } else {
      std::printf("%s: no geomean (no shape has both a tilec and a cuBLAS time)\n\n", dt.tag);
    }
  }

  for (const auto& j : json)
    std::printf("json: %s\n", j.c_str());
  std::fflush(stdout);
  releaseKernelModules();
  g_lt.unload();
  if (broken) {
    std::printf("error: a CUDA error broke the context; later rows did not run\n");
    return 1;
  }
  return status;
}
