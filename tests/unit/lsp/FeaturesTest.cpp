// Diagnostics, hover, document symbols and definition on small programs.
#include "LspTestUtil.h"

#include "tilec/lsp/Hover.h"
#include "tilec/lsp/Uri.h"

#include <filesystem>
#include <fstream>

#include <unistd.h>

using namespace tilec::lsp;
using namespace tilec::lsp::test;

namespace {

namespace fs = std::filesystem;

const char* const kKernel = "SCALE = 2.0\n"                                         // 0
                            "\n"                                                    // 1
                            "@T.prim_func\n"                                        // 2
                            "def k[M: int = 256](A: T.Tensor((M, 64), \"float16\")):\n" // 3
                            "    with T.Kernel(T.ceildiv(M, 64), threads=128) as bx:\n" // 4
                            "        F = T.alloc_fragment((64, 64), \"float32\")\n"    // 5
                            "        T.copy(A[bx * 64, 0], F)\n";                      // 6

std::string markdown(const json::Value& response) {
  const json::Value* r = result(response);
  if (!r || !r->getAsObject())
    return "";
  const json::Object* c = r->getAsObject()->getObject("contents");
  return c ? c->getString("value").value_or("").str() : "";
}

json::Object rangeOf(const json::Value& v) { return *v.getAsObject()->getObject("range"); }

std::string rangeText(const json::Object& r) { return toText(json::Value(json::Object(r))); }

std::string lspRange(int l0, int c0, int l1, int c1) {
  return toText(json::Object{{"start", json::Object{{"line", l0}, {"character", c0}}},
                             {"end", json::Object{{"line", l1}, {"character", c1}}}});
}

/// A scratch directory removed at the end of the test.
struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() / ("tilec-lsp-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++));
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  static int& counter() {
    static int n = 0;
    return n;
  }
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(path / name, std::ios::binary) << text;
    return (path / name).string();
  }
};

} // namespace

TEST_CASE("diagnostics: message and range as the compiler gives them, in UTF-16", "[lsp][diagnostics]") {
  Session s;
  s.initialize();
  // é (2 bytes), 日 (3 bytes), 😀 (4 bytes, two UTF-16 units) before the error:
  // tilec says column 19 (bytes); the editor counts 13 code units.
  json::Array d = s.open("file:///u.tile", "X = (\"\xC3\xA9\xE6\x97\xA5\xF0\x9F\x98\x80\", nope)\n");
  REQUIRE(d.size() == 1);
  const json::Object& o = *d[0].getAsObject();
  CHECK(o.getString("message") == llvm::StringRef("use of undeclared name 'nope'"));
  CHECK(o.getInteger("severity") == 1);
  CHECK(o.getString("source") == llvm::StringRef("tilec"));
  CHECK(rangeText(*o.getObject("range")) == lspRange(0, 13, 0, 17));
}

TEST_CASE("diagnostics: a syntax error, then the fix clears it", "[lsp][diagnostics]") {
  Session s;
  s.initialize();
  json::Array d = s.open("file:///a.tile", "X = 1 +\n");
  REQUIRE(d.size() == 1);
  CHECK(d[0].getAsObject()->getString("message")->starts_with("unexpected end of line"));
  CHECK(rangeText(*d[0].getAsObject()->getObject("range")) == lspRange(0, 7, 0, 7));
  CHECK(s.change("file:///a.tile", "X = 1 + 2\n", 2).empty());
}

