// The CUDA C generator on small kernels: one construct per test, and the
// internal errors it reports for IR that is not lowered.
#include "CodegenTestUtil.h"

#include "tilec/ir/Ops.h"

#include <catch2/catch.hpp>

using namespace tilec;
using namespace tilec::backend::cuda;
using namespace tilec::backend::cuda::test;

namespace {

/// A kernel `k(A: float32[128], B: int32[128])` with one thread binding
/// around `body` (indented by 12 spaces in the caller's text).
std::string kernel(const std::string& body, const std::string& extraParams = "") {
  return "@T.prim_func\n"
         "def k(A: T.Tensor((128,), \"float32\"), B: T.Tensor((128,), \"int32\")" +
         extraParams +
         "):\n"
         "    with T.launch(grid=(1,), threads=(128,)) as (bx,):\n"
         "        for tx in T.thread_binding(0, 128, thread=\"threadIdx.x\"):\n" +
         body;
}

} // namespace

TEST_CASE("a kernel's signature and launch information", "[codegen][emit]") {
  auto g = generate("@T.prim_func\n"
                    "def my_kernel[N: T.int32](A: T.Tensor((N,), \"float16\"), B: T.Tensor((N,), \"float16\"), s: "
                    "T.float32, n64: T.int64):\n"
                    "    with T.launch(grid=(T.floordiv(N + 63, 64),), threads=(64, 2)) as (bx,):\n"
                    "        for tx in T.thread_binding(0, 64, thread=\"threadIdx.x\"):\n"
                    "            B[bx * 64 + tx] = A[bx * 64 + tx]\n");
  REQUIRE(g.errors().empty());
  CHECK(g.contains("extern \"C\" __global__ void __launch_bounds__(128) my_kernel(const half* __restrict__ A, "
                   "half* __restrict__ B, float s, long long n64, int N) {"));
  REQUIRE(g.cuda->kernels.size() == 1);
  const KernelInfo& k = g.cuda->kernels[0];
  CHECK(k.name == "my_kernel");
  CHECK(k.threadsPerBlock == 128);
  CHECK(k.threads == std::vector<int64_t>{64, 2});
  CHECK(k.dynamicSharedBytes == 0);
  REQUIRE(k.params.size() == 5);
  CHECK(k.params[0].isPointer);
  CHECK(k.params[0].isConst);
  CHECK_FALSE(k.params[1].isConst);
  CHECK(k.params[2].ctype == "float");
  CHECK(k.params[4].isDynamicDim);
  CHECK(k.params[4].name == "N");
}

TEST_CASE("kernel names become unique C identifiers", "[codegen][emit]") {
  std::string f = "@T.prim_func(name=\"my.kernel\")\n"
                  "def my_kernel(A: T.Tensor((4,), \"float32\")):\n"
                  "    with T.launch(grid=(1,), threads=(4,)) as (bx,):\n"
                  "        for tx in T.thread_binding(0, 4, thread=\"threadIdx.x\"):\n"
                  "            A[tx] = 0.0\n";
  auto g = generate(f + "\n" + f);
  REQUIRE(g.errors().empty());
  REQUIRE(g.cuda->kernels.size() == 2);
  CHECK(g.cuda->kernels[0].name == "my_kernel");
  CHECK(g.cuda->kernels[1].name == "my_kernel_1");
}

TEST_CASE("literals keep their types", "[codegen][emit]") {
  auto g = generate(kernel("            A[tx] = 0.1 + T.float32(\"inf\") + T.float32(\"nan\") + T.float32(-2.5)\n"
                           "            B[tx] = -2147483648 + T.cast(T.int64(-5), \"int32\") + T.cast(T.uint32(7), "
                           "\"int32\")\n"
                           "            A[tx] = T.cast(T.float64(1e-300), \"float32\") + T.cast(T.float16(2), "
                           "\"float32\")\n"));
  REQUIRE(g.errors().empty());
  CHECK(g.contains("A[tx] = 0.1f + tl::infinity<float>() + __int_as_float(0x7fc00000) + (-2.5f);"));
  CHECK(g.contains("B[tx] = (-2147483647 - 1) + (int)-5LL + (int)7u;"));
  CHECK(g.contains("A[tx] = (float)1e-300 + (float)half(2.0f);"));
}

