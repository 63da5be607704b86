// Analyzer: proofs of the index identities GPU lowering needs, constraint
// scopes, symbolic ranges, lets, vectors, determinism and robustness.
#include "ArithEnv.h"

#include "tilec/ir/arith/ExprCompare.h"
#include "tilec/ir/arith/Simplify.h"

#include <catch2/catch.hpp>

using namespace tilec;
using namespace tilec::ir;
using namespace tilec::ir::arith;
using namespace tilec::test;

TEST_CASE("prove: index identities of GPU lowering", "[arith][prove]") {
  ArithEnv env;
  auto& an = env.an;
  auto P = [&](const char* s) { return env.parse(s); };
  // (tx*8 + i) floordiv / floormod by the vector width and by a warp-ish tile.
  CHECK(an.canProveEqual(P("floordiv(tx*8 + i, 8)"), P("tx")));
  CHECK(an.canProveEqual(P("floormod(tx*8 + i, 8)"), P("i")));
  CHECK(an.canProveEqual(P("floordiv(tx*8 + i, 32)"), P("floordiv(tx, 4)")));
  CHECK(an.canProveEqual(P("floormod(tx*8 + i, 32)"), P("floormod(tx, 4)*8 + i")));
  CHECK(an.canProveEqual(P("floordiv(tx*8 + i, 32)*32 + floormod(tx*8 + i, 32)"), P("tx*8 + i")));
  CHECK(an.canProve(P("floordiv(tx*8 + i, 32) == floordiv(tx, 4)")));
  CHECK(an.canProve(P("floordiv(tx*8 + i, 32) < 32")));
  CHECK(an.canProve(P("floormod(tx*8 + i, 32) < 32")));
  CHECK(an.canProve(P("floormod(tx*8 + i, 32) >= 0")));
  // Bounds checks that lowering drops.
  CHECK(an.canProve(P("tx*8 + i < 1024")));
  CHECK(an.canProve(P("tx*8 + i >= 0")));
  CHECK_FALSE(an.canProve(P("tx*8 + i < 1023")));
  CHECK(an.canProveLess(P("tx*8 + i"), 1024));
  CHECK_FALSE(an.canProveLess(P("tx*8 + i"), 1023));
  CHECK(an.canProveGreaterEqual(P("tx*8 + i"), 0));
  CHECK(an.canProve(P("bx*1024 + tx*8 + i < 65536")));
  // Alignment for vectorization.
  CHECK(an.canProve(P("floormod(tx*8, 8) == 0")));
  CHECK(an.canProve(P("floormod(bx*1024 + tx*8, 8) == 0")));
  CHECK(an.canProve(P("floormod(bx*1024 + tx*8 + 4, 4) == 0")));
  CHECK_FALSE(an.canProve(P("floormod(tx*8 + i, 8) == 0")));
  CHECK(an.canProve(P("floormod(v, 8) == 0")));
  CHECK(an.modularSet(P("bx*1024 + tx*8")).provesMultipleOf(8));
  CHECK_FALSE(an.modularSet(P("bx*1024 + tx*8 + i")).provesMultipleOf(2));
  // Symbolic ranges (dynamic dims).
  CHECK(an.canProve(P("p < n")));
  CHECK(an.canProve(P("p + 1 <= n")));
  CHECK(an.canProve(P("p*4 + floormod(x, 4) < n*4")));
  CHECK_FALSE(an.canProve(P("p < m")));
  CHECK_FALSE(an.canProve(P("i < n")));
  CHECK(an.canProve(P("n >= 1")));
  // Logic.
  CHECK(an.canProve(P("x < 5 || x >= 5")));
  CHECK(an.canProve(P("x < y || x >= y")));
  CHECK(an.canProve(P("i < 8 && tx < 128")));
  CHECK(an.canProve(P("!(i >= 8)")));
  CHECK_FALSE(an.canProve(P("x < y")));
  CHECK_FALSE(an.canProve(P("x < y && i < 8")));
  CHECK(an.canProveEqual(P("x*2 + y"), P("y + x + x")));
  CHECK_FALSE(an.canProveEqual(P("x"), P("y")));
  CHECK_FALSE(an.canProveEqual(P("x"), cast(DataType::int64(), env.vars["x"])));
}

