// print(parse(print(m))) == print(m), and parse(print(m)) is structurally
// equal to m, for every node kind.
#include "IRTestUtil.h"

#include <catch2/catch.hpp>

using namespace tilec;
using namespace tilec::ir;
using namespace tilec::ir::test;

namespace {

/// Prints m, parses it back, checks text and structure; returns the parsed module.
Module roundTrip(const Module& m, StructuralEqualOptions opts = {}) {
  std::string text = printModule(m);
  Parsed p = parseText(text);
  INFO(text);
  INFO(p.firstError());
  REQUIRE(p.module);
  CHECK(printModule(*p.module) == text);
  StructuralEqual eq(opts);
  bool same = eq.equal(m, *p.module);
  INFO(eq.mismatch());
  CHECK(same);
  CHECK(structuralHash(m, opts) == structuralHash(*p.module, opts));
  return std::move(*p.module);
}

/// A one-function module whose launch body is `body`, with params A (float32
/// 16x16), n (int32), flag (bool) in scope.
struct Harness {
  Var n = makeVar("n"), flag = makeVar("flag", DataType::boolean()), x = makeVar("x", f32());
  Buffer A = makeBuffer("A", f32(), {intImm(16), intImm(16)}, MemoryScope::Global);
  Module wrap(Stmt body) const {
    auto f = std::make_shared<PrimFuncNode>();
    f->name = "k";
    f->params = {Param{makeVar("A", DataType::handle()), A}, Param{n, nullptr}, Param{flag, nullptr},
                 Param{x, nullptr}};
    f->body = std::move(body);
    return moduleOf(f);
  }
  Module wrapExpr(Expr e) const { return wrap(evaluate(std::move(e))); }
};

} // namespace

TEST_CASE("round trip: gemm kernel", "[roundtrip]") { roundTrip(moduleOf(makeGemm())); }

TEST_CASE("round trip: kitchen sink (every node kind)", "[roundtrip]") {
  Module m = moduleOf(makeKitchenSink());
  Module parsed = roundTrip(m);
  CHECK(verify(parsed).empty());
}

TEST_CASE("round trip: oddities (foreign dtypes, nulls, name clashes, free vars)", "[roundtrip]") {
  // Free vars and buffers are recreated by the parser: match them up.
  roundTrip(moduleOf(makeOddities()), StructuralEqualOptions{true});
}

TEST_CASE("round trip: several functions in one module", "[roundtrip]") {
  Module m{{makeGemm(), makeKitchenSink(), makeOddities()}};
  Module parsed = roundTrip(m, StructuralEqualOptions{true});
  REQUIRE(parsed.funcs.size() == 3);
  CHECK(parsed.funcs[1]->name == "kitchen_sink");
  CHECK(parsed.funcs[2]->name == "my.kernel");
}

TEST_CASE("round trip: empty module and empty functions", "[roundtrip]") {
  roundTrip(Module{});
  auto f = std::make_shared<PrimFuncNode>();
  f->name = "empty";
  roundTrip(moduleOf(f));
  auto g = std::make_shared<PrimFuncNode>();
  g->name = "launch_only";
  g->grid = {intImm(1)};
  g->blockVars = {makeVar("bx")};
  g->threads = {32};
  roundTrip(moduleOf(g));
}

