// Names and literals of the printed IR form.
#include "tilec/ir/Printer.h"

#include <cctype>
#include <charconv>
#include <cstdio>
#include <string>
#include <unordered_set>

namespace tilec::ir {

namespace {

bool isReserved(std::string_view s) {
  static const std::unordered_set<std::string> words = {
      "T",     "and",  "as",     "assert", "break", "class", "continue", "def",    "del",  "elif",
      "else",  "except", "finally", "for", "from",  "global", "if",      "import", "in",   "is",
      "lambda", "nonlocal", "not", "or",   "pass",  "raise", "return",   "try",    "while", "with",
      "yield", "None", "True",   "False", "float"};
  return words.count(std::string(s)) != 0;
}

bool isIdentifier(std::string_view s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0])))
    return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
      return false;
  return true;
}

} // namespace

bool isPlainIRName(std::string_view s) { return isIdentifier(s) && !isReserved(s); }

std::string sanitizeIRName(std::string_view s, const char* fallback) {
  std::string r;
  for (char c : s)
    r += (std::isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
  if (r.empty())
    r = fallback;
  if (std::isdigit(static_cast<unsigned char>(r[0])))
    r = "_" + r;
  if (isReserved(r))
    r += "_";
  return r;
}

std::string quoteIRString(std::string_view s) {
  std::string r = "\"";
  for (unsigned char c : s) {
    switch (c) {
    case '"': r += "\\\""; break;
    case '\\': r += "\\\\"; break;
    case '\n': r += "\\n"; break;
    case '\t': r += "\\t"; break;
    case '\r': r += "\\r"; break;
    default:
      if (c < 0x20 || c == 0x7f) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\x%02x", c);
        r += buf;
      } else {
        r += char(c);
      }
    }
  }
  return r + "\"";
}

std::string formatIRFloat(double d) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, d);
  std::string s(buf, r.ptr);
  if (s.find_first_of(".eEin") == std::string::npos) // "inf" and "nan" stay as they are
    s += ".0";
  return s;
}

} // namespace tilec::ir
