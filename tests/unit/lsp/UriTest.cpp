// file: URIs <-> paths.
#include "tilec/lsp/Uri.h"

#include <catch2/catch.hpp>

using namespace tilec::lsp;

TEST_CASE("uri: file URIs decode to paths", "[lsp][uri]") {
  CHECK(uriToPath("file:///home/me/k.tile") == "/home/me/k.tile");
  CHECK(uriToPath("file:///home/me/my%20kernels/k%C3%A9.tile") == "/home/me/my kernels/k\xC3\xA9.tile");
  CHECK(uriToPath("file://localhost/tmp/a.tile") == "/tmp/a.tile");
  CHECK(uriToPath("FILE:///tmp/a.tile?x=1#frag") == "/tmp/a.tile");
  CHECK(uriToPath("file:///tmp/100%") == "/tmp/100%"); // a stray % stays
  CHECK_FALSE(uriToPath("untitled:Untitled-1"));
  CHECK_FALSE(uriToPath("file://server/share/a.tile"));
  CHECK_FALSE(uriToPath("file:///a%00b")); // no NUL in paths
  CHECK_FALSE(uriToPath(""));
}

TEST_CASE("uri: paths encode to file URIs and back", "[lsp][uri]") {
  CHECK(pathToUri("/home/me/my kernels/k#1.tile") == "file:///home/me/my%20kernels/k%231.tile");
  CHECK(pathToUri("/a/./b/../c.tile") == "file:///a/c.tile");
  for (const char* p : {"/tmp/x.tile", "/tmp/\xC3\xA9 t/[1].tile", "/tmp/a+b=c;d.tile"})
    CHECK(uriToPath(pathToUri(p)) == p);
  CHECK(pathToUri("rel.tile").rfind("file:///", 0) == 0); // made absolute
}
