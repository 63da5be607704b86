// The IR parser: tokens, scopes, types and literals.
#include "tilec/ir/IRParser.h"

#include <charconv>
#include <limits>

namespace tilec::ir {

std::optional<DataType> parseDataType(std::string_view s) {
  if (s == "handle")
    return DataType::handle();
  if (auto d = parseDType(s))
    return DataType(*d);
  size_t x = s.rfind('x');
  if (x == std::string_view::npos || x + 1 >= s.size() || s.size() - x > 6)
    return std::nullopt;
  int lanes = 0;
  auto r = std::from_chars(s.data() + x + 1, s.data() + s.size(), lanes);
  if (r.ec != std::errc() || r.ptr != s.data() + s.size() || lanes < 1 || s[x + 1] == '0')
    return std::nullopt;
  if (auto d = parseDType(s.substr(0, x)))
    return DataType(*d, lanes);
  return std::nullopt;
}

// ------------------------------------------------------------------ tokens

IRParser::IRParser(std::string_view text, uint32_t fileId, DiagnosticEngine& diags) : fileId_(fileId), diags_(diags) {
  lexOk_ = lexIR(text, fileId, diags, toks_);
  if (toks_.empty() || toks_.back().kind != IRTokKind::End) {
    IRToken end;
    end.begin = end.end = uint32_t(text.size());
    toks_.push_back(end);
  }
}

const IRToken& IRParser::peek(size_t k) const { return toks_[std::min(pos_ + k, toks_.size() - 1)]; }

const IRToken& IRParser::next() {
  const IRToken& t = toks_[pos_];
  if (pos_ + 1 < toks_.size())
    ++pos_;
  if (t.kind != IRTokKind::Dedent && t.kind != IRTokKind::Newline)
    prevEnd_ = t.end;
  return t;
}

bool IRParser::isOp(const char* op, size_t k) const {
  const IRToken& t = peek(k);
  return t.kind == IRTokKind::Op && t.text == op;
}
bool IRParser::isName(const char* name, size_t k) const {
  const IRToken& t = peek(k);
  return t.kind == IRTokKind::Name && t.text == name;
}
bool IRParser::isTCall(const char* fn) const { return isName("T") && isOp(".", 1) && isName(fn, 2); }

std::string IRParser::describe(const IRToken& t) {
  switch (t.kind) {
  case IRTokKind::Name: return "'" + t.text + "'";
  case IRTokKind::Int:
  case IRTokKind::Float: return "number " + t.text;
  case IRTokKind::String: return "a string";
  case IRTokKind::Op: return "'" + t.text + "'";
  case IRTokKind::Newline: return "end of line";
  case IRTokKind::Indent: return "an indented line";
  case IRTokKind::Dedent: return "the end of the block";
  case IRTokKind::End: return "end of input";
  }
  return "?";
}

void IRParser::fail(const IRToken& at, const std::string& msg) { failRange(range(at.begin, at.end), msg); }

void IRParser::failRange(SourceRange r, const std::string& msg) {
  diags_.error(r, msg);
  throw Failure{};
}

SourceRange IRParser::range(uint32_t begin, uint32_t end) const {
  return SourceRange(SourceLoc{fileId_, begin}, SourceLoc{fileId_, std::max(begin, end)});
}

void IRParser::expectOp(const char* op) {
  if (!isOp(op))
    fail(peek(), std::string("expected '") + op + "', found " + describe(peek()));
  next();
}

std::string IRParser::expectName(const char* what) {
  if (peek().kind != IRTokKind::Name)
    fail(peek(), std::string("expected ") + what + ", found " + describe(peek()));
  return next().text;
}

void IRParser::expectName(const char* name, const char* what) {
  if (!isName(name))
    fail(peek(), std::string("expected ") + what + ", found " + describe(peek()));
  next();
}

std::string IRParser::expectString(const char* what) {
  if (peek().kind != IRTokKind::String)
    fail(peek(), std::string("expected ") + what + " (a string), found " + describe(peek()));
  return next().text;
}

void IRParser::expectNewline() {
  if (peek().kind != IRTokKind::Newline)
    fail(peek(), "expected end of line, found " + describe(peek()));
  next();
}

// ------------------------------------------------------------------ scopes

void IRParser::pushScope() {
  varScopes_.emplace_back();
  bufScopes_.emplace_back();
}
void IRParser::popScope() {
  varScopes_.pop_back();
  bufScopes_.pop_back();
}
void IRParser::defineVar(const Var& v) { varScopes_.back()[v->name] = v; }
void IRParser::defineBuffer(const Buffer& b) { bufScopes_.back()[b->name] = b; }

Var IRParser::lookupVar(const IRToken& name) {
  for (auto it = varScopes_.rbegin(); it != varScopes_.rend(); ++it) {
    auto f = it->find(name.text);
    if (f != it->end())
      return f->second;
  }
  for (const auto& scope : bufScopes_)
    if (scope.count(name.text))
      fail(name, "'" + name.text + "' is a buffer, not a variable (write " + name.text + "[...] to load from it)");
  fail(name, "use of undefined variable '" + name.text + "'");
}

Buffer IRParser::lookupBuffer(const IRToken& name) {
  for (auto it = bufScopes_.rbegin(); it != bufScopes_.rend(); ++it) {
    auto f = it->find(name.text);
    if (f != it->end())
      return f->second;
  }
  fail(name, "use of undefined buffer '" + name.text + "'");
}

Var IRParser::makeVarAt(const NamedType& nt, DataType implied) {
  auto v = std::make_shared<VarNode>(nt.name, nt.type ? *nt.type : implied);
  v->loc = nt.loc;
  return v;
}

// ------------------------------------------------------------------ types, literals

DataType IRParser::parseDTypeString() {
  const IRToken& t = peek();
  std::string s = expectString("a dtype");
  auto d = parseDataType(s);
  if (!d)
    fail(t, "unknown dtype \"" + s + "\"");
  return *d;
}

DataType IRParser::parseDTypeAnnotation() {
  expectName("T", "a type such as T.int32");
  expectOp(".");
  const IRToken& t = peek();
  std::string s = expectName("a dtype name");
  auto d = parseDataType(s);
  if (!d)
    fail(t, "unknown dtype 'T." + s + "'");
  return *d;
}

IRParser::NamedType IRParser::parseNamedType() {
  NamedType nt;
  const IRToken& t = peek();
  nt.name = expectName("a variable name");
  nt.loc = range(t.begin, t.end);
  if (isOp(":")) {
    next();
    nt.type = parseDTypeAnnotation();
  }
  return nt;
}

int64_t IRParser::parseSignedInt(const char* what) {
  bool neg = false;
  uint32_t b = peek().begin;
  if (isOp("-")) {
    next();
    neg = true;
  }
  if (peek().kind != IRTokKind::Int)
    fail(peek(), std::string("expected ") + what + " (an integer), found " + describe(peek()));
  const IRToken& t = next();
  uint64_t mag = 0;
  auto r = std::from_chars(t.text.data(), t.text.data() + t.text.size(), mag);
  uint64_t limit = neg ? uint64_t(1) << 63 : uint64_t(std::numeric_limits<int64_t>::max());
  if (r.ec != std::errc() || mag > limit)
    failRange(rangeFrom(b), "integer literal out of the range of int64");
  return neg ? int64_t(0 - mag) : int64_t(mag);
}

bool IRParser::parseBool(const char* what) {
  if (isName("True") || isName("False"))
    return next().text == "True";
  fail(peek(), std::string("expected True or False for ") + what + ", found " + describe(peek()));
}

} // namespace tilec::ir
