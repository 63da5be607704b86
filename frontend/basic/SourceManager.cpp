#include "tilec/basic/SourceManager.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace tilec {

uint32_t SourceManager::addBuffer(std::string path, std::string text) {
  File f;
  f.path = std::move(path);
  f.text = std::move(text);
  f.lineStarts.push_back(0);
  for (uint32_t i = 0; i < f.text.size(); ++i) {
    char c = f.text[i];
    if (c == '\n' || (c == '\r' && (i + 1 >= f.text.size() || f.text[i + 1] != '\n')))
      f.lineStarts.push_back(i + 1);
  }
  files_.push_back(std::move(f));
  return static_cast<uint32_t>(files_.size());
}

std::optional<uint32_t> SourceManager::addFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad())
    return std::nullopt;
  return addBuffer(path, ss.str());
}

std::optional<uint32_t> SourceManager::findFile(const std::string& path) const {
  for (uint32_t i = 0; i < files_.size(); ++i)
    if (files_[i].path == path)
      return i + 1;
  return std::nullopt;
}

const std::string& SourceManager::path(uint32_t id) const { return file(id).path; }

std::string_view SourceManager::text(uint32_t id) const { return file(id).text; }

LineCol SourceManager::lineCol(SourceLoc loc) const {
  if (!loc.valid() || loc.file > files_.size())
    return {};
  const File& f = file(loc.file);
  auto it = std::upper_bound(f.lineStarts.begin(), f.lineStarts.end(), loc.offset);
  uint32_t line = static_cast<uint32_t>(it - f.lineStarts.begin());
  uint32_t col = loc.offset - f.lineStarts[line - 1] + 1;
  return {line, col};
}

std::string_view SourceManager::lineText(uint32_t id, uint32_t line) const {
  const File& f = file(id);
  if (line == 0 || line > f.lineStarts.size())
    return {};
  uint32_t b = f.lineStarts[line - 1];
  uint32_t e = line < f.lineStarts.size() ? f.lineStarts[line] : static_cast<uint32_t>(f.text.size());
  while (e > b && (f.text[e - 1] == '\n' || f.text[e - 1] == '\r'))
    --e;
  return std::string_view(f.text).substr(b, e - b);
}

SourceLoc SourceManager::locOf(uint32_t id, uint32_t line, uint32_t col) const {
  const File& f = file(id);
  if (line == 0)
    line = 1;
  if (line > f.lineStarts.size())
    return {id, static_cast<uint32_t>(f.text.size())};
  uint32_t off = f.lineStarts[line - 1] + (col > 0 ? col - 1 : 0);
  return {id, std::min<uint32_t>(off, static_cast<uint32_t>(f.text.size()))};
}

} // namespace tilec
