#pragma once
// Command-line options of the tilec driver, parsed with CLI11 into a plain
// struct that the driver hands to the library layers.

#include "tilec/basic/Target.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tilec::driver {

enum class EmitKind { Ast, Ir, Cuda, Llvm, Ptx, Cubin, Fatbin, Obj, Header, Check };

struct Options {
  std::vector<std::string> inputs;
  std::string output; // -o; empty = stdout for text outputs
  EmitKind emit = EmitKind::Obj;
  std::vector<TargetKind> targets;
  std::vector<std::pair<std::string, std::string>> defines;
  std::vector<std::string> includeDirs;
  std::optional<std::string> kernel;
  int optLevel = 2;
  bool printAfterAll = false;
  std::vector<std::string> printAfter, printBefore;
  bool printBeforeAll = false;
  std::optional<std::string> passes;    // --passes=a,b,c replaces the default pipeline
  std::optional<std::string> stopAfter; // --stop-after=NAME ends the pipeline there
  bool timePasses = false;
  bool resourceUsage = false; // --resource-usage: ptxas's registers and spills per kernel
  bool depfile = false; // -MD
  std::string depfilePath; // -MF
  bool jsonDiagnostics = false;
  unsigned errorLimit = 20;
  bool warningsAsErrors = false;
  std::string backend = "cuda";
  std::string cudaCompiler = "nvrtc";
  std::string headerPath; // -H
  bool compileOnly = false; // -c
  bool color = false;
};

/// Parses argv (after expanding @response files). On --help/--version or a
/// usage error, writes to out/err and returns the exit code in `exitCode`.
std::optional<Options> parseOptions(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
                                    int& exitCode);

std::string_view emitName(EmitKind k);

} // namespace tilec::driver
