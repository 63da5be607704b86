#include "DifferentialKernel.h"

#include "CpuKernel.h"
#include "RouteTwins.h"

#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <tuple>

namespace tilec_gpu {

namespace {

bool g_differential = false;

// The CPU's results per (export, dims, arrays as the case prepared them):
// every GPU variant sees the same inputs (the seed does not depend on the
// variant), so the CPU runs each once.
std::mutex g_cpuMutex;
std::map<std::string, std::vector<HostArray>> g_cpuResults;

uint64_t fnv1a(const void* data, std::size_t n, uint64_t h) {
  const auto* p = static_cast<const unsigned char*>(data);
  for (std::size_t i = 0; i < n; ++i)
    h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

std::string cpuRunKey(const Kernel& k, const DimValues& dims, const std::vector<HostArray>& arrays) {
  std::ostringstream key;
  key << k.file << ":" << k.exportName;
  for (const auto& [name, value] : dims)
    key << " " << name << "=" << value;
  uint64_t h = 14695981039346656037ull;
  for (const HostArray& a : arrays)
    h = fnv1a(a.data(), a.bytes(), h);
  key << " #" << std::hex << h;
  return key.str();
}
std::mutex g_mutex;
std::map<std::tuple<std::string, std::string, Variant>, std::unique_ptr<DifferentialKernel>> g_cache;

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
  const std::string key = cpuRunKey(*this, dims, copies);
  bool cached = false;
  {
    std::lock_guard<std::mutex> lock(g_cpuMutex);
    auto hit = g_cpuResults.find(key);
    if (hit != g_cpuResults.end()) {
      copies = hit->second;
      cached = true;
    }
  }
  if (cached) {
    *launch += "; CPU: the result of an earlier variant's run on the same arrays";
  } else {
    std::vector<Arg> cpuArgs;
    for (std::size_t i = 0; i < args.size(); ++i)
      cpuArgs.push_back({&copies[i], args[i].mode});
    std::string cpuLaunch;
    e = cpu->execute(dims, cpuArgs, &cpuLaunch);
    *launch += "; CPU: " + cpuLaunch;
    if (!e.empty())
      return "the CPU run (host route) failed: " + e;
    std::lock_guard<std::mutex> lock(g_cpuMutex);
    g_cpuResults[key] = copies;
  }
  std::string differences;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i].mode == ArgMode::Input)
      continue;
    const HostArray& g = *args[i].array;
    if (args[i].mode == ArgMode::Output) {
      const uint32_t poison = poisonPattern(g.type());
      std::size_t onlyOne = 0, first = 0;
      for (std::size_t e = 0; e < g.size(); ++e)
        if ((g.bits(e) == poison) != (copies[i].bits(e) == poison) && onlyOne++ == 0)
          first = e;
      if (onlyOne) {
        std::vector<std::size_t> shape = shapeFor(*this, tensors[i], dims);
        differences += "\n  '" + tensors[i].name + "': " + std::to_string(onlyOne) +
                       " elements written by one route and not the other, the first at " +
                       formatIndex(first, shape) + " (" +
                       (g.bits(first) == poison ? "the CPU" : "the GPU") + " wrote it)";
      }
    }
    setRouteTwin(&g, std::move(copies[i]));
  }
  if (!differences.empty())
    return "GPU (" + std::string(variantName(variant)) + ") and CPU (host route) runs differ:" + differences;
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
