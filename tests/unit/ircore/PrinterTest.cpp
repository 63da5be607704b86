// The printed form: exact text for a few functions, statements and expressions.
#include "IRTestUtil.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace tilec;
using namespace tilec::ir;
using namespace tilec::ir::test;

TEST_CASE("printer: gemm kernel, exact text", "[printer]") {
  const char* expected =
      R"(@T.prim_func
def gemm_f16_4096(A: T.Tensor((4096, 4096), "float16"), B: T.Tensor((4096, 4096), "float16"), C: T.Tensor((4096, 4096), "float32")):
    with T.launch(grid=(32, 32), threads=(128,)) as (bx, by):
        A_shared = T.alloc_buffer((128, 32), "float16", scope="shared.dyn")
        B_shared = T.alloc_buffer((32, 128), "float16", scope="shared.dyn")
        C_local = T.alloc_buffer((128, 128), "float32", scope="local.fragment")
        T.fill(C_local[0:128, 0:128], 0.0)
        for k in T.pipelined(0, 128, num_stages=3):
            T.copy(A[by * 128:by * 128 + 128, k * 32:k * 32 + 32], A_shared[0:128, 0:32])
            T.copy(B[k * 32:k * 32 + 32, bx * 128:bx * 128 + 128], B_shared[0:32, 0:128])
            T.gemm(A_shared[0:128, 0:32], B_shared[0:32, 0:128], C_local[0:128, 0:128], transpose_A=False, transpose_B=False, clear_accum=False, policy=T.GemmWarpPolicy.Square, k_pack=1, wg_wait=0)
        T.copy(C_local[0:128, 0:128], C[by * 128:by * 128 + 128, bx * 128:bx * 128 + 128])
)";
  CHECK(printFunc(makeGemm()) == expected);
  // Deterministic: the same IR built twice prints the same text.
  CHECK(printFunc(makeGemm()) == printFunc(makeGemm()));
  CHECK(printModule(Module{{makeGemm(), makeGemm()}}) == std::string(expected) + "\n" + expected);
}

TEST_CASE("printer: operator precedence with minimal parentheses", "[printer]") {
  Var a = makeVar("a"), b = makeVar("b"), c = makeVar("c");
  Var p = makeVar("p", DataType::boolean()), q = makeVar("q", DataType::boolean());
  CHECK(printExpr(add(mul(a, b), c)) == "a * b + c");
  CHECK(printExpr(mul(add(a, b), c)) == "(a + b) * c");
  CHECK(printExpr(sub(sub(a, b), c)) == "a - b - c");
  CHECK(printExpr(sub(a, sub(b, c))) == "a - (b - c)");
  CHECK(printExpr(div(a, mul(b, c))) == "a / (b * c)");
  CHECK(printExpr(mod(mul(a, b), c)) == "a * b % c");
  CHECK(printExpr(lt(add(a, b), c)) == "a + b < c");
  CHECK(printExpr(eq(lt(a, b), p)) == "(a < b) == p");
  CHECK(printExpr(logicalAnd(lt(a, b), logicalNot(eq(a, c)))) == "a < b and not a == c");
  CHECK(printExpr(logicalNot(logicalAnd(p, q))) == "not (p and q)");
  CHECK(printExpr(logicalOr(logicalAnd(p, q), p)) == "p and q or p");
  CHECK(printExpr(logicalAnd(logicalOr(p, q), p)) == "(p or q) and p");
  CHECK(printExpr(logicalAnd(p, logicalAnd(q, p))) == "p and (q and p)");
  CHECK(printExpr(eq(logicalNot(p), q)) == "(not p) == q");
  CHECK(printExpr(logicalNot(logicalNot(p))) == "not not p");
  CHECK(printExpr(sub(a, intImm(-3))) == "a - -3");
  CHECK(printExpr(floordiv(add(a, b), c)) == "T.floordiv(a + b, c)");
  CHECK(printExpr(mul(ir::min(a, b), ir::max(b, c))) == "T.min(a, b) * T.max(b, c)");
  CHECK(printExpr(floormod(a, intImm(8))) == "T.floormod(a, 8)");
}

