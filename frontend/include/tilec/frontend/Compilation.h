#pragma once
// The front end as one object: reads the input files and everything they
// import, parses them, runs semantic analysis, and keeps the results for the
// later stages (IR builder, driver, language server).

#include "tilec/basic/Diagnostics.h"
#include "tilec/frontend/AST.h"
#include "tilec/frontend/Sema.h"

#include <memory>
#include <string>
#include <vector>

namespace tilec {

struct FrontendOptions {
  std::vector<std::string> includeDirs; // -I
  sema::SemaOptions sema;
};

class Compilation {
public:
  Compilation(SourceManager& sm, DiagnosticEngine& diags, FrontendOptions opts)
      : sm_(sm), diags_(diags), opts_(std::move(opts)) {}

  /// Parses a file from disk and, recursively, its imports.
  bool addFile(const std::string& path);
  /// Parses text held in memory (the language server's open documents).
  bool addBuffer(const std::string& path, std::string text);
  /// Runs semantic analysis over everything parsed so far; with an emitter,
  /// also reports every instantiation's run-time operations to it.
  bool check(sema::KernelEmitter* emitter = nullptr);

  const std::vector<std::unique_ptr<ast::Module>>& modules() const { return modules_; }
  const std::vector<sema::Instance>& instances() const { return instances_; }
  /// Every .tile file read, inputs first, for -MD dependency files.
  std::vector<std::string> dependencies() const;

private:
  bool parseFile(uint32_t fileId, bool isInput);
  std::optional<std::string> resolveImport(const std::string& from, const std::string& path) const;

  SourceManager& sm_;
  DiagnosticEngine& diags_;
  FrontendOptions opts_;
  std::vector<std::unique_ptr<ast::Module>> modules_; // in the order they were read
  std::vector<const ast::Module*> dependencyOrder_;     // every file after the files it imports
  std::vector<const ast::Module*> inputs_;              // the files named by the caller
  std::vector<uint32_t> files_;
  std::vector<sema::Instance> instances_;
  bool parseFailed_ = false;
  unsigned importDepth_ = 0;
};

} // namespace tilec
