// The Content-Length framing, both ways.
#include "tilec/lsp/Transport.h"

#include <catch2/catch.hpp>

#include <sstream>

using namespace tilec::lsp;

namespace {
std::vector<std::string> readAll(const std::string& input, std::vector<std::string>* errors = nullptr) {
  std::istringstream in(input);
  std::ostringstream out;
  Transport t(in, out);
  std::vector<std::string> bodies;
  std::string body, error;
  for (;;) {
    ReadResult r = t.read(body, error);
    if (r == ReadResult::Eof)
      break;
    if (r == ReadResult::BadFrame) {
      if (errors)
        errors->push_back(error);
      continue;
    }
    bodies.push_back(body);
  }
  return bodies;
}
} // namespace

TEST_CASE("framing: messages back to back", "[lsp][framing]") {
  std::string in = frame(R"({"a":1})") + frame(R"({"b":2})") + frame("{}");
  CHECK(readAll(in) == std::vector<std::string>{R"({"a":1})", R"({"b":2})", "{}"});
}

TEST_CASE("framing: header names in any case, other headers ignored, LF accepted", "[lsp][framing]") {
  std::string in = "content-length: 7\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"a\":1}"
                   "Content-Type: x\nCONTENT-LENGTH:2\n\n{}";
  CHECK(readAll(in) == std::vector<std::string>{R"({"a":1})", "{}"});
}

TEST_CASE("framing: the length counts bytes, not characters", "[lsp][framing]") {
  std::string body = "{\"s\":\"\xC3\xA9\xF0\x9F\x98\x80\"}"; // é and an emoji: 6 bytes, 2 characters
  std::string framed = frame(body);
  CHECK(framed.rfind("Content-Length: " + std::to_string(body.size()) + "\r\n\r\n", 0) == 0);
  CHECK(readAll(framed + frame("{}")) == std::vector<std::string>{body, "{}"});

  std::istringstream in;
  std::ostringstream out;
  Transport t(in, out);
  t.write(body);
  CHECK(out.str() == "Content-Length: 14\r\n\r\n" + body);
}

TEST_CASE("framing: bad header blocks are skipped and reading goes on", "[lsp][framing]") {
  std::vector<std::string> errors;
  std::string in = "Content-Type: text/plain\r\n\r\n" // no length
                   "Content-Length: abc\r\n\r\n"    // not a number
                   "Content-Length: -5\r\n\r\n"     // not a number either
                   "garbage without colon\r\n\r\n" +
                   frame("{\"ok\":true}");
  CHECK(readAll(in, &errors) == std::vector<std::string>{"{\"ok\":true}"});
  REQUIRE(errors.size() == 4);
  CHECK(errors[0] == "header block without Content-Length");
  CHECK(errors[1] == "invalid Content-Length 'abc'");
  CHECK(errors[3] == "malformed header line 'garbage without colon'");
}

TEST_CASE("framing: stray blank lines between messages are tolerated", "[lsp][framing]") {
  CHECK(readAll("\r\n\r\n" + frame("{}") + "\r\n" + frame("[]")) == std::vector<std::string>{"{}", "[]"});
}

TEST_CASE("framing: the input ending inside a message is the end", "[lsp][framing]") {
  CHECK(readAll("Content-Length: 10\r\n\r\n{\"a\"").empty());
  CHECK(readAll("Content-Length: 10\r\n").empty());
  CHECK(readAll("").empty());
  CHECK(readAll(frame("{}") + "Content-Len").size() == 1);
}

TEST_CASE("framing: an oversized length is refused without allocating it", "[lsp][framing]") {
  std::vector<std::string> errors;
  std::string huge = std::to_string(Transport::kMaxMessage + 1);
  // The declared bytes are not there: the input ends while they are skipped.
  CHECK(readAll("Content-Length: " + huge + "\r\n\r\n{}", &errors).empty());
  CHECK(readAll("Content-Length: 99999999999999999999999\r\n\r\n" + frame("{}"), &errors) ==
        std::vector<std::string>{"{}"});
  CHECK_FALSE(errors.empty());
}

TEST_CASE("framing: a zero-length body is a message", "[lsp][framing]") {
  CHECK(readAll("Content-Length: 0\r\n\r\n" + frame("{}")) == std::vector<std::string>{"", "{}"});
}
