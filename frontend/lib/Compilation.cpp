#include "tilec/frontend/Compilation.h"

#include "tilec/frontend/Parser.h"

#include <algorithm>
#include <filesystem>

namespace tilec {

namespace fs = std::filesystem;

static std::string canonical(const std::string& p) {
  std::error_code ec;
  fs::path c = fs::weakly_canonical(fs::path(p), ec);
  return ec ? p : c.string();
}

bool Compilation::addFile(const std::string& path) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    diags_.error({}, "'" + path + "' is a directory, not a .tile file");
    parseFailed_ = true;
    return false;
  }
  auto id = sm_.addFile(path);
  if (!id) {
    diags_.error({}, "cannot open '" + path + "': no such file or it is not readable");
    parseFailed_ = true;
    return false;
  }
  return parseFile(*id, true);
}

bool Compilation::addBuffer(const std::string& path, std::string text) {
  return parseFile(sm_.addBuffer(path, std::move(text)), true);
}

std::optional<std::string> Compilation::resolveImport(const std::string& from, const std::string& path) const {
  std::error_code ec;
  std::vector<fs::path> candidates;
  if (fs::path(path).is_absolute())
    candidates.push_back(path);
  else {
    candidates.push_back(fs::path(from).parent_path() / path);
    for (const auto& dir : opts_.includeDirs)
      candidates.push_back(fs::path(dir) / path);
  }
  for (const auto& c : candidates)
    if (fs::is_regular_file(c, ec))
      return c.string();
  return std::nullopt;
}

bool Compilation::parseFile(uint32_t fileId, bool isInput) {
  files_.push_back(fileId);
  auto mod = parseModule(fileId, sm_, diags_);
  if (!mod) {
    parseFailed_ = true;
    return false;
  }
  const ast::Module* raw = mod.get();
  modules_.push_back(std::move(mod));
  if (isInput)
    inputs_.push_back(raw);
  bool ok = true;
  for (const auto& item : raw->items) {
    auto* imp = ast::dyn<ast::ImportDecl>(item.get());
    if (!imp)
      continue;
    auto resolved = resolveImport(sm_.path(fileId), imp->path);
    if (!resolved) {
      std::string where = opts_.includeDirs.empty() ? "" : " or in the -I directories";
      diags_.error(imp->pathRange, "cannot find imported file \"" + imp->path +
                                       "\" next to the importing file" + where);
      parseFailed_ = true;
      ok = false;
      continue;
    }
    std::string key = canonical(*resolved);
    bool seen = std::any_of(files_.begin(), files_.end(), [&](uint32_t f) { return canonical(sm_.path(f)) == key; });
    if (seen)
      continue; // each file is read once; cycles are harmless
    if (importDepth_ >= 32) {
      diags_.error(imp->pathRange, "imports are nested too deeply (more than 32 levels)");
      parseFailed_ = true;
      return false;
    }
    auto id = sm_.addFile(*resolved);
    if (!id) {
      diags_.error(imp->pathRange, "cannot read imported file \"" + *resolved + "\"");
      parseFailed_ = true;
      ok = false;
      continue;
    }
    ++importDepth_;
    unsigned before = diags_.errorCount();
    ok = parseFile(*id, false) && ok;
    if (diags_.errorCount() != before)
      diags_.emit(Diagnostic{Severity::Note, imp->pathRange, "in the file imported here", {}});
    --importDepth_;
  }
  dependencyOrder_.push_back(raw); // after its imports
  return ok;
}

bool Compilation::check(sema::KernelEmitter* emitter) {
  if (parseFailed_ || modules_.empty())
    return false;
  unsigned before = diags_.errorCount();
  instances_ = sema::checkProgram(dependencyOrder_, inputs_, opts_.sema, diags_, emitter);
  return diags_.errorCount() == before;
}

std::vector<std::string> Compilation::dependencies() const {
  std::vector<std::string> out;
  for (uint32_t f : files_)
    out.push_back(sm_.path(f));
  return out;
}

} // namespace tilec
