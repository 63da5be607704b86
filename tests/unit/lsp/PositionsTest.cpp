// Byte offsets <-> LSP positions (0-based lines, UTF-16 code units).
#include "tilec/lsp/Documents.h"
#include "tilec/lsp/Positions.h"

#include <catch2/catch.hpp>

using namespace tilec::lsp;

namespace {
Position pos(uint32_t l, uint32_t c) { return {l, c}; }
} // namespace

TEST_CASE("positions: ASCII text", "[lsp][positions]") {
  LineTable t("ab\ncd\n");
  CHECK(t.lineCount() == 3);
  CHECK(t.position(0) == pos(0, 0));
  CHECK(t.position(2) == pos(0, 2)); // the newline itself
  CHECK(t.position(3) == pos(1, 0));
  CHECK(t.position(6) == pos(2, 0));
  CHECK(t.position(100) == pos(2, 0)); // clamped to the end
  CHECK(t.offset(pos(1, 1)) == 4);
  CHECK(t.offset(pos(1, 99)) == 5);  // past the line's end: the line's end
  CHECK(t.offset(pos(9, 0)) == 6);   // past the last line: the text's end
}

TEST_CASE("positions: non-ASCII text counts UTF-16 code units", "[lsp][positions]") {
  // x = "é日😀" + y
  // bytes: x(0) ' '(1) =(2) ' '(3) "(4) é(5,6) 日(7,8,9) 😀(10..13) "(14) ' '(15) +(16) ' '(17) y(18)
  std::string line = "x = \"\xC3\xA9\xE6\x97\xA5\xF0\x9F\x98\x80\" + y";
  LineTable t("# header\n" + line + "\n");
  size_t base = 9;
  CHECK(t.position(base + 5) == pos(1, 5));  // é: 2 bytes, 1 unit
  CHECK(t.position(base + 7) == pos(1, 6));  // 日: 3 bytes, 1 unit
  CHECK(t.position(base + 10) == pos(1, 7)); // 😀: 4 bytes, a surrogate pair
  CHECK(t.position(base + 14) == pos(1, 9));
  CHECK(t.position(base + 18) == pos(1, 13)); // y
  // Back again.
  CHECK(t.offset(pos(1, 13)) == base + 18);
  CHECK(t.offset(pos(1, 7)) == base + 10);
  CHECK(t.offset(pos(1, 8)) == base + 10); // inside the surrogate pair: the character's start
  CHECK(t.offset(pos(1, 9)) == base + 14);
  // An offset inside a multi-byte character maps to the character's start.
  CHECK(t.position(base + 6) == pos(1, 5));
  CHECK(t.position(base + 12) == pos(1, 7));
  // Every character start round-trips.
  for (size_t off = base; off <= base + line.size(); ++off) {
    unsigned char c = static_cast<unsigned char>(t.text()[off]);
    if ((c & 0xC0) == 0x80)
      continue;
    CHECK(t.offset(t.position(off)) == off);
  }
}

TEST_CASE("positions: CRLF and lone CR end lines", "[lsp][positions]") {
  LineTable t("a\r\nb\rc\n");
  CHECK(t.lineCount() == 4);
  CHECK(t.position(3) == pos(1, 0));
  CHECK(t.position(5) == pos(2, 0));
  CHECK(t.offset(pos(0, 5)) == 1); // the line's end is before \r\n
  CHECK(t.offset(pos(1, 5)) == 4);
  CHECK(t.offset(pos(2, 1)) == 6);
}

TEST_CASE("positions: invalid UTF-8 counts one unit per byte", "[lsp][positions]") {
  LineTable t(std::string("a\xFF\xC3z\xE6\x97", 6)); // a stray byte, a truncated é, z, a truncated 日
  CHECK(t.position(3) == pos(0, 3));
  CHECK(t.position(6) == pos(0, 6));
  CHECK(t.offset(pos(0, 4)) == 4);
}

TEST_CASE("positions: empty text", "[lsp][positions]") {
  LineTable t("");
  CHECK(t.lineCount() == 1);
  CHECK(t.position(0) == pos(0, 0));
  CHECK(t.offset(pos(5, 5)) == 0);
}

TEST_CASE("documents: ranged changes use UTF-16 positions", "[lsp][positions]") {
  std::string text = "s = \"\xF0\x9F\x98\x80\" + 1\n";
  llvm::json::Object change{{"range", llvm::json::Object{{"start", llvm::json::Object{{"line", 0}, {"character", 11}}},
                                                          {"end", llvm::json::Object{{"line", 0}, {"character", 12}}}}},
                            {"text", "2"}};
  applyContentChange(text, change);
  CHECK(text == "s = \"\xF0\x9F\x98\x80\" + 2\n");
  applyContentChange(text, llvm::json::Object{{"text", "whole"}});
  CHECK(text == "whole");
}