TEST_CASE("analyzer: constraint scopes narrow and restore", "[arith][prove]") {
  ArithEnv env;
  auto& an = env.an;
  auto P = [&](const char* s) { return env.parse(s); };
  CHECK_FALSE(an.canProve(P("floordiv(x, 16) == 0")));
  {
    Analyzer::ConstraintScope scope(an, P("x < 16 && x >= 0"));
    CHECK(an.canProve(P("floordiv(x, 16) == 0")));
    CHECK(an.constIntBound(P("x")) == ConstIntBound{0, 15});
    CHECK(env.simp("floormod(x, 16)") == "x");
    {
      Analyzer::ConstraintScope inner(an, P("x > 7"));
      CHECK(an.constIntBound(P("x")) == ConstIntBound{8, 15});
      CHECK(an.canProve(P("floordiv(x, 8) == 1")));
    }
    CHECK(an.constIntBound(P("x")) == ConstIntBound{0, 15});
  }
  CHECK_FALSE(an.canProve(P("floordiv(x, 16) == 0")));
  CHECK(an.constIntBound(P("x")) == ConstIntBound::ofType(DataType::int32()));
  {
    // A fact that narrows no single variable is still known.
    Analyzer::ConstraintScope scope(an, P("x + y < n"));
    CHECK(an.canProve(P("x + y < n")));
    CHECK(an.canProve(P("y + x < n")));
  }
  CHECK_FALSE(an.canProve(P("x + y < n")));
  {
    Analyzer::ConstraintScope scope(an, P("tx < 32"));
    CHECK(an.canProve(P("tx*8 + i < 256")));
    CHECK(env.simp("floordiv(tx*8 + i, 256)") == "0");
  }
  CHECK(env.simp("floordiv(tx*8 + i, 256)") == "floordiv(tx, 32)");
}

TEST_CASE("analyzer: bindings", "[arith][prove]") {
  Analyzer an;
  Var x = makeVar("x"), n = makeVar("n"), r = makeVar("r"), s = makeVar("s");
  an.bind(x, intImm(4), intImm(8)); // [4, 12)
  CHECK(an.constIntBound(x) == ConstIntBound{4, 11});
  CHECK(an.symbolicRange(x.get()) == nullptr);
  an.bindDynamicDim(n);
  an.bind(r, intImm(0), mul(n, intImm(4))); // r in [0, n*4)
  REQUIRE(an.symbolicRange(r.get()));
  CHECK(an.constIntBound(r).min == 0);
  CHECK(an.canProve(lt(r, mul(n, intImm(4)))));
  CHECK(an.canProve(le(add(r, intImm(1)), mul(intImm(4), n))));
  CHECK_FALSE(an.canProve(lt(r, mul(n, intImm(2)))));
  an.bind(s, x, nullptr); // [x, +inf)
  CHECK(an.constIntBound(s) == ConstIntBound{4, 2147483647});
  CHECK(an.canProve(ge(s, x)));
  an.bind(x, 0, 1);
  CHECK(isConstInt(an.simplify(add(x, intImm(5))), 5)); // a single-point range is a constant
  an.unbind(x);
  CHECK(an.simplify(x) == x);
  an.bind(x, 0, kPosInf);
  CHECK(an.constIntBound(x) == ConstIntBound{0, 2147483647});
  an.bindBound(x, {-3, 3});
  CHECK(an.constIntBound(mul(x, x)) == ConstIntBound{-9, 9});
  an.bindModular(x, ModularSet::make(4, 1));
  CHECK(an.modularSet(add(x, intImm(3))).provesMultipleOf(4));
  CHECK(an.canProve(ne(x, intImm(0))));
}

