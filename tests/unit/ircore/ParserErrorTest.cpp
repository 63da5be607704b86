// Parser errors: located messages, recovery, and no crashes on bad input.
#include "IRTestUtil.h"

#include <catch2/catch.hpp>
#include <random>
#include <sstream>

using namespace tilec;
using namespace tilec::ir;
using namespace tilec::ir::test;

namespace {

const char* kHeader = "@T.prim_func\ndef f(A: T.Tensor((8, 8), \"float32\"), n: T.int32):\n";

/// The first error of parsing kHeader + body ("line:col: message").
std::string errorOf(const std::string& body) {
  Parsed p = parseText(std::string(kHeader) + body);
  CHECK_FALSE(p.module);
  return p.firstError();
}

} // namespace

TEST_CASE("parser errors: lexical", "[parser]") {
  CHECK(errorOf("    T.evaluate(\"abc)\n") == "3:16: unterminated string literal");
  CHECK(errorOf("    T.evaluate(\"a\\qb\")\n") == "3:18: unknown escape sequence '\\q'");
  CHECK(errorOf("    T.evaluate(n $ 1)\n") == "3:18: unexpected character '$'");
  CHECK(errorOf("    T.evaluate(1e)\n") == "3:16: malformed number: exponent has no digits");
  CHECK(errorOf("    T.evaluate(12ab)\n") == "3:16: malformed number");
  CHECK(errorOf("\tT.evaluate(1)\n") == "3:1: tab characters are not allowed in indentation");
  CHECK(errorOf("    if True:\n        T.evaluate(1)\n      T.evaluate(2)\n") ==
        "5:1: unindent does not match any outer indentation level");
}

TEST_CASE("parser errors: names", "[parser]") {
  CHECK(errorOf("    T.evaluate(x)\n") == "3:16: use of undefined variable 'x'");
  CHECK(errorOf("    T.evaluate(B[0, 0])\n") == "3:16: use of undefined buffer 'B'");
  // A is also the tensor's data var; a plain buffer is not.
  CHECK(errorOf("    S = T.alloc_buffer((4,), \"float32\", scope=\"local\")\n    T.evaluate(S + 1)\n") ==
        "4:16: 'S' is a buffer, not a variable (write S[...] to load from it)");
  CHECK(errorOf("    for i in T.serial(0, 4):\n        pass\n    T.evaluate(i)\n") ==
        "5:16: use of undefined variable 'i'");
  CHECK(parseText(std::string(kHeader) + "    S = T.alloc_buffer((4,), \"float32\", scope=\"local\")\n"
                  "    T.evaluate(S[0])\n    x = 1\n    T.evaluate(x)\n").module);
  Parsed dup = parseText("@T.prim_func\ndef f(n: T.int32, n: T.int32):\n    pass\n");
  CHECK(dup.firstError() == "2:19: duplicate parameter name 'n'");
  Parsed dup2 = parseText("@T.prim_func\ndef f(A: T.Tensor((1,), \"float32\"), A: T.Tensor((1,), \"float32\")):\n    pass\n");
  CHECK(dup2.firstError() == "2:37: duplicate parameter name 'A'");
}

TEST_CASE("parser errors: types and literals", "[parser]") {
  Parsed p = parseText("@T.prim_func\ndef f(A: T.Tensor((4,), \"float17\")):\n    pass\n");
  CHECK(p.firstError() == "2:25: unknown dtype \"float17\"");
  CHECK(errorOf("    x: T.int33 = 1\n") == "3:10: unknown dtype 'T.int33'");
  CHECK(errorOf("    T.evaluate(99999999999999999999)\n") == "3:16: integer literal out of the range of int64");
  CHECK(errorOf("    T.evaluate(T.int64(-9223372036854775809))\n") ==
        "3:24: integer literal out of the range of int64");
  CHECK(errorOf("    T.evaluate(T.float32(\"infinity\"))\n") == "3:26: expected \"inf\", \"-inf\" or \"nan\"");
  CHECK(errorOf("    T.evaluate(T.handle(0))\n") ==
        "3:18: T.handle(...) is not an immediate; use T.int_imm(v, \"handle\")");
  CHECK(errorOf("    T.evaluate(T.cast(n, \"float16x\"))\n") == "3:26: unknown dtype \"float16x\"");
  CHECK(errorOf("    T.evaluate(1e999)\n") == "3:16: floating-point literal out of range");
}

