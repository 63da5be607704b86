// Structural equality and hashing: alpha-equivalence of definitions, free
// vars by identity or by mapping, and inequality on each field.
#include "IRTestUtil.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <functional>

using namespace tilec;
using namespace tilec::ir;
using namespace tilec::ir::test;

namespace {

/// Builds a statement from a set of "knobs"; each knob changes one field.
struct Knobs {
  int64_t imm = 1;
  double fimm = 1.0;
  DataType immType = DataType::int32();
  ExprKind op = ExprKind::Add;
  ForKind loopKind = ForKind::Serial;
  std::string tag;
  AttrMap ann;
  std::string callOp = "exp2";
  int lanes = 4;
  MemoryScope scope = MemoryScope::Shared;
  DataType bufType = DataType::float32();
  int64_t bufDim = 8;
  bool transA = false, clear = false, reverse = false;
  GemmWarpPolicy policy = GemmWarpPolicy::Square;
  int kPack = 1, wgWait = 0, dim = 0;
  ReduceKind reduce = ReduceKind::Sum;
  AtomicKind atomic = AtomicKind::Add;
  std::string attrKey = "k";
  AttrValue attrValue = int64_t(1);
  std::string str = "s";
  int64_t regionMin = 0;
  bool otherwise = false;
  bool useLoopVar = true;
  std::string varName = "i";
  DataType castType = DataType(DType::Float16);
};

Stmt build(const Knobs& k, const Var& free) {
  Var i = makeVar(k.varName), y = makeVar("y");
  auto buf = makeBuffer("buf", k.bufType, {intImm(k.bufDim), intImm(8)}, k.scope);
  auto g = std::make_shared<GemmNode>(fullRegion(buf), fullRegion(buf), fullRegion(buf));
  g->transA = k.transA;
  g->policy = k.policy;
  g->kPack = k.kPack;
  g->wgWait = k.wgWait;
  Expr idx = k.useLoopVar ? Expr(i) : Expr(free);
  std::vector<Stmt> body = {
      evaluate(binary(k.op, idx, std::make_shared<IntImmNode>(DataType::int32(), k.imm))),
      evaluate(std::make_shared<IntImmNode>(k.immType, 0)),
      evaluate(floatImm(k.fimm)),
      evaluate(call(f32(), k.callOp, {cast(k.castType, floatImm(0.5)), stringImm(k.str)})),
      evaluate(broadcast(i, k.lanes)),
      letStmt(y, add(i, free), evaluate(y)),
      g,
      std::make_shared<ReduceNode>(k.reduce, fullRegion(buf), fullRegion(buf), k.dim, k.clear),
      std::make_shared<CumSumNode>(fullRegion(buf), fullRegion(buf), k.dim, k.reverse),
      std::make_shared<AtomicNode>(k.atomic, region(buf, {rng(k.regionMin, 1), rng(0, 1)}), floatImm(1.0), std::nullopt),
      attrStmt(k.attrKey, k.attrValue, nullptr),
      ifThenElse(lt(i, free), evaluate(intImm(0)), k.otherwise ? evaluate(intImm(1)) : nullptr),
  };
  auto loop = std::make_shared<ForNode>(i, intImm(0), intImm(16), k.loopKind, seq(body));
  loop->threadTag = k.tag;
  loop->annotations = k.ann;
  return allocate(buf, loop);
}

} // namespace

TEST_CASE("structural equality: alpha-equivalence of definitions", "[structural]") {
  Var n = makeVar("n");
  Knobs k;
  Stmt a = build(k, n), b = build(k, n);
  CHECK(structuralEqual(a, b));
  CHECK(structuralHash(a) == structuralHash(b));
  // Names of defined vars and buffers do not matter.
  Knobs renamed;
  renamed.varName = "other";
  CHECK(structuralEqual(a, build(renamed, n)));
  CHECK(structuralHash(a) == structuralHash(build(renamed, n)));
  // Let expressions too.
  Var x = makeVar("x"), y = makeVar("y");
  CHECK(structuralEqual(let(x, intImm(1), add(x, n)), let(y, intImm(1), add(y, n))));
  CHECK_FALSE(structuralEqual(let(x, intImm(1), add(x, n)), let(y, intImm(1), add(n, y))));
  // A defined var must correspond to its partner everywhere.
  Var i = makeVar("i"), j = makeVar("j");
  Stmt l1 = forLoop(i, intImm(0), intImm(4), ForKind::Serial, evaluate(add(i, n)));
  Stmt l2 = forLoop(j, intImm(0), intImm(4), ForKind::Serial, evaluate(add(j, n)));
  Stmt l3 = forLoop(j, intImm(0), intImm(4), ForKind::Serial, evaluate(add(i, n)));
  CHECK(structuralEqual(l1, l2));
  CHECK_FALSE(structuralEqual(l1, l3));
  // The dtype of a definition counts.
  Stmt l4 = forLoop(makeVar("i", i64()), intImm(0), intImm(4), ForKind::Serial, evaluate(intImm(0)));
  CHECK_FALSE(structuralEqual(forLoop(i, intImm(0), intImm(4), ForKind::Serial, evaluate(intImm(0))), l4));
}

