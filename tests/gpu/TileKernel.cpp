#include "TileKernel.h"

#include "tilec/backend/cuda/EmitCUDA.h"
#ifdef TILEC_HARNESS_LLVM_ROUTE
#include "tilec/backend/llvm/EmitNVPTX.h"
#endif
#include "tilec/basic/Diagnostics.h"
#include "tilec/frontend/Compilation.h"
#include "tilec/ir/IRBuilder.h"
#include "tilec/ir/arith/Evaluate.h"
#include "tilec/optimizer/PassManager.h"

#include <cstdlib>
#include <optional>
#include <exception>
#include <fstream>
#include <limits>
#include <memory>
#include <mutex>
#include <sstream>
#include <tuple>

namespace tilec_gpu {

using namespace tilec;

Variant benchVariant() {
  if (const char* env = std::getenv("TILEC_BENCH_VARIANT"))
    for (Variant v : {Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A})
      if (std::string(env) == variantName(v))
        return v;
  return Variant::SM90A;
}

std::string LaunchShape::describe() const {
  std::ostringstream os;
  os << "grid (" << grid[0] << ", " << grid[1] << ", " << grid[2] << "), block (" << block[0] << ", " << block[1]
     << ", " << block[2] << "), " << dynamicSmem << " bytes of dynamic shared memory";
  return os.str();
}

namespace {

std::mutex g_mutex;
std::map<std::tuple<std::string, std::string, Variant>, std::unique_ptr<CompiledKernel>> g_cache;

TargetKind targetOf(Variant v) { return v == Variant::SM80PTX ? TargetKind::SM80 : TargetKind::SM90A; }

// The whole pipeline, as `tilec --kernel=NAME --target=... --emit=fatbin`
// runs it, for one export.
void compileInto(CompiledKernel& k) {
  DiagnosticLog log;
  SourceManager& sm = log.sm;
  DiagnosticEngine& diags = log.diags;
  auto fail = [&](const std::string& what) { log.fail(k, what); };

  try {
    TargetKind target = targetOf(k.variant);
    std::string error;
    std::optional<ir::Module> mod = buildExport(k, target, sm, diags, &error);
    if (!mod)
      return fail(error);

    std::vector<backend::cuda::KernelInfo> kernels;
    if (k.variant == Variant::LLVM_SM90A) {
#ifndef TILEC_HARNESS_LLVM_ROUTE
      return fail("this build has no LLVM route (benchmarks link it with -DTILEC_BENCH_LLVM_ROUTE=ON)");
#else
      namespace nv = backend::nvptx;
      auto emitted = nv::emitNvptx(*mod, nv::NvptxOutput::Fatbin, {target}, nv::NvptxOptions(), diags);
      if (!emitted) {
        k.unsupported = log.text.str().find(nv::kNotSupportedYet) != std::string::npos;
        return fail("LLVM route code generation / compilation failed for " + std::string(targetInfo(target).name));
      }
      // The PTX, for failure reports and TILEC_GPU_TEST_DUMP.
      auto ptx = nv::emitNvptx(*mod, nv::NvptxOutput::Ptx, {target}, nv::NvptxOptions(), diags);
      k.cudaSource = ptx ? ptx->bytes : std::string();
      k.fatbin = std::move(emitted->bytes);
      kernels = std::move(emitted->kernels);
#endif
    } else {
      backend::cuda::CompileOptions co; // NVRTC, PTX embedded
      auto emitted = backend::cuda::emitCuda(*mod, backend::cuda::CudaOutput::Fatbin, {target}, co, diags);
      if (!emitted)
        return fail("CUDA code generation / compilation failed for " + std::string(targetInfo(target).name));
      k.fatbin = std::move(emitted->bytes);
      k.cudaSource = emitted->module.source;
      kernels = std::move(emitted->module.kernels);
    }
    if (kernels.size() != 1)
      return fail("expected one generated kernel, got " + std::to_string(kernels.size()));
    k.info = kernels[0];
    k.func = mod->funcs[0];
  } catch (const std::exception& e) {
    return fail(std::string("internal compiler error (exception): ") + e.what());
  }

  // Parameters: tensors (pointers) first, then the run-time dims, then the
  // TMA tensor maps and their flag, if any.
  const ir::PrimFuncNode& f = *k.func;
  std::size_t nTensor = f.params.size();
  std::size_t nTma = 0;
  for (const auto& kp : k.info.params)
    nTma += kp.tmaTensor >= 0 || kp.isTmaFlag;
  if (k.info.params.size() != nTensor + f.dynamicDims.size() + nTma)
    return fail("the generated kernel has " + std::to_string(k.info.params.size()) + " parameters, expected " +
                std::to_string(nTensor + f.dynamicDims.size() + nTma));
  std::vector<bool> written;
  for (std::size_t i = 0; i < nTensor; ++i) {
    const auto& kp = k.info.params[i];
    if (!kp.isPointer)
      return fail("parameter " + std::to_string(i) + " (" + kp.name + ") should be a pointer");
    written.push_back(!kp.isConst);
  }
  std::string problem = describeParams(k, written);
  if (!problem.empty())
    return fail(problem);
  for (std::size_t i = nTensor; i < nTensor + f.dynamicDims.size(); ++i) {
    const auto& kp = k.info.params[i];
    if (!kp.isDynamicDim || (kp.ctype != "int" && kp.ctype != "long long"))
      return fail("parameter " + std::to_string(i) + " (" + kp.ctype + " " + kp.name +
                  ") should be an int or long long run-time dim");
  }
  if (k.info.threads.empty() || k.info.threads.size() > 3)
    return fail("the kernel has " + std::to_string(k.info.threads.size()) + " block extents");

  if (const char* dump = std::getenv("TILEC_GPU_TEST_DUMP")) {
    if (*dump) {
      std::string base = std::string(dump) + "/" + k.exportName + "." + variantName(k.variant);
      std::ofstream(base + (k.variant == Variant::LLVM_SM90A ? ".ptx" : ".cu")) << k.cudaSource;
      std::ofstream(base + ".fatbin", std::ios::binary) << k.fatbin;
    }
  }
  diags.finish();
  k.ok = true;
}

} // namespace

CompiledKernel& compileKernel(const std::string& exampleFile, const std::string& exportName, Variant v) {
  std::lock_guard<std::mutex> lock(g_mutex);
  std::string path = exampleFile.find('/') == std::string::npos ? examplesDir() + "/" + exampleFile : exampleFile;
  auto key = std::make_tuple(path, exportName, v);
  auto it = g_cache.find(key);
  if (it != g_cache.end())
    return *it->second;
  auto k = std::make_unique<CompiledKernel>();
  k->file = path;
  k->exportName = exportName;
  k->variant = v;
  compileInto(*k);
  return *g_cache.emplace(key, std::move(k)).first->second;
}

void releaseKernelModules() {
  std::lock_guard<std::mutex> lock(g_mutex);
  for (auto& [key, k] : g_cache) {
    if (k->module) {
      (void)tilert_module_destroy(k->module);
      k->module = nullptr;
    }
  }
}

LaunchShape launchShape(const CompiledKernel& k, const DimValues& dims, std::string* error) {
  LaunchShape s;
  error->clear();
  if (!k.ok) {
    *error = "kernel did not compile";
    return s;
  }
  std::vector<int64_t> grid = gridExtents(k, dims, error);
  if (!error->empty())
    return s;
  for (std::size_t i = 0; i < grid.size(); ++i)
    s.grid[i] = static_cast<unsigned>(grid[i]);
  for (std::size_t i = 0; i < k.info.threads.size(); ++i)
    s.block[i] = static_cast<unsigned>(k.info.threads[i]);
  s.dynamicSmem = static_cast<std::size_t>(k.info.dynamicSharedBytes);
  return s;
}

std::string buildLaunchArgs(const CompiledKernel& k, const DimValues& dims,
                            const std::vector<const DeviceBuffer*>& tensors, LaunchArgs* out) {
  LaunchArgs& la = *out;
  // The TMA tensor maps: encoded from the tensors' pointers and shapes; when
  // one cannot be (a row stride that is not a multiple of 16 bytes), the
  // flag tells the kernel to copy without TMA and the maps stay zero.
  std::size_t nTma = 0;
  for (const auto& kp : k.info.params)
    nTma += kp.tmaTensor >= 0;
  la.maps.assign(nTma, CUtensorMap{});
  int tmaOk = 1;
  if (nTma) {
    std::string error;
    ir::arith::VarValues values;
    if (!bindDims(k, dims, &values, &error))
      return error;
    std::size_t m = 0;
    for (const auto& kp : k.info.params) {
      if (kp.tmaTensor < 0)
        continue;
      const TensorParam& t = k.tensors.at(static_cast<std::size_t>(kp.tmaTensor));
      std::vector<uint64_t> shape;
      for (const auto& e : t.shape) {
        auto v = ir::arith::evaluateInt(e, values);
        if (!v)
          return "tensor map of '" + t.name + "': its shape cannot be evaluated";
        shape.push_back(static_cast<uint64_t>(*v));
      }
      if (shape.size() != static_cast<std::size_t>(kp.tmaRank))
        return "tensor map of '" + t.name + "': rank " + std::to_string(shape.size()) + ", the kernel's map has " +
               std::to_string(kp.tmaRank);
      CUtensorMap& map = la.maps[m++];
      // Only strides that TMA can take (in a row-major tensor every stride
      // is a multiple of the innermost row's bytes): otherwise the flag says
      // so without an encoding error left behind in tilert's message.
      const uint64_t rowBytes = shape.back() * static_cast<uint64_t>(kp.tmaElemBytes);
      if (rowBytes % 16 != 0) {
        tmaOk = 0;
        continue;
      }
      const void* base = reinterpret_cast<const void*>(tensors.at(static_cast<std::size_t>(kp.tmaTensor))->ptr());
      std::vector<uint32_t> box(kp.tmaBox, kp.tmaBox + kp.tmaRank);
      tilert_status st = tilert_encode_tma_rowmajor(&map, static_cast<CUtensorMapDataType>(kp.tmaDataType),
                                                    static_cast<uint32_t>(shape.size()), base, shape.data(),
                                                    box.data(), static_cast<CUtensorMapSwizzle>(kp.tmaSwizzleMode));
      if (st != TILERT_SUCCESS)
        tmaOk = 0;
    }
    if (!tmaOk)
      la.maps.assign(nTma, CUtensorMap{});
  }
  std::vector<CUdeviceptr>& ptrs = la.ptrs;
  std::vector<int>& ints = la.ints;
  std::vector<long long>& longs = la.longs;
  std::vector<void*>& args = la.args;
  ptrs.assign(tensors.size(), 0);
  ints.reserve(k.dynamicDims.size() + 1); // + the TMA flag: no reallocation, args point into it
  longs.reserve(k.dynamicDims.size());
  for (std::size_t i = 0; i < tensors.size(); ++i) {
    ptrs[i] = tensors[i]->ptr();
    args.push_back(&ptrs[i]);
  }
  for (std::size_t i = 0; i < k.dynamicDims.size(); ++i) {
    int64_t v = dims.count(k.dynamicDims[i]) ? dims.at(k.dynamicDims[i]) : 0;
    const auto& kp = k.info.params[tensors.size() + i];
    if (kp.ctype == "int") {
      if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
        return "run-time dim '" + k.dynamicDims[i] + "' does not fit an int";
      ints.push_back(static_cast<int>(v));
      args.push_back(&ints.back());
    } else {
      longs.push_back(static_cast<long long>(v));
      args.push_back(&longs.back());
    }
  }
  for (std::size_t m = 0; m < la.maps.size(); ++m)
    args.push_back(&la.maps[m]);
  if (nTma) {
    ints.push_back(tmaOk);
    args.push_back(&ints.back());
  }
  return "";
}

std::string persistentGrid(CompiledKernel& k, LaunchShape* shape) {
  if (!k.info.persistent)
    return "";
  if (!k.module && tilert_module_create(k.fatbin.data(), k.fatbin.size(), &k.module) != TILERT_SUCCESS) {
    k.module = nullptr;
    return std::string("tilert_module_create: ") + tilert_last_error();
  }
  unsigned long long tiles = 1;
  for (unsigned g : shape->grid)
    tiles *= g;
  unsigned blocks = 0;
  if (tilert_persistent_grid(k.module, k.info.name.c_str(), shape->block, shape->dynamicSmem, tiles, &blocks) !=
      TILERT_SUCCESS)
    return std::string("tilert_persistent_grid: ") + tilert_last_error();
  shape->grid[0] = blocks;
  shape->grid[1] = shape->grid[2] = 1;
  return "";
}

std::string launchKernel(CompiledKernel& k, const DimValues& dims, const std::vector<const DeviceBuffer*>& tensors,
                         LaunchShape* used) {
  if (!k.ok)
    return k.describe() + " did not compile:\n" + k.error;
  std::string error;
  LaunchShape shape = launchShape(k, dims, &error);
  if (!error.empty())
    return error;
  std::vector<int64_t> elements = tensorElements(k, dims, &error);
  if (!error.empty())
    return error;
  if (tensors.size() != k.tensors.size())
    return k.describe() + " takes " + std::to_string(k.tensors.size()) + " tensors, the test passed " +
           std::to_string(tensors.size());
  for (std::size_t i = 0; i < tensors.size(); ++i) {
    std::size_t want = static_cast<std::size_t>(elements[i]) * static_cast<std::size_t>(k.tensors[i].elemBytes);
    if (!tensors[i] || !tensors[i]->ok())
      return "tensor '" + k.tensors[i].name + "' has no device buffer";
    if (tensors[i]->bytes() != want)
      return "tensor '" + k.tensors[i].name + "' (" + k.tensors[i].dtype + ", " + std::to_string(elements[i]) +
             " elements) needs " + std::to_string(want) + " bytes; the test's buffer has " +
             std::to_string(tensors[i]->bytes());
  }
  if (!k.module) {
    if (tilert_module_create(k.fatbin.data(), k.fatbin.size(), &k.module) != TILERT_SUCCESS) {
      k.module = nullptr;
      return std::string("tilert_module_create: ") + tilert_last_error();
    }
  }

  error = persistentGrid(k, &shape);
  if (!error.empty())
    return error;
  if (used)
    *used = shape;
  LaunchArgs la;
  error = buildLaunchArgs(k, dims, tensors, &la);
  if (!error.empty())
    return error;
  std::vector<void*>& args = la.args;
  tilert_status st = tilert_launch(k.module, k.info.name.c_str(), shape.grid, shape.block, shape.dynamicSmem,
                                   nullptr, args.empty() ? nullptr : args.data());
  if (st != TILERT_SUCCESS)
    return std::string("tilert_launch(") + k.info.name + ", " + shape.describe() + "): " +
           tilert_status_string(st) + ": " + tilert_last_error();
  std::string sync = synchronize();
  if (!sync.empty())
    return "after launching " + k.info.name + " (" + shape.describe() + "): " + sync;
  return "";
}


std::string CompiledKernel::execute(const DimValues& dims, const std::vector<Arg>& args, std::string* launch) {
  if (!gpuReady())
    return "no GPU context";
  // Every array goes up as it is (the outputs poisoned or zeroed), the
  // outputs come back after the launch.
  std::vector<std::unique_ptr<DeviceBuffer>> buffers;
  std::vector<const DeviceBuffer*> ptrs;
  for (std::size_t i = 0; i < args.size(); ++i) {
    HostArray& a = *args[i].array;
    auto b = std::make_unique<DeviceBuffer>(a.bytes());
    if (!b->ok())
      return b->error();
    std::string e = b->upload(a.data(), a.bytes());
    if (!e.empty())
      return "preparing tensor '" + tensors[i].name + "': " + e;
    ptrs.push_back(b.get());
    buffers.push_back(std::move(b));
  }
  LaunchShape used;
  std::string e = launchKernel(*this, dims, ptrs, &used);
  *launch = used.describe();
  if (!e.empty())
    return e;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i].mode == ArgMode::Input)
      continue;
    HostArray& a = *args[i].array;
    e = buffers[i]->download(a.data(), a.bytes());
    if (!e.empty())
      return "reading tensor '" + tensors[i].name + "': " + e;
  }
  return "";
}

} // namespace tilec_gpu
