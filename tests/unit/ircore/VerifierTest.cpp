// The verifier: one test per rule, plus well-formed functions and locations.
#include "IRTestUtil.h"

#include <catch2/catch.hpp>

using namespace tilec;
using namespace tilec::ir;
using namespace tilec::ir::test;

namespace {

/// A function with params A (float32 8x8), n (int32), p (bool) and a 1-D
/// launch; `body` runs inside it.
struct Fixture {
  Var n = makeVar("n"), p = makeVar("p", DataType::boolean()), bx = makeVar("bx");
  Buffer A = makeBuffer("A", f32(), {intImm(8), intImm(8)}, MemoryScope::Global);
  PrimFunc func(Stmt body) const {
    auto f = std::make_shared<PrimFuncNode>();
    f->name = "f";
    f->params = {Param{makeVar("A", DataType::handle()), A}, Param{n, nullptr}, Param{p, nullptr}};
    f->grid = {intImm(4)};
    f->blockVars = {bx};
    f->threads = {128};
    f->body = std::move(body);
    return f;
  }
};

/// The rules of the problems found in `f`, and a check that each message
/// contains `text`.
std::vector<VerifyRule> rules(const PrimFunc& f) {
  std::vector<VerifyRule> r;
  for (const auto& p : verify(f))
    r.push_back(p.rule);
  return r;
}

void expectOnly(const PrimFunc& f, VerifyRule rule, const std::string& text) {
  auto problems = verify(f);
  INFO(printFunc(f));
  for (const auto& p : problems)
    INFO(std::string(verifyRuleName(p.rule)) + ": " + p.message);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].rule == rule);
  CHECK_THAT(problems[0].message, Catch::Contains(text));
  CHECK(problems[0].function == "f");
}

} // namespace

TEST_CASE("verifier: well-formed functions have no problems", "[verifier]") {
  CHECK(verify(makeGemm()).empty());
  CHECK(verify(makeKitchenSink()).empty());
  CHECK(verify(Module{{makeGemm(), makeKitchenSink()}}).empty());
  Fixture fx;
  CHECK(verify(fx.func(nullptr)).empty());
  // Stores of vectors into scalar buffers are fine (lanes aside).
  CHECK(verify(fx.func(bufferStore(fx.A, {intImm(0), ramp(intImm(0), intImm(1), 4)}, broadcast(floatImm(1.0), 4)))).empty());
}

TEST_CASE("verifier: null nodes", "[verifier]") {
  Fixture fx;
  expectOnly(fx.func(forLoop(makeVar("i"), intImm(0), nullptr, ForKind::Serial, nullptr)), VerifyRule::NullNode,
             "null expression as a loop extent");
  expectOnly(fx.func(evaluate(std::make_shared<BinaryNode>(ExprKind::Add, i32(), fx.n, nullptr))), VerifyRule::NullNode,
             "binary operand");
  expectOnly(fx.func(bufferStore(nullptr, {}, intImm(0))), VerifyRule::NullNode, "null buffer in a store");
}

TEST_CASE("verifier: undefined variables", "[verifier]") {
  Fixture fx;
  Var ghost = makeVar("ghost");
  expectOnly(fx.func(evaluate(add(fx.n, ghost))), VerifyRule::UndefinedVar, "use of undefined variable 'ghost'");
  // A loop var used after its loop; reported once though used twice.
  Var i = makeVar("i");
  expectOnly(fx.func(seq({forLoop(i, intImm(0), intImm(4), ForKind::Serial, evaluate(i)), evaluate(add(i, i))})),
             VerifyRule::UndefinedVar, "'i'");
  // A let var used outside its let expression.
  Var x = makeVar("x");
  expectOnly(fx.func(evaluate(add(let(x, intImm(1), x), x))), VerifyRule::UndefinedVar, "'x'");
}

