#pragma once
// bench/gemm's pieces shared by its files (tilec_gemm): the shapes, dtypes
// and options (GemmOptions.cpp), the CUDA-event timing and the cuBLASLt
// peer (GemmTiming.cpp), the inputs and the checks (GemmChecks.cpp);
// gemm_bench.cpp runs them.

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


#ifndef TILEC_GEMM_BENCH_DIR
#define TILEC_GEMM_BENCH_DIR "bench/gemm"
#endif
#ifndef TILEC_CUBLASLT_DIR
#define TILEC_CUBLASLT_DIR ""
#endif

namespace gemm_bench {

using namespace tilec_gpu;

// ------------------------------------------------------------------ options

struct Shape {
  const char* name;
  int64_t m, n, k;
};

// The TileLang paper, Table 2. M5 is 8192^3 (the "8192^3" filter selects it).
inline const Shape kShapes[] = {
    {"M0", 4096, 1024, 8192},  {"M1", 4096, 8192, 8192},  {"M2", 4096, 28672, 8192},
    {"M3", 4096, 8192, 28672}, {"M4", 8192, 1024, 8192},  {"M5", 8192, 8192, 8192},
    {"M6", 8192, 28672, 8192}, {"M7", 8192, 8192, 28672},
};
inline const char* const kQuickShapes[] = {"M0", "M4", "M5"};

struct DType {
  const char* tag;     // "f16"
  const char* irName;  // "float16", as the compiled kernel's tensors say
  cudaDataType_t cuda; // CUDA_R_16F
  ElemType elem;
};
inline const DType kDTypes[] = {
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
std::vector<Candidate> defaultCandidates(const std::string& dtag);

struct Options {
  std::vector<const Shape*> shapes;
  std::vector<const DType*> dtypes;
  int iters = 20;
  int warmup = 5;
  int rounds = 6;
  int finalists = 3; // candidates near the fastest that are also timed in rounds before the winner is chosen
  double maxSeconds = 600;
  bool tune = true;
  bool cublas = true;
  std::vector<std::pair<std::string, Candidate>> kernels; // --kernel: dtype tag, candidate
};

extern const char* const kUsage;
std::vector<std::string> splitList(const std::string& s);
/// "" or the error.
std::string parseArgs(int argc, char** argv, Options& o);

// ------------------------------------------------------------------ launches (GemmLaunch.cpp)

/// M, N and K for the kernel's run-time dims of those names, and
/// `num_parts` (a stream-K kernel's grid) as the multiprocessor count.
DimValues dimsFor(const CompiledKernel& k, const Shape& s);
/// A, B and C, then the kernel's workspace tensors (zeroed once, kept).
std::string gemmTensors(const CompiledKernel& k, const std::vector<std::int64_t>& elems, const DeviceBuffer& a,
                        const DeviceBuffer& b, DeviceBuffer& c, std::vector<const DeviceBuffer*>* out);
/// One launch of a loaded kernel on the legacy default stream (la must outlive it).
std::function<std::string()> tilecLaunch(const CompiledKernel& k, const LaunchShape& shape, LaunchArgs& la);

// ------------------------------------------------------------------ driver

struct Driver2 {
  decltype(&cuEventCreate) eventCreate = nullptr;
  decltype(&cuEventDestroy) eventDestroy = nullptr;
  decltype(&cuEventRecord) eventRecord = nullptr;
  decltype(&cuEventSynchronize) eventSync = nullptr;
  decltype(&cuEventElapsedTime) eventElapsed = nullptr;
};
extern Driver2 g_drv;

template <typename F> bool loadDriver(F& f, const char* name) {
  void* p = nullptr;
  if (tilert_driver_symbol(name, &p) != TILERT_SUCCESS || !p)
    return false;
  f = reinterpret_cast<F>(p);
  return true;
}

std::string check(CUresult r, const char* what);
/// `warm` launches, then `iters` launches with an event recorded before and
/// after each one (on the legacy default stream, where both tilert and
/// cuBLAS launch). *ms gets the per-launch times, sorted. "" or the error.
std::string timeLaunches(const std::function<std::string()>& launch, int warm, int iters, std::vector<double>* ms);
double median(const std::vector<double>& sorted);
/// Median ms of a measurement of at most about `targetMs` of device time
/// (fewer launches for slow kernels, at least 3 timed), given an estimate of
/// one launch. NAN with *error set on failure.
double measure(const std::function<std::string()>& launch, double estimateMs, int warmup, int iters, double targetMs,
               std::string* error);

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
extern CublasLt g_lt;

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

// ------------------------------------------------------------------ inputs and checks

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

/// Elements of C to compare: whole rows (one copy each), then single
/// elements; `where` lists them all, in that order.
struct Places {
  std::vector<int64_t> rows;
  std::vector<std::pair<int64_t, int64_t>> where; // (row, col)
};

struct Verdict {
  bool ok = true;
  std::string text; // "ok (...)" or "MISMATCH ..."
};

/// A few elements of C in float64 from the host's copy of the inputs: the
/// corners and 14 random ones.
struct HostRef {
  Places places;
  std::vector<double> values;
};

const Pool& poolFor(const DType& dt);
std::string uploadPool(const DeviceBuffer& buf, const Pool& pool, std::size_t offset);
double decode(const DType& dt, uint16_t b);
Places placesOf(const Shape& s, int randomRows, int points, uint64_t seed);
Places samplePlaces(const Shape& s);
std::string readSample(const DType& dt, const Shape& s, const DeviceBuffer& c, const Places& p,
                       std::vector<double>* out);
/// x against ref, elementwise: wrong when not finite or |x - ref| > 1e-2 *
/// max(|ref|, scale). scale <= 0: the RMS of ref.
Verdict compare(const std::vector<double>& x, const std::vector<double>& ref,
                const std::vector<std::pair<int64_t, int64_t>>& where, double scale, const char* against);
HostRef hostReference(const DType& dt, const Shape& s);
/// The host check: scale sqrt(K / 9), C's RMS for uniform [-1, 1) inputs.
Verdict checkHost(const DType& dt, const Shape& s, const DeviceBuffer& c, const HostRef& h, std::string* error);

} // namespace gemm_bench
