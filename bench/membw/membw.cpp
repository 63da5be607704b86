// Bandwidth of the memory-bound examples against the device's copy
// bandwidth, in one process on one device (bench, not test: it prints, it
// asserts nothing). Each kernel is compiled through the library API exactly
// as tilec_gpu_tests does (tests/gpu/TileKernel.h), launched 50 times after
// 10 warm-ups between two CUDA events; bytes are the minimum traffic: every
// tensor read or written once. Prints a table, then one JSON object per line
// (prefixed "json: ") for bench/results/.
//
//   tilec_membw            (needs a GPU and the CUDA toolkit's NVRTC)
//   tilec_membw FILE:EXPORT[:DIM=V,...]...
//                          other kernels instead of the default list (to try
//                          variants: FILE is relative to examples/ unless it
//                          holds a '/'; every tensor is one fp16 element
//                          type's worth of 1.0 bits, so use fp16 kernels)

#include "GpuDevice.h"
#include "TileKernel.h"

#include <tilert/tilert.hpp>

#include <cstdio>
#include <string>
#include <vector>

using namespace tilec_gpu;

namespace {

struct Events {
  decltype(&cuEventCreate) create = nullptr;
  decltype(&cuEventRecord) record = nullptr;
  decltype(&cuEventSynchronize) sync = nullptr;
  decltype(&cuEventElapsedTime) elapsed = nullptr;
  decltype(&cuMemcpyDtoD) copy = nullptr;
};

template <typename F> bool load(F& f, const char* name) {
  void* p = nullptr;
  if (tilert_driver_symbol(name, &p) != TILERT_SUCCESS)
    return false;
  f = reinterpret_cast<F>(p);
  return true;
}

/// Milliseconds per call of fn, over `iters` calls after `warm` calls.
template <typename Fn> double timeIt(const Events& ev, Fn&& fn, int warm = 10, int iters = 50) {
  for (int i = 0; i < warm; ++i)
    fn();
  CUevent a, b;
  ev.create(&a, 0);
  ev.create(&b, 0);
  ev.record(a, nullptr);
  for (int i = 0; i < iters; ++i)
    fn();
  ev.record(b, nullptr);
  ev.sync(b);
  float ms = 0;
  ev.elapsed(&ms, a, b);
  return ms / iters;
}

struct Case {
  std::string file;
  std::string kernel;
  DimValues dims;
};

/// FILE:EXPORT[:DIM=V,...]
bool parseCase(const std::string& arg, Case& c) {
  auto a = arg.find(':');
  if (a == std::string::npos)
    return false;
  auto b = arg.find(':', a + 1);
  c.file = arg.substr(0, a);
  c.kernel = arg.substr(a + 1, b == std::string::npos ? std::string::npos : b - a - 1);
  if (b == std::string::npos)
    return !c.kernel.empty();
  std::string dims = arg.substr(b + 1);
  size_t pos = 0;
  while (pos < dims.size()) {
    size_t end = dims.find(',', pos);
    std::string d = dims.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
    auto eq = d.find('=');
    if (eq == std::string::npos || eq == 0)
      return false;
    try {
      c.dims[d.substr(0, eq)] = std::stoll(d.substr(eq + 1));
    } catch (const std::exception&) {
      return false;
    }
    if (end == std::string::npos)
      break;
    pos = end + 1;
  }
  return !c.kernel.empty();
}

} // namespace

