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

#include "GemmBench.h"

using namespace gemm_bench;

namespace {

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
  if (k.tensors.size() < 3 || k.tensors[0].dtype != dt.irName || k.tensors[1].dtype != dt.irName ||
      k.tensors[2].dtype != dt.irName || !k.tensors[2].written) {
    r.error = "not a " + std::string(dt.irName) + " GEMM with tensors A, B and a written C";
    return r;
  }
  if (elems[0] != s.m * s.k || elems[1] != s.k * s.n || elems[2] != s.m * s.n) {
    r.skipped = "its static shape is another";
    return r;
  }
  std::vector<const DeviceBuffer*> tensors;
  if (std::string we = gemmTensors(k, elems, a, b, c, &tensors); !we.empty()) {
    r.error = "workspace: " + we;
    return r;
  }
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
      // Rounds that alternate cuBLAS and a tilec candidate: both see the
      // same clocks and temperature in each (the GPU's clocks drift over a
      // run; one measurement of each minutes apart differed by 15%). The
      // order alternates too (the GPU heats up within a round, which would
      // favour whichever always ran first). Times are the rounds' medians;
      // the ratio is the median of the rounds' ratios.
      struct Paired {
        double tilecMs = NAN, cublasMs = NAN, ratio = NAN, lo = NAN, hi = NAN;
      };
      auto inRounds = [&](const TilecResult& cand, int rounds, Paired* out) -> std::string {
        std::string err;
        CompiledKernel& k = compileKernel(candidates[cand.index].file, candidates[cand.index].exportName,
                                          benchVariant()); // cached, loaded
        DimValues dims = dimsFor(k, s);
        LaunchShape shape = launchShape(k, dims, &err);
        if (err.empty())
          err = persistentGrid(k, &shape);
        LaunchArgs la;
        std::vector<const DeviceBuffer*> tensors;
        if (err.empty()) {
          auto elems = tensorElements(k, dims, &err);
          if (err.empty())
            err = gemmTensors(k, elems, a, b, cT, &tensors);
        }
        if (err.empty())
          err = buildLaunchArgs(k, dims, tensors, &la);
        std::vector<double> tilecRounds, cublasRounds, roundRatios;
        for (int round = 0; round < rounds && err.empty(); ++round) {
          double c = NAN, t = NAN;
          auto timeCublas = [&] {
            if (!std::isfinite(cublasMs))
              return;
            std::string e;
            c = measure([&] { return lt.run(best, a, b, cRef); }, cublasMs, opt.warmup, opt.iters, 2000, &e);
            if (!e.empty())
              c = NAN;
          };
          auto timeTilec = [&] { t = measure(tilecLaunch(k, shape, la), cand.ms, opt.warmup, opt.iters, 2000, &err); };
          if (round % 2 == 0) {
            timeCublas();
            timeTilec();
          } else {
            timeTilec();
            if (err.empty())
              timeCublas();
          }
          if (!err.empty())
            break;
          tilecRounds.push_back(t);
          if (std::isfinite(c)) {
            cublasRounds.push_back(c);
            roundRatios.push_back(c / t);
          }
        }
        if (err.empty())
          err = synchronize();
        if (!err.empty())
          return err;
        std::sort(tilecRounds.begin(), tilecRounds.end());
        out->tilecMs = median(tilecRounds);
        if (!cublasRounds.empty()) {
          std::sort(cublasRounds.begin(), cublasRounds.end());
          std::sort(roundRatios.begin(), roundRatios.end());
          out->cublasMs = median(cublasRounds);
          out->ratio = median(roundRatios);
          out->lo = roundRatios.front();
          out->hi = roundRatios.back();
        }
        return "";
      };

      // Finalists: correct candidates within 3% of the fastest tuning time.
      // On a hot, power-capped GPU they rank differently from the short
      // tuning runs, so each is timed in 2 rounds and the best paired ratio
      // (or, without cuBLAS, time) wins; the winner is then timed again in
      // fresh rounds, so that the reported ratio is not the luckiest of
      // several.
      std::string finalistsJson;
      if (win && !broken && opt.finalists > 1 && win->verdict.ok) {
        std::vector<const TilecResult*> finalists;
        for (const auto& r : results)
          if (r.error.empty() && r.skipped.empty() && r.verdict.ok && std::isfinite(r.ms) && r.ms <= win->ms * 1.03)
            finalists.push_back(&r);
        std::sort(finalists.begin(), finalists.end(), [](const TilecResult* x, const TilecResult* y) { return x->ms < y->ms; });
        if (finalists.size() > static_cast<std::size_t>(opt.finalists))
          finalists.resize(static_cast<std::size_t>(opt.finalists));
        double bestScore = -INFINITY;
        for (const TilecResult* f : finalists) {
          Paired p;
          std::string e = inRounds(*f, 2, &p);
          if (!e.empty()) {
            finalistsJson += std::string(finalistsJson.empty() ? "" : ", ") + "{\"config\": \"" + f->label +
                             "\", \"error\": \"" + jsonEscape(firstLine(e)) + "\"}";
            if (!synchronize().empty()) {
              broken = true; // a dead context runs nothing more
              break;
            }
            continue;
          }
          // The paired ratio when cuBLAS ran (a finalist without one does
          // not compete), else 1 / time.
          if (std::isfinite(cublasMs) && !std::isfinite(p.ratio))
            continue;
          double score = std::isfinite(cublasMs) ? p.ratio : 1.0 / p.tilecMs;
          finalistsJson += std::string(finalistsJson.empty() ? "" : ", ") + "{\"config\": \"" + f->label +
                           "\", \"ms\": " + std::to_string(p.tilecMs) +
                           (std::isfinite(p.ratio) ? ", \"ratio_to_cublas\": " + std::to_string(p.ratio) : "") + "}";
          if (score > bestScore) {
            bestScore = score;
            win = f;
          }
        }
      }

      double tilecMs = NAN, pairedRatio = NAN, ratioLo = NAN, ratioHi = NAN;
      std::string tilecErr;
      if (win && !broken) {
        Paired p;
        tilecErr = inRounds(*win, opt.rounds, &p);
        if (!tilecErr.empty()) {
          broken = broken || !synchronize().empty();
        } else {
          tilecMs = p.tilecMs;
          if (std::isfinite(p.cublasMs)) {
            cublasMs = p.cublasMs;
            pairedRatio = p.ratio;
            ratioLo = p.lo;
            ratioHi = p.hi;
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
                       (finalistsJson.empty() ? std::string() : ", \"finalists\": [" + finalistsJson + "]") +
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