TEST_CASE("diagnostics: errors in an imported file show on the import", "[lsp][diagnostics]") {
  TempDir dir;
  dir.write("lib.tile", "Z = (1,\n");
  std::string main = dir.write("main.tile", "");
  Session s;
  s.initialize();
  std::string uri = pathToUri(main);
  json::Array d = s.open(uri, "import \"lib.tile\"\nY = 1\n");
  REQUIRE(d.size() == 1);
  const json::Object& o = *d[0].getAsObject();
  CHECK(o.getString("message")->contains("lib.tile:1:5: error: '(' was never closed"));
  CHECK(rangeText(*o.getObject("range")) == lspRange(0, 7, 0, 17)); // the import's path
  const json::Array* related = o.getArray("relatedInformation");
  REQUIRE(related);
  REQUIRE(related->size() == 2);
  const json::Object* loc = (*related)[0].getAsObject()->getObject("location");
  CHECK(loc->getString("uri")->ends_with("/lib.tile"));
  CHECK((*related)[1].getAsObject()->getString("message") == llvm::StringRef("in the file imported here"));
  // The import fixed on disk and the client says so: the error goes away.
  dir.write("lib.tile", "Z = (1, 2)\n");
  s.notify("workspace/didChangeWatchedFiles", json::Object{{"changes", json::Array{}}});
  auto notes = s.takeNotifications();
  REQUIRE(notes.size() == 1);
  CHECK(notes[0].getAsObject()->getObject("params")->getArray("diagnostics")->empty());
}

TEST_CASE("diagnostics: layout conflicts are reported as the compiler reports them", "[lsp][diagnostics]") {
  Session s;
  s.initialize();
  const char* text = "@T.prim_func\n"                                                        // 0
                     "def k(X: T.Tensor((16, 64), \"float32\"), Y: T.Tensor((16,), \"float32\")):\n" // 1
                     "    with T.Kernel(1, threads=128) as bx:\n"                             // 2
                     "        scan = T.alloc_fragment((16, 64), \"float32\")\n"               // 3
                     "        carry = T.alloc_fragment((16,), \"float32\")\n"                 // 4
                     "        T.copy(X, scan)\n"                                              // 5
                     "        for i, j in T.Parallel(16, 64):\n"                              // 6
                     "            scan[i, j] += carry[i]\n"                                   // 7
                     "        for i in T.Parallel(16):\n"                                     // 8
                     "            carry[i] = scan[i, 63]\n"                                   // 9
                     "        T.copy(carry, Y)\n";                                            // 10
  json::Array d = s.open("file:///c.tile", text);
  REQUIRE(d.size() == 1);
  const json::Object& o = *d[0].getAsObject();
  CHECK(o.getString("message")->starts_with("layout conflict for fragment 'scan'"));
  CHECK(rangeText(*o.getObject("range")).find("\"line\":9") != std::string::npos);
  // A hover on the other fragment says why there is no layout to show.
  std::string md = markdown(s.request("textDocument/hover", Session::at("file:///c.tile", 4, 9)));
  CHECK(md.find("**layout** not inferred (the file has errors") != std::string::npos);
}

TEST_CASE("hover: a fragment's shape, dtype, scope, and the layout inference chose", "[lsp][hover]") {
  Session s;
  s.initialize();
  REQUIRE(s.open("file:///k.tile", kKernel).empty());
  std::string md = markdown(s.request("textDocument/hover", Session::at("file:///k.tile", 6, 30)));
  CHECK(md.find("F: fragment buffer float32[64, 64]") != std::string::npos);
  CHECK(md.find("**dtype** `float32`") != std::string::npos);
  CHECK(md.find("**shape** `[64, 64]`") != std::string::npos);
  CHECK(md.find("**scope** `local.fragment`") != std::string::npos);
  // 64x64 float32 read from fp16 over 128 threads in vectors of 8 (16 bytes
  // of fp16): thread t holds columns 8(t%8)..+7 of rows t/8, t/8 + 16, ...
  CHECK(md.find("**layout** `Fragment([i, j] in [64, 64] -> thread: ") != std::string::npos);
  CHECK(md.find("threads: 128, locals: [32])`") != std::string::npos);
  CHECK(md.find("  0  T0:0   T0:1   T0:2   T0:3   T0:4   T0:5   T0:6   T0:7   T1:0") != std::string::npos);
  CHECK(md.find("  1  T8:0   T8:1") != std::string::npos);
  CHECK(md.find("local to kernel `k`, line 6") != std::string::npos);
  // A parameter, hovered at its definition: the range is the name only.
  json::Value r = s.request("textDocument/hover", Session::at("file:///k.tile", 3, 20));
  CHECK(markdown(r).find("A: global buffer float16[256, 64]") != std::string::npos);
  CHECK(markdown(r).find("parameter of kernel `k`") != std::string::npos);
  CHECK(rangeText(rangeOf(*result(r))) == lspRange(3, 20, 3, 21));
  // A constant and a run-time index.
  CHECK(markdown(s.request("textDocument/hover", Session::at("file:///k.tile", 0, 1))).find("SCALE = 2.0") !=
        std::string::npos);
  CHECK(markdown(s.request("textDocument/hover", Session::at("file:///k.tile", 6, 17))).find("bx: int32") !=
        std::string::npos);
  // Nothing there: null.
  CHECK(result(s.request("textDocument/hover", Session::at("file:///k.tile", 1, 0)))->kind() == json::Value::Null);
}

