#pragma once
// Runs a list of passes with the instrumentation every pass gets for free:
// --print-before/--print-after (named passes or all), --time-passes, and a
// verifier run after each pass that catches compiler bugs early.

#include "tilec/optimizer/Pass.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tilec::opt {

struct Instrumentation {
  std::vector<std::string> printBefore, printAfter;
  bool printBeforeAll = false, printAfterAll = false;
  bool timePasses = false;
  bool verifyEach = true;
  std::ostream* printStream = nullptr; // where IR dumps go (stderr by default)
  std::ostream* timingStream = nullptr;
};

class PassManager {
public:
  explicit PassManager(Instrumentation inst = {}) : inst_(std::move(inst)) {}

  /// Adds passes by name; returns the first unknown name, if any.
  std::optional<std::string> addPasses(const std::vector<std::string>& names);
  /// Runs every pass in order; stops at the first that fails.
  bool run(ir::Module& m, PassContext& ctx);
  /// Names of the passes that will run.
  std::vector<std::string> names() const;

private:
  Instrumentation inst_;
  std::vector<std::unique_ptr<Pass>> passes_;
};

/// The default pipeline for a target at an optimisation level.
std::vector<std::string> defaultPipeline(TargetKind target, int optLevel);

/// Splits "a,b,c" into names.
std::vector<std::string> splitPassList(const std::string& list);

} // namespace tilec::opt
