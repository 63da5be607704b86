// Fuzz-style robustness: every example, edited at random (spans deleted,
// inserted, duplicated, random characters, truncation), goes through didChange;
// hover, documentSymbol and definition are asked at random positions. The
// server must answer every request, never with InternalError, and never
// crash. Seeded, and bounded in time so it stays a unit test; for a longer
// run, TILEC_LSP_FUZZ_SECONDS=60 TILEC_LSP_FUZZ_SEED=7 (iterations then
// unbounded).
#include "LspTestUtil.h"

#include "tilec/lsp/Uri.h"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace tilec::lsp;
using namespace tilec::lsp::test;

namespace {

namespace fs = std::filesystem;

std::string readFile(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

class Mutator {
public:
  explicit Mutator(uint32_t seed) : rng_(seed) {}

  size_t pick(size_t n) { return n == 0 ? 0 : std::uniform_int_distribution<size_t>(0, n - 1)(rng_); }

  void mutate(std::string& t) {
    size_t edits = 1 + pick(3);
    for (size_t i = 0; i < edits; ++i)
      one(t);
  }

private:
  std::pair<size_t, size_t> span(const std::string& t, size_t maxLen) {
    size_t b = pick(t.size() + 1);
    size_t len = std::min(pick(maxLen + 1), t.size() - b);
    return {b, len};
  }

  std::string randomChars() {
    // Bias towards what breaks a Python-shaped language: brackets, colons,
    // indentation, newlines, quotes, operators; and some non-ASCII and NUL.
    static const char* const pieces[] = {
        "(", ")", "[", "]", "{", "}", ":", ",", ".", "=", "+", "*", "**", "-", "/", "//", "%", "<", ">=", "\n",
        "\n    ", "    ", "\t", "\r\n", "\r", "\"", "'", "#", "\\", "@", "T.", "T.copy(", "def ", "with ", "for ",
        "in ", "if ", "else:", "lambda", "export ", " as ", "import \"", "0", "1e309", "-9223372036854775809",
        "99999999999999999999", "x", "A_shared", "\xC3\xA9", "\xE6\x97\xA5", "\xF0\x9F\x98\x80",
        "T.alloc_fragment((128, 128), \"float32\")", "T.Parallel(", "T.Pipelined(", "range(", "@T.macro\n", "\xFF"};
    constexpr size_t n = sizeof(pieces) / sizeof(pieces[0]);
    std::string s;
    size_t count = 1 + pick(6);
    for (size_t i = 0; i < count; ++i) {
      size_t k = pick(n + 1);
      if (k == n)
        s.push_back('\0');
      else
        s += pieces[k];
    }
    return s;
  }

  void one(std::string& t) {
    switch (pick(7)) {
    case 0: { // delete a span
      auto [b, len] = span(t, 40);
      t.erase(b, len);
      break;
    }
    case 1: { // copy a span from elsewhere
      auto [b, len] = span(t, 80);
      std::string piece = t.substr(b, len);
      t.insert(pick(t.size() + 1), piece);
      break;
    }
    case 2: { // duplicate a span in place
      auto [b, len] = span(t, 60);
      t.insert(b, t.substr(b, len));
      break;
    }
    case 3: // random characters
      t.insert(pick(t.size() + 1), randomChars());
      break;
    case 4: // truncate
      t.resize(pick(t.size() + 1));
      break;
    case 5: { // swap two lines
      std::vector<std::string> lines;
      std::stringstream ss(t);
      for (std::string l; std::getline(ss, l);)
        lines.push_back(l);
      if (lines.size() >= 2) {
        std::swap(lines[pick(lines.size())], lines[pick(lines.size())]);
        t.clear();
        for (auto& l : lines)
          t += l + "\n";
      }
      break;
    }
    default: { // replace one character
      if (!t.empty())
        t[pick(t.size())] = "():,.=[] \n0aT_\"#"[pick(16)];
      break;
    }
    }
    // The client would never send invalid UTF-8 in JSON: fix it as it would.
    if (!llvm::json::isUTF8(t))
      t = llvm::json::fixUTF8(t);
  }

  std::mt19937 rng_;
};

} // namespace

TEST_CASE("fuzz: edited examples never crash the server and every request is answered", "[lsp][fuzz]") {
  fs::path examples = fs::path(TILEC_SOURCE_DIR) / "examples";
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(examples))
    if (e.path().extension() == ".tile")
      files.push_back(e.path());
  std::sort(files.begin(), files.end());
  REQUIRE_FALSE(files.empty());

  using Clock = std::chrono::steady_clock;
  const char* seconds = std::getenv("TILEC_LSP_FUZZ_SECONDS");
  const char* seedText = std::getenv("TILEC_LSP_FUZZ_SEED");
  const auto budget = std::chrono::milliseconds(seconds ? std::atol(seconds) * 1000 : 4000);
  const auto start = Clock::now();
  const auto perFile = budget / files.size();
  const int kMaxIterations = seconds ? 1 << 30 : 60; // per file, if time allows

  Session s;
  s.initialize(/*hierarchical=*/true);
  Mutator m(seedText ? static_cast<uint32_t>(std::strtoul(seedText, nullptr, 10)) : 20240611u);
  size_t requests = 0, edits = 0, hovers = 0, symbols = 0;
  for (const auto& file : files) {
    const std::string original = readFile(file);
    std::string uri = pathToUri(file.string());
    s.open(uri, original);
    std::string text = original;
    auto fileStart = Clock::now();
    for (int it = 0; it < kMaxIterations && Clock::now() - fileStart < perFile; ++it) {
      if (it % 8 == 0)
        text = original; // keep most edits close to real code
      m.mutate(text);
      INFO(file.filename().string() << " iteration " << it << ": text\n" << text);
      s.change(uri, text, it + 2);
      ++edits;
      LineTable lines(text);
      for (int q = 0; q < 6; ++q) {
        int64_t line = static_cast<int64_t>(m.pick(lines.lineCount() + 2));
        int64_t character = static_cast<int64_t>(m.pick(100));
        json::Value r = nullptr;
        switch (q % 3) {
        case 0:
          r = s.request("textDocument/hover", Session::at(uri, line, character));
          ++hovers;
          break;
        case 1:
          r = s.request("textDocument/documentSymbol", json::Object{{"textDocument", json::Object{{"uri", uri}}}});
          ++symbols;
          break;
        default: r = s.request("textDocument/definition", Session::at(uri, line, character)); break;
        }
        ++requests;
        INFO("response: " << toText(r));
        CHECK(errorCode(r) == 0);
      }
    }
    s.notify("textDocument/didClose", json::Object{{"textDocument", json::Object{{"uri", uri}}}});
  }
  CHECK(errorCode(s.requestNoParams("shutdown")) == 0);
  s.notify("exit", nullptr);
  CHECK(s.server().exitCode() == 0);
  WARN("fuzz: " << edits << " edits, " << requests << " requests (" << hovers << " hovers, " << symbols
                << " outlines) in "
                << std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count() << " ms");
  CHECK(edits >= files.size());
}
