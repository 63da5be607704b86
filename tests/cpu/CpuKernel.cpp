#include "CpuKernel.h"

#include "tilec/basic/Diagnostics.h"

#include <tilert/tilert_cpu.h>

#include <cstring>
#include <exception>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>

namespace tilec_cpu {

using namespace tilec;
namespace cpu = tilec::backend::cpu;

const std::vector<NotOnCpu>& notOnCpu() {
  // Static shapes too large for the suite's time budget on a CPU (it must
  // stay well under a minute in a debug build on two cores). Each kernel
  // also has a run-time-shape export that the suite runs at small shapes.
  static const std::vector<NotOnCpu> list = {
      {"gemm.tile", "gemm_f16_4096",
       "a static 4096^3 GEMM (69 GFLOP: minutes on a CPU); the same kernel runs as gemm_bf16 and gemm_f16_k64 at "
       "run-time shapes"},
  };
  return list;
}

namespace {

std::mutex g_mutex;
std::map<std::pair<std::string, std::string>, std::unique_ptr<HostKernel>> g_cache;

cpu::HostJit* jit(std::string& error) {
  static std::unique_ptr<cpu::HostJit> instance = [&] {
    // Generated code calls tilert_cpu, linked statically into this program:
    // its entry points are handed to the JIT explicitly.
    std::vector<std::pair<std::string, void*>> runtime = {
        {"tilert_cpu_launch", reinterpret_cast<void*>(&tilert_cpu_launch)},
        {"tilert_cpu_set_error", reinterpret_cast<void*>(&tilert_cpu_set_error)},
    };
    return cpu::HostJit::create(runtime, error);
  }();
  if (!instance && error.empty())
    error = "the host JIT could not be created";
  return instance.get();
}

// The whole host pipeline, as `tilec --kernel=NAME --target=host` runs it,
// then the JIT.
void compileInto(HostKernel& k) {
  DiagnosticLog log;
  SourceManager& sm = log.sm;
  DiagnosticEngine& diags = log.diags;
  auto fail = [&](const std::string& what) { log.fail(k, what); };
  for (const NotOnCpu& n : notOnCpu()) {
    if (k.file.size() >= std::string(n.file).size() &&
        k.file.compare(k.file.size() - std::string(n.file).size(), std::string::npos, n.file) == 0 &&
        k.exportName == n.exportName) {
      k.unsupported = true;
      k.error = std::string("not run on the CPU: ") + n.reason;
      return;
    }
  }
  try {
    std::string error;
    std::optional<ir::Module> mod = buildExport(k, TargetKind::Host, sm, diags, &error);
    if (!mod)
      return fail(error);
    cpu::HostJit* j = jit(error);
    if (!j)
      return fail(error);
    auto added = j->add(*mod, diags);
    if (!added) {
      k.unsupported = log.text.str().find(cpu::kNotSupportedYet) != std::string::npos;
      return fail("host code generation failed");
    }
    if (added->size() != 1)
      return fail("expected one compiled kernel, got " + std::to_string(added->size()));
    k.jitted = std::move(added->front());
    k.func = mod->funcs[0];
  } catch (const std::exception& e) {
    return fail(std::string("internal compiler error (exception): ") + e.what());
  }
  std::vector<bool> written;
  for (const cpu::HostArg& a : k.jitted.info.args)
    if (a.isTensor)
      written.push_back(!a.isConst);
  std::string problem = describeParams(k, written);
  if (!problem.empty())
    return fail(problem);
  diags.finish();
  k.ok = true;
}

} // namespace

HostKernel& compileKernel(const std::string& exampleFile, const std::string& exportName) {
  std::lock_guard<std::mutex> lock(g_mutex);
  std::string path = exampleFile.find('/') == std::string::npos ? examplesDir() + "/" + exampleFile : exampleFile;
  auto key = std::make_pair(path, exportName);
  auto it = g_cache.find(key);
  if (it != g_cache.end())
    return *it->second;
  auto k = std::make_unique<HostKernel>();
  k->file = path;
  k->exportName = exportName;
  k->variant = Variant::Host;
  compileInto(*k);
  return *g_cache.emplace(key, std::move(k)).first->second;
}

std::string jitCpu() {
  std::string error;
  cpu::HostJit* j = jit(error);
  return j ? j->cpu() : "(no JIT: " + error + ")";
}

std::string HostKernel::execute(const DimValues& dims, const std::vector<Arg>& args, std::string* launch) {
  if (!ok)
    return describe() + " did not compile:\n" + error;
  std::string e;
  std::vector<int64_t> grid = gridExtents(*this, dims, &e);
  if (!e.empty())
    return e;
  std::ostringstream shape;
  shape << "grid (";
  for (size_t i = 0; i < grid.size(); ++i)
    shape << (i ? ", " : "") << grid[i];
  shape << ") on " << tilert_cpu_num_threads() << " CPU threads";
  *launch = shape.str();
  // NAME_packed(args): a pointer to each argument, tensors then dims. The
  // storage is sized up front: args point into it.
  const auto& hostArgs = jitted.info.args;
  std::vector<void*> pointers(hostArgs.size(), nullptr);
  std::vector<int64_t> values(hostArgs.size(), 0);
  std::vector<void*> argv;
  size_t tensor = 0, dim = 0;
  for (size_t i = 0; i < hostArgs.size(); ++i) {
    const cpu::HostArg& a = hostArgs[i];
    if (a.isTensor) {
      pointers[i] = args.at(tensor++).array->data();
      argv.push_back(&pointers[i]);
      continue;
    }
    if (!a.isDim || dim >= func->dynamicDims.size())
      return "argument '" + a.name + "' is neither a tensor nor a run-time dim";
    int64_t v = dims.at(func->dynamicDims[dim++]->name);
    if (a.dtype.bits() == 32) {
      if (v < std::numeric_limits<int32_t>::min() || v > std::numeric_limits<int32_t>::max())
        return "run-time dim '" + a.name + "' does not fit an int32_t";
      int32_t narrow = static_cast<int32_t>(v);
      std::memcpy(&values[i], &narrow, sizeof narrow);
    } else {
      values[i] = v;
    }
    argv.push_back(&values[i]);
  }
  int32_t status = jitted.packed(argv.data());
  if (status != TILERT_CPU_SUCCESS)
    return jitted.info.name + "_packed returned " + std::to_string(status) + " (" +
           tilert_cpu_status_string(status) + "): " + tilert_cpu_last_error();
  return "";
}

} // namespace tilec_cpu