TEST_CASE("parser errors: expressions", "[parser]") {
  CHECK(errorOf("    T.evaluate(n < 1 < 2)\n") == "3:22: comparisons do not chain; parenthesize one of them");
  CHECK(errorOf("    T.evaluate(-n)\n") == "3:16: unary minus applies only to numeric literals (write 0 - x)");
  CHECK(errorOf("    T.evaluate(T.frobnicate(1))\n") == "3:18: unknown expression 'T.frobnicate'");
  CHECK(errorOf("    T.evaluate(n +)\n") == "3:19: expected an expression, found ')'");
  CHECK(errorOf("    T.evaluate(A[0:4, 0])\n") ==
        "3:19: a region ('min:stop') is not an expression; only tile operators take regions");
  CHECK(errorOf("    T.evaluate(T.call(\"f\", n))\n") == "3:29: expected ',', found ')'");
  CHECK(errorOf("    T.evaluate(None)\n") == "3:16: expected an expression, found 'None'");
  CHECK(errorOf("    T.evaluate(T.expr(1))\n") == "3:18: T.expr(...) is only allowed as an attribute value");
  std::string deep = "    T.evaluate(" + std::string(5000, '(') + "1" + std::string(5000, ')') + ")\n";
  CHECK_THAT(errorOf(deep), Catch::Contains("expression nested too deeply"));
  std::string deepNot = "    T.evaluate(";
  for (int i = 0; i < 5000; ++i)
    deepNot += "not ";
  CHECK_THAT(errorOf(deepNot + "True)\n"), Catch::Contains("expression nested too deeply"));
}

TEST_CASE("parser errors: statements", "[parser]") {
  CHECK(errorOf("    for i in T.loop(0, 4):\n        pass\n") ==
        "3:16: unknown loop kind 'T.loop' (expected serial, parallel, pipelined, unroll, vectorized or thread_binding)");
  CHECK(errorOf("    for i in T.serial(0, 4)\n        pass\n") == "3:28: expected ':', found end of line");
  CHECK(errorOf("    if n > 0:\n    T.evaluate(1)\n") == "4:5: expected an indented block");
  CHECK(errorOf("    else:\n        pass\n") == "3:5: 'else' without a matching 'if'");
  CHECK(errorOf("    T.copy(A[0:8, 1:9], A[0:8, 0:8])\n") ==
        "3:21: the stop of a region range must be written 'min + extent' (or the min must be 0)");
  CHECK(errorOf("    T.copy(A[0:8, 0 8], A[0:8, 0:8])\n") == "3:21: expected ':' in a region range (min:stop), found number 8");
  CHECK(errorOf("    T.gemm(A[0:8, 0:8], A[0:8, 0:8], A[0:8, 0:8], policy=T.GemmWarpPolicy.Diagonal)\n") ==
        "3:75: unknown warp policy 'Diagonal' (expected Square, FullRow or FullCol)");
  CHECK(errorOf("    T.gemm(A[0:8, 0:8], A[0:8, 0:8], A[0:8, 0:8], k_pack=1, k_pack=2)\n") ==
        "3:61: repeated argument 'k_pack'");
  CHECK(errorOf("    T.reduce_median(A[0:8, 0:8], A[0:8, 0:8], dim=0, clear=True)\n") ==
        "3:7: unknown reduction 'T.reduce_median' (expected reduce_max, reduce_min, reduce_sum, reduce_abssum or "
        "reduce_absmax)");
  CHECK(errorOf("    T.cumsum(A[0:8, 0:8], A[0:8, 0:8], dim=0, clear=True)\n") ==
        "3:47: unexpected or repeated argument 'clear' of T.cumsum");
  CHECK(errorOf("    T.fill(A[0:8, 0:8], 0.0) T.fill(A[0:8, 0:8], 1.0)\n") == "3:30: expected end of line, found 'T'");
  CHECK(errorOf("    T.evaluate(1)\n    x = T.free_var(\"int32\")\n") ==
        "4:11: T.free_var is only allowed at the start of a function");
  CHECK(errorOf("    T.evaluate(1)\n    with T.launch(grid=(1,), threads=(1,)) as (bx,):\n        pass\n") ==
        "4:12: T.launch is only allowed as the body of a function");
  CHECK(errorOf("    with T.launch(grid=(1,), threads=(1,)) as (bx,):\n        pass\n    T.evaluate(1)\n") ==
        "5:5: nothing may follow the T.launch block in a function, found 'T'");
  CHECK(errorOf("    T.func_attr({\"a\": 1})\n    T.func_attr({\"b\": 1})\n") == "4:5: T.func_attr given twice");
  CHECK(errorOf("    T.func_attr({\"a\": 1, \"a\": 2})\n") == "3:26: duplicate key \"a\"");
  CHECK(errorOf("    with T.attr(\"k\", n):\n        pass\n") ==
        "3:22: expected an attribute value (int, float, string, list or T.expr(...)), found 'n'");
  CHECK(errorOf("    T.frob(1)\n") == "3:7: unknown statement 'T.frob'");
  CHECK(errorOf("    1 + 2\n") == "3:5: expected a statement, found number 1");
}

