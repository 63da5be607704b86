#include "TestUtil.h"

#include <catch2/catch.hpp>

using namespace tilec;
using tilec::test::compileText;

namespace {
/// Wraps a kernel body (4-space indented lines) in a kernel with one
/// 256x128 float16 input, one output and 128 threads.
std::string kernel(const std::string& body, const std::string& params = "") {
  return "@T.prim_func\ndef k[M: int = 256, N: int = 128" + params +
         "](A: T.Tensor((M, N), \"float16\"), C: T.Tensor((M, N), \"float32\")):\n"
         "    with T.Kernel(T.ceildiv(M, 64), threads=128) as bx:\n" +
         body;
}
} // namespace

TEST_CASE("a correct tile program checks", "[sema]") {
  auto r = compileText(kernel("        S = T.alloc_shared((64, 128), \"float16\")\n"
                              "        F = T.alloc_fragment((64, 128), \"float32\")\n"
                              "        T.copy(A[bx * 64, 0], S)\n"
                              "        for i, j in T.Parallel(64, 128):\n"
                              "            F[i, j] = T.exp(S[i, j] * 2.0)\n"
                              "        T.copy(F, C[bx * 64:(bx + 1) * 64, :])\n"));
  INFO(r.firstError());
  CHECK(r.ok);
  REQUIRE(r.comp->instances().size() == 1);
  CHECK(r.comp->instances()[0].symbol == "k");
}

TEST_CASE("copy regions must match the destination shape", "[sema]") {
  auto r = compileText(kernel("        S = T.alloc_shared((64, 128), \"float16\")\n"
                              "        T.copy(A[0:32, :], S)\n"));
  CHECK_FALSE(r.ok);
  CHECK(r.firstError() == "5:9: T.copy shapes do not match: the source A[0:+32, 0:+128] is [32, 128] but the "
                          "destination S is [64, 128]");
}

TEST_CASE("slice extents are found through affine bounds", "[sema]") {
  auto r = compileText(kernel("        S = T.alloc_shared((64, 128), \"float16\")\n"
                              "        T.copy(A[bx * 64:(bx + 1) * 64, 0:N], S)\n"));
  INFO(r.firstError());
  CHECK(r.ok);
}

TEST_CASE("gemm checks M, N, K and suggests a transpose", "[sema]") {
  auto r = compileText(kernel("        X = T.alloc_shared((64, 32), \"float16\")\n"
                              "        Y = T.alloc_shared((64, 32), \"float16\")\n"
                              "        Z = T.alloc_fragment((64, 64), \"float32\")\n"
                              "        T.gemm(X, Y, Z)\n"));
  CHECK_FALSE(r.ok);
  CHECK(r.errors().front() == "T.gemm reduction dimensions differ: A ([64, 32]) has K = 32 but B ([64, 32]) has K = 64; "
                              "did you mean transpose_B=True?");
  auto ok = compileText(kernel("        X = T.alloc_shared((64, 32), \"float16\")\n"
                               "        Y = T.alloc_shared((64, 32), \"float16\")\n"
                               "        Z = T.alloc_fragment((64, 64), \"float32\")\n"
                               "        T.gemm(X, Y, Z, transpose_B=True)\n"));
  INFO(ok.firstError());
  CHECK(ok.ok);
}

TEST_CASE("gemm accumulators live in fragments or shared memory", "[sema]") {
  auto r = compileText(kernel("        X = T.alloc_shared((64, 32), \"float16\")\n"
                              "        Y = T.alloc_shared((32, 128), \"float16\")\n"
                              "        T.gemm(X, Y, C)\n"));
  CHECK_FALSE(r.ok);
  CHECK(r.errors().front().find("the accumulator of T.gemm must be a fragment") == 0);
}