TEST_CASE("hover: primitives, also in text that does not parse", "[lsp][hover]") {
  Session s;
  s.initialize();
  s.open("file:///p.tile", std::string(kKernel) + "        T.gemm(F, F, F\n        tilelang.layout.make_swizzled_layout(\n");
  std::string md = markdown(s.request("textDocument/hover", Session::at("file:///p.tile", 7, 11)));
  CHECK(md.find("T.gemm(A, B, C, transpose_A=False") != std::string::npos);
  CHECK(md.find("C += A @ B") != std::string::npos);
  md = markdown(s.request("textDocument/hover", Session::at("file:///p.tile", 8, 30)));
  CHECK(md.find("tilelang.layout.make_swizzled_layout(buffer)") != std::string::npos);
  // On `T` itself, or in a comment: nothing.
  CHECK(result(s.request("textDocument/hover", Session::at("file:///p.tile", 7, 8)))->kind() == json::Value::Null);
  s.change("file:///p.tile", "# see T.copy\n", 2);
  CHECK(result(s.request("textDocument/hover", Session::at("file:///p.tile", 0, 9)))->kind() == json::Value::Null);
}

TEST_CASE("dottedNameAt", "[lsp][hover]") {
  std::string t = "x = T.copy(a)  # T.fill\ny = \"T.clear\"";
  CHECK(dottedNameAt(t, 7)->text == "T.copy");
  CHECK(dottedNameAt(t, 4)->text == "T");
  CHECK(dottedNameAt(t, 10)->text == "T.copy"); // just after the name
  CHECK_FALSE(dottedNameAt(t, 19));              // comment
  CHECK_FALSE(dottedNameAt(t, 31));              // string
  CHECK_FALSE(dottedNameAt(t, 1000));
}

TEST_CASE("documentSymbol: kernels, macros inside them, constants, exports", "[lsp][symbols]") {
  Session s;
  s.initialize();
  std::string text = std::string(kKernel) +
                     "        @T.macro\n"
                     "        def inner(v):\n"
                     "            return v\n"
                     "\n"
                     "export k[M=128] as k128\n";
  REQUIRE(s.open("file:///s.tile", text).empty());
  json::Value r = s.request("textDocument/documentSymbol", json::Object{{"textDocument", json::Object{{"uri", "file:///s.tile"}}}});
  const json::Array* syms = result(r)->getAsArray();
  REQUIRE(syms);
  REQUIRE(syms->size() == 3);
  auto field = [&](size_t i, const char* k) { return (*syms)[i].getAsObject()->getString(k).value_or("").str(); };
  CHECK(field(0, "name") == "SCALE");
  CHECK(field(1, "name") == "k");
  CHECK(field(1, "detail") == "kernel");
  CHECK(field(2, "name") == "k128");
  CHECK(field(2, "detail") == "export of k[M=128]");
  const json::Array* children = (*syms)[1].getAsObject()->getArray("children");
  REQUIRE(children);
  REQUIRE(children->size() == 1);
  CHECK((*children)[0].getAsObject()->getString("name") == llvm::StringRef("inner"));

  // Broken text: the outline of the last version that parsed stays.
  s.change("file:///s.tile", text + "def (\n", 2);
  json::Value again = s.request("textDocument/documentSymbol", json::Object{{"textDocument", json::Object{{"uri", "file:///s.tile"}}}});
  CHECK(toText(*result(again)) == toText(*result(r)));
}

