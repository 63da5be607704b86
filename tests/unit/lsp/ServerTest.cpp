// The JSON-RPC layer: every request gets one response, notifications none,
// errors have the right codes, and nothing a client sends takes the server
// down.
#include "LspTestUtil.h"

#include "tilec/lsp/Transport.h"

#include <sstream>

using namespace tilec::lsp;
using namespace tilec::lsp::test;

TEST_CASE("server: requests before initialize are refused", "[lsp][server]") {
  Session s;
  CHECK(errorCode(s.request("textDocument/hover", Session::at("file:///x.tile", 0, 0))) == ErrorCode::ServerNotInitialized);
  s.notify("textDocument/didOpen", json::Object{}); // dropped, no answer
  CHECK(s.takeNotifications().empty());
  s.initialize();
  CHECK(errorCode(s.request("initialize", json::Object{})) == ErrorCode::InvalidRequest); // only once
}

TEST_CASE("server: initialize announces full sync, hover, symbols, definition", "[lsp][server]") {
  Session s;
  json::Value r = s.request("initialize", json::Object{{"capabilities", json::Object{}}});
  const json::Object* caps = result(r)->getAsObject()->getObject("capabilities");
  REQUIRE(caps);
  CHECK(caps->getInteger("textDocumentSync") == 1);
  CHECK(caps->getBoolean("hoverProvider") == true);
  CHECK(caps->getBoolean("documentSymbolProvider") == true);
  CHECK(caps->getBoolean("definitionProvider") == true);
  CHECK(caps->getString("positionEncoding") == llvm::StringRef("utf-16"));
}

TEST_CASE("server: unknown methods", "[lsp][server]") {
  Session s;
  s.initialize();
  json::Value r = s.request("textDocument/formatting", json::Object{});
  CHECK(errorCode(r) == ErrorCode::MethodNotFound);
  // A string id comes back as it was sent.
  s.server().handle(json::Object{{"jsonrpc", "2.0"}, {"id", "abc"}, {"method", "no/such"}});
  auto out = s.take();
  REQUIRE(out.size() == 1);
  CHECK(out[0].getAsObject()->getString("id") == llvm::StringRef("abc"));
  // Unknown notifications are ignored.
  s.notify("no/such/notification", json::Object{});
  s.notify("$/cancelRequest", json::Object{{"id", 1}});
  CHECK(s.takeNotifications().empty());
}

TEST_CASE("server: malformed messages get error responses", "[lsp][server]") {
  Session s;
  s.initialize();
  auto one = [&](std::string_view body) {
    s.server().handleText(body);
    auto out = s.take();
    REQUIRE(out.size() == 1);
    return out[0];
  };
  json::Value r = one("{not json");
  CHECK(errorCode(r) == ErrorCode::ParseError);
  CHECK(r.getAsObject()->get("id")->kind() == json::Value::Null);
  CHECK(errorCode(one("[1, 2]")) == ErrorCode::InvalidRequest);
  CHECK(errorCode(one("42")) == ErrorCode::InvalidRequest);
  CHECK(errorCode(one(R"({"jsonrpc":"2.0","id":7})")) == ErrorCode::InvalidRequest);
  CHECK(errorCode(one(R"({"jsonrpc":"2.0","id":7,"method":12})")) == ErrorCode::InvalidRequest);
  CHECK(errorCode(one(R"({"jsonrpc":"2.0","id":{"x":1},"method":"shutdown"})")) == ErrorCode::InvalidRequest);
  CHECK(errorCode(one("\"\xFF\xFE\"")) == ErrorCode::ParseError); // not UTF-8
  // Nesting that would take the recursive parser down is refused before parsing.
  CHECK(errorCode(one(std::string(1000000, '[') + std::string(1000000, ']'))) == ErrorCode::ParseError);
  CHECK(errorCode(one("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"x/y\",\"params\":\"" + std::string(5000, '[') + "\"}")) == ErrorCode::MethodNotFound); // brackets in a string do not count
  // A response from the client (we never ask) is ignored.
  s.server().handleText(R"({"jsonrpc":"2.0","id":3,"result":null})");
  CHECK(s.take().empty());
}