TEST_CASE("simplify: lets, vectors and other node kinds", "[arith][simplify]") {
  ArithEnv env;
  auto& an = env.an;
  Var t = makeVar("t");
  Expr tx = env.vars["tx"], i = env.vars["i"], x = env.vars["x"];
  // Lets: constants and variables are substituted; other values bound.
  CHECK(show(an.simplify(let(t, intImm(3), add(t, x)))) == "x + 3");
  CHECK(show(an.simplify(let(t, x, sub(t, x)))) == "0");
  CHECK(show(an.simplify(let(t, add(tx, i), floordiv(t, intImm(256))))) == "0");
  CHECK(show(an.simplify(let(t, mul(x, x), add(t, intImm(0))))) == "let(t, x*x, t)");
  CHECK(show(an.simplify(let(t, mul(x, x), intImm(4)))) == "4");
  // Vectors.
  Expr r = ramp(mul(tx, intImm(8)), intImm(1), 4);
  auto B = [](Expr v) { return broadcast(std::move(v), 4); };
  CHECK(show(an.simplify(add(r, B(intImm(2))))) == "ramp(tx*8 + 2, 1, 4)");
  CHECK(show(an.simplify(add(B(x), r))) == "ramp(tx*8 + x, 1, 4)");
  CHECK(show(an.simplify(sub(r, r))) == "broadcast(0, 4)");
  CHECK(show(an.simplify(mul(r, B(intImm(2))))) == "ramp(tx*16, 2, 4)");
  CHECK(show(an.simplify(floordiv(r, B(intImm(8))))) == "broadcast(tx, 4)");
  CHECK(show(an.simplify(floormod(r, B(intImm(8))))) == "ramp(0, 1, 4)");
  CHECK(show(an.simplify(floordiv(ramp(mul(tx, intImm(8)), intImm(1), 8), broadcast(intImm(4), 8)))) ==
        "floordiv(ramp(tx*8, 1, 8), broadcast(4, 8))"); // lanes cross a block boundary
  CHECK(show(an.simplify(floormod(ramp(add(mul(tx, intImm(8)), intImm(4)), intImm(1), 4), B(intImm(8))))) ==
        "ramp(4, 1, 4)");
  CHECK(show(an.simplify(mul(B(intImm(3)), B(intImm(5))))) == "broadcast(15, 4)");
  CHECK(show(an.simplify(add(B(x), B(x)))) == "broadcast(x*2, 4)");
  CHECK(show(an.simplify(ramp(x, intImm(0), 4))) == "broadcast(x, 4)");
  CHECK(show(an.simplify(lt(B(i), B(intImm(8))))) == "broadcast(true, 4)");
  // Calls and loads keep their shape with simplified arguments.
  CHECK(show(an.simplify(call(DataType::int32(), "f", {add(x, intImm(0))}))) == "f(x)");
  Buffer buf = makeBuffer("A", DataType::float32(), {intImm(1024)}, MemoryScope::Global);
  Expr load = bufferLoad(buf, {add(mul(tx, intImm(8)), sub(i, i))});
  Expr sl = an.simplify(load);
  REQUIRE(as<BufferLoadNode>(sl));
  CHECK(show(as<BufferLoadNode>(sl)->indices[0]) == "tx*8");
  // Floats: folding only.
  Expr xf = makeVar("xf", DataType::float32());
  CHECK(an.simplify(add(xf, floatImm(0.0))) != nullptr);
  CHECK(as<FloatImmNode>(an.simplify(add(floatImm(1.0), floatImm(2.0))))->value == 3.0);
  CHECK(an.simplify(mul(xf, floatImm(1.0))) == xf);
  // Unsigned: constant folding and identities, no reordering that could wrap.
  Expr u = makeVar("u", DataType(DType::UInt32));
  Expr u1 = intImm(1, u->dtype);
  CHECK(an.simplify(add(u, intImm(0, u->dtype))) == u);
  CHECK(show(an.simplify(sub(add(u, u1), u1))) == "u + 1 - 1");
}

