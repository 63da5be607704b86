#include "Kernel.h"

#include "tilec/frontend/Compilation.h"
#include "tilec/ir/IRBuilder.h"
#include "tilec/optimizer/PassManager.h"

#include <cstdlib>
#include <limits>
#include <mutex>

namespace tilec_kernels {

using namespace tilec;

const char* variantName(Variant v) {
  switch (v) {
  case Variant::SM90A: return "sm90a";
  case Variant::SM80PTX: return "sm80ptx";
  case Variant::LLVM_SM90A: return "llvm-sm90a";
  case Variant::Host: return "host";
  }
  return "?";
}

std::vector<Variant> variantsAmong(std::initializer_list<Variant> wanted) {
  std::vector<Variant> out;
  for (Variant v : allVariants())
    for (Variant w : wanted)
      if (v == w)
        out.push_back(v);
  return out;
}

std::string examplesDir() {
  if (const char* env = std::getenv("TILEC_EXAMPLES_DIR"))
    if (*env)
      return env;
  return TILEC_EXAMPLES_DIR;
}

std::string Kernel::describe() const {
  std::string base = file;
  auto slash = base.find_last_of('/');
  if (slash != std::string::npos)
    base = base.substr(slash + 1);
  return base + ":" + exportName + " [" + variantName(variant) + "]";
}

std::optional<ir::Module> buildExport(const Kernel& k, TargetKind target, SourceManager& sm, DiagnosticEngine& diags,
                                      std::string* error) {
  FrontendOptions fo;
  fo.sema.kernel = k.exportName;
  Compilation comp(sm, diags, fo);
  if (!comp.addFile(k.file)) {
    *error = "cannot parse " + k.file;
    return std::nullopt;
  }
  std::optional<ir::Module> mod = ir::buildModule(comp);
  if (!mod) {
    *error = "semantic analysis / IR building failed";
    return std::nullopt;
  }
  if (mod->funcs.size() != 1) {
    *error = "expected exactly one kernel for export '" + k.exportName + "', the module has " +
             std::to_string(mod->funcs.size());
    return std::nullopt;
  }
  opt::PassManager pm;
  if (auto unknown = pm.addPasses(opt::defaultPipeline(target, 2))) {
    *error = "unknown pass '" + *unknown + "' in the default pipeline";
    return std::nullopt;
  }
  opt::PassContext ctx;
  ctx.target = target;
  ctx.optLevel = 2;
  ctx.diags = &diags;
  if (!pm.run(*mod, ctx)) {
    *error = "the pass pipeline failed for " + std::string(targetInfo(target).name);
    return std::nullopt;
  }
  return mod;
}

std::string describeParams(Kernel& k, const std::vector<bool>& written) {
  const ir::PrimFuncNode& f = *k.func;
  k.dynamicDims.clear();
  k.tensors.clear();
  for (const auto& d : f.dynamicDims)
    k.dynamicDims.push_back(d->name);
  for (const auto& p : f.params) {
    if (!p.buffer)
      return "parameter '" + (p.var ? p.var->name : std::string("?")) +
             "' is a scalar that is not a run-time dim; the suites cannot pass it";
    TensorParam t;
    t.name = p.buffer->name;
    t.dtype = p.buffer->dtype.str();
    t.elemBytes = (p.buffer->dtype.bits() * p.buffer->dtype.lanes() + 7) / 8;
    t.shape = p.buffer->shape;
    t.written = k.tensors.size() < written.size() && written[k.tensors.size()];
    k.tensors.push_back(std::move(t));
  }
  if (written.size() != k.tensors.size())
    return "the compiled kernel describes " + std::to_string(written.size()) + " tensors, the IR has " +
           std::to_string(k.tensors.size());
  if (f.grid.empty() || f.grid.size() > 3)
    return "the kernel has " + std::to_string(f.grid.size()) + " grid extents";
  return "";
}

bool bindDims(const Kernel& k, const DimValues& dims, ir::arith::VarValues* values, std::string* error) {
  for (const auto& [name, value] : dims) {
    bool known = false;
    for (const auto& d : k.dynamicDims)
      known = known || d == name;
    if (!known) {
      *error = "'" + name + "' is not a run-time dim of " + k.describe();
      return false;
    }
  }
  for (const auto& d : k.func->dynamicDims) {
    auto it = dims.find(d->name);
    if (it == dims.end()) {
      *error = "no value for run-time dim '" + d->name + "' of " + k.describe();
      return false;
    }
    (*values)[d.get()] = it->second;
  }
  return true;
}

std::vector<int64_t> tensorElements(const Kernel& k, const DimValues& dims, std::string* error) {
  std::vector<int64_t> out;
  error->clear();
  ir::arith::VarValues values;
  if (!bindDims(k, dims, &values, error))
    return out;
  for (const auto& t : k.tensors) {
    int64_t n = 1;
    for (std::size_t d = 0; d < t.shape.size(); ++d) {
      auto v = ir::arith::evaluateInt(t.shape[d], values);
      if (!v) {
        *error = "dimension " + std::to_string(d) + " of tensor '" + t.name + "' cannot be evaluated";
        return {};
      }
      n *= *v;
    }
    out.push_back(n);
  }
  return out;
}

std::vector<int64_t> gridExtents(const Kernel& k, const DimValues& dims, std::string* error) {
  std::vector<int64_t> out;
  error->clear();
  ir::arith::VarValues values;
  if (!bindDims(k, dims, &values, error))
    return out;
  for (std::size_t i = 0; i < k.func->grid.size(); ++i) {
    auto v = ir::arith::evaluateInt(k.func->grid[i], values);
    if (!v) {
      *error = "grid extent " + std::to_string(i) + " of " + k.describe() + " cannot be evaluated";
      return {};
    }
    if (*v < 1 || *v > std::numeric_limits<unsigned>::max()) {
      *error = "grid extent " + std::to_string(i) + " of " + k.describe() + " is " + std::to_string(*v);
      return {};
    }
    out.push_back(*v);
  }
  return out;
}

std::string checkArgs(const Kernel& k, const DimValues& dims, const std::vector<Arg>& args) {
  if (args.size() != k.tensors.size())
    return k.describe() + " takes " + std::to_string(k.tensors.size()) + " tensors; the test gave " +
           std::to_string(args.size());
  std::string error;
  std::vector<int64_t> elements = tensorElements(k, dims, &error);
  if (!error.empty())
    return error;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const TensorParam& p = k.tensors[i];
    const HostArray& a = *args[i].array;
    if (p.dtype != elemTypeName(a.type()))
      return "tensor '" + p.name + "' is " + p.dtype + "; the test gave " + elemTypeName(a.type());
    bool isOutput = args[i].mode != ArgMode::Input;
    if (isOutput != p.written)
      return "tensor '" + p.name + "' is " + (p.written ? "written" : "only read") +
             " by the kernel; the test gave it as " + (isOutput ? "an output" : "an input");
    std::size_t want = static_cast<std::size_t>(elements[i]) * static_cast<std::size_t>(p.elemBytes);
    if (a.bytes() != want)
      return "tensor '" + p.name + "' (" + p.dtype + ", " + std::to_string(elements[i]) + " elements) needs " +
             std::to_string(want) + " bytes; the test's array has " + std::to_string(a.bytes());
  }
  return "";
}

namespace {
std::mutex g_skippedMutex;
std::vector<std::string> g_skipped;
} // namespace

void noteSkipped(const std::string& what) {
  std::lock_guard<std::mutex> lock(g_skippedMutex);
  g_skipped.push_back(what);
}

std::vector<std::string> skippedCases() {
  std::lock_guard<std::mutex> lock(g_skippedMutex);
  return g_skipped;
}

} // namespace tilec_kernels
