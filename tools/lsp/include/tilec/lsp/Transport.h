#pragma once
// The base protocol's framing, written by hand: every message is a header
// block ("Content-Length: N\r\n", other headers ignored, then an empty line)
// followed by N bytes of UTF-8 JSON.

#include <cstddef>
#include <iosfwd>
#include <string>

namespace tilec::lsp {

enum class ReadResult {
  Message,  // body holds one message
  Eof,      // the input ended (a message cut short is dropped)
  BadFrame, // an unusable header block, skipped; error says why
};

class Transport {
public:
  /// Larger messages are skipped (BadFrame), their bytes discarded.
  static constexpr size_t kMaxMessage = size_t(256) << 20;

  Transport(std::istream& in, std::ostream& out) : in_(in), out_(out) {}

  /// Reads the next message. After a BadFrame the reader stands past the bad
  /// header block, so the next call starts on the following message.
  ReadResult read(std::string& body, std::string& error);
  /// Writes one framed message and flushes.
  void write(const std::string& body);

private:
  bool readLine(std::string& line);
  std::istream& in_;
  std::ostream& out_;
};

/// "Content-Length: N\r\n\r\n" + body.
std::string frame(const std::string& body);

} // namespace tilec::lsp