TEST_CASE("round trip: each expression kind", "[roundtrip]") {
  Harness h;
  Var v = makeVar("v");
  std::vector<std::pair<const char*, Expr>> cases = {
      {"int32", intImm(42)},
      {"negative int", intImm(-7)},
      {"int64", intImm(3, i64())},
      {"int64 min", intImm(INT64_MIN, i64())},
      {"uint64", intImm(-1, DataType(DType::UInt64))},
      {"bool", boolImm(true)},
      {"float32", floatImm(0.1)},
      {"bfloat16", floatImm(-2.0, DataType(DType::BFloat16))},
      {"float8", floatImm(0.5, DataType(DType::Float8E4M3))},
      {"float64 nan", floatImm(std::nan(""), DataType(DType::Float64))},
      {"string", stringImm("tab\there \x7f")},
      {"var", h.n},
      {"not", logicalNot(h.flag)},
      {"select", select(h.flag, h.n, intImm(0))},
      {"cast", cast(DataType(DType::Float16), h.x)},
      {"call no args", call(f32(), "tir.infinity", {})},
      {"call", call(f32(), "exp2", {h.x, h.n})},
      {"load", bufferLoad(h.A, {h.n, intImm(0)})},
      {"vector load", bufferLoad(h.A, {intImm(0), ramp(intImm(0), intImm(1), 4)})},
      {"ramp", ramp(h.n, intImm(2), 8)},
      {"broadcast", broadcast(h.x, 4)},
      {"vector var", broadcast(makeVar("lanes_var_unused_but_free", f32()), 2)},
      {"let", let(v, add(h.n, intImm(1)), mul(v, v))},
      {"nested let shadowing a name", let(v, intImm(1), let(makeVar("v"), v, v))},
  };
#define TILEC_BINARY(K, s) cases.push_back({#K, binary(ExprKind::K, h.n, intImm(2))});
#define TILEC_COMPARE(K, s) cases.push_back({#K, binary(ExprKind::K, h.n, intImm(2))});
#define TILEC_LOGICAL(K, s) cases.push_back({#K, binary(ExprKind::K, h.flag, boolImm(false))});
#include "tilec/ir/ExprNodes.def"
  for (const auto& [name, e] : cases) {
    SECTION(name) { roundTrip(h.wrapExpr(e), StructuralEqualOptions{true}); }
  }
}