TEST_CASE("verifier: variables defined more than once", "[verifier]") {
  Fixture fx;
  Var i = makeVar("i");
  Stmt loop = forLoop(i, intImm(0), intImm(4), ForKind::Serial, evaluate(i));
  expectOnly(fx.func(seq({loop, loop})), VerifyRule::Redefinition, "variable 'i' is defined more than once");
  // A param var reused as a let var.
  expectOnly(fx.func(letStmt(fx.n, intImm(1), nullptr)), VerifyRule::Redefinition, "'n'");
  // A buffer allocated twice.
  auto S = makeBuffer("S", f32(), {intImm(4)}, MemoryScope::Shared);
  expectOnly(fx.func(seq({allocate(S, nullptr), allocate(S, nullptr)})), VerifyRule::Redefinition,
             "buffer 'S' is defined more than once");
}

TEST_CASE("verifier: undefined buffers", "[verifier]") {
  Fixture fx;
  auto S = makeBuffer("S", f32(), {intImm(4)}, MemoryScope::Shared);
  expectOnly(fx.func(evaluate(bufferLoad(S, {intImm(0)}))), VerifyRule::UndefinedBuffer, "buffer 'S' is used");
  // Used after the allocation's scope.
  expectOnly(fx.func(seq({allocate(S, bufferStore(S, {intImm(0)}, floatImm(0.0))),
                          bufferStore(S, {intImm(1)}, floatImm(1.0))})),
             VerifyRule::UndefinedBuffer, "'S'");
  // In a tile op and in an attribute.
  expectOnly(fx.func(std::make_shared<FillNode>(fullRegion(S), floatImm(0.0))), VerifyRule::UndefinedBuffer, "'S'");
  expectOnly(fx.func(attrStmt("layout_map", int64_t(0), nullptr, {S})), VerifyRule::UndefinedBuffer, "'S'");
}

TEST_CASE("verifier: index counts match buffer ranks", "[verifier]") {
  Fixture fx;
  expectOnly(fx.func(bufferStore(fx.A, {intImm(0)}, floatImm(0.0))), VerifyRule::IndexCount,
             "a store of buffer 'A' has 1 indices but the buffer has rank 2");
  expectOnly(fx.func(evaluate(bufferLoad(fx.A, {intImm(0), intImm(0), intImm(0)}))), VerifyRule::IndexCount,
             "a load of buffer 'A' has 3 indices");
}

TEST_CASE("verifier: indices and region bounds are integers", "[verifier]") {
  Fixture fx;
  expectOnly(fx.func(evaluate(bufferLoad(fx.A, {intImm(0), floatImm(1.0)}))), VerifyRule::IndexType,
             "an index must be an integer, not float32");
  expectOnly(fx.func(std::make_shared<FillNode>(region(fx.A, {rng(0, 8), rng(floatImm(0.0), intImm(8))}), floatImm(0.0))),
             VerifyRule::IndexType, "a region min must be an integer");
}

TEST_CASE("verifier: binary operand types agree", "[verifier]") {
  Fixture fx;
  expectOnly(fx.func(evaluate(std::make_shared<BinaryNode>(ExprKind::Add, i32(), fx.n, intImm(1, i64())))),
             VerifyRule::OperandTypes, "operands of '+' have different types int32 and int64");
  expectOnly(fx.func(evaluate(std::make_shared<SelectNode>(fx.p, fx.n, floatImm(1.0)))), VerifyRule::OperandTypes,
             "select arms have different types int32 and float32");
  expectOnly(fx.func(evaluate(ramp(fx.n, intImm(1, i64()), 4))), VerifyRule::OperandTypes, "ramp base and stride");
}

TEST_CASE("verifier: stored values match the buffer element type", "[verifier]") {
  Fixture fx;
  expectOnly(fx.func(bufferStore(fx.A, {intImm(0), intImm(0)}, floatImm(1.0, f16()))), VerifyRule::StoreType,
             "stored value has type float16 but buffer 'A' holds float32");
  auto v = makeBuffer("v", f32(), {intImm(1)}, MemoryScope::LocalVar);
  expectOnly(fx.func(allocate(v, nullptr, intImm(0))), VerifyRule::StoreType,
             "initial value has type int32 but buffer 'v' holds float32");
}

