// Type names, identifiers and index flattening of the CUDA backend.
#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/ir/Ops.h"
#include "tilec/ir/Printer.h"

#include <catch2/catch.hpp>

using namespace tilec;
using namespace tilec::ir;
using namespace tilec::backend::cuda;

TEST_CASE("scalar type names", "[codegen][types]") {
  CHECK(cudaTypeName(DataType(DType::Bool)) == "bool");
  CHECK(cudaTypeName(DataType(DType::Int8)) == "int8_t");
  CHECK(cudaTypeName(DataType(DType::Int16)) == "int16_t");
  CHECK(cudaTypeName(DataType(DType::Int32)) == "int");
  CHECK(cudaTypeName(DataType(DType::Int64)) == "long long");
  CHECK(cudaTypeName(DataType(DType::UInt8)) == "uint8_t");
  CHECK(cudaTypeName(DataType(DType::UInt16)) == "uint16_t");
  CHECK(cudaTypeName(DataType(DType::UInt32)) == "unsigned int");
  CHECK(cudaTypeName(DataType(DType::UInt64)) == "unsigned long long");
  CHECK(cudaTypeName(DataType(DType::Float16)) == "half");
  CHECK(cudaTypeName(DataType(DType::BFloat16)) == "__nv_bfloat16");
  CHECK(cudaTypeName(DataType(DType::Float32)) == "float");
  CHECK(cudaTypeName(DataType(DType::Float64)) == "double");
  CHECK(cudaTypeName(DataType(DType::Float8E4M3)) == "__nv_fp8_e4m3");
  CHECK(cudaTypeName(DataType(DType::Float8E5M2)) == "__nv_fp8_e5m2");
  CHECK(cudaTypeName(DataType::handle()) == "void*");
}

TEST_CASE("vector type names use CUDA's types where they exist", "[codegen][types]") {
  CHECK(cudaTypeName(DataType(DType::Float32, 2)) == "float2");
  CHECK(cudaTypeName(DataType(DType::Float32, 4)) == "float4");
  CHECK(cudaTypeName(DataType(DType::Int32, 4)) == "int4");
  CHECK(cudaTypeName(DataType(DType::UInt32, 2)) == "uint2");
  CHECK(cudaTypeName(DataType(DType::UInt32, 4)) == "uint4");
  CHECK(cudaTypeName(DataType(DType::Float16, 2)) == "half2");
  CHECK(cudaTypeName(DataType(DType::BFloat16, 2)) == "__nv_bfloat162");
  CHECK(cudaTypeName(DataType(DType::Int8, 4)) == "char4");
  CHECK(cudaTypeName(DataType(DType::Float64, 2)) == "double2");
  CHECK(cudaTypeName(DataType(DType::Float16, 8)) == "tl::vec<half, 8>");
  CHECK(cudaTypeName(DataType(DType::BFloat16, 4)) == "tl::vec<__nv_bfloat16, 4>");
  CHECK(cudaTypeName(DataType(DType::Float32, 8)) == "tl::vec<float, 8>");
  CHECK(cudaTypeName(DataType(DType::Int8, 16)) == "tl::vec<int8_t, 16>");
  CHECK(cudaTypeName(DataType(DType::Float8E4M3, 16)) == "tl::vec<__nv_fp8_e4m3, 16>");
  CHECK(cudaTypeName(DataType(DType::Bool, 4)) == "tl::vec<bool, 4>");
}

TEST_CASE("identifiers are legalised", "[codegen][names]") {
  CHECK(legalizeIdentifier("A_shared") == "A_shared");
  CHECK(legalizeIdentifier("A.shared") == "A_shared");
  CHECK(legalizeIdentifier("x-y z") == "x_y_z");
  CHECK(legalizeIdentifier("0abc") == "v0abc");
  CHECK(legalizeIdentifier("") == "v");
  CHECK(legalizeIdentifier("_") == "v_");
  // keywords, CUDA built-ins, the device library and called functions
  CHECK(legalizeIdentifier("int") == "int_");
  CHECK(legalizeIdentifier("for") == "for_");
  CHECK(legalizeIdentifier("threadIdx") == "threadIdx_");
  CHECK(legalizeIdentifier("half") == "half_");
  CHECK(legalizeIdentifier("tl") == "tl_");
  CHECK(legalizeIdentifier("tl_smem") == "tl_smem_");
  CHECK(legalizeIdentifier("expf") == "expf_");
  CHECK(legalizeIdentifier("max") == "max_");
  CHECK(legalizeIdentifier("float4") == "float4_");
  // names reserved to the implementation
  CHECK(legalizeIdentifier("__x") == "_x");
  CHECK(legalizeIdentifier("a__b") == "a_b");
  CHECK(legalizeIdentifier("_X") == "v_X");
  CHECK(legalizeIdentifier("__syncthreads") == "_syncthreads");
  // non-ASCII bytes
  CHECK(legalizeIdentifier("\xc3\xa9t\xc3\xa9") == "_t_");
}