TEST_CASE("round trip: each statement kind", "[roundtrip]") {
  Harness h;
  Var i = makeVar("i"), y = makeVar("y");
  auto sh = makeBuffer("sh", f32(), {intImm(16), intImm(16)}, MemoryScope::Shared);
  auto gemm = std::make_shared<GemmNode>(fullRegion(sh), fullRegion(sh), fullRegion(sh));
  gemm->transB = true;
  gemm->policy = GemmWarpPolicy::FullCol;
  auto tagged = std::make_shared<ForNode>(i, intImm(0), intImm(4), ForKind::Serial, evaluate(i));
  tagged->threadTag = "blockIdx.z";
  std::vector<std::pair<const char*, Stmt>> cases = {
      {"null body", nullptr},
      {"seq", seq({evaluate(intImm(1)), evaluate(intImm(2))})},
      {"empty seq", std::make_shared<SeqStmtNode>(std::vector<Stmt>{})},
      {"seq of one", std::make_shared<SeqStmtNode>(std::vector<Stmt>{evaluate(intImm(1))})},
      {"seq in seq",
       std::make_shared<SeqStmtNode>(std::vector<Stmt>{seq({evaluate(intImm(1)), evaluate(intImm(2))}), evaluate(intImm(3))})},
      {"serial", forLoop(i, intImm(0), h.n, ForKind::Serial, evaluate(i))},
      {"parallel", forLoop(i, intImm(0), h.n, ForKind::Parallel, evaluate(i))},
      {"pipelined", forLoop(i, intImm(1), h.n, ForKind::Pipelined, evaluate(i), {{"num_stages", int64_t(4)}})},
      {"unroll", forLoop(i, intImm(0), intImm(4), ForKind::Unrolled, evaluate(i))},
      {"vectorized", forLoop(i, intImm(0), intImm(4), ForKind::Vectorized, evaluate(i))},
      {"thread tag on a serial loop", tagged},
      {"while", whileLoop(h.flag, evaluate(intImm(0)))},
      {"let last", letStmt(y, h.n, evaluate(y))},
      {"let not last", seq({letStmt(y, h.n, evaluate(y)), evaluate(intImm(0))})},
      {"let with seq body", letStmt(y, h.n, seq({evaluate(y), evaluate(add(y, y))}))},
      {"if", ifThenElse(h.flag, evaluate(intImm(1)))},
      {"if else", ifThenElse(h.flag, evaluate(intImm(1)), evaluate(intImm(2)))},
      {"if elif", ifThenElse(h.flag, evaluate(intImm(1)), ifThenElse(logicalNot(h.flag), evaluate(intImm(2))))},
      {"else block holding an if and more",
       ifThenElse(h.flag, evaluate(intImm(1)), seq({ifThenElse(h.flag, evaluate(intImm(2))), evaluate(intImm(3))}))},
      {"store", bufferStore(h.A, {h.n, intImm(1)}, h.x)},
      {"allocate last", allocate(sh, bufferStore(sh, {intImm(0), intImm(0)}, h.x))},
      {"allocate not last", seq({allocate(sh, evaluate(intImm(0))), evaluate(intImm(1))})},
      {"allocate with init", allocate(makeBuffer("v", f32(), {intImm(1)}, MemoryScope::LocalVar), nullptr, h.x)},
      {"evaluate", evaluate(h.n)},
      {"attr string", attrStmt("k", std::string("v"), evaluate(intImm(0)))},
      {"attr list", attrStmt("k", std::vector<int64_t>{-1, 2}, evaluate(intImm(0)), {h.A})},
      {"copy", std::make_shared<CopyNode>(fullRegion(h.A), fullRegion(sh))},
      {"gemm", gemm},
      {"fill", std::make_shared<FillNode>(region(h.A, {rng(h.n, intImm(2)), rng(0, 16)}), h.x)},
      {"reduce", std::make_shared<ReduceNode>(ReduceKind::AbsMax, fullRegion(h.A), fullRegion(sh), 0, true)},
      {"cumsum", std::make_shared<CumSumNode>(fullRegion(h.A), fullRegion(h.A), 1, false)},
      {"atomic", std::make_shared<AtomicNode>(AtomicKind::Min, region(h.A, {rng(h.n, intImm(1)), rng(0, 1)}), h.x,
                                              std::nullopt)},
  };
  for (const auto& [name, s] : cases) {
    SECTION(name) { roundTrip(h.wrap(s), StructuralEqualOptions{true}); }
  }
}

TEST_CASE("round trip: function signature forms", "[roundtrip]") {
  Var M = makeVar("M"), n = makeVar("n", i64());
  // A tensor whose shape uses a scalar parameter declared after it.
  auto A = makeBuffer("A", f32(), {n, M}, MemoryScope::Global);
  auto S = makeBuffer("S", f32(), {intImm(4)}, MemoryScope::Shared);
  auto f = std::make_shared<PrimFuncNode>();
  f->name = "sig";
  f->dynamicDims = {M};
  f->params = {Param{makeVar("A", DataType::handle()), A}, Param{n, nullptr},
               Param{makeVar("S", i64()), S}, Param{nullptr, makeBuffer("D", f32(), {intImm(1)}, MemoryScope::Global)}};
  f->grid = {M, intImm(2), intImm(3)};
  f->blockVars = {makeVar("bx"), makeVar("by"), makeVar("bz")};
  f->threads = {32, 4, 2};
  f->body = evaluate(add(M, cast(i32(), n)));
  Module parsed = roundTrip(moduleOf(f));
  std::string text = printModule(parsed);
  CHECK_THAT(text, Catch::Contains("def sig[M: T.int32](A: T.Tensor((n, M), \"float32\"), n: T.int64, "
                                   "S: T.Tensor((4,), \"float32\", scope=\"shared.dyn\", data=S: T.int64), "
                                   "D: T.Tensor((1,), \"float32\", data=None)):"));
  CHECK_THAT(text, Catch::Contains("with T.launch(grid=(M, 2, 3), threads=(32, 4, 2)) as (bx, by, bz):"));
  // Identity is restored: the shape of A uses the very var of parameter n.
  const auto& pf = parsed.funcs[0];
  CHECK(pf->params[0].buffer->shape[0] == pf->params[1].var);
  CHECK(pf->params[0].buffer->shape[1] == pf->dynamicDims[0]);
}