TEST_CASE("verifier: loop bounds are integers", "[verifier]") {
  Fixture fx;
  expectOnly(fx.func(forLoop(makeVar("i"), intImm(0), floatImm(4.0), ForKind::Serial, nullptr)), VerifyRule::LoopType,
             "a loop extent must be an integer, not float32");
  expectOnly(fx.func(forLoop(makeVar("i", f32()), intImm(0), intImm(4), ForKind::Serial, nullptr)), VerifyRule::LoopType,
             "loop variable 'i' must be an integer");
  expectOnly(fx.func(forLoop(makeVar("t"), intImm(0), intImm(4), ForKind::ThreadBinding, nullptr)), VerifyRule::LoopType,
             "thread_binding loop needs a thread tag");
}

TEST_CASE("verifier: conditions are bool", "[verifier]") {
  Fixture fx;
  expectOnly(fx.func(ifThenElse(fx.n, nullptr)), VerifyRule::ConditionType, "an if condition must be bool, not int32");
  expectOnly(fx.func(whileLoop(fx.n, nullptr)), VerifyRule::ConditionType, "a while condition must be bool");
  expectOnly(fx.func(evaluate(select(fx.n, fx.n, fx.n))), VerifyRule::ConditionType, "a select condition");
}

TEST_CASE("verifier: let var types match their values", "[verifier]") {
  Fixture fx;
  expectOnly(fx.func(letStmt(makeVar("x", i64()), fx.n, nullptr)), VerifyRule::LetType,
             "let variable 'x' has type int64 but its value has type int32");
  Var y = makeVar("y", f32());
  expectOnly(fx.func(evaluate(let(y, fx.n, intImm(0)))), VerifyRule::LetType, "let variable 'y'");
}

TEST_CASE("verifier: region ranks match buffer ranks", "[verifier]") {
  Fixture fx;
  auto S = makeBuffer("S", f32(), {intImm(8), intImm(8)}, MemoryScope::Shared);
  expectOnly(fx.func(allocate(S, std::make_shared<CopyNode>(region(fx.A, {rng(0, 8)}), fullRegion(S)))),
             VerifyRule::RegionRank, "the copy source region of 'A' has 1 ranges but the buffer has rank 2");
}

TEST_CASE("verifier: structural tile-op constraints", "[verifier]") {
  Fixture fx;
  auto S3 = makeBuffer("S3", f32(), {intImm(2), intImm(8), intImm(8)}, MemoryScope::Shared);
  auto S = makeBuffer("S", f32(), {intImm(8), intImm(8)}, MemoryScope::Shared);
  auto R = makeBuffer("R", f32(), {intImm(8)}, MemoryScope::Fragment);
  auto g = std::make_shared<GemmNode>(fullRegion(S3), fullRegion(S), fullRegion(S));
  expectOnly(fx.func(allocate(S3, allocate(S, g))), VerifyRule::TileOp, "gemm operand A must be a 2-D region, not 3-D");
  auto g2 = std::make_shared<GemmNode>(fullRegion(S), fullRegion(S), fullRegion(S));
  g2->kPack = 0;
  expectOnly(fx.func(allocate(S, g2)), VerifyRule::TileOp, "k_pack must be at least 1");
  expectOnly(fx.func(allocate(S, allocate(R, std::make_shared<ReduceNode>(ReduceKind::Sum, fullRegion(S), fullRegion(R), 2, true)))),
             VerifyRule::TileOp, "reduce dim 2 is out of range for a 2-D source");
  expectOnly(fx.func(allocate(S, std::make_shared<CumSumNode>(fullRegion(S), fullRegion(S), -1, false))), VerifyRule::TileOp,
             "cumsum dim -1");
  expectOnly(fx.func(std::make_shared<AtomicNode>(AtomicKind::Add, fullRegion(fx.A), nullptr, std::nullopt)),
             VerifyRule::TileOp, "exactly one of a scalar value and a source region");
}

