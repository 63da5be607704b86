#include "tilec/lsp/Transport.h"

#include <cctype>
#include <istream>
#include <ostream>

namespace tilec::lsp {

namespace {

std::string trim(const std::string& s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b])))
    ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])))
    --e;
  return s.substr(b, e - b);
}

bool equalsIgnoreCase(const std::string& a, const char* b) {
  size_t i = 0;
  for (; i < a.size() && b[i]; ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return i == a.size() && !b[i];
}

} // namespace

bool Transport::readLine(std::string& line) {
  line.clear();
  int c;
  bool any = false;
  // Header lines are short; a line longer than this is garbage, cut it off
  // (the rest reads as further lines) rather than buffer without bound.
  constexpr size_t kMaxLine = 64 * 1024;
  while ((c = in_.get()) != std::char_traits<char>::eof()) {
    any = true;
    if (c == '\n')
      break;
    if (line.size() < kMaxLine)
      line.push_back(static_cast<char>(c));
  }
  if (!line.empty() && line.back() == '\r')
    line.pop_back();
  return any;
}

ReadResult Transport::read(std::string& body, std::string& error) {
  body.clear();
  error.clear();
  std::string line;
  // Stray empty lines between messages are skipped.
  do {
    if (!readLine(line))
      return ReadResult::Eof;
  } while (line.empty());

  bool haveLength = false;
  bool badLength = false;
  unsigned long long length = 0;
  std::string badValue;
  for (;;) {
    auto colon = line.find(':');
    if (colon == std::string::npos) {
      if (error.empty())
        error = "malformed header line '" + line.substr(0, 80) + "'";
    } else if (equalsIgnoreCase(trim(line.substr(0, colon)), "content-length")) {
      std::string v = trim(line.substr(colon + 1));
      bool ok = !v.empty() && v.size() <= 19;
      for (char ch : v)
        ok = ok && std::isdigit(static_cast<unsigned char>(ch));
      if (ok) {
        length = std::stoull(v);
        haveLength = true;
        badLength = false;
      } else {
        badLength = true;
        badValue = v.substr(0, 40);
      }
    }
    if (!readLine(line))
      return ReadResult::Eof; // the input ended inside a header block
    if (line.empty())
      break;
  }
  if (badLength) {
    error = "invalid Content-Length '" + badValue + "'";
    return ReadResult::BadFrame;
  }
  if (!haveLength) {
    if (error.empty())
      error = "header block without Content-Length";
    return ReadResult::BadFrame;
  }
  if (length > kMaxMessage) {
    in_.ignore(static_cast<std::streamsize>(length));
    if (!in_)
      return ReadResult::Eof;
    error = "message of " + std::to_string(length) + " bytes is larger than the limit of " +
            std::to_string(kMaxMessage);
    return ReadResult::BadFrame;
  }
  error.clear(); // unknown or odd header lines alongside a good length are ignored
  body.resize(static_cast<size_t>(length));
  if (length)
    in_.read(body.data(), static_cast<std::streamsize>(length));
  if (static_cast<unsigned long long>(in_.gcount()) != length && length) {
    body.clear();
    return ReadResult::Eof;
  }
  return ReadResult::Message;
}

std::string frame(const std::string& body) {
  return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}

void Transport::write(const std::string& body) {
  out_ << frame(body);
  out_.flush();
}

} // namespace tilec::lsp
