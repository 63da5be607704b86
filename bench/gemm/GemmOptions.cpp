// bench/gemm: the shapes, dtypes, candidate kernels and command-line options.

#include "GemmBench.h"

namespace gemm_bench {

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


std::vector<std::string> splitList(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, ','))
    if (!item.empty())
      out.push_back(item);
  return out;
}

const char* const kUsage =
    "usage: tilec_gemm [--quick] [--shapes M0,M5,...] [--dtypes f16,bf16] [--iters N] [--warmup N]\n"
    "                  [--max-seconds S] [--no-tune] [--no-cublas] [--kernel DTYPE:FILE:EXPORT]...\n"
    "  --quick         shapes M0, M4, M5 only\n"
    "  --shapes LIST   M0..M7 (8192^3 is M5)\n"
    "  --iters N       timed launches per measurement (default 20; fewer for slow kernels)\n"
    "  --warmup N      launches before timing (default 5)\n"
    "  --rounds N      the winner and cuBLAS are timed in N rounds (default 6), each first in every\n"
    "                  other round; times are the medians, the ratio the median of the rounds' ratios\n"
    "  --finalists N   the up to N correct candidates within 3% of the fastest are each timed in 2\n"
    "                  rounds against cuBLAS (a hot, power-capped GPU ranks them differently from the\n"
    "                  short tuning runs); the best ratio wins and is timed again in --rounds (default\n"
    "                  3; 1 takes the fastest tuning time)\n"
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
      else if (a == "--finalists" && value(&v))
        o.finalists = std::stoi(v);
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
  if (o.iters < 1 || o.warmup < 0 || o.rounds < 1 || o.finalists < 1)
    return "--iters, --rounds and --finalists must be >= 1 and --warmup >= 0";
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

} // namespace gemm_bench