TEST_CASE("printer: immediates and their dtypes", "[printer]") {
  CHECK(printExpr(intImm(3)) == "3");
  CHECK(printExpr(intImm(-3)) == "-3");
  CHECK(printExpr(intImm(3, i64())) == "T.int64(3)");
  CHECK(printExpr(intImm(255, DataType(DType::UInt8))) == "T.uint8(255)");
  CHECK(printExpr(boolImm(true)) == "True");
  CHECK(printExpr(boolImm(false)) == "False");
  CHECK(printExpr(std::make_shared<IntImmNode>(DataType::boolean(), 2)) == "T.bool(2)");
  CHECK(printExpr(std::make_shared<IntImmNode>(DataType(DType::Int32, 4), 1)) == "T.int32x4(1)");
  CHECK(printExpr(floatImm(1.5)) == "1.5");
  CHECK(printExpr(floatImm(2.0)) == "2.0");
  CHECK(printExpr(floatImm(-0.0)) == "-0.0");
  CHECK(printExpr(floatImm(0.1)) == "0.1");
  CHECK(printExpr(floatImm(1e-05)) == "1e-05");
  CHECK(printExpr(floatImm(1e20)) == "1e+20");
  CHECK(printExpr(floatImm(1.5, f16())) == "T.float16(1.5)");
  CHECK(printExpr(floatImm(HUGE_VAL)) == "T.float32(\"inf\")");
  CHECK(printExpr(floatImm(-HUGE_VAL, DataType(DType::BFloat16))) == "T.bfloat16(\"-inf\")");
  CHECK(printExpr(floatImm(std::nan(""), DataType(DType::Float64))) == "T.float64(\"nan\")");
  CHECK(printExpr(std::make_shared<IntImmNode>(f32(), 3)) == "T.int_imm(3, \"float32\")");
  CHECK(printExpr(std::make_shared<FloatImmNode>(i32(), 2.5)) == "T.float_imm(2.5, \"int32\")");
  CHECK(printExpr(stringImm("a\"b\\c\n\x01")) == R"("a\"b\\c\n\x01")");
}

TEST_CASE("printer: every expression form", "[printer]") {
  Var x = makeVar("x", f32()), n = makeVar("n"), v = makeVar("v");
  auto A = makeBuffer("A", f32(), {intImm(8), intImm(8)}, MemoryScope::Global);
  CHECK(printExpr(cast(DataType(DType::Float16), x)) == "T.cast(x, \"float16\")");
  CHECK(printExpr(call(f32(), "exp2", {x})) == "T.call(\"exp2\", x, dtype=\"float32\")");
  CHECK(printExpr(call(f32(), "tir.infinity", {})) == "T.call(\"tir.infinity\", dtype=\"float32\")");
  CHECK(printExpr(select(lt(n, intImm(0)), x, floatImm(0.0))) == "T.select(n < 0, x, 0.0)");
  CHECK(printExpr(bufferLoad(A, {n, intImm(1)})) == "A[n, 1]");
  CHECK(printExpr(ramp(n, intImm(1), 4)) == "T.ramp(n, 1, 4)");
  CHECK(printExpr(broadcast(x, 8)) == "T.broadcast(x, 8)");
  CHECK(printExpr(bufferLoad(A, {n, ramp(intImm(0), intImm(1), 4)})) == "A[n, T.ramp(0, 1, 4)]");
  CHECK(printExpr(let(v, add(n, intImm(1)), mul(v, v))) == "T.let(v: T.int32 = n + 1, v * v)");
  CHECK(printExpr(std::make_shared<BinaryNode>(ExprKind::Add, i64(), n, n)) == "T.add(n, n, dtype=\"int64\")");
  CHECK(printExpr(std::make_shared<BufferLoadNode>(DataType(DType::Float32, 2), A, std::vector<Expr>{n, n})) ==
        "T.buffer_load(A[n, n], dtype=\"float32x2\")");
  CHECK(printExpr(nullptr) == "None");
}