TEST_CASE("loops: serial, unrolled, with a nonzero start", "[codegen][emit]") {
  auto g = generate(kernel("            for i in T.serial(2, 6):\n"
                           "                A[i] = 1.0\n"
                           "            for j in T.unroll(0, 4):\n"
                           "                A[j] = 2.0\n"
                           "            for v in T.vectorized(0, 4):\n"
                           "                A[v] = 3.0\n"
                           "            for p in T.parallel(0, 4):\n"
                           "                A[p] = 4.0\n"));
  REQUIRE(g.errors().empty());
  CHECK(g.contains("  for (int i = 2; i < 2 + 6; ++i) {\n    A[i] = 1.0f;\n  }\n"));
  CHECK(g.contains("  #pragma unroll\n  for (int j = 0; j < 4; ++j) {\n"));
  CHECK(g.contains("  #pragma unroll\n  for (int v = 0; v < 4; ++v) {\n"));
  CHECK(g.contains("  for (int p = 0; p < 4; ++p) {\n"));
}

TEST_CASE("if / elif / else chains", "[codegen][emit]") {
  auto g = generate(kernel("            if tx < 32:\n"
                           "                A[tx] = 1.0\n"
                           "            elif tx < 64:\n"
                           "                A[tx] = 2.0\n"
                           "            else:\n"
                           "                A[tx] = 3.0\n"));
  REQUIRE(g.errors().empty());
  CHECK(g.contains("  if (tx < 32) {\n    A[tx] = 1.0f;\n  } else if (tx < 64) {\n    A[tx] = 2.0f;\n"
                   "  } else {\n    A[tx] = 3.0f;\n  }\n"));
}

TEST_CASE("a while loop keeps let bindings of its condition inside", "[codegen][emit]") {
  auto g = generate(kernel("            while T.let(x: T.int32 = B[tx], x > 0):\n"
                           "                B[tx] = B[tx] - 1\n"));
  REQUIRE(g.errors().empty());
  CHECK(g.contains("while ([&]() { const int x = B[tx]; return x > 0; }()) {"));
}

TEST_CASE("let statements and hoisted let expressions", "[codegen][emit]") {
  auto g = generate(kernel("            y: T.float32 = A[tx] * 2.0\n"
                           "            A[tx] = T.let(z: T.float32 = y + 1.0, z * z)\n"));
  REQUIRE(g.errors().empty());
  CHECK(g.contains("  const float y = A[tx] * 2.0f;\n  const float z = y + 1.0f;\n  A[tx] = z * z;\n"));
}

TEST_CASE("a select guards its arms: nothing is hoisted out of them", "[codegen][emit]") {
  auto g = generate(kernel("            A[tx] = T.select(tx < 127, T.let(v: T.float32 = A[tx + 1], v * 2.0), 0.0)\n"));
  REQUIRE(g.errors().empty());
  CHECK(g.contains("A[tx] = tx < 127 ? [&]() { const float v = A[tx + 1]; return v * 2.0f; }() : 0.0f;"));
}

TEST_CASE("select, not, comparisons and logic", "[codegen][emit]") {
  auto g = generate(kernel("            A[tx] = T.select(not (tx < 4 or tx > 8 and tx != 10), 1.0, 2.0)\n"));
  REQUIRE(g.errors().empty());
  CHECK(g.contains("A[tx] = !(tx < 4 || (tx > 8 && tx != 10)) ? 1.0f : 2.0f;"));
}

TEST_CASE("floor division and modulo by type", "[codegen][emit]") {
  auto g = generate(kernel("            B[tx] = T.floordiv(B[tx], 4) + T.floormod(B[tx], -3) + B[tx] / 2 + B[tx] % 2\n"
                           "            A[tx] = T.call(\"floor\", A[tx] / 2.0, dtype=\"float32\") + "
                           "T.floormod(A[tx], 2.0) + A[tx] % 3.0\n"
                           "            U[tx] = T.floordiv(U[tx], T.uint32(4)) + T.floormod(U[tx], T.uint32(3))\n",
                           ", U: T.Tensor((128,), \"uint32\")"));
  REQUIRE(g.errors().empty());
  CHECK(g.contains("B[tx] = tl::floordiv(B[tx], 4) + tl::floormod(B[tx], -3) + B[tx] / 2 + B[tx] % 2;"));
  CHECK(g.contains("A[tx] = floorf(A[tx] / 2.0f) + tl::floormod(A[tx], 2.0f) + fmodf(A[tx], 3.0f);"));
  CHECK(g.contains("U[tx] = U[tx] / 4u + U[tx] % 3u;"));
}

