#pragma once
// Semantic analysis: name resolution, compile-time evaluation, dtype checking,
// tile-shape checking and scope rules, run once per kernel instantiation
// (each `export`, or each kernel with its defaults when a file exports none).

#include "tilec/basic/Diagnostics.h"
#include "tilec/frontend/AST.h"
#include "tilec/frontend/Value.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tilec::sema {

/// What a name means at one place in the source, for editors (hover, go to
/// definition). Recorded when SemaOptions::symbols is set.
struct SymbolUse {
  SourceRange use;     // the name as written
  SourceRange def;     // where it was defined (invalid for built-ins)
  std::string name;
  std::string detail;  // e.g. "shared buffer 'A_s' (float16[128, 32])"
  std::string instance; // the exported symbol being checked
};

struct SemaOptions {
  /// When set, every resolved name use and definition is appended here.
  std::vector<SymbolUse>* symbols = nullptr;
  /// -D name=value, in command-line order; values are .tile literals
  /// (integers, floats, True/False) or bare words taken as strings.
  std::vector<std::pair<std::string, std::string>> defines;
  /// --kernel NAME: only instantiations of (or exported as) this name.
  std::optional<std::string> kernel;
};

/// One kernel specialised for its compile-time parameters.
struct Instance {
  const ast::FuncDef* kernel = nullptr;
  std::string symbol;                                // exported name
  std::vector<std::pair<std::string, Value>> bindings; // compile-time parameters in order
  std::vector<std::string> dynamicParams;            // unbound int parameters
  SourceRange where;                                 // the export, or the kernel
};

class KernelEmitter;

/// Checks every module. `modules` are in dependency order (a file after the
/// files it imports); `inputs` are the files named on the command line, whose
/// exports (or, without exports, whose kernels) are instantiated. Returns the
/// instantiations that checked without error. With an emitter, also reports
/// each instantiation's run-time operations to it (the IR builder); the
/// emitter's output is only meaningful when no error occurred.
std::vector<Instance> checkProgram(const std::vector<const ast::Module*>& modules,
                                   const std::vector<const ast::Module*>& inputs, const SemaOptions& opts,
                                   DiagnosticEngine& diags, KernelEmitter* emitter = nullptr);

} // namespace tilec::sema
