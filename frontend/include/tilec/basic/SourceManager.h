#pragma once
// Owns the text of every file tilec reads and maps byte offsets to lines and
// columns. Locations are (file, offset) pairs so that every layer can carry
// them cheaply and render them late.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tilec {

struct SourceLoc {
  uint32_t file = 0;   // 0 = no location
  uint32_t offset = 0; // byte offset into the file's text
  bool valid() const { return file != 0; }
  friend bool operator==(const SourceLoc&, const SourceLoc&) = default;
};

struct SourceRange {
  SourceLoc begin;
  SourceLoc end; // one past the last byte; may equal begin
  SourceRange() = default;
  SourceRange(SourceLoc b) : begin(b), end(b) {}
  SourceRange(SourceLoc b, SourceLoc e) : begin(b), end(e) {}
  bool valid() const { return begin.valid(); }
};

struct LineCol {
  uint32_t line = 0; // 1-based
  uint32_t col = 0;  // 1-based, counted in bytes
};

class SourceManager {
public:
  /// Adds a file held in memory; returns its id (never 0).
  uint32_t addBuffer(std::string path, std::string text);
  /// Reads a file from disk; std::nullopt if it cannot be read.
  std::optional<uint32_t> addFile(const std::string& path);
  /// The id of an already loaded file with this canonical path, if any.
  std::optional<uint32_t> findFile(const std::string& path) const;

  const std::string& path(uint32_t file) const;
  std::string_view text(uint32_t file) const;
  LineCol lineCol(SourceLoc loc) const;
  /// The text of a 1-based line, without its newline.
  std::string_view lineText(uint32_t file, uint32_t line) const;
  SourceLoc locOf(uint32_t file, uint32_t line, uint32_t col) const;
  uint32_t fileCount() const { return static_cast<uint32_t>(files_.size()); }

private:
  struct File {
    std::string path;
    std::string text;
    std::vector<uint32_t> lineStarts;
  };
  const File& file(uint32_t id) const { return files_.at(id - 1); }
  std::vector<File> files_;
};

} // namespace tilec
