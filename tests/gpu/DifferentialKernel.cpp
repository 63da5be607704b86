#include "DifferentialKernel.h"

#include "CpuKernel.h"
#include "KernelCase.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <tuple>

namespace tilec_gpu {

namespace {

bool g_differential = false;
std::mutex g_mutex;
std::map<std::tuple<std::string, std::string, Variant>, std::unique_ptr<DifferentialKernel>> g_cache;

bool isInteger(ElemType t) { return t == ElemType::I32 || t == ElemType::U8; }

// The row-major shape of tensor `p` for these dims (empty when a dim
// cannot be evaluated: the message then names flat indices).
std::vector<std::size_t> shapeFor(const Kernel& k, const TensorParam& p, const DimValues& dims) {
  tilec::ir::arith::VarValues values;
  std::string error;
  std::vector<std::size_t> shape;
  if (!bindDims(k, dims, &values, &error))
    return {};
  for (const auto& e : p.shape) {
    auto v = tilec::ir::arith::evaluateInt(e, values);
    if (!v)
      return {};
    shape.push_back(static_cast<std::size_t>(*v));
  }
  return shape;
}

} // namespace

bool differentialMode() { return g_differential; }
std::string differentialCpu() { return tilec_cpu::jitCpu(); }
void setDifferentialMode(bool on) { g_differential = on; }

std::string compareRoutes(const HostArray& gpu, const HostArray& cpu, const std::vector<std::size_t>& shape) {
  if (gpu.type() != cpu.type() || gpu.size() != cpu.size())
    return "the two runs' arrays differ in type or size";
  const ElemType t = gpu.type();
  const Tolerance tol = tolFor(t);
  double sumSquares = 0;
  std::size_t finite = 0;
  for (std::size_t i = 0; i < cpu.size(); ++i) {
    double c = cpu.get(i);
    if (std::isfinite(c)) {
      sumSquares += c * c;
      ++finite;
    }
  }
  const double rms = finite ? std::sqrt(sumSquares / static_cast<double>(finite)) : 0.0;
  std::size_t bad = 0, first = 0;
  double firstGpu = 0, firstCpu = 0, firstAllowed = 0;
  for (std::size_t i = 0; i < gpu.size(); ++i) {
    if (gpu.bits(i) == cpu.bits(i))
      continue;
    double g = gpu.get(i), c = cpu.get(i);
    double allowed = 0;
    bool agree = false;
    if (!isInteger(t) && std::isfinite(g) && std::isfinite(c)) {
      allowed = 2 * tol.atol + 2 * tol.rtol * std::max(std::fabs(c), rms);
      agree = std::fabs(g - c) <= allowed;
    }
    if (agree)
      continue;
    if (bad++ == 0) {
      first = i;
      firstGpu = g;
      firstCpu = c;
      firstAllowed = allowed;
    }
  }
  if (bad == 0)
    return "";
  std::ostringstream os;
  os << bad << " of " << gpu.size() << " elements differ; first at ";
  if (shape.empty())
    os << "[" << first << "]";
  else
    os << formatIndex(first, shape);
  os << ": GPU " << firstGpu
     << " (bits 0x" << std::hex << gpu.bits(first) << "), CPU " << std::dec << firstCpu << " (bits 0x" << std::hex
     << cpu.bits(first) << std::dec << ")";
  if (!isInteger(t) && std::isfinite(firstGpu) && std::isfinite(firstCpu))
    os << ", allowed difference " << firstAllowed;
  return os.str();
}

std::string DifferentialKernel::execute(const DimValues& dims, const std::vector<Arg>& args, std::string* launch) {
  if (!ok)
    return describe() + " did not compile:\n" + error;
  // The CPU runs on copies of the arrays as the case prepared them: the
  // same inputs, outputs poisoned or zeroed the same way.
  std::vector<HostArray> copies;
  copies.reserve(args.size());
  for (const Arg& a : args)
    copies.push_back(*a.array);
  std::string e = gpu->execute(dims, args, launch);
  if (!e.empty())
    return e;
  std::vector<Arg> cpuArgs;
  for (std::size_t i = 0; i < args.size(); ++i)
    cpuArgs.push_back({&copies[i], args[i].mode});
  std::string cpuLaunch;
  e = cpu->execute(dims, cpuArgs, &cpuLaunch);
  *launch += "; CPU: " + cpuLaunch;
  if (!e.empty())
    return "the CPU run (host route) failed: " + e;
  std::string differences;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i].mode == ArgMode::Input)
      continue;
    std::string d = compareRoutes(*args[i].array, copies[i], shapeFor(*this, tensors[i], dims));
    if (!d.empty())
      differences += "\n  '" + tensors[i].name + "': " + d;
  }
  if (!differences.empty())
    return "GPU (" + std::string(variantName(variant)) + ") and CPU (host route) outputs differ:" + differences;
  return "";
}

DifferentialKernel& differentialKernel(const std::string& exampleFile, const std::string& exportName, Variant v) {
  // Compile outside the lock: each harness caches and locks on its own.
  Kernel& gpu = compileKernel(exampleFile, exportName, v);
  Kernel& cpu = tilec_cpu::compileKernel(exampleFile, exportName);
  std::lock_guard<std::mutex> lock(g_mutex);
  auto key = std::make_tuple(exampleFile, exportName, v);
  auto it = g_cache.find(key);
  if (it != g_cache.end())
    return *it->second;
  auto k = std::make_unique<DifferentialKernel>();
  k->gpu = &gpu;
  k->cpu = &cpu;
  k->file = gpu.file;
  k->exportName = exportName;
  k->variant = v;
  k->func = gpu.func;
  k->dynamicDims = gpu.dynamicDims;
  k->tensors = gpu.tensors;
  k->unsupported = gpu.unsupported || cpu.unsupported;
  k->ok = gpu.ok && cpu.ok;
  if (!gpu.ok)
    k->error = "GPU (" + std::string(variantName(v)) + "): " + gpu.error;
  else if (!cpu.ok)
    k->error = "CPU (host route): " + cpu.error;
  // The two routes must agree on the parameters, or the copies would not fit.
  if (k->ok && cpu.tensors.size() != gpu.tensors.size()) {
    k->ok = false;
    k->error = "the GPU and CPU kernels take different numbers of tensors";
  }
  for (std::size_t i = 0; k->ok && i < gpu.tensors.size(); ++i) {
    if (gpu.tensors[i].dtype != cpu.tensors[i].dtype || gpu.tensors[i].written != cpu.tensors[i].written) {
      k->ok = false;
      k->error = "tensor '" + gpu.tensors[i].name + "' differs between the GPU and CPU kernels (dtype or written)";
    }
  }
  return *g_cache.emplace(key, std::move(k)).first->second;
}

} // namespace tilec_gpu