TEST_CASE("local, local.var and static shared allocations", "[codegen][emit]") {
  auto g = generate(kernel("            r = T.alloc_buffer((2, 4), \"float32\", scope=\"local\")\n"
                           "            c = T.alloc_buffer((1,), \"int32\", scope=\"local.var\", init=7)\n"
                           "            s = T.alloc_buffer((128,), \"float32\", scope=\"shared.dyn\")\n"
                           "            r[1, 2] = A[tx]\n"
                           "            c[0] = c[0] + 1\n"
                           "            s[tx] = r[1, 2]\n"));
  REQUIRE(g.errors().empty());
  CHECK(g.contains("  float __align__(16) r[8];\n  int c[1] = {7};\n  __shared__ __align__(16) float s[128];\n"
                   "  r[6] = A[tx];\n  c[0] = c[0] + 1;\n  s[tx] = r[6];\n"));
}

TEST_CASE("dynamic shared memory total is computed when the attribute is absent", "[codegen][emit]") {
  auto g = generate("@T.prim_func\n"
                    "def k(A: T.Tensor((128,), \"float32\")):\n"
                    "    with T.launch(grid=(1,), threads=(128,)) as (bx,):\n"
                    "        s = T.alloc_buffer((128,), \"float32\", scope=\"shared.dyn\")\n"
                    "        with T.attr(\"shared_offset\", 1024, buffers=[s]):\n"
                    "            for tx in T.thread_binding(0, 128, thread=\"threadIdx.x\"):\n"
                    "                s[tx] = A[tx]\n");
  REQUIRE(g.errors().empty());
  CHECK(g.cuda->kernels[0].dynamicSharedBytes == 1024 + 512);
  CHECK(g.contains("float* s = reinterpret_cast<float*>(tl_smem + 1024);"));
}

TEST_CASE("vector math goes lane by lane", "[codegen][emit]") {
  auto g = generate(kernel("            A[T.ramp(tx * 4, 1, 4)] = T.call(\"exp2\", A[T.ramp(tx * 4, 1, 4)], "
                           "dtype=\"float32x4\")\n"
                           "            A[T.ramp(tx * 4, 1, 4)] = T.select(A[T.ramp(tx * 4, 1, 4)] < "
                           "T.broadcast(0.0, 4), T.broadcast(0.0, 4), A[T.ramp(tx * 4, 1, 4)])\n"
                           "            B[T.ramp(tx, 4, 4)] = T.ramp(0, 1, 4)\n"));
  REQUIRE(g.errors().empty());
  CHECK(g.contains("*reinterpret_cast<float4*>(A + tx * 4) = tl::vmap<float4>([](float a0) { return tl::exp2_ftz(a0); }, "
                   "*reinterpret_cast<const float4*>(A + tx * 4));"));
  CHECK(g.contains("tl::vselect(tl::vlt(*reinterpret_cast<const float4*>(A + tx * 4), tl::broadcast<float4>(0.0f)), "
                   "tl::broadcast<float4>(0.0f), *reinterpret_cast<const float4*>(A + tx * 4))"));
  CHECK(g.contains("tl::store_strided(B + tx, 4, tl::ramp<int4>(0, 1));"));
}

TEST_CASE("generation is deterministic", "[codegen][emit]") {
  std::string text = kernel("            for i in T.serial(0, 4):\n"
                            "                A[i] = T.cast(B[i], \"float32\")\n"
                            "            for i in T.serial(0, 4):\n"
                            "                B[i] = 0\n");
  auto a = generate(text), b = generate(text);
  REQUIRE(a.cuda);
  REQUIRE(b.cuda);
  CHECK(a.source() == b.source());
  CHECK(a.contains("for (int i_1 = 0; i_1 < 4; ++i_1)"));
}

// ---------------------------------------------------------------- internal errors

TEST_CASE("tile operators are located internal errors", "[codegen][errors]") {
  auto g = generate("@T.prim_func\n"
                    "def k(A: T.Tensor((128, 128), \"float16\"), C: T.Tensor((128, 128), \"float32\")):\n"
                    "    with T.launch(grid=(1,), threads=(128,)) as (bx,):\n"
                    "        A_s = T.alloc_buffer((128, 128), \"float16\", scope=\"shared.dyn\")\n"
                    "        C_l = T.alloc_buffer((128, 128), \"float32\", scope=\"local\")\n"
                    "        T.fill(C_l[0:128, 0:128], 0.0)\n");
  CHECK_FALSE(g.cuda);
  REQUIRE(g.errors().size() == 1);
  CHECK(g.errors()[0] == "6:9: internal compiler error: tile operator T.fill reached CUDA code generation; "
                         "lower-tile-ops must run first (CUDA code generation of kernel 'k')");
}