TEST_CASE("server: bad params are InvalidParams, not a crash", "[lsp][server]") {
  Session s;
  s.initialize();
  CHECK(errorCode(s.requestNoParams("textDocument/hover")) == ErrorCode::InvalidParams);
  CHECK(errorCode(s.request("textDocument/hover", json::Array{1, 2})) == ErrorCode::InvalidParams);
  CHECK(errorCode(s.request("textDocument/hover", json::Object{{"textDocument", 3}})) == ErrorCode::InvalidParams);
  CHECK(errorCode(s.request("textDocument/hover", Session::at("file:///not/open.tile", 0, 0))) == ErrorCode::InvalidParams);
  s.open("file:///t.tile", "X = 1\n");
  CHECK(errorCode(s.request("textDocument/hover", Session::at("file:///t.tile", -1, 0))) == ErrorCode::InvalidParams);
  json::Object p = Session::at("file:///t.tile", 0, 0);
  p["position"] = json::Object{{"line", "zero"}, {"character", 0}};
  CHECK(errorCode(s.request("textDocument/definition", std::move(p))) == ErrorCode::InvalidParams);
  // Far outside the text is fine: the position is clamped.
  CHECK(errorCode(s.request("textDocument/hover", Session::at("file:///t.tile", 1000000000000, 1000000000000))) == 0);
  CHECK(errorCode(s.request("textDocument/documentSymbol", json::Object{{"textDocument", json::Object{{"uri", "file:///t.tile"}}}})) == 0);
  // Malformed notifications are logged and dropped.
  s.notify("textDocument/didChange", json::Object{{"textDocument", json::Object{{"uri", "file:///t.tile"}}}});
  s.notify("textDocument/didChange", json::Object{{"textDocument", json::Object{{"uri", "file:///other.tile"}}},
                                                  {"contentChanges", json::Array{}}});
  s.notify("textDocument/didOpen", json::Object{{"textDocument", json::Object{{"uri", 5}}}});
  s.notify("textDocument/didClose", nullptr);
  CHECK(s.takeNotifications().empty());
  CHECK(s.log().find("contentChanges") != std::string::npos);
}

TEST_CASE("server: a request that throws gets InternalError and the server goes on", "[lsp][server]") {
  Session s;
  s.initialize();
  s.server().onRequest("test/throw", [](const json::Value*) -> json::Value { throw std::runtime_error("boom"); });
  s.server().onRequest("test/throwInt", [](const json::Value*) -> json::Value { throw 42; });
  json::Value r = s.request("test/throw", nullptr);
  CHECK(errorCode(r) == ErrorCode::InternalError);
  CHECK(r.getAsObject()->getObject("error")->getString("message")->contains("boom"));
  CHECK(errorCode(s.request("test/throwInt", nullptr)) == ErrorCode::InternalError);
  s.server().onNotification("test/throwNote", [](const json::Value*) { throw std::logic_error("quiet"); });
  s.notify("test/throwNote", nullptr);
  CHECK(s.takeNotifications().empty());
  CHECK(errorCode(s.request("shutdown", nullptr)) == 0);
}

TEST_CASE("server: shutdown then exit", "[lsp][server]") {
  Session s;
  s.initialize();
  json::Value r = s.requestNoParams("shutdown");
  CHECK(errorCode(r) == 0);
  CHECK(result(r)->kind() == json::Value::Null);
  CHECK(errorCode(s.request("textDocument/hover", Session::at("file:///x.tile", 0, 0))) == ErrorCode::InvalidRequest);
  CHECK_FALSE(s.server().exitRequested());
  s.notify("exit", nullptr);
  CHECK(s.server().exitRequested());
  CHECK(s.server().exitCode() == 0);

  Session t;
  t.initialize();
  t.notify("exit", nullptr);
  CHECK(t.server().exitRequested());
  CHECK(t.server().exitCode() == 1); // exit without shutdown
}

TEST_CASE("server: a framed session through the transport, garbage included", "[lsp][server]") {
  std::string input = frame(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}})") +
                      "Content-Length: nope\r\n\r\n" + frame("{garbage") +
                      frame(R"({"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.tile","languageId":"tile","version":1,"text":"X = \n"}}})") +
                      frame(R"({"jsonrpc":"2.0","id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///a.tile"}}})") +
                      frame(R"({"jsonrpc":"2.0","id":3,"method":"shutdown"})") + frame(R"({"jsonrpc":"2.0","method":"exit"})") +
                      frame(R"({"jsonrpc":"2.0","id":4,"method":"shutdown"})"); // after exit: not read
  std::istringstream in(input);
  std::ostringstream out, log;
  Transport t(in, out);
  Server server([&](const json::Value& v) { t.write(toText(v)); }, log);
  CHECK(server.run(t) == 0);

  std::istringstream replies(out.str());
  std::ostringstream sink;
  Transport back(replies, sink);
  std::vector<std::string> msgs;
  std::string body, error;
  while (back.read(body, error) == ReadResult::Message)
    msgs.push_back(body);
  REQUIRE(msgs.size() == 5);
  CHECK(msgs[0].find(R"("id":1)") != std::string::npos);
  CHECK(msgs[1].find(R"("code":-32700)") != std::string::npos);
  CHECK(msgs[2].find("publishDiagnostics") != std::string::npos);
  CHECK(msgs[3].find(R"("id":2)") != std::string::npos);
  CHECK(msgs[4] == R"({"id":3,"jsonrpc":"2.0","result":null})");
  CHECK(log.str().find("invalid Content-Length") != std::string::npos);
}

TEST_CASE("server: the end of input without exit is status 1", "[lsp][server]") {
  std::istringstream in(frame(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{}})"));
  std::ostringstream out, log;
  Transport t(in, out);
  Server server([&](const json::Value& v) { t.write(toText(v)); }, log);
  CHECK(server.run(t) == 1);
}
