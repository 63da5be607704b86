#include "tilec/optimizer/PassManager.h"

#include "tilec/ir/Printer.h"
#include "tilec/ir/Verifier.h"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>

namespace tilec::opt {

std::vector<std::string> splitPassList(const std::string& list) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    std::string name = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (!name.empty())
      out.push_back(name);
    if (comma == std::string::npos)
      break;
    start = comma + 1;
  }
  return out;
}

std::optional<std::string> PassManager::addPasses(const std::vector<std::string>& names) {
  for (const auto& n : names) {
    const PassInfo* info = findPass(n);
    if (!info)
      return n;
    passes_.push_back(info->create());
  }
  return std::nullopt;
}

std::vector<std::string> PassManager::names() const {
  std::vector<std::string> out;
  for (const auto& p : passes_)
    out.emplace_back(p->name());
  return out;
}

static bool listed(const std::vector<std::string>& list, std::string_view name) {
  return std::find(list.begin(), list.end(), name) != list.end();
}

bool PassManager::run(ir::Module& m, PassContext& ctx) {
  std::ostream& dump = inst_.printStream ? *inst_.printStream : std::cerr;
  std::vector<std::pair<std::string, double>> times;
  bool ok = true;
  for (const auto& pass : passes_) {
    std::string name(pass->name());
    if (inst_.printBeforeAll || listed(inst_.printBefore, name))
      dump << "// -----// IR Dump Before " << name << " //----- //\n" << ir::printModule(m) << "\n";
    auto start = std::chrono::steady_clock::now();
    ok = pass->run(m, ctx);
    times.push_back({name, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count()});
    if (!ok)
      break;
    if (inst_.verifyEach && name != "verify") {
      auto problems = ir::verify(m);
      if (!problems.empty() && ctx.diags) {
        ctx.diags->error({}, "internal compiler error: the IR is malformed after pass '" + name +
                                 "'; please report this with the input file");
        ir::reportProblems(problems, *ctx.diags);
        ok = false;
        break;
      }
    }
    if (inst_.printAfterAll || listed(inst_.printAfter, name))
      dump << "// -----// IR Dump After " << name << " //----- //\n" << ir::printModule(m) << "\n";
  }
  if (inst_.timePasses) {
    std::ostream& os = inst_.timingStream ? *inst_.timingStream : std::cerr;
    double total = 0;
    for (const auto& t : times)
      total += t.second;
    os << "===-------------------------------------------------------------------------===\n"
       << "                          tilec pass timing report\n"
       << "===-------------------------------------------------------------------------===\n"
       << "  Total: " << std::fixed << std::setprecision(3) << total << " ms\n";
    for (const auto& [n, ms] : times)
      os << "  " << std::setw(10) << ms << " ms  " << n << "\n";
  }
  return ok;
}

std::vector<std::string> defaultPipeline(TargetKind target, int optLevel) {
  // Tile level (simplify the front end's index arithmetic so that tile ops
  // see plain loop variables), then the GPU lowering. simplify also runs at
  // -O0 where later passes rely on it (layout inference matches indices
  // that are bare loop variables; the lowered index arithmetic is folded).
  std::vector<std::string> p;
  if (optLevel > 0)
    p.push_back("simplify");
  if (!targetInfo(target).bindsThreads) {
    // A target without threads to bind (the host: one CPU thread per block)
    // stops at the tile level: tail guards and the SIMT expansion of copies,
    // fills and atomics into T.Parallel nests, which its backend turns into
    // plain loops. Nothing after this needs simplify at -O0.
    for (const char* n : {"guard-global-accesses", "expand-simt-tile-ops"})
      p.push_back(n);
    if (optLevel > 0)
      p.push_back("simplify");
    return p;
  }
  for (const char* n : {"inject-software-pipeline", "lower-tma-stores", "guard-global-accesses", "expand-simt-tile-ops", "simplify", "lower-tile-ops",
                        "lower-shared-layouts", "simplify", "vectorize", "lower-async-copies", "merge-shared-memory",
                        "insert-thread-sync", "warp-specialize"})
    p.push_back(n);
  return p;
}

} // namespace tilec::opt