int main(int argc, char** argv) {
  std::vector<Case> cases = {
      {"softmax.tile", "softmax_f16_n4096", {{"M", 16384}}},
      {"softmax.tile", "softmax_online_f16_n4096", {{"M", 16384}}},
      {"layernorm.tile", "layernorm_f16_1024", {{"M", 65536}}},
      {"rmsnorm.tile", "rmsnorm_f16_4096", {{"M", 16384}}},
      {"elementwise_add.tile", "add_f16", {{"N", 1 << 26}}},
      {"elementwise_add.tile", "add2d_f16_4096", {}},
      {"bias_gelu.tile", "bias_gelu_f16_n4096", {{"M", 16384}}},
  };
  if (argc > 1) {
    cases.clear();
    for (int i = 1; i < argc; ++i) {
      Case c;
      if (!parseCase(argv[i], c)) {
        std::printf("usage: tilec_membw [FILE:EXPORT[:DIM=V,...]]...; not understood: '%s'\n", argv[i]);
        return 2;
      }
      cases.push_back(std::move(c));
    }
  }
  if (tilert_init() != TILERT_SUCCESS || !setupGpu().empty()) {
    std::printf("skipped: no GPU\n");
    return 77;
  }
  Events ev;
  if (!load(ev.create, "cuEventCreate") || !load(ev.record, "cuEventRecord") ||
      !load(ev.sync, "cuEventSynchronize") || !load(ev.elapsed, "cuEventElapsedTime") ||
      !load(ev.copy, "cuMemcpyDtoD_v2")) {
    std::printf("error: driver event functions not found\n");
    return 1;
  }
  std::string gpu = device().name;
  std::vector<std::string> json;

  // The ceiling: a device-to-device copy of 512 MiB (read + write).
  const std::size_t copyBytes = std::size_t(512) << 20;
  DeviceBuffer src(copyBytes), dst(copyBytes);
  double copyMs = timeIt(ev, [&] { ev.copy(dst.ptr(), src.ptr(), copyBytes); });
  double copyGbps = 2.0 * double(copyBytes) / copyMs / 1e6;
  std::printf("%-34s %-14s %10s %10s %8s\n", "kernel", "shape", "ms", "GB/s", "of copy");
  std::printf("%-34s %-14s %10.4f %10.1f %7.0f%%\n", "device copy (cuMemcpyDtoD)", "512 MiB", copyMs, copyGbps, 100.0);
  json.push_back("{\"kernel\": \"copy\", \"impl\": \"cuMemcpyDtoD\", \"bytes\": " + std::to_string(2 * copyBytes) +
                 ", \"ms\": " + std::to_string(copyMs) + ", \"gbps\": " + std::to_string(copyGbps) + "}");

  int status = 0;
  for (const Case& c : cases) {
    std::string path = c.file.find('/') == std::string::npos ? examplesDir() + "/" + c.file : c.file;
    CompiledKernel& k = compileKernel(path, c.kernel, benchVariant());
    std::string err;
    auto elems = tensorElements(k, c.dims, &err);
    if (!k.ok || !err.empty()) {
      std::printf("%-34s error: %s\n", c.kernel.c_str(), k.ok ? err.c_str() : k.error.c_str());
      status = 1;
      continue;
    }
    std::vector<std::unique_ptr<DeviceBuffer>> bufs;
    std::vector<const DeviceBuffer*> ptrs;
    std::size_t bytes = 0;
    for (std::size_t i = 0; i < elems.size(); ++i) {
      std::size_t b = std::size_t(elems[i]) * std::size_t(k.tensors[i].elemBytes);
      bytes += b;
      bufs.push_back(std::make_unique<DeviceBuffer>(b));
      bufs.back()->fill(0x3c00u, 2); // 1.0 in fp16 (finite inputs everywhere)
      ptrs.push_back(bufs.back().get());
    }
    LaunchShape shape;
    err = launchKernel(k, c.dims, ptrs, &shape); // checks and loads the module
    if (!err.empty()) {
      std::printf("%-34s error: %s\n", c.kernel.c_str(), err.c_str());
      status = 1;
      continue;
    }
    // The same arguments launchKernel builds, launched without its synchronisation.
    LaunchArgs la;
    err = buildLaunchArgs(k, c.dims, ptrs, &la);
    if (!err.empty()) {
      std::printf("%-34s error: %s\n", c.kernel.c_str(), err.c_str());
      status = 1;
      continue;
    }
    std::vector<void*>& args = la.args;
    tilert_status launched = TILERT_SUCCESS;
    double ms = timeIt(ev, [&] {
      tilert_status st = tilert_launch(k.module, k.info.name.c_str(), shape.grid, shape.block, shape.dynamicSmem,
                                       nullptr, args.empty() ? nullptr : args.data());
      if (launched == TILERT_SUCCESS)
        launched = st;
    });
    if (launched != TILERT_SUCCESS) {
      std::printf("%-34s error: %s\n", c.kernel.c_str(), tilert_last_error());
      status = 1;
      continue;
    }
    std::string sync = synchronize();
    if (!sync.empty()) {
      std::printf("%-34s error: %s\n", c.kernel.c_str(), sync.c_str());
      status = 1;
      continue;
    }
    double gbps = double(bytes) / ms / 1e6;
    std::string shapeStr;
    for (const auto& [n, v] : c.dims)
      shapeStr += (shapeStr.empty() ? "" : ",") + n + "=" + std::to_string(v);
    std::printf("%-34s %-14s %10.4f %10.1f %7.0f%%\n", c.kernel.c_str(), shapeStr.empty() ? "static" : shapeStr.c_str(), ms,
                gbps, 100.0 * gbps / copyGbps);
    json.push_back(std::string("{\"kernel\": \"") + c.kernel + "\", \"impl\": \"tilec\", \"dims\": \"" + shapeStr +
                   "\", \"bytes\": " + std::to_string(bytes) + ", \"ms\": " + std::to_string(ms) +
                   ", \"gbps\": " + std::to_string(gbps) + ", \"fraction_of_copy\": " +
                   std::to_string(gbps / copyGbps) + "}");
  }
  std::printf("device: %s\n", gpu.c_str());
  for (const auto& j : json)
    std::printf("json: %s\n", j.c_str());
  releaseKernelModules();
  return status;
}
