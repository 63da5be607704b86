#pragma once
// Positions: tilec counts byte offsets (lines and columns 1-based, in bytes);
// LSP counts 0-based lines and UTF-16 code units within a line. A LineTable
// converts between the two for one text. Lines end at \n, \r\n or a lone \r,
// as the LSP specification says.

#include <llvm/Support/JSON.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tilec::lsp {

struct Position {
  uint32_t line = 0;      // 0-based
  uint32_t character = 0; // UTF-16 code units from the start of the line
  friend bool operator==(const Position&, const Position&) = default;
};

struct Range {
  Position start, end;
  friend bool operator==(const Range&, const Range&) = default;
};

llvm::json::Value toJSON(const Position& p);
llvm::json::Value toJSON(const Range& r);
/// Reads {line, character}; negative or missing numbers throw InvalidParams.
Position positionFromJSON(const llvm::json::Object& o);

class LineTable {
public:
  LineTable() : LineTable(std::string_view{}) {}
  explicit LineTable(std::string_view text);

  /// The LSP position of a byte offset (clamped to the text; an offset inside
  /// a multi-byte character counts as the character's start).
  Position position(size_t offset) const;
  Range range(size_t begin, size_t end) const { return {position(begin), position(end)}; }
  /// The byte offset of an LSP position. A line past the end gives the end of
  /// the text; a character past the end of its line gives the line's end; a
  /// character inside a surrogate pair gives the start of that character.
  size_t offset(Position p) const;

  size_t lineCount() const { return starts_.size(); }
  const std::string& text() const { return text_; }

private:
  size_t lineEnd(size_t line) const; // offset of the line's terminator (or the text's end)
  std::string text_;
  std::vector<size_t> starts_;
};

/// Length in bytes of the UTF-8 sequence starting at text[i] (1 for an
/// invalid or truncated sequence), and its width in UTF-16 code units.
size_t utf8SequenceLength(std::string_view text, size_t i);
unsigned utf16Units(size_t seqLen);

} // namespace tilec::lsp