TEST_CASE("verifier: launch shape", "[verifier]") {
  Fixture fx;
  PrimFunc f = fx.func(nullptr);
  f->grid.push_back(intImm(2));
  expectOnly(f, VerifyRule::Launch, "the launch has 2 grid extents but 1 block variables");
  PrimFunc g = fx.func(nullptr);
  g->threads = {128, 0};
  expectOnly(g, VerifyRule::Launch, "thread extent 0 is not positive");
  PrimFunc h = fx.func(nullptr);
  h->grid = {floatImm(4.0)};
  expectOnly(h, VerifyRule::Launch, "a grid extent must be an integer");
}

TEST_CASE("verifier: parameters", "[verifier]") {
  Fixture fx;
  PrimFunc f = fx.func(nullptr);
  f->params.push_back(Param{makeVar("S", DataType::handle()), makeBuffer("S", f32(), {intImm(4)}, MemoryScope::Shared)});
  expectOnly(f, VerifyRule::Param, "tensor parameter 'S' must be in global memory, not shared.dyn");
  PrimFunc g = fx.func(nullptr);
  g->dynamicDims = {makeVar("M", f32())};
  expectOnly(g, VerifyRule::Param, "dynamic dim 'M' must be an integer");
  // A tensor shape using a var that is not a param or dynamic dim.
  PrimFunc h = fx.func(nullptr);
  h->params.push_back(Param{makeVar("B", DataType::handle()),
                            makeBuffer("B", f32(), {makeVar("K")}, MemoryScope::Global)});
  expectOnly(h, VerifyRule::UndefinedVar, "'K'");
}

TEST_CASE("verifier: reports every problem with locations", "[verifier]") {
  // Parsed IR carries locations into the text; problems point there.
  Parsed p = parseText("@T.prim_func\n"
                       "def f(A: T.Tensor((8,), \"float32\"), n: T.int32):\n"
                       "    for i in T.serial(0, 8):\n"
                       "        A[i] = T.float16(1.0)\n"
                       "        A[i, n] = 2.0\n"
                       "    if n:\n"
                       "        pass\n");
  INFO(p.firstError());
  REQUIRE(p.module);
  auto problems = verify(*p.module);
  REQUIRE(problems.size() == 3);
  CHECK(problems[0].rule == VerifyRule::StoreType);
  CHECK(p.sm->lineCol(problems[0].loc.begin).line == 4);
  CHECK(p.sm->lineCol(problems[0].loc.begin).col == 9);
  CHECK(problems[1].rule == VerifyRule::IndexCount);
  CHECK(p.sm->lineCol(problems[1].loc.begin).line == 5);
  CHECK(problems[2].rule == VerifyRule::ConditionType);
  CHECK(p.sm->lineCol(problems[2].loc.begin).line == 6);
  CHECK(p.sm->lineCol(problems[2].loc.begin).col == 5); // the if statement: vars point at their definition
  // Reported through the diagnostics engine.
  reportProblems(problems, *p.diags);
  CHECK(p.diags->errorCount() == 3);
  CHECK(p.firstError() == "4:9: IR verification failed in 'f': stored value has type float16 but buffer 'A' "
                          "holds float32 [store-type]");
  // Hand-built IR without locations: problems have none, and nothing crashes.
  Fixture fx;
  auto probs = verify(fx.func(bufferStore(fx.A, {intImm(0)}, floatImm(1.0, f16()))));
  REQUIRE(probs.size() == 2);
  CHECK_FALSE(probs[0].loc.valid());
  CHECK(rules(fx.func(nullptr)).empty());
  CHECK(verify(PrimFunc()).size() == 1);
}