TEST_CASE("simplify: results are deterministic and identity-preserving", "[arith][simplify]") {
  auto build = [] {
    Var tx = makeVar("tx"), i = makeVar("i"), x = makeVar("x");
    Analyzer an;
    an.bind(tx, 0, 128);
    an.bind(i, 0, 8);
    Expr e = add(add(floormod(add(mul(tx, intImm(8)), i), intImm(32)), mul(x, intImm(3))),
                 sub(ir::min(x, tx), mul(intImm(2), floordiv(add(i, mul(tx, intImm(8))), intImm(32)))));
    return show(an.simplify(e));
  };
  std::string first = build();
  for (int n = 0; n < 5; ++n)
    CHECK(build() == first);
  CHECK(first == "floormod(tx, 4)*8 + x*3 + i + min(tx, x) - floordiv(tx, 4)*2");
  // Nothing to do: the very same node comes back.
  Analyzer an;
  Var x = makeVar("x"), y = makeVar("y");
  Expr e = add(mul(x, intImm(8)), y);
  CHECK(an.simplify(e) == e);
  Expr c = lt(x, y);
  CHECK(an.simplify(c) == c);
  // The free function works without facts.
  CHECK(show(arith::simplify(sub(add(x, y), x))) == "y");
  // The structural order is total and consistent.
  CHECK(compareExpr(x, y) < 0);
  CHECK(compareExpr(y, x) > 0);
  CHECK(compareExpr(add(x, intImm(1)), add(x, intImm(1))) == 0);
  CHECK(compareExpr(intImm(5), x) < 0);
  CHECK(usesVar(add(x, floordiv(y, intImm(2))), y.get()));
  CHECK_FALSE(usesVar(add(x, intImm(2)), y.get()));
}

TEST_CASE("simplify: never throws on valid IR, overflow is left alone", "[arith][simplify]") {
  Analyzer an;
  Var x = makeVar("x"), y = makeVar("y");
  Var b = makeVar("b", DataType::boolean());
  Var h = makeVar("h", DataType::handle());
  Var x8 = makeVar("x8", DataType(DType::Int8));
  std::vector<Expr> exprs = {
      mul(mul(x, intImm(65536)), intImm(65536)),         // coefficient 2^32 does not fit int32
      add(add(x8, intImm(100, x8->dtype)), intImm(100, x8->dtype)), // 200 does not fit int8
      floordiv(x, intImm(0)),
      floormod(x, intImm(-2147483648LL)),
      div(intImm(-2147483648LL), intImm(-1)),
      mul(intImm(-2147483648LL), intImm(-1)),
      floordiv(mul(x, intImm(2147483647)), intImm(2)),
      logicalAnd(b, logicalNot(b)),
      select(b, h, h),
      call(DataType::handle(), "tvm_access_ptr", {h, x}),
      eq(b, boolImm(true)),
      cast(DataType::float32(), add(x, y)),
      cast(DataType(DType::UInt64), intImm(-1)),
      ir::min(cast(DataType::int64(), x), intImm(std::numeric_limits<int64_t>::min(), DataType::int64())),
      sub(intImm(std::numeric_limits<int64_t>::min(), DataType::int64()), cast(DataType::int64(), x)),
      mul(cast(DataType::int64(), x), intImm(std::numeric_limits<int64_t>::max(), DataType::int64())),
  };
  for (const auto& e : exprs) {
    INFO(show(e));
    Expr s;
    REQUIRE_NOTHROW(s = an.simplify(e));
    REQUIRE(s);
    CHECK(s->dtype == e->dtype);
    REQUIRE_NOTHROW(an.constIntBound(e));
    REQUIRE_NOTHROW(an.modularSet(e));
    REQUIRE_NOTHROW(an.canProve(e->dtype.isBool() ? e : eq(e, e)));
  }
  CHECK(show(an.simplify(exprs[0])) == "x*65536*65536");
  CHECK(show(an.simplify(exprs[1])) == "x8 + 100 + 100");
}
