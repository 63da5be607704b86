#include "tilec/lsp/Positions.h"

#include "tilec/lsp/Protocol.h"

#include <algorithm>

namespace tilec::lsp {

size_t utf8SequenceLength(std::string_view text, size_t i) {
  unsigned char c = static_cast<unsigned char>(text[i]);
  size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
  if (n == 0 || i + n > text.size())
    return 1; // a stray continuation byte, an invalid lead byte or a truncated sequence
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80)
      return 1;
  return n;
}

unsigned utf16Units(size_t seqLen) {
  // Four-byte sequences are the code points above U+FFFF: a surrogate pair.
  return seqLen == 4 ? 2 : 1;
}

LineTable::LineTable(std::string_view text) : text_(text) {
  starts_.push_back(0);
  for (size_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n')
      starts_.push_back(i + 1);
    else if (text_[i] == '\r' && (i + 1 == text_.size() || text_[i + 1] != '\n'))
      starts_.push_back(i + 1);
  }
}

size_t LineTable::lineEnd(size_t line) const {
  size_t end = line + 1 < starts_.size() ? starts_[line + 1] : text_.size();
  if (line + 1 < starts_.size()) {
    // Drop the terminator: \n, \r\n or \r.
    if (end > starts_[line] && text_[end - 1] == '\n')
      --end;
    if (end > starts_[line] && text_[end - 1] == '\r')
      --end;
  }
  return end;
}

Position LineTable::position(size_t offset) const {
  offset = std::min(offset, text_.size());
  auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
  size_t line = static_cast<size_t>(it - starts_.begin()) - 1;
  size_t i = starts_[line];
  uint32_t units = 0;
  while (i < offset) {
    size_t n = utf8SequenceLength(text_, i);
    if (i + n > offset)
      break; // the offset falls inside this character
    units += utf16Units(n);
    i += n;
  }
  return {static_cast<uint32_t>(line), units};
}

size_t LineTable::offset(Position p) const {
  if (p.line >= starts_.size())
    return text_.size();
  size_t i = starts_[p.line], end = lineEnd(p.line);
  uint32_t units = 0;
  while (i < end && units < p.character) {
    size_t n = utf8SequenceLength(text_, i);
    unsigned w = utf16Units(n);
    if (units + w > p.character)
      break; // inside a surrogate pair: stay at the character's start
    units += w;
    i += n;
  }
  return std::min(i, end);
}

llvm::json::Value toJSON(const Position& p) {
  return llvm::json::Object{{"line", static_cast<int64_t>(p.line)}, {"character", static_cast<int64_t>(p.character)}};
}

llvm::json::Value toJSON(const Range& r) {
  return llvm::json::Object{{"start", toJSON(r.start)}, {"end", toJSON(r.end)}};
}

Position positionFromJSON(const llvm::json::Object& o) {
  int64_t line = requireInteger(o, "line", "position");
  int64_t character = requireInteger(o, "character", "position");
  if (line < 0 || character < 0)
    throw ProtocolError(ErrorCode::InvalidParams, "position.line and position.character must not be negative");
  auto clamp = [](int64_t v) { return static_cast<uint32_t>(std::min<int64_t>(v, UINT32_MAX)); };
  return {clamp(line), clamp(character)};
}

} // namespace tilec::lsp