TEST_CASE("the name table hands out unique names", "[codegen][names]") {
  NameTable t;
  CHECK(t.unique("i") == "i");
  CHECK(t.unique("i") == "i_1");
  CHECK(t.unique("i") == "i_2");
  CHECK(t.unique("i_1") == "i_1_1");
  CHECK(t.unique("A.x") == "A_x");
  CHECK(t.unique("A_x") == "A_x_1");
  t.reserve("k");
  CHECK(t.unique("k") == "k_1");
  CHECK(t.unique("int") == "int_");
}

namespace {
Buffer buf2d(Expr m, Expr n, DataType t = DataType::float32()) {
  return makeBuffer("A", t, {std::move(m), std::move(n)}, MemoryScope::Global);
}
} // namespace

TEST_CASE("indices flatten row-major in Horner form", "[codegen][flatten]") {
  Var i = makeVar("i"), j = makeVar("j"), k = makeVar("k"), N = makeVar("N");
  CHECK(printExpr(flattenIndex(buf2d(intImm(64), intImm(128)), {i, j})) == "i * 128 + j");
  CHECK(printExpr(flattenIndex(buf2d(N, N), {i, j})) == "i * N + j");
  auto b3 = makeBuffer("B", DataType::float32(), {intImm(4), intImm(8), intImm(16)}, MemoryScope::Shared);
  CHECK(printExpr(flattenIndex(b3, {i, j, k})) == "(i * 8 + j) * 16 + k");
  // folding: zeros, ones and constants
  CHECK(printExpr(flattenIndex(b3, {intImm(0), j, intImm(0)})) == "j * 16");
  CHECK(printExpr(flattenIndex(b3, {intImm(1), intImm(2), intImm(3)})) == "163");
  auto b1 = makeBuffer("C", DataType::float32(), {intImm(1), intImm(32)}, MemoryScope::Local);
  CHECK(printExpr(flattenIndex(b1, {intImm(0), i})) == "i");
  // a sum on the right is re-associated, not parenthesized
  CHECK(printExpr(flattenIndex(buf2d(N, intImm(64)), {i, add(j, intImm(4))})) == "i * 64 + j + 4");
  // no indices: a 0-d buffer's only element
  auto s = makeBuffer("s", DataType::float32(), {}, MemoryScope::LocalVar);
  CHECK(printExpr(flattenIndex(s, {})) == "0");
}

TEST_CASE("explicit strides flatten as sum(index * stride)", "[codegen][flatten]") {
  Var i = makeVar("i"), j = makeVar("j"), S = makeVar("S");
  auto b = std::make_shared<BufferNode>("A", DataType::float32(), std::vector<Expr>{intImm(64), intImm(64)},
                                        MemoryScope::Global);
  b->strides = {S, intImm(1)};
  CHECK(printExpr(flattenIndex(b, {i, j})) == "i * S + j");
  b->strides = {intImm(1), intImm(64)}; // column-major
  CHECK(printExpr(flattenIndex(b, {i, j})) == "i + j * 64");
}

TEST_CASE("vector indices flatten to a ramp", "[codegen][flatten]") {
  Var i = makeVar("i"), j = makeVar("j");
  auto b = buf2d(intImm(64), intImm(128));
  // a contiguous vector along the last dimension
  CHECK(printExpr(flattenIndex(b, {i, ramp(mul(j, intImm(4)), intImm(1), 4)})) == "T.ramp(i * 128 + j * 4, 1, 4)");
  // along the first dimension: stride of a row
  CHECK(printExpr(flattenIndex(b, {ramp(i, intImm(1), 4), j})) == "T.ramp(i * 128 + j, 128, 4)");
  // a broadcast index stays a broadcast
  CHECK(printExpr(flattenIndex(b, {i, broadcast(j, 4)})) == "T.broadcast(i * 128 + j, 4)");
  // a ramp and a broadcast
  CHECK(printExpr(flattenIndex(b, {broadcast(i, 4), ramp(intImm(0), intImm(2), 4)})) == "T.ramp(i * 128, 2, 4)");
}

TEST_CASE("index flattening widens mixed integer types", "[codegen][flatten]") {
  Var i = makeVar("i", DataType::int64()), j = makeVar("j");
  auto b = buf2d(intImm(64), intImm(128));
  Expr e = flattenIndex(b, {i, j});
  CHECK(e->dtype == DataType::int64());
  CHECK(printExpr(e) == "i * T.int64(128) + T.cast(j, \"int64\")");
}
