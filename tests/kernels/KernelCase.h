// What each kernel case does, in one place, whichever suite runs it:
// compile (cached) the export for a variant, make seeded random inputs,
// poison (or zero) the outputs, run, compare.
//
//   for each variant and shape:
//     KernelCase c("softmax.tile", "softmax_f16_n4096", v, {{"M", M}});
//     INFO(c.banner());                 // kernel, variant, dims, seed
//     REQUIRE_COMPILED(c);
//     HostArray X = c.random(ElemType::F16, M * N, -4, 4), Y(ElemType::F16, M * N);
//     REQUIRE_LAUNCHED(c, {in(X), out(Y)});
//     ... float64 reference ...
//     CHECK_OUTPUT(compareArrays(Y, ref, tolFor(ElemType::F16)), "Y", {M, N});
#pragma once

#include "Kernel.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <sstream>

namespace tilec_kernels {

/// Default tolerances of an output type (see HostMath.h's compareArrays).
inline Tolerance tolFor(ElemType t) {
  switch (t) {
  case ElemType::F32: return {1e-4, 1e-6};
  case ElemType::F16: return {1e-2, 1e-4};
  case ElemType::BF16: return {2e-2, 1e-4};
  case ElemType::I32:
  case ElemType::U8: return {0, 0};
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

class KernelCase {
public:
  KernelCase(const std::string& file, const std::string& exportName, Variant v, DimValues dims)
      : kernel_(suiteKernel(file, exportName, v)), dims_(std::move(dims)) {
    std::ostringstream shape;
    for (const auto& [name, value] : dims_)
      shape << (shape.tellp() ? " " : "") << name << "=" << value;
    shape_ = shape.str();
    // The seed does not depend on the variant: every variant sees the same inputs.
    seed_ = caseSeed(exportName + "/" + shape_);
    rng_.seed(seed_);
  }

  Kernel& kernel() { return kernel_; }
  const DimValues& dims() const { return dims_; }
  int64_t dim(const std::string& name) const { return dims_.at(name); }
  std::mt19937_64& rng() { return rng_; }
  uint64_t seed() const { return seed_; }

  std::string banner() const {
    return kernel_.describe() + " " + (shape_.empty() ? std::string("(static shape)") : shape_) + ", seed " +
           hexSeed(seed_) + " (TILEC_TEST_SEED changes the base seed)" +
           (launch_.empty() ? std::string() : ", " + launch_);
  }

  HostArray random(ElemType t, std::size_t n, double lo, double hi) { return randomArray(t, n, lo, hi, rng_); }

  /// Poisons / zeroes the outputs, runs the kernel and leaves the outputs
  /// in their arrays. Returns "" or what went wrong.
  std::string run(const std::vector<Arg>& args) {
    std::string e = checkArgs(kernel_, dims_, args);
    if (!e.empty())
      return e;
    for (const Arg& a : args) {
      if (a.mode == ArgMode::Output) {
        uint32_t poison = poisonPattern(a.array->type());
        for (std::size_t i = 0; i < a.array->size(); ++i)
          a.array->setBits(i, poison);
      } else if (a.mode == ArgMode::ZeroedOutput) {
        std::memset(a.array->data(), 0, a.array->bytes());
      }
    }
    return kernel_.execute(dims_, args, &launch_);
  }

private:
  Kernel& kernel_;
  DimValues dims_;
  std::string shape_, launch_;
  uint64_t seed_ = 0;
  std::mt19937_64 rng_;
};

} // namespace tilec_kernels

/// REQUIRE that the case's kernel compiled, showing the compiler's
/// diagnostics. A kernel its route does not support yet skips the case: it
/// is warned about, listed at the end of the run, and ends the test case
/// here (the macro returns).
#define REQUIRE_COMPILED(c)                                                  \
  do {                                                                       \
    if ((c).kernel().unsupported) {                                          \
      ::tilec_kernels::noteSkipped((c).banner());                            \
      WARN("SKIPPED (not supported by this route yet): " << (c).banner() << "\n" << (c).kernel().error); \
      return;                                                                \
    }                                                                        \
    INFO("compiling " << (c).kernel().describe() << ":\n" << (c).kernel().error); \
    REQUIRE((c).kernel().ok);                                                \
  } while (0)

/// `Variant v = GENERATE(...)` over the variants among `...` that this suite
/// runs. A case with none here (one that has not run on a GPU yet, in the
/// GPU suite) is warned about, listed as skipped at the end of the run, and
/// ends here (the macro returns): Catch cannot generate from an empty range.
#define KERNEL_VARIANTS(v, ...)                                                                            \
  const std::vector<::tilec_kernels::Variant> v##_among = ::tilec_kernels::variantsAmong({__VA_ARGS__});  \
  if (v##_among.empty()) {                                                                                 \
    const std::string v##_name = Catch::getResultCapture().getCurrentTestName();                          \
    ::tilec_kernels::noteSkipped(v##_name + " (not run in this suite yet)");                              \
    WARN("SKIPPED (not run in this suite yet): " << v##_name);                                             \
    return;                                                                                                \
  }                                                                                                        \
  ::tilec_kernels::Variant v = GENERATE_COPY(from_range(v##_among))

/// REQUIRE that the run succeeded.
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
    const ::tilec_kernels::CompareResult& check_result_ = (result);          \
    INFO(check_result_.describe(what, ::tilec_kernels::shapeOf(__VA_ARGS__))); \
    CHECK(check_result_.ok());                                               \
  } while (0)