TEST_CASE("structural equality: free vars by identity, or mapped", "[structural]") {
  Var n = makeVar("n"), m = makeVar("n");
  Knobs k;
  Stmt a = build(k, n), b = build(k, m);
  CHECK_FALSE(structuralEqual(a, b));
  CHECK(structuralEqual(a, b, StructuralEqualOptions{true}));
  CHECK(structuralHash(a, StructuralEqualOptions{true}) == structuralHash(b, StructuralEqualOptions{true}));
  // An explicit mapping.
  StructuralEqual eq;
  eq.bindVar(n, m);
  CHECK(eq.equal(a, b));
  // Mapping is a bijection: two free vars cannot map to one.
  Var p = makeVar("p");
  CHECK_FALSE(structuralEqual(add(n, p), add(m, m), StructuralEqualOptions{true}));
  CHECK(structuralEqual(add(n, p), add(m, makeVar("q")), StructuralEqualOptions{true}));
  // Free buffers likewise.
  auto A = makeBuffer("A", f32(), {intImm(4)}, MemoryScope::Global);
  auto B = makeBuffer("A", f32(), {intImm(4)}, MemoryScope::Global);
  auto C = makeBuffer("A", f32(), {intImm(5)}, MemoryScope::Global);
  CHECK_FALSE(structuralEqual(bufferLoad(A, {intImm(0)}), bufferLoad(B, {intImm(0)})));
  CHECK(structuralEqual(bufferLoad(A, {intImm(0)}), bufferLoad(B, {intImm(0)}), StructuralEqualOptions{true}));
  CHECK_FALSE(structuralEqual(bufferLoad(A, {intImm(0)}), bufferLoad(C, {intImm(0)}), StructuralEqualOptions{true}));
  StructuralEqual beq;
  beq.bindBuffer(A, B);
  CHECK(beq.equal(bufferLoad(A, {intImm(0)}), bufferLoad(B, {intImm(0)})));
}

TEST_CASE("structural equality: inequality on each field", "[structural]") {
  Var n = makeVar("n");
  Knobs base;
  Stmt a = build(base, n);
  std::vector<std::pair<const char*, std::function<void(Knobs&)>>> changes = {
      {"int value", [](Knobs& k) { k.imm = 2; }},
      {"float value", [](Knobs& k) { k.fimm = 1.5; }},
      {"negative zero", [](Knobs& k) { k.fimm = -0.0; }},
      {"immediate dtype", [](Knobs& k) { k.immType = DataType::int64(); }},
      {"binary kind", [](Knobs& k) { k.op = ExprKind::Sub; }},
      {"loop kind", [](Knobs& k) { k.loopKind = ForKind::Parallel; }},
      {"thread tag", [](Knobs& k) { k.tag = "threadIdx.x"; }},
      {"annotation", [](Knobs& k) { k.ann = {{"num_stages", int64_t(2)}}; }},
      {"call op", [](Knobs& k) { k.callOp = "exp"; }},
      {"cast type", [](Knobs& k) { k.castType = DataType(DType::BFloat16); }},
      {"string", [](Knobs& k) { k.str = "t"; }},
      {"lanes", [](Knobs& k) { k.lanes = 8; }},
      {"buffer scope", [](Knobs& k) { k.scope = MemoryScope::Fragment; }},
      {"buffer dtype", [](Knobs& k) { k.bufType = DataType(DType::Float16); }},
      {"buffer shape", [](Knobs& k) { k.bufDim = 16; }},
      {"gemm transpose", [](Knobs& k) { k.transA = true; }},
      {"gemm policy", [](Knobs& k) { k.policy = GemmWarpPolicy::FullCol; }},
      {"gemm k_pack", [](Knobs& k) { k.kPack = 2; }},
      {"gemm wg_wait", [](Knobs& k) { k.wgWait = 1; }},
      {"reduce kind", [](Knobs& k) { k.reduce = ReduceKind::Max; }},
      {"reduce clear", [](Knobs& k) { k.clear = true; }},
      {"dim", [](Knobs& k) { k.dim = 1; }},
      {"cumsum reverse", [](Knobs& k) { k.reverse = true; }},
      {"atomic kind", [](Knobs& k) { k.atomic = AtomicKind::Max; }},
      {"region min", [](Knobs& k) { k.regionMin = 1; }},
      {"attr key", [](Knobs& k) { k.attrKey = "j"; }},
      {"attr value", [](Knobs& k) { k.attrValue = int64_t(2); }},
      {"attr value kind", [](Knobs& k) { k.attrValue = 1.0; }},
      {"else branch", [](Knobs& k) { k.otherwise = true; }},
      {"var use", [](Knobs& k) { k.useLoopVar = false; }},
  };
  for (const auto& [name, change] : changes) {
    SECTION(name) {
      Knobs k = base;
      change(k);
      Stmt b = build(k, n);
      StructuralEqual eq;
      CHECK_FALSE(eq.equal(a, b));
      CHECK_FALSE(eq.mismatch().empty());
      CHECK(structuralHash(a) != structuralHash(b));
    }
  }
}

