#include "IRTestUtil.h"

#include <cmath>

namespace tilec::ir::test {

namespace {
Stmt copyOf(BufferRegion src, BufferRegion dst, AttrMap ann = {}) {
  auto c = std::make_shared<CopyNode>(std::move(src), std::move(dst));
  c->annotations = std::move(ann);
  return c;
}
Expr i64imm(int64_t v) { return intImm(v, i64()); }
} // namespace

PrimFunc makeKitchenSink() {
  Var M = makeVar("M"), N64 = makeVar("N", i64());
  auto A = makeBuffer("A", f16(), {M, intImm(64)}, MemoryScope::Global);
  auto B = makeBuffer("B", f32(), {N64, i64imm(8)}, MemoryScope::Global);
  auto Bn = std::const_pointer_cast<BufferNode>(B);
  Bn->strides = {i64imm(8), i64imm(1)};
  auto Out = makeBuffer("Out", f32(), {M}, MemoryScope::Global);
  Var n = makeVar("n"), alpha = makeVar("alpha", f32()), mask = makeVar("mask", DataType(DType::Int32, 4));
  Var ptr = makeVar("p", DataType::handle());
  Var bx = makeVar("bx"), by = makeVar("by");

  auto As = makeBuffer("A_shared", f16(), {intImm(64), intImm(64)}, MemoryScope::Shared);
  auto Cl = makeBuffer("C_local", f32(), {intImm(64), intImm(64)}, MemoryScope::Fragment);
  auto Red = makeBuffer("red", f32(), {intImm(64)}, MemoryScope::Fragment);
  auto acc = makeBuffer("acc", f32(), {intImm(1)}, MemoryScope::LocalVar);
  auto S = makeBuffer("S", f32(), {}, MemoryScope::Local);

  // Tile ops.
  auto g = std::make_shared<GemmNode>(fullRegion(As), fullRegion(As), fullRegion(Cl));
  g->transA = true;
  g->clearAccum = true;
  g->policy = GemmWarpPolicy::FullRow;
  g->kPack = 2;
  g->wgWait = 1;
  std::vector<Stmt> tile = {
      std::make_shared<FillNode>(fullRegion(Cl), floatImm(0.0)),
      g,
  };
  for (ReduceKind k : {ReduceKind::Max, ReduceKind::Min, ReduceKind::Sum, ReduceKind::AbsSum, ReduceKind::AbsMax})
    tile.push_back(std::make_shared<ReduceNode>(k, fullRegion(Cl), fullRegion(Red), 1, k == ReduceKind::Max));
  tile.push_back(std::make_shared<CumSumNode>(fullRegion(Cl), fullRegion(Cl), 0, true));
  tile.push_back(std::make_shared<AtomicNode>(AtomicKind::Add, region(Out, {rng(mul(bx, intImm(64)), intImm(64))}),
                                              nullptr, fullRegion(Red)));
  tile.push_back(std::make_shared<AtomicNode>(AtomicKind::Max, region(Out, {rng(0, 1)}), floatImm(1.0), std::nullopt));
  tile.push_back(std::make_shared<AtomicNode>(AtomicKind::Min, region(Out, {rng(0, 1)}), floatImm(-1.0), std::nullopt));
  Stmt tileBody = allocate(Cl, seq({tile[0], tile[1], allocate(Red, seq(std::vector<Stmt>(tile.begin() + 2, tile.end())))}));
  Stmt shared = allocate(As, seq({copyOf(region(A, {rng(mul(bx, intImm(64)), intImm(64)), rng(0, 64)}), fullRegion(As),
                                         AttrMap{{"coalesced_width", int64_t(8)}, {"disable_tma", int64_t(1)},
                                                 {"tl.odd key", std::string("v")}}),
                                  tileBody}));

  // Control flow.
  Var i = makeVar("i"), x = makeVar("x");
  Expr cond = logicalAnd(lt(x, n), logicalNot(eq(x, intImm(3))));
  Stmt ifs = ifThenElse(
      cond, bufferStore(Out, {x}, mul(cast(f32(), bufferLoad(A, {x, intImm(0)})), alpha)),
      ifThenElse(logicalOr(ge(x, intImm(10)), ne(x, intImm(4))),
                 bufferStore(Out, {x}, select(gt(x, intImm(5)), floatImm(1.0), floatImm(-2.5))),
                 bufferStore(Out, {x}, call(f32(), "exp2", {alpha}))));
  Stmt loopI = forLoop(i, intImm(0), n, ForKind::Serial, letStmt(x, mul(i, intImm(2)), ifs));

  Var j = makeVar("j"), t = makeVar("t"), u = makeVar("u"), v = makeVar("v", i64()), w = makeVar("w");
  Var v2 = makeVar("v2", i64());
  Stmt loopJ = forLoop(j, intImm(0), intImm(64), ForKind::Parallel,
                       std::make_shared<SeqStmtNode>(std::vector<Stmt>{bufferStore(Out, {j}, floatImm(0.5))}),
                       AttrMap{{"coalesced_width", int64_t(4)}});
  auto loopT = std::make_shared<ForNode>(t, intImm(0), intImm(128), ForKind::ThreadBinding,
                                         evaluate(call(DataType::handle(), "tl.sync", {stringImm("shared")})));
  loopT->threadTag = "threadIdx.x";
  Stmt loopU = forLoop(u, intImm(2), intImm(4), ForKind::Unrolled, std::make_shared<SeqStmtNode>(std::vector<Stmt>{}));
  Stmt loopV = forLoop(v, i64imm(0), i64imm(4), ForKind::Vectorized, bufferStore(B, {v, i64imm(0)}, floatImm(2.0)));
  Stmt loopV2 = forLoop(v2, intImm(0), intImm(4), ForKind::Serial, evaluate(v2));
  Stmt loopW = forLoop(w, intImm(0), intImm(8), ForKind::Pipelined, evaluate(w),
                       AttrMap{{"num_stages", int64_t(2)},
                               {"order", std::vector<int64_t>{0, 1}},
                               {"tl.pipe", std::vector<std::vector<int64_t>>{{0}, {1, 2}}}});
  Stmt loopWhile = whileLoop(gt(n, intImm(0)), evaluate(intImm(0)));

  Var y = makeVar("y", i64());
  Stmt nestedLet = letStmt(y, cast(i64(), n), bufferStore(B, {y, i64imm(0)}, floatImm(3.0)));
  Stmt allocVar = allocate(acc, bufferStore(acc, {intImm(0)}, add(bufferLoad(acc, {intImm(0)}), floatImm(1.0))),
                           floatImm(0.0));
  Stmt attr = attrStmt("layout_map", AttrValue(Expr(add(n, intImm(1)))), evaluate(intImm(1)), {A, Out});
  Stmt attr2 = attrStmt("pragma", AttrValue(0.25), evaluate(intImm(2)));

  Var z = makeVar("z");
  Stmt letExpr = evaluate(let(z, add(n, intImm(1)), mul(z, z)));
  Stmt vec = bufferStore(Out, {ramp(intImm(0), intImm(1), 4)}, broadcast(alpha, 4));
  Stmt scalarBuf = allocate(S, seq({bufferStore(S, {}, floatImm(1.0)), bufferStore(Out, {intImm(0)}, bufferLoad(S, {}))}));
  Expr arith = add(sub(ir::min(n, intImm(3)), ir::max(n, intImm(4))),
                   mul(floordiv(n, intImm(2)), add(floormod(n, intImm(5)), sub(div(n, intImm(6)), mod(n, intImm(7))))));
  Stmt arithS = evaluate(arith);
  Stmt cmps = evaluate(logicalOr(logicalAnd(le(n, intImm(1)), ge(n, intImm(2))), boolImm(false)));
  Stmt imms = evaluate(call(f32(), "imms",
                            {i64imm(3), intImm(7, DataType(DType::UInt8)), boolImm(true), floatImm(1.5, f16()),
                             floatImm(HUGE_VAL), floatImm(-HUGE_VAL, DataType(DType::Float64)), floatImm(std::nan("")),
                             floatImm(-0.0), floatImm(1e-05), floatImm(1e+20), floatImm(0.1),
                             stringImm("a\"b\\c\nd\x01"), mask, ptr, intImm(-2147483648LL - 1, i64())}));

  Stmt launchBody = seq({shared, loopI, loopJ, loopT, loopU, loopV, loopV2, loopW, loopWhile, nestedLet,
                         evaluate(intImm(5)), allocVar, attr, attr2, letExpr, vec, scalarBuf, arithS, cmps, imms});

  auto f = std::make_shared<PrimFuncNode>();
  f->name = "kitchen_sink";
  f->dynamicDims = {M, N64};
  f->params = {Param{makeVar("A", DataType::handle()), A}, Param{makeVar("B", DataType::handle()), B},
               Param{makeVar("out_ptr", DataType::handle()), Out}, Param{n, nullptr}, Param{alpha, nullptr},
               Param{mask, nullptr}, Param{ptr, nullptr}};
  f->grid = {floordiv(add(M, intImm(63)), intImm(64)), i64imm(4)};
  f->blockVars = {bx, by};
  f->threads = {128, 2};
  f->attrs = {{"global_symbol", std::string("kitchen_sink")},
              {"tma", int64_t(1)},
              {"ratio", 0.5},
              {"shape", std::vector<int64_t>{1, 2}},
              {"tiles", std::vector<std::vector<int64_t>>{{1, 2}, {3}}},
              {"empty_list", std::vector<int64_t>{}},
              {"empty_lists", std::vector<std::vector<int64_t>>{}},
              {"bound", Expr(add(n, intImm(1)))},
              {"weird.key", std::string("x")},
              {"big", HUGE_VAL}};
  f->body = launchBody;
  return f;
}

PrimFunc makeOddities() {
  Var i1 = makeVar("i"), i2 = makeVar("i"), kw = makeVar("for"), tv = makeVar("T"), anon = makeVar("");
  Var dotted = makeVar("a.b"), wide = makeVar("wide", i64());
  auto buf = makeBuffer("1x", f32(), {intImm(8)}, MemoryScope::Global);
  auto loc = makeBuffer("loc", f32(), {intImm(8)}, MemoryScope::Local);
  auto loc2 = makeBuffer("loc", f32(), {intImm(8)}, MemoryScope::Local);
  Var freeV = makeVar("free_n");
  auto freeB = makeBuffer("freeB", f32(), {freeV}, MemoryScope::Shared);

  std::vector<Stmt> stmts;
  stmts.push_back(nullptr);
  stmts.push_back(evaluate(std::make_shared<BinaryNode>(ExprKind::Add, i64(), intImm(1), intImm(2))));
  stmts.push_back(evaluate(std::make_shared<BinaryNode>(ExprKind::LT, i32(), intImm(1), intImm(2))));
  stmts.push_back(evaluate(std::make_shared<BinaryNode>(ExprKind::Add, i32(), intImm(1), i64imm(2))));
  stmts.push_back(evaluate(std::make_shared<BufferLoadNode>(DataType(DType::Float32, 4), buf, std::vector<Expr>{intImm(0)})));
  stmts.push_back(evaluate(std::make_shared<IntImmNode>(f32(), 3)));
  stmts.push_back(evaluate(std::make_shared<IntImmNode>(DataType::handle(), 0)));
  stmts.push_back(evaluate(std::make_shared<FloatImmNode>(i32(), 2.5)));
  stmts.push_back(evaluate(std::make_shared<FloatImmNode>(i32(), HUGE_VAL)));
  stmts.push_back(evaluate(std::make_shared<IntImmNode>(DataType(DType::Int32, 4), 1)));
  stmts.push_back(evaluate(std::make_shared<IntImmNode>(DataType::boolean(), 5)));
  stmts.push_back(evaluate(std::make_shared<CastNode>(i32(), intImm(1))));
  stmts.push_back(evaluate(let(makeVar("q", i64()), intImm(1), intImm(2))));
  // Distinct vars with one name, and names that are not identifiers.
  stmts.push_back(forLoop(i1, intImm(0), intImm(2), ForKind::Serial, evaluate(i1)));
  stmts.push_back(forLoop(i2, intImm(0), intImm(2), ForKind::Serial, evaluate(add(i2, i2))));
  stmts.push_back(letStmt(kw, intImm(1), letStmt(tv, intImm(2), letStmt(anon, intImm(3), evaluate(add(kw, add(tv, anon)))))));
  stmts.push_back(letStmt(dotted, intImm(4), nullptr));
  stmts.push_back(forLoop(wide, intImm(0), intImm(4), ForKind::Serial, nullptr,
                          AttrMap{{"thread", int64_t(1)}, {"annotations", int64_t(2)}, {"for", int64_t(3)},
                                  {"nan", std::nan("")}, {"ll", std::vector<std::vector<int64_t>>{}}}));
  stmts.push_back(ifThenElse(boolImm(true), nullptr, evaluate(intImm(0))));
  stmts.push_back(allocate(loc, nullptr));
  stmts.push_back(allocate(loc2, evaluate(bufferLoad(loc2, {intImm(1)}))));
  // Nested and short sequences.
  stmts.push_back(std::make_shared<SeqStmtNode>(std::vector<Stmt>{evaluate(intImm(1)), evaluate(intImm(2))}));
  stmts.push_back(std::make_shared<SeqStmtNode>(std::vector<Stmt>{evaluate(intImm(3))}));
  stmts.push_back(std::make_shared<SeqStmtNode>(std::vector<Stmt>{nullptr, nullptr}));
  // Regions: typed zero min, non-trivial extents, rank 0; atomics with both / neither value.
  Var r = makeVar("r");
  stmts.push_back(forLoop(
      r, intImm(0), intImm(2), ForKind::Serial,
      seq({copyOf(region(buf, {rng(i64imm(0), intImm(8))}), region(buf, {rng(r, sub(r, intImm(1)))})),
           copyOf(region(buf, {rng(add(r, intImm(1)), mul(intImm(2), r))}), BufferRegion{buf, {}}),
           std::make_shared<AtomicNode>(AtomicKind::Add, region(buf, {rng(0, 1)}), floatImm(1.0), region(buf, {rng(0, 1)})),
           std::make_shared<AtomicNode>(AtomicKind::Add, region(buf, {rng(0, 1)}), nullptr, std::nullopt)})));
  stmts.push_back(evaluate(add(freeV, intImm(1))));
  stmts.push_back(bufferStore(freeB, {intImm(0)}, floatImm(0.0)));
  stmts.push_back(evaluate(ramp(intImm(0), intImm(2), 0)));
  // Precedence.
  Var a = makeVar("a"), b = makeVar("b"), c = makeVar("c");
  Var p = makeVar("p", DataType::boolean()), q = makeVar("q", DataType::boolean());
  stmts.push_back(evaluate(mul(add(a, b), c)));
  stmts.push_back(evaluate(sub(a, sub(b, c))));
  stmts.push_back(evaluate(sub(sub(a, b), c)));
  stmts.push_back(evaluate(eq(lt(a, b), p)));
  stmts.push_back(evaluate(logicalNot(logicalAnd(p, q))));
  stmts.push_back(evaluate(logicalAnd(p, logicalAnd(q, p))));
  stmts.push_back(evaluate(eq(logicalNot(p), q)));
  stmts.push_back(evaluate(sub(a, intImm(-3))));
  stmts.push_back(evaluate(mul(intImm(-3), a)));

  auto f = std::make_shared<PrimFuncNode>();
  f->name = "my.kernel";
  f->params = {Param{makeVar("data", DataType::handle()), buf}, Param{}, Param{a, nullptr}, Param{b, nullptr},
               Param{c, nullptr}, Param{p, nullptr}, Param{q, nullptr}};
  Var bz = makeVar("bz", i64());
  f->grid = {intImm(4)};
  f->blockVars = {bz, makeVar("extra")};
  f->body = seq(stmts);
  f->body = std::make_shared<SeqStmtNode>(std::move(stmts));
  return f;
}

} // namespace tilec::ir::test