TEST_CASE("parsed nodes carry source locations", "[roundtrip]") {
  Parsed p = parseText("@T.prim_func\n"
                       "def f(A: T.Tensor((4,), \"float32\")):\n"
                       "    for i in T.serial(0, 4):\n"
                       "        A[i] = 1.0\n");
  REQUIRE(p.module);
  const auto& f = p.module->funcs[0];
  auto* loop = as<ForNode>(f->body);
  REQUIRE(loop);
  tilec::LineCol lc = p.sm->lineCol(loop->loc.begin);
  CHECK(lc.line == 3);
  CHECK(lc.col == 5);
  auto* store = as<BufferStoreNode>(loop->body);
  REQUIRE(store);
  CHECK(p.sm->lineCol(store->value->loc.begin).col == 16);
  CHECK(p.sm->lineCol(loop->var->loc.begin).col == 9);
}

TEST_CASE("parser accepts hand-written variations of the printed form", "[roundtrip]") {
  // Comments, blank lines, line joining inside brackets, aliases of dtypes,
  // untyped flat lets, tuples without trailing commas, defaults of tile ops.
  Parsed p = parseText("# a comment\n"
                       "\n"
                       "@T.prim_func\n"
                       "def f(A: T.Tensor((4, 4), \"half\"),\n"
                       "      n: T.int32):  # trailing comment\n"
                       "\n"
                       "    x = n + 1\n"
                       "    S = T.alloc_buffer((4, 4), \"float16\", scope=\"shared\")\n"
                       "    T.copy(A[0:4, 0:4],\n"
                       "           S[0:4, 0:4])\n"
                       "    T.gemm(S[0:4, 0:4], S[0:4, 0:4], S[0:4, 0:4])\n"
                       "    T.evaluate(x)\n");
  INFO(p.firstError());
  REQUIRE(p.module);
  std::string text = printModule(*p.module);
  CHECK_THAT(text, Catch::Contains("x: T.int32 = n + 1"));
  CHECK_THAT(text, Catch::Contains("policy=T.GemmWarpPolicy.Square, k_pack=1, wg_wait=0)"));
  CHECK(verify(*p.module).empty());
}

TEST_CASE("round trip: the example in Printer.h reads back verbatim", "[roundtrip]") {
  const char* text =
      R"(@T.prim_func
def softmax_rows[M: T.int32](X: T.Tensor((M, 1024), "float16"), Y: T.Tensor((M, 1024), "float16"), scale: T.float32):
    T.func_attr({"global_symbol": "softmax_rows"})
    with T.launch(grid=(T.floordiv(M + 127, 128),), threads=(256,)) as (bx,):
        X_shared = T.alloc_buffer((128, 1024), "float16", scope="shared.dyn")
        row_max = T.alloc_buffer((128,), "float32", scope="local.fragment")
        T.copy(X[bx * 128:bx * 128 + 128, 0:1024], X_shared[0:128, 0:1024], disable_tma=1)
        T.reduce_max(X_shared[0:128, 0:1024], row_max[0:128], dim=1, clear=True)
        for i in T.parallel(0, 128):
            for j in T.serial(0, 1024):
                e: T.float32 = T.call("exp2", (T.cast(X_shared[i, j], "float32") - row_max[i]) * scale, dtype="float32")
                if bx * 128 + i < M:
                    Y[bx * 128 + i, j] = T.cast(e, "float16")
)";
  Parsed p = parseText(text);
  INFO(p.firstError());
  REQUIRE(p.module);
  CHECK(printModule(*p.module) == text);
  CHECK(verify(*p.module).empty());
}