TEST_CASE("printer: distinct variables sharing a name get distinct names", "[printer]") {
  Var i1 = makeVar("i"), i2 = makeVar("i"), i3 = makeVar("i_1"), kw = makeVar("for"), t = makeVar("T");
  Var empty = makeVar(""), dotted = makeVar("a.b");
  CHECK(printExpr(add(add(i1, i2), i3)) == "i + i_1 + i_1_1");
  CHECK(printExpr(add(kw, t)) == "for_ + T_");
  CHECK(printExpr(add(empty, dotted)) == "v + a_b");
  // The same var object keeps its one name.
  CHECK(printExpr(mul(i1, add(i2, i1))) == "i * (i_1 + i)");
}

TEST_CASE("printer: statement forms", "[printer]") {
  Var i = makeVar("i"), y = makeVar("y");
  auto A = makeBuffer("A", f32(), {intImm(8)}, MemoryScope::Global);
  auto L = makeBuffer("L", f32(), {intImm(8)}, MemoryScope::Local);

  // A let or allocation that ends its sequence takes the rest of the block.
  CHECK(printStmt(seq({evaluate(intImm(0)), letStmt(y, intImm(1), seq({evaluate(y), evaluate(y)}))})) ==
        "T.evaluate(0)\ny: T.int32 = 1\nT.evaluate(y)\nT.evaluate(y)\n");
  // Elsewhere it is a with-block.
  CHECK(printStmt(seq({letStmt(y, intImm(1), evaluate(y)), evaluate(intImm(0))})) ==
        "with T.let(y: T.int32 = 1):\n    T.evaluate(y)\nT.evaluate(0)\n");
  CHECK(printStmt(seq({allocate(L, bufferStore(L, {intImm(0)}, floatImm(1.0))), evaluate(intImm(0))})) ==
        "with T.alloc_buffer((8,), \"float32\", scope=\"local\") as L:\n    L[0] = 1.0\nT.evaluate(0)\n");
  CHECK(printStmt(allocate(makeBuffer("acc", f32(), {intImm(1)}, MemoryScope::LocalVar), nullptr, floatImm(0.0))) ==
        "acc = T.alloc_buffer((1,), \"float32\", scope=\"local.var\", init=0.0)\n");
  // Sequences that are not two or more statements in a block.
  CHECK(printStmt(std::make_shared<SeqStmtNode>(std::vector<Stmt>{})) == "T.seq()\n");
  CHECK(printStmt(std::make_shared<SeqStmtNode>(std::vector<Stmt>{evaluate(intImm(1))})) ==
        "with T.seq():\n    T.evaluate(1)\n");
  CHECK(printStmt(nullptr) == "pass\n");
  // Loops: kinds, thread tags, annotations, typed vars.
  auto tb = std::make_shared<ForNode>(i, intImm(0), intImm(128), ForKind::ThreadBinding, nullptr);
  tb->threadTag = "threadIdx.x";
  CHECK(printStmt(tb) == "for i in T.thread_binding(0, 128, thread=\"threadIdx.x\"):\n    pass\n");
  CHECK(printStmt(forLoop(makeVar("j", i64()), intImm(0), intImm(4), ForKind::Unrolled, nullptr)) ==
        "for j: T.int64 in T.unroll(0, 4):\n    pass\n");
  CHECK(printStmt(forLoop(i, intImm(0), intImm(4), ForKind::Pipelined, nullptr,
                          {{"num_stages", int64_t(3)}, {"order", std::vector<int64_t>{1, 0}}, {"tl.x", 1.5}})) ==
        "for i in T.pipelined(0, 4, num_stages=3, order=[1, 0], annotations={\"tl.x\": 1.5}):\n    pass\n");
  // If / elif / else.
  Var p = makeVar("p", DataType::boolean());
  CHECK(printStmt(ifThenElse(p, evaluate(intImm(1)), ifThenElse(logicalNot(p), evaluate(intImm(2)), evaluate(intImm(3))))) ==
        "if p:\n    T.evaluate(1)\nelif not p:\n    T.evaluate(2)\nelse:\n    T.evaluate(3)\n");
  // Attributes.
  CHECK(printStmt(attrStmt("layout_map", Expr(intImm(1)), nullptr, {A, L})) ==
        "with T.attr(\"layout_map\", T.expr(1), buffers=[A, L]):\n    pass\n");
  // Stores and atomics.
  CHECK(printStmt(bufferStore(A, {i}, floatImm(1.0))) == "A[i] = 1.0\n");
  CHECK(printStmt(std::make_shared<AtomicNode>(AtomicKind::Add, region(A, {rng(i, intImm(1))}), floatImm(1.0), std::nullopt)) ==
        "T.atomic_add(A[i:i + 1], 1.0)\n");
  CHECK(printStmt(std::make_shared<AtomicNode>(AtomicKind::Max, fullRegion(A), nullptr, fullRegion(L))) ==
        "T.atomic_max(A[0:8], src=L[0:8])\n");
  CHECK(printStmt(std::make_shared<CumSumNode>(fullRegion(A), fullRegion(L), 0, true)) ==
        "T.cumsum(A[0:8], L[0:8], dim=0, reverse=True)\n");
  CHECK(printStmt(std::make_shared<ReduceNode>(ReduceKind::AbsSum, fullRegion(A), fullRegion(L), 0, false)) ==
        "T.reduce_abssum(A[0:8], L[0:8], dim=0, clear=False)\n");
  // Regions whose extent needs parentheses, and indentation.
  CHECK(printStmt(std::make_shared<FillNode>(region(A, {rng(i, sub(intImm(8), i))}), floatImm(0.0)), 2) ==
        "        T.fill(A[i:i + (8 - i)], 0.0)\n");
}