TEST_CASE("parser errors: module structure and recovery", "[parser]") {
  Parsed p = parseText("def f():\n    pass\n");
  CHECK(p.firstError() == "1:1: expected '@T.prim_func', found 'def'");
  CHECK(parseText("@T.prim_func\ndef f():\npass\n").firstError() == "3:1: expected an indented function body");
  CHECK(parseText("@T.prim_func\ndef f[M](A: T.Tensor((M,), \"float32\")):\n    pass\n").firstError() ==
        "2:7: a dynamic dim needs a type, as in M: T.int32");
  CHECK(parseText("@T.prim_func\ndef f(\n").firstError() == "3:1: expected a parameter name, found end of line");
  // After an error the parser resumes at the next function: one error each.
  Parsed two = parseText("@T.prim_func\ndef f():\n    T.evaluate(x)\n\n"
                         "@T.prim_func\ndef g():\n    T.evaluate(1)\n\n"
                         "@T.prim_func\ndef h():\n    T.evaluate(y)\n");
  CHECK_FALSE(two.module);
  REQUIRE(two.errorCount() == 2);
  CHECK(two.diags->diagnostics()[1].message == "use of undefined variable 'y'");
  // The error limit stops parsing.
  SourceManager sm;
  DiagnosticEngine diags(sm);
  diags.setErrorLimit(1);
  CHECK_FALSE(parseModule("@T.prim_func\ndef f():\n    T.evaluate(x)\n@T.prim_func\ndef g():\n    T.evaluate(y)\n",
                          "lim.tir", sm, diags));
  CHECK(diags.errorCount() == 1);
}

TEST_CASE("parser errors render as file:line:col", "[parser]") {
  SourceManager sm;
  DiagnosticEngine diags(sm);
  std::ostringstream os;
  TextDiagnosticConsumer consumer(os);
  diags.setConsumer(&consumer);
  CHECK_FALSE(parseModule(std::string(kHeader) + "    T.evaluate(n + m)\n", "kernel.tir", sm, diags));
  CHECK_THAT(os.str(), Catch::StartsWith("kernel.tir:3:20: error: use of undefined variable 'm'"));
}

TEST_CASE("parser never crashes on damaged input", "[parser]") {
  std::string text = printModule(Module{{makeKitchenSink(), makeOddities()}});
  // Every prefix.
  for (size_t n = 0; n < text.size(); n += 7) {
    Parsed p = parseText(text.substr(0, n));
    if (p.module)
      CHECK(p.errorCount() == 0);
    else
      CHECK(p.errorCount() > 0);
  }
  // Random single-byte damage, deterministic seed.
  std::mt19937 rng(12345);
  const std::string alphabet = "()[]{},:.=+-*/%<>@\"\\#\n\t x1_T";
  for (int k = 0; k < 2000; ++k) {
    std::string t = text;
    size_t at = rng() % t.size();
    switch (rng() % 3) {
    case 0: t.erase(at, 1 + rng() % 4); break;
    case 1: t.insert(at, 1, alphabet[rng() % alphabet.size()]); break;
    default: t[at] = char(rng() % 256); break;
    }
    Parsed p = parseText(t);
    if (p.module) {
      // Whatever parsed must print and re-parse to the same text.
      std::string again = printModule(*p.module);
      Parsed q = parseText(again);
      INFO(t);
      REQUIRE(q.module);
      CHECK(printModule(*q.module) == again);
      (void)verify(*p.module);
    } else {
      CHECK(p.errorCount() > 0);
    }
  }
}