TEST_CASE("reduce checks dim and destination shape", "[sema]") {
  auto r = compileText(kernel("        F = T.alloc_fragment((64, 128), \"float32\")\n"
                              "        R = T.alloc_fragment((128,), \"float32\")\n"
                              "        T.reduce_max(F, R, dim=1)\n"));
  CHECK_FALSE(r.ok);
  CHECK(r.errors().front() == "T.reduce_max along dim 1 of [64, 128] gives [64], but 'R' is [128]");
  auto bad = compileText(kernel("        F = T.alloc_fragment((64, 128), \"float32\")\n"
                                "        R = T.alloc_fragment((64,), \"float32\")\n"
                                "        T.reduce_max(F, R, dim=2)\n"));
  CHECK(bad.errors().front() == "dim 2 is out of range for the 2-dimensional source [64, 128]");
}

TEST_CASE("compile-time parameters: defaults, exports, -D and dynamic dims", "[sema]") {
  std::string src = kernel("        S = T.alloc_shared((BM, N), \"float16\")\n"
                           "        T.copy(A[bx * BM, 0], S)\n",
                           ", BM: int = 64") +
                    "export k[BM=32] as k32\nexport k[M=1024] as k1024\n";
  auto r = compileText(src);
  INFO(r.firstError());
  REQUIRE(r.ok);
  REQUIRE(r.comp->instances().size() == 2);
  FrontendOptions o;
  o.sema.defines = {{"BM", "0"}};
  auto d = compileText(src, o);
  CHECK_FALSE(d.ok);
  CHECK(d.errors().front() == "buffer dimensions must be positive; got 0");
  auto dyn = compileText("@T.prim_func\ndef k[M: int](A: T.Tensor((M,), \"float32\")):\n"
                         "    with T.Kernel(T.ceildiv(M, 128), threads=128) as bx:\n"
                         "        for i in T.Parallel(128):\n            A[bx * 128 + i] = 0.0\n");
  INFO(dyn.firstError());
  REQUIRE(dyn.ok);
  CHECK(dyn.comp->instances()[0].dynamicParams == std::vector<std::string>{"M"});
}

TEST_CASE("macros inline, see their arguments and cannot recurse", "[sema]") {
  std::string ok = "@T.macro\ndef scale(buf, s):\n    for i, j in T.Parallel(64, 128):\n        buf[i, j] = buf[i, j] * s\n" +
                   kernel("        F = T.alloc_fragment((64, 128), \"float32\")\n        scale(F, 0.5)\n");
  auto r = compileText(ok);
  INFO(r.firstError());
  CHECK(r.ok);
  std::string rec = "@T.macro\ndef f(x):\n    f(x)\n" + kernel("        f(1)\n");
  auto bad = compileText(rec);
  CHECK_FALSE(bad.ok);
  CHECK(bad.errors().front() == "macro 'f' calls itself; macros are inlined at each call and cannot be recursive");
}

TEST_CASE("index bounds of on-chip buffers are checked when provable", "[sema]") {
  auto r = compileText(kernel("        F = T.alloc_fragment((64,), \"float32\")\n"
                              "        for i in T.Parallel(64):\n            F[i + 1] = 0.0\n"));
  CHECK_FALSE(r.ok);
  CHECK(r.errors().front() ==
        "index i + 1 is out of bounds for dimension 0 of 'F' (extent 64): it ranges over [1, 64]");
}

TEST_CASE("math builtins want floating point", "[sema]") {
  auto r = compileText(kernel("        F = T.alloc_fragment((64,), \"int32\")\n"
                              "        for i in T.Parallel(64):\n            F[i] = T.exp(i)\n"));
  CHECK_FALSE(r.ok);
  CHECK(r.errors().front() ==
        "T.exp needs a floating-point argument but gets int32; convert it first, e.g. T.cast(x, \"float32\")");
}

TEST_CASE("unknown names get a suggestion", "[sema]") {
  auto r = compileText(kernel("        F = T.alloc_fragmnt((64,), \"float32\")\n"));
  CHECK_FALSE(r.ok);
  CHECK(r.errors().front() == "'T' has no member 'alloc_fragmnt'; did you mean 'T.alloc_fragment'?");
}
