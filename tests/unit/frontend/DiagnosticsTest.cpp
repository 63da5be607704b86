#include "tilec/basic/Diagnostics.h"

#include <catch2/catch.hpp>

#include <sstream>

using namespace tilec;

TEST_CASE("source manager maps offsets to lines and columns", "[diagnostics]") {
  SourceManager sm;
  uint32_t f = sm.addBuffer("a.tile", "ab\ncde\n\nf");
  CHECK(sm.lineCol({f, 0}).line == 1);
  CHECK(sm.lineCol({f, 4}).line == 2);
  CHECK(sm.lineCol({f, 4}).col == 2);
  CHECK(sm.lineCol({f, 8}).line == 4);
  CHECK(sm.lineText(f, 2) == "cde");
  CHECK(sm.lineText(f, 3).empty());
  CHECK(sm.locOf(f, 2, 3).offset == 5);
}

TEST_CASE("text diagnostics show file:line:col, the line and a caret under the range", "[diagnostics]") {
  SourceManager sm;
  uint32_t f = sm.addBuffer("k.tile", "x = 1\ny = foo + 2\n");
  DiagnosticEngine diags(sm);
  std::ostringstream os;
  TextDiagnosticConsumer text(os);
  diags.setConsumer(&text);
  diags.error({{f, 10}, {f, 13}}, "use of undeclared name 'foo'").note({{f, 0}, {f, 1}}, "x is here");
  CHECK(os.str() ==
        "k.tile:2:5: error: use of undeclared name 'foo'\n"
        " 2 | y = foo + 2\n"
        "   |     ^~~\n"
        "k.tile:1:1: note: x is here\n"
        " 1 | x = 1\n"
        "   | ^\n");
  CHECK(diags.errorCount() == 1);
}

TEST_CASE("json diagnostics are one array with ranges and notes", "[diagnostics]") {
  SourceManager sm;
  uint32_t f = sm.addBuffer("k.tile", "abc \"q\"\n");
  DiagnosticEngine diags(sm);
  std::ostringstream os;
  JsonDiagnosticConsumer json(os);
  diags.setConsumer(&json);
  diags.error({{f, 4}, {f, 7}}, "bad \"string\"");
  diags.finish();
  CHECK(os.str() == "[{\"file\":\"k.tile\",\"line\":1,\"column\":5,\"endLine\":1,\"endColumn\":8,"
                    "\"severity\":\"error\",\"message\":\"bad \\\"string\\\"\",\"notes\":[]}]\n");
}

TEST_CASE("the error limit stops reporting", "[diagnostics]") {
  SourceManager sm;
  DiagnosticEngine diags(sm);
  diags.setErrorLimit(3);
  for (int i = 0; i < 10; ++i)
    diags.error({}, "e");
  CHECK(diags.errorCount() == 3);
  CHECK(diags.limitReached());
}

TEST_CASE("warnings become errors with -Werror", "[diagnostics]") {
  SourceManager sm;
  DiagnosticEngine diags(sm);
  diags.setWarningsAsErrors(true);
  diags.warning({}, "w");
  CHECK(diags.errorCount() == 1);
}
