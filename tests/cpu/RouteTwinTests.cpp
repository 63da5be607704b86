// The differential check's comparison (tests/kernels/RouteTwins.h), which
// only tilec_gpu_tests --differential exercises for real: tested here on
// host arrays so that CI, without a GPU, catches a comparison that would
// pass everything.
#include "KernelCase.h"
#include "RouteTwins.h"

#include <catch2/catch.hpp>

using namespace tilec_kernels;

TEST_CASE("route twins: the CPU's result is checked too, and the GPU's against it", "[route-twins]") {
  HostArray gpu(ElemType::F32, 4), cpu(ElemType::F32, 4);
  const std::vector<double> ref = {1.0, 2.0, 3.0, 4.0};
  for (std::size_t i = 0; i < 4; ++i) {
    gpu.set(i, ref[i]);
    cpu.set(i, ref[i]);
  }
  const Tolerance tol{1e-2, 0};
  SECTION("no twin: the plain check") {
    CompareResult r = compareArrays(gpu, ref, tol);
    CHECK(r.ok());
    CHECK_FALSE(r.twinChecked);
  }
  SECTION("equal twins pass") {
    setRouteTwin(&gpu, cpu);
    CompareResult r = compareArrays(gpu, ref, tol);
    CHECK(r.twinChecked);
    CHECK(r.ok());
  }
  SECTION("a CPU result off the reference fails") {
    cpu.set(2, 3.5);
    setRouteTwin(&gpu, cpu);
    CompareResult r = compareArrays(gpu, ref, tol);
    CHECK(r.twinBad == 1);
    CHECK(r.firstTwinBad == 2);
    CHECK_FALSE(r.ok());
  }
  SECTION("routes on opposite sides of the reference, each within tolerance, differ") {
    // 1.0 +- 0.009: each passes 1e-2, the two are 0.018 apart.
    gpu.set(0, 1.009);
    cpu.set(0, 0.991);
    setRouteTwin(&gpu, cpu);
    CompareResult r = compareArrays(gpu, ref, tol);
    CHECK(r.bad == 0);
    CHECK(r.twinBad == 0);
    CHECK(r.routeBad == 1);
    CHECK_FALSE(r.ok());
    CHECK_THAT(r.describe("Y", {4}), Catch::Contains("GPU and CPU routes differ at 1 elements"));
  }
  SECTION("a twin of another size is ignored, not compared") {
    setRouteTwin(&gpu, HostArray(ElemType::F32, 3));
    CHECK(routeTwin(gpu) == nullptr);
  }
  SECTION("integers compare exactly") {
    HostArray gi(ElemType::I32, 2), ci(ElemType::I32, 2);
    gi.set(0, 5);
    gi.set(1, 7);
    ci.set(0, 5);
    ci.set(1, 8);
    setRouteTwin(&gi, ci);
    CompareResult r = compareExact(gi, {5, 7});
    CHECK(r.twinBad == 1);
    CHECK(r.routeBad == 1);
  }
  dropRouteTwin(&gpu);
  CHECK(routeTwin(gpu) == nullptr);
}

TEST_CASE("route twins go away with their array", "[route-twins]") {
  const HostArray* address = nullptr;
  {
    HostArray gpu(ElemType::F16, 8);
    address = &gpu;
    setRouteTwin(&gpu, HostArray(ElemType::F16, 8));
    REQUIRE(routeTwin(gpu) != nullptr);
  }
  // A new array at the same address has no twin from the old one.
  HostArray other(ElemType::F16, 8);
  if (&other == address)
    CHECK(routeTwin(other) == nullptr);
  CHECK(routeTwin(other) == nullptr);
}
