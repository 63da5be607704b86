#include "tilec/lsp/Uri.h"

#include <cctype>
#include <filesystem>

namespace tilec::lsp {

namespace {

int hexValue(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

bool startsWithIgnoreCase(const std::string& s, const char* prefix) {
  for (size_t i = 0; prefix[i]; ++i)
    if (i >= s.size() || std::tolower(static_cast<unsigned char>(s[i])) != prefix[i])
      return false;
  return true;
}

} // namespace

std::optional<std::string> uriToPath(const std::string& uri) {
  if (!startsWithIgnoreCase(uri, "file:"))
    return std::nullopt;
  std::string rest = uri.substr(5);
  if (rest.rfind("//", 0) == 0) {
    // file://authority/path: only an empty authority or localhost is ours.
    size_t slash = rest.find('/', 2);
    std::string authority = rest.substr(2, slash == std::string::npos ? std::string::npos : slash - 2);
    if (!authority.empty() && authority != "localhost")
      return std::nullopt;
    rest = slash == std::string::npos ? "/" : rest.substr(slash);
  }
  size_t cut = rest.find_first_of("?#");
  if (cut != std::string::npos)
    rest.erase(cut);
  std::string path;
  for (size_t i = 0; i < rest.size(); ++i) {
    if (rest[i] == '%' && i + 2 < rest.size() && hexValue(rest[i + 1]) >= 0 && hexValue(rest[i + 2]) >= 0) {
      path.push_back(static_cast<char>(hexValue(rest[i + 1]) * 16 + hexValue(rest[i + 2])));
      i += 2;
    } else {
      path.push_back(rest[i]);
    }
  }
  if (path.empty() || path.find('\0') != std::string::npos)
    return std::nullopt;
  return path;
}

std::string pathToUri(const std::string& path) {
  std::error_code ec;
  std::filesystem::path p(path);
  if (!p.is_absolute()) {
    auto abs = std::filesystem::absolute(p, ec);
    if (!ec)
      p = abs;
  }
  std::string s = p.lexically_normal().generic_string();
  static const char* hex = "0123456789ABCDEF";
  std::string out = "file://";
  for (unsigned char c : s) {
    bool keep = std::isalnum(c) || c == '/' || c == '-' || c == '.' || c == '_' || c == '~';
    if (keep) {
      out.push_back(static_cast<char>(c));
    } else {
      out.push_back('%');
      out.push_back(hex[c >> 4]);
      out.push_back(hex[c & 15]);
    }
  }
  return out;
}

} // namespace tilec::lsp