TEST_CASE("structural equality: functions", "[structural]") {
  CHECK(structuralEqual(makeGemm(), makeGemm()));
  CHECK(structuralHash(makeGemm()) == structuralHash(makeGemm()));
  CHECK(structuralEqual(makeKitchenSink(), makeKitchenSink()));
  CHECK(structuralHash(makeKitchenSink()) == structuralHash(makeKitchenSink()));
  CHECK(structuralEqual(Module{{makeGemm(), makeKitchenSink()}}, Module{{makeGemm(), makeKitchenSink()}}));
  CHECK_FALSE(structuralEqual(Module{{makeGemm()}}, Module{{makeGemm(), makeGemm()}}));

  auto changed = [](const std::function<void(PrimFuncNode&)>& f) {
    PrimFunc g = makeGemm();
    f(*g);
    return g;
  };
  PrimFunc base = makeGemm();
  std::vector<std::pair<const char*, PrimFunc>> cases = {
      {"name", changed([](PrimFuncNode& f) { f.name = "other"; })},
      {"threads", changed([](PrimFuncNode& f) { f.threads = {256}; })},
      {"grid", changed([](PrimFuncNode& f) { f.grid[0] = intImm(16); })},
      {"attrs", changed([](PrimFuncNode& f) { f.attrs["tma"] = int64_t(1); })},
      {"params", changed([](PrimFuncNode& f) { f.params.pop_back(); })},
      {"param buffer shape", changed([](PrimFuncNode& f) {
         f.params[0].buffer = makeBuffer("A", f16(), {intImm(4096), intImm(2048)}, MemoryScope::Global);
       })},
      {"scalar vs tensor", changed([](PrimFuncNode& f) { f.params[2].buffer = nullptr; })},
      {"dynamic dims", changed([](PrimFuncNode& f) { f.dynamicDims.push_back(makeVar("M")); })},
      {"body", changed([](PrimFuncNode& f) { f.body = evaluate(intImm(0)); })},
  };
  for (const auto& [name, g] : cases) {
    SECTION(name) {
      StructuralEqual eq;
      CHECK_FALSE(eq.equal(base, g));
      INFO(eq.mismatch());
      CHECK(structuralHash(base) != structuralHash(g));
    }
  }
}

TEST_CASE("structural equality: mismatch paths", "[structural]") {
  PrimFunc a = makeGemm(), b = makeGemm();
  b->threads = {64};
  StructuralEqual eq;
  CHECK_FALSE(eq.equal(a, b));
  CHECK(eq.mismatch() == "gemm_f16_4096: thread extents differ");
  Var i = makeVar("i");
  CHECK_FALSE(eq.equal(forLoop(i, intImm(0), intImm(128), ForKind::Serial, nullptr),
                       forLoop(i, intImm(0), intImm(64), ForKind::Serial, nullptr)));
  CHECK(eq.mismatch() == "For.extent.IntImm: value 128 vs 64");
  CHECK(eq.equal(intImm(1), intImm(1)));
  CHECK(eq.mismatch().empty());
  CHECK(structuralEqual(Expr(), Expr()));
  CHECK_FALSE(structuralEqual(Expr(), intImm(0)));
  CHECK(structuralEqual(floatImm(std::nan("")), floatImm(std::nan(""))));
  CHECK_FALSE(structuralEqual(floatImm(0.0), floatImm(-0.0)));
}

TEST_CASE("structural equality: definitions bind for one comparison only", "[structural]") {
  Var i = makeVar("i"), j = makeVar("j");
  StructuralEqual eq;
  CHECK(eq.equal(forLoop(i, intImm(0), intImm(4), ForKind::Serial, evaluate(i)),
                 forLoop(j, intImm(0), intImm(4), ForKind::Serial, evaluate(j))));
  // i and j are free here: compared by identity again.
  CHECK_FALSE(eq.equal(Expr(i), Expr(j)));
  eq.bindVar(i, j);
  CHECK(eq.equal(Expr(i), Expr(j)));
  CHECK(eq.equal(add(i, intImm(1)), add(j, intImm(1))));
}