TEST_CASE("every kernel's error is reported", "[codegen][errors]") {
  auto g = generate(kernel("            A[tx] = T.call(\"tl.frobnicate\", dtype=\"float32\")\n") + "\n" +
                    "@T.prim_func\n"
                    "def k2(A: T.Tensor((128,), \"float32\")):\n"
                    "    with T.launch(grid=(1,), threads=(128,)) as (bx,):\n"
                    "        acc = T.alloc_buffer((128,), \"float32\", scope=\"local.fragment\")\n"
                    "        T.reduce_sum(acc[0:128], A[0:1], dim=0, clear=True)\n");
  CHECK_FALSE(g.cuda);
  auto errs = g.errors();
  REQUIRE(errs.size() == 2);
  CHECK(errs[0].rfind("5:21: internal compiler error: unknown intrinsic 'tl.frobnicate'", 0) == 0);
  CHECK(errs[1].rfind("10:9: internal compiler error: fragment buffer 'acc' (scope local.fragment) reached CUDA "
                      "code generation",
                      0) == 0);
}

TEST_CASE("malformed lowering intrinsics are internal errors", "[codegen][errors]") {
  SECTION("an atomic on a value that is not a buffer element") {
    auto g = generate(kernel("            T.evaluate(T.call(\"tl.atomic_add\", 1.0, 2.0, dtype=\"float32\"))\n"));
    REQUIRE(g.errors().size() == 1);
    CHECK(g.errors()[0].find("the first argument of tl.atomic_add must be a buffer element") != std::string::npos);
  }
  SECTION("an atomic CUDA does not have") {
    auto g = generate(kernel("            T.evaluate(T.call(\"tl.atomic_max\", C[0], C[1], dtype=\"int8\"))\n",
                             ", C: T.Tensor((4,), \"int8\")"));
    REQUIRE(g.errors().size() == 1);
    CHECK(g.errors()[0].find("intrinsic 'tl.atomic_max' on int8 (CUDA has no such atomic)") != std::string::npos);
  }
  SECTION("a thread binding that is not threadIdx") {
    auto g = generate("@T.prim_func\n"
                      "def k(A: T.Tensor((128,), \"float32\")):\n"
                      "    with T.launch(grid=(1,), threads=(128,)) as (bx,):\n"
                      "        for v in T.thread_binding(0, 2, thread=\"vthread\"):\n"
                      "            A[v] = 0.0\n");
    REQUIRE(g.errors().size() == 1);
    CHECK(g.errors()[0].rfind("4:9: internal compiler error: thread binding to 'vthread' is not supported", 0) == 0);
  }
  SECTION("a local buffer of unknown size") {
    auto g = generate("@T.prim_func\n"
                      "def k[N: T.int32](A: T.Tensor((N,), \"float32\")):\n"
                      "    with T.launch(grid=(1,), threads=(128,)) as (bx,):\n"
                      "        r = T.alloc_buffer((N,), \"float32\", scope=\"local\")\n"
                      "        r[0] = A[0]\n");
    REQUIRE(g.errors().size() == 1);
    CHECK(g.errors()[0].find("local buffer 'r' needs a constant positive size") != std::string::npos);
  }
  SECTION("a shuffle without its lane") {
    auto g = generate(kernel("            A[tx] = T.call(\"tl.shfl_xor\", A[tx], dtype=\"float32\")\n"));
    REQUIRE(g.errors().size() == 1);
    CHECK(g.errors()[0].find("intrinsic 'tl.shfl_xor' takes (value, lane, [width])") != std::string::npos);
  }
}

TEST_CASE("IR built without locations reports at the kernel", "[codegen][errors]") {
  using namespace tilec::ir;
  auto A = makeBuffer("A", DataType::float32(), {intImm(4)}, MemoryScope::Global);
  auto f = std::make_shared<PrimFuncNode>();
  f->name = "k";
  f->params = {Param{makeVar("A", DataType::handle()), A}};
  f->threads = {4};
  Var free = makeVar("ghost");
  f->body = bufferStore(A, {intImm(0)}, cast(DataType::float32(), free));
  Module m;
  m.funcs.push_back(f);
  SourceManager sm;
  DiagnosticEngine diags(sm);
  CHECK_FALSE(generateCuda(m, diags));
  REQUIRE(diags.diagnostics().size() == 1);
  CHECK(diags.diagnostics()[0].message ==
        "internal compiler error: variable 'ghost' is used outside the scope of its definition (CUDA code "
        "generation of kernel 'k')");
}
