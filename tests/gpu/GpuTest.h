// What each test case of tilec_gpu_tests does, in one place: compile (cached)
// the export for a variant, make seeded random inputs, upload them, poison
// (or zero) the outputs, launch, synchronise, download, compare.
//
//   for each variant and shape:
//     GpuCase c("softmax.tile", "softmax_f16_n4096", v, {{"M", M}});
//     INFO(c.banner());                 // kernel, variant, dims, seed
//     REQUIRE_COMPILED(c);
//     HostArray X = c.random(ElemType::F16, M * N, -4, 4), Y(ElemType::F16, M * N);
//     REQUIRE_LAUNCHED(c, {in(X), out(Y)});
//     ... float64 reference ...
//     CHECK_OUTPUT(compareArrays(Y, ref, tolFor(ElemType::F16)), "Y", {M, N});
#pragma once

#include "HostMath.h"
#include "TileKernel.h"

#include <catch2/catch.hpp>

#include <memory>
#include <sstream>

namespace tilec_gpu {

/// Default tolerances of an output type (see HostMath.h's compareArrays).
inline Tolerance tolFor(ElemType t) {
  switch (t) {
  case ElemType::F32: return {1e-4, 1e-6};
  case ElemType::F16: return {1e-2, 1e-4};
  case ElemType::BF16: return {2e-2, 1e-4};
  case ElemType::I32: return {0, 0};
  }
  return {0, 0};
}

/// A row-major shape for messages.
inline std::vector<std::size_t> shapeOf(std::initializer_list<int64_t> dims) {
  std::vector<std::size_t> s;
  for (int64_t d : dims)
    s.push_back(static_cast<std::size_t>(d));
  return s;
}

enum class ArgMode { Input, Output, ZeroedOutput };

struct Arg {
  HostArray* array;
  ArgMode mode;
};
inline Arg in(HostArray& a) { return {&a, ArgMode::Input}; }
/// An output poisoned (NaN pattern) before the launch.
inline Arg out(HostArray& a) { return {&a, ArgMode::Output}; }
/// An output the kernel accumulates into: zeroed before the launch.
inline Arg zeroedOut(HostArray& a) { return {&a, ArgMode::ZeroedOutput}; }

class GpuCase {
public:
  GpuCase(const std::string& file, const std::string& exportName, Variant v, DimValues dims)
      : kernel_(compileKernel(file, exportName, v)), dims_(std::move(dims)) {
    std::ostringstream shape;
    for (const auto& [name, value] : dims_)
      shape << (shape.tellp() ? " " : "") << name << "=" << value;
    shape_ = shape.str();
    // The seed does not depend on the variant: both variants see the same inputs.
    seed_ = caseSeed(exportName + "/" + shape_);
    rng_.seed(seed_);
  }

  CompiledKernel& kernel() { return kernel_; }
  const DimValues& dims() const { return dims_; }
  int64_t dim(const std::string& name) const { return dims_.at(name); }
  std::mt19937_64& rng() { return rng_; }
  uint64_t seed() const { return seed_; }

  std::string banner() const {
    return kernel_.describe() + " " + (shape_.empty() ? std::string("(static shape)") : shape_) + ", seed " +
           hexSeed(seed_) + " (TILEC_GPU_TEST_SEED changes the base seed)" +
           (launch_.empty() ? std::string() : ", " + launch_);
  }

  HostArray random(ElemType t, std::size_t n, double lo, double hi) { return randomArray(t, n, lo, hi, rng_); }

  /// Uploads the inputs, poisons / zeroes the outputs, launches, synchronises
  /// and downloads the outputs. Returns "" or what went wrong.
  std::string run(const std::vector<Arg>& args) {
    if (!gpuReady())
      return "no GPU context";
    if (args.size() != kernel_.tensors.size())
      return kernel_.describe() + " takes " + std::to_string(kernel_.tensors.size()) + " tensors; the test gave " +
             std::to_string(args.size());
    std::vector<std::unique_ptr<DeviceBuffer>> buffers;
    std::vector<const DeviceBuffer*> ptrs;
    for (std::size_t i = 0; i < args.size(); ++i) {
      const TensorParam& p = kernel_.tensors[i];
      HostArray& a = *args[i].array;
      if (p.dtype != elemTypeName(a.type()))
        return "tensor '" + p.name + "' is " + p.dtype + "; the test gave " + elemTypeName(a.type());
      bool isOutput = args[i].mode != ArgMode::Input;
      if (isOutput != p.written)
        return "tensor '" + p.name + "' is " + (p.written ? "written" : "only read") + " by the kernel; the test gave it as " +
               (isOutput ? "an output" : "an input");
      auto b = std::make_unique<DeviceBuffer>(a.bytes());
      if (!b->ok())
        return b->error();
      std::string e;
      switch (args[i].mode) {
      case ArgMode::Input: e = b->upload(a.data(), a.bytes()); break;
      case ArgMode::Output: e = b->fill(poisonPattern(a.type()), elemBytes(a.type())); break;
      case ArgMode::ZeroedOutput: e = b->fill(0, elemBytes(a.type())); break;
      }
      if (!e.empty())
        return "preparing tensor '" + p.name + "': " + e;
      ptrs.push_back(b.get());
      buffers.push_back(std::move(b));
    }
    LaunchShape used;
    std::string e = launchKernel(kernel_, dims_, ptrs, &used);
    launch_ = used.describe();
    if (!e.empty())
      return e;
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (args[i].mode == ArgMode::Input)
        continue;
      HostArray& a = *args[i].array;
      e = buffers[i]->download(a.data(), a.bytes());
      if (!e.empty())
        return "reading tensor '" + kernel_.tensors[i].name + "': " + e;
    }
    return "";
  }

private:
  CompiledKernel& kernel_;
  DimValues dims_;
  std::string shape_, launch_;
  uint64_t seed_ = 0;
  std::mt19937_64 rng_;
};

} // namespace tilec_gpu

/// REQUIRE that the case's kernel compiled, showing the compiler's
/// diagnostics. A kernel its route does not support yet (the LLVM route's
/// kNotSupportedYet) skips the case: it is warned about, listed at the end
/// of the run, and ends the test case here (the macro returns).
#define REQUIRE_COMPILED(c)                                                  \
  do {                                                                       \
    if ((c).kernel().unsupported) {                                          \
      ::tilec_gpu::noteSkipped((c).banner());                                \
      WARN("SKIPPED (not supported by this route yet): " << (c).banner() << "\n" << (c).kernel().error); \
      return;                                                                \
    }                                                                        \
    INFO("compiling " << (c).kernel().describe() << ":\n" << (c).kernel().error); \
    REQUIRE((c).kernel().ok);                                                \
  } while (0)

/// REQUIRE that the launch (and the synchronisation after it) succeeded.
#define REQUIRE_LAUNCHED(c, ...)                          \
  do {                                                    \
    std::string launch_error_ = (c).run(__VA_ARGS__);     \
    INFO("launch: " << launch_error_);                    \
    REQUIRE(launch_error_.empty());                       \
  } while (0)

/// CHECK a comparison, showing its summary (first bad index, got/expected,
/// counts) when it fails.
#define CHECK_OUTPUT(result, what, ...)                                      \
  do {                                                                       \
    const ::tilec_gpu::CompareResult& check_result_ = (result);              \
    INFO(check_result_.describe(what, ::tilec_gpu::shapeOf(__VA_ARGS__))); \
    CHECK(check_result_.ok());                                               \
  } while (0)
