#include "TestUtil.h"

#include "tilec/frontend/ASTPrinter.h"

#include <catch2/catch.hpp>

using namespace tilec;
using tilec::test::compileText;

namespace {
const ast::FuncDef& firstFunc(const test::FrontendResult& r) {
  for (const auto& item : r.comp->modules().front()->items)
    if (auto* f = ast::dyn<ast::FuncDecl>(item.get()))
      return *f->func;
  FAIL("no function");
  throw 0;
}
} // namespace

TEST_CASE("indentation produces nested blocks", "[parser]") {
  auto r = compileText("@T.macro\ndef f(x):\n    if x:\n        y = 1\n\n        # comment\n    z = 2\n");
  REQUIRE(r.comp->modules().size() == 1);
  const auto& f = firstFunc(r);
  REQUIRE(f.body.size() == 2);
  auto* i = ast::dyn<ast::IfStmt>(f.body[0].get());
  REQUIRE(i);
  CHECK(i->then.size() == 1);
}

TEST_CASE("newlines inside brackets join lines", "[parser]") {
  auto r = compileText("@T.macro\ndef f(a,\n      b):\n    x = (a +\n         b)\n");
  REQUIRE(r.comp->modules().size() == 1);
  CHECK(firstFunc(r).params.size() == 2);
}

TEST_CASE("operator precedence follows Python", "[parser]") {
  auto r = compileText("X = 1 + 2 * 3 ** 2 // 4 - -5\n");
  REQUIRE(r.comp->modules().size() == 1);
  auto* c = ast::dyn<ast::ConstDecl>(r.comp->modules()[0]->items[0].get());
  REQUIRE(c);
  CHECK(ast::unparse(*c->value) == "((1 + ((2 * (3 ** 2)) // 4)) - -5)");
}

TEST_CASE("slices, corner indices and keyword arguments parse", "[parser]") {
  auto r = compileText("@T.macro\ndef f(A, S):\n    T.copy(A[1:2, :, 3], S, coalesced_width=4)\n");
  REQUIRE(r.comp->modules().size() == 1);
  auto* e = ast::dyn<ast::ExprStmt>(firstFunc(r).body[0].get());
  REQUIRE(e);
  CHECK(ast::unparse(*e->value) == "T.copy(A[1:2, :, 3], S, coalesced_width=4)");
}

TEST_CASE("compile-time parameters and exports parse", "[parser]") {
  auto r = compileText("@T.prim_func\ndef k[N: int, B: int = 4](A: T.Tensor((N,), \"float32\")):\n"
                       "    with T.Kernel(T.ceildiv(N, B), threads=32) as bx:\n        pass\n"
                       "export k[N=8] as k8\n");
  REQUIRE(r.comp->modules().size() == 1);
  const auto& f = firstFunc(r);
  CHECK(f.hasCompileTimeParams);
  CHECK(f.compileTimeParams.size() == 2);
  auto* x = ast::dyn<ast::ExportDecl>(r.comp->modules()[0]->items[1].get());
  REQUIRE(x);
  CHECK(x->symbol == "k8");
  CHECK(r.ok);
}

TEST_CASE("syntax errors are located", "[parser]") {
  auto r = compileText("@T.macro\ndef f(x)\n    pass\n");
  CHECK_FALSE(r.ok);
  CHECK(r.firstError() == "2:9: unexpected end of line; expected '->' or ':'");
}

TEST_CASE("a dedent to an unknown level is an error", "[parser]") {
  auto r = compileText("@T.macro\ndef f(x):\n    if x:\n        pass\n  y = 1\n");
  CHECK_FALSE(r.ok);
  CHECK(r.firstError() == "5:3: unindent does not match any outer indentation level");
}

TEST_CASE("deep nesting is an error, not a crash", "[parser]") {
  std::string deep = "X = " + std::string(200, '(') + "1" + std::string(200, ')') + "\n";
  auto r = compileText(deep);
  CHECK_FALSE(r.ok);
  CHECK(r.errors().front().find("nested too deeply") != std::string::npos);
  std::string unary = "X = " + std::string(300, '-') + "1\n";
  CHECK_FALSE(compileText(unary).ok);
  std::string pow = "X = 2";
  for (int i = 0; i < 300; ++i)
    pow += " ** 2";
  CHECK_FALSE(compileText(pow + "\n").ok);
}