TEST_CASE("documentSymbol: flat SymbolInformation for clients without hierarchy", "[lsp][symbols]") {
  Session s;
  s.initialize(/*hierarchical=*/false);
  s.open("file:///f.tile", std::string(kKernel) + "        @T.macro\n        def inner(v):\n            return v\n");
  json::Value r = s.request("textDocument/documentSymbol", json::Object{{"textDocument", json::Object{{"uri", "file:///f.tile"}}}});
  const json::Array* syms = result(r)->getAsArray();
  REQUIRE(syms);
  REQUIRE(syms->size() == 3);
  const json::Object& inner = *(*syms)[2].getAsObject();
  CHECK(inner.getString("name") == llvm::StringRef("inner"));
  CHECK(inner.getString("containerName") == llvm::StringRef("k"));
  CHECK(inner.getObject("location")->getString("uri") == llvm::StringRef("file:///f.tile"));
}

TEST_CASE("definition: names, exports, imports, across files", "[lsp][definition]") {
  TempDir dir;
  dir.write("lib.tile", "@T.macro\ndef twice(x):\n    return x * 2\n");
  std::string main = dir.write("main.tile", "");
  std::string uri = pathToUri(main);
  std::string text = "import \"lib.tile\"\n"                                               // 0
                     "@T.prim_func\n"                                                      // 1
                     "def k(A: T.Tensor((64,), \"float32\")):\n"                             // 2
                     "    with T.Kernel(1, threads=64) as bx:\n"                           // 3
                     "        F = T.alloc_fragment((64,), \"float32\")\n"                    // 4
                     "        for i in T.Parallel(64):\n"                                  // 5
                     "            F[i] = twice(A[i])\n"                                     // 6
                     "        T.copy(F, A)\n"                                               // 7
                     "export k as k_sym\n";                                                 // 8
  Session s;
  s.initialize();
  json::Array d = s.open(uri, text);
  INFO(toText(json::Value(json::Array(d))));
  REQUIRE(d.empty());
  auto def = [&](int line, int ch) { return s.request("textDocument/definition", Session::at(uri, line, ch)); };
  // F, from its use to its assignment.
  json::Value r = def(7, 15);
  CHECK(result(r)->getAsObject()->getString("uri") == llvm::StringRef(uri));
  CHECK(rangeText(rangeOf(*result(r))) == lspRange(4, 8, 4, 9));
  // A, to the parameter's name.
  CHECK(rangeText(rangeOf(*result(def(6, 25)))) == lspRange(2, 6, 2, 7));
  // twice, into lib.tile.
  r = def(6, 20);
  CHECK(result(r)->getAsObject()->getString("uri")->ends_with("/lib.tile"));
  CHECK(rangeText(rangeOf(*result(r))) == lspRange(1, 4, 1, 9));
  // export k: the kernel.
  CHECK(rangeText(rangeOf(*result(def(8, 7)))) == lspRange(2, 4, 2, 5));
  // import "lib.tile": the file.
  r = def(0, 10);
  CHECK(result(r)->getAsObject()->getString("uri")->ends_with("/lib.tile"));
  // Nothing: null.
  CHECK(result(def(3, 0))->kind() == json::Value::Null);
}
