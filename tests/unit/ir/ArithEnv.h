#pragma once
// A standard set of variables with known ranges for the ir/arith tests.
//
//   tx [0,128)  bx [0,64)  ty [0,8)  i [0,8)  j [0,16)  k [0,32)  w [-16,16)
//   x y z a b   unbounded int32
//   n m         dynamic dims: [1, +inf)
//   p [0, n)  q [0, m)   (symbolic ranges)
//   v [0, 1024) and v = 8*k (modular fact)
//   c3 bound to exactly 3

#include "ArithTestUtil.h"

#include "tilec/ir/arith/Analyzer.h"

namespace tilec::test {

struct ArithEnv {
  arith::Analyzer an;
  std::map<std::string, Expr> vars;

  ArithEnv() {
    auto var = [&](const std::string& name) {
      Var v = makeVar(name);
      vars[name] = v;
      return v;
    };
    an.bind(var("tx"), 0, 128);
    an.bind(var("bx"), 0, 64);
    an.bind(var("ty"), 0, 8);
    an.bind(var("i"), 0, 8);
    an.bind(var("j"), 0, 16);
    an.bind(var("k"), 0, 32);
    an.bind(var("w"), -16, 32);
    for (const char* name : {"x", "y", "z", "a", "b"})
      var(name);
    an.bindDynamicDim(var("n"));
    an.bindDynamicDim(var("m"));
    an.bind(var("p"), intImm(0), vars["n"]);
    an.bind(var("q"), intImm(0), vars["m"]);
    Var v = var("v");
    an.bind(v, 0, 1024);
    an.bindModular(v, arith::ModularSet::make(8, 0));
    an.bind(var("c3"), 3, 1);
  }

  Expr parse(const std::string& s) { return ExprParser(vars).parse(s); }
  Var var(const std::string& name) { return std::static_pointer_cast<const VarNode>(vars.at(name)); }
  /// show(simplify(parse(s)))
  std::string simp(const std::string& s) { return show(an.simplify(parse(s))); }
};

} // namespace tilec::test