TEST_CASE("printer: attribute values", "[printer]") {
  CHECK(printAttrValue(int64_t(-4)) == "-4");
  CHECK(printAttrValue(2.0) == "2.0");
  CHECK(printAttrValue(std::nan("")) == "float(\"nan\")");
  CHECK(printAttrValue(std::string("s")) == "\"s\"");
  CHECK(printAttrValue(std::vector<int64_t>{}) == "[]");
  CHECK(printAttrValue(std::vector<std::vector<int64_t>>{{}, {1}}) == "[[], [1]]");
  CHECK(printAttrValue(std::vector<std::vector<int64_t>>{}) == "T.int_lists([])");
  CHECK(printAttrValue(Expr(intImm(3))) == "T.expr(3)");
  CHECK(printAttrValue(Expr()) == "T.expr(None)");
  CHECK(printDTypeAnnotation(DataType(DType::Float8E4M3, 2)) == "T.float8_e4m3x2");
  CHECK(printDTypeAnnotation(DataType::handle()) == "T.handle");
}

TEST_CASE("printer: free vars and buffers are declared at the top of the function", "[printer]") {
  std::string text = printFunc(makeOddities());
  CHECK_THAT(text, Catch::StartsWith("@T.prim_func(name=\"my.kernel\")\n"
                                     "def my_kernel(_1x: T.Tensor((8,), \"float32\", data=data), None, a: T.int32, "
                                     "b: T.int32, c: T.int32, p: T.bool, q: T.bool):\n"
                                     "    free_n = T.free_var(\"int32\")\n"
                                     "    freeB = T.free_buffer((free_n,), \"float32\", scope=\"shared.dyn\")\n"
                                     "    with T.launch(grid=(4,), threads=()) as (bz: T.int64, extra):\n"
                                     "        pass\n"));
  CHECK_THAT(text, Catch::Contains("T.evaluate(T.let(q_1: T.int64 = 1, 2))"));
  CHECK_THAT(text, Catch::Contains("for i_1 in T.serial(0, 2):"));
  CHECK_THAT(text, Catch::Contains("with T.alloc_buffer((8,), \"float32\", scope=\"local\") as loc_1:"));
  CHECK_THAT(text, Catch::Contains("T.copy(_1x[T.int64(0):8], _1x[r:r + (r - 1)])"));
  CHECK_THAT(text, Catch::Contains("T.copy(_1x[r + 1:r + 1 + 2 * r], _1x[()])"));
  CHECK_THAT(text, Catch::Contains("T.atomic_add(_1x[0:1], 1.0, src=_1x[0:1])"));
  CHECK_THAT(text, Catch::Contains(
                       "for wide: T.int64 in T.serial(0, 4, ll=T.int_lists([]), nan=float(\"nan\"), "
                       "annotations={\"annotations\": 2, \"for\": 3, \"thread\": 1}):"));
}
