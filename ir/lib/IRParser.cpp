// The IR parser: module, functions and statements.
#include "tilec/ir/IRParser.h"

#include <exception>

namespace tilec::ir {

namespace {
template <typename N, typename... A> std::shared_ptr<N> mkS(SourceRange loc, A&&... args) {
  auto n = std::make_shared<N>(std::forward<A>(args)...);
  n->loc = loc;
  return n;
}

} // namespace

std::optional<Module> parseModule(std::string_view text, const std::string& filename, SourceManager& sm,
                                  DiagnosticEngine& diags) {
  uint32_t file = sm.addBuffer(filename, std::string(text));
  IRParser p(sm.text(file), file, diags);
  return p.parseModule();
}

// ------------------------------------------------------------------ module

std::optional<Module> IRParser::parseModule() {
  if (!lexOk_)
    return std::nullopt;
  Module m;
  bool ok = true;
  while (peek().kind != IRTokKind::End) {
    try {
      if (!isOp("@"))
        fail(peek(), "expected '@T.prim_func', found " + describe(peek()));
      m.funcs.push_back(parseFunc());
    } catch (const Failure&) {
      ok = false;
      if (diags_.limitReached())
        break;
      recover();
    } catch (const std::exception& e) {
      diags_.error(range(peek().begin, peek().end), std::string("internal error while parsing: ") + e.what());
      ok = false;
      break;
    }
  }
  if (!ok)
    return std::nullopt;
  return m;
}

void IRParser::recover() {
  next();
  while (peek().kind != IRTokKind::End && !(isOp("@") && peek().lineStart && peek().indent == 0))
    next();
}

// ------------------------------------------------------------------ functions

PrimFunc IRParser::parseFunc() {
  varScopes_.clear();
  bufScopes_.clear();
  depth_ = 0;
  auto f = std::make_shared<PrimFuncNode>();
  uint32_t b = peek().begin;
  expectOp("@");
  expectName("T", "'T.prim_func'");
  expectOp(".");
  expectName("prim_func", "'T.prim_func'");
  std::optional<std::string> explicitName;
  if (isOp("(")) {
    next();
    expectName("name", "'name='");
    expectOp("=");
    explicitName = expectString("the function name");
    expectOp(")");
  }
  expectNewline();
  expectName("def", "'def'");
  f->name = expectName("the function name");
  if (explicitName)
    f->name = *explicitName;
  pushScope(); // function scope: dims, params, free vars and buffers
  if (isOp("[")) {
    next();
    while (!isOp("]")) {
      NamedType nt = parseNamedType();
      if (!nt.type)
        failRange(nt.loc, "a dynamic dim needs a type, as in M: T.int32");
      Var v = makeVarAt(nt, *nt.type);
      if (varScopes_.back().count(v->name))
        failRange(nt.loc, "redefinition of '" + v->name + "'");
      defineVar(v);
      f->dynamicDims.push_back(v);
      if (!isOp(","))
        break;
      next();
    }
    expectOp("]");
  }
  parseParams(*f);
  expectOp(":");
  f->loc = rangeFrom(b);
  expectNewline();
  if (peek().kind != IRTokKind::Indent)
    fail(peek(), "expected an indented function body");
  next();

  // Prologue: free vars, free buffers, attributes.
  while (true) {
    if (peek().kind == IRTokKind::Name && isOp("=", 1) && isName("T", 2) && isOp(".", 3) &&
        (isName("free_var", 4) || isName("free_buffer", 4))) {
      const IRToken& nameTok = next();
      next(); // =
      bool isVar = isName("free_var", 2);
      SourceRange nameLoc = range(nameTok.begin, nameTok.end);
      if (isVar) {
        next(); // T
        next(); // .
        next(); // free_var
        expectOp("(");
        DataType t = parseDTypeString();
        expectOp(")");
        if (varScopes_.back().count(nameTok.text))
          failRange(nameLoc, "redefinition of '" + nameTok.text + "'");
        defineVar(makeVarAt(NamedType{nameTok.text, t, nameLoc}, t));
      } else {
        Buffer buf = parseBufferDecl(nameTok.text, nameLoc, nullptr, false);
        if (bufScopes_.back().count(nameTok.text))
          failRange(nameLoc, "redefinition of buffer '" + nameTok.text + "'");
        defineBuffer(buf);
      }
      expectNewline();
      continue;
    }
    if (isTCall("func_attr")) {
      const IRToken& at = peek();
      next();
      next();
      next();
      if (!f->attrs.empty())
        fail(at, "T.func_attr given twice");
      expectOp("(");
      f->attrs = parseDict();
      expectOp(")");
      expectNewline();
      continue;
    }
    break;
  }

  if (isName("with") && isName("T", 1) && isOp(".", 2) && isName("launch", 3)) {
    parseLaunch(*f);
    if (peek().kind != IRTokKind::Dedent)
      fail(peek(), "nothing may follow the T.launch block in a function, found " + describe(peek()));
  } else {
    f->body = collapse(parseItems());
  }
  if (peek().kind != IRTokKind::Dedent)
    fail(peek(), "expected the end of the function, found " + describe(peek()));
  next();
  popScope();
  return f;
}

void IRParser::parseParams(PrimFuncNode& f) {
  expectOp("(");
  // Scalar parameters may appear in the shapes of earlier tensors: create them
  // all before parsing any shape.
  pendingParams_.clear();
  {
    int depth = 0;
    for (size_t k = 0; peek(k).kind != IRTokKind::End; ++k) {
      const IRToken& t = peek(k);
      if (t.kind == IRTokKind::Op && (t.text == "(" || t.text == "[" || t.text == "{"))
        ++depth;
      else if (t.kind == IRTokKind::Op && (t.text == ")" || t.text == "]" || t.text == "}")) {
        if (--depth < 0)
          break;
      }
      bool atParam = k == 0 || (depth == 0 && peek(k - 1).kind == IRTokKind::Op && peek(k - 1).text == ",");
      if (depth == 0 && atParam && t.kind == IRTokKind::Name && isOp(":", k + 1) && isName("T", k + 2) &&
          isOp(".", k + 3) && peek(k + 4).kind == IRTokKind::Name && peek(k + 4).text != "Tensor") {
        auto dt = parseDataType(peek(k + 4).text);
        if (!dt)
          continue; // reported when the parameter is parsed
        if (varScopes_.back().count(t.text))
          fail(t, "duplicate parameter name '" + t.text + "'");
        Var v = makeVarAt(NamedType{t.text, dt, range(t.begin, t.end)}, *dt);
        defineVar(v);
        pendingParams_.push_back(v);
      }
    }
  }
  size_t nextPending = 0;
  while (!isOp(")")) {
    if (isName("None")) {
      next();
      f.params.push_back(Param{});
    } else {
      const IRToken& nameTok = peek();
      std::string name = expectName("a parameter name");
      SourceRange nameLoc = range(nameTok.begin, nameTok.end);
      expectOp(":");
      if (isTCall("Tensor")) {
        next();
        next();
        next();
        expectOp("(");
        std::vector<Expr> shape = parseTuple();
        expectOp(",");
        DataType dt = parseDTypeString();
        auto buf = std::make_shared<BufferNode>(name, dt, shape, MemoryScope::Global);
        buf->loc = nameLoc;
        Var data = makeVarAt(NamedType{name, DataType::handle(), nameLoc}, DataType::handle());
        bool sawScope = false, sawStrides = false, sawData = false;
        std::vector<Expr> strides;
        MemoryScope scope = MemoryScope::Global;
        while (isOp(",")) {
          next();
          const IRToken& kw = peek();
          std::string key = expectName("'strides=', 'scope=' or 'data='");
          expectOp("=");
          if (key == "strides" && !sawStrides) {
            sawStrides = true;
            strides = parseTuple();
          } else if (key == "scope" && !sawScope) {
            sawScope = true;
            const IRToken& st = peek();
            std::string s = expectString("a memory scope");
            auto sc = parseScope(s);
            if (!sc)
              fail(st, "unknown memory scope \"" + s + "\"");
            scope = *sc;
          } else if (key == "data" && !sawData) {
            sawData = true;
            if (isName("None")) {
              next();
              data = nullptr;
            } else {
              data = makeVarAt(parseNamedType(), DataType::handle());
            }
          } else {
            fail(kw, "unexpected or repeated argument '" + key + "' of T.Tensor");
          }
        }
        expectOp(")");
        if (scope != MemoryScope::Global) {
          auto b2 = std::make_shared<BufferNode>(name, dt, shape, scope);
          b2->loc = nameLoc;
          buf = b2;
        }
        buf->strides = std::move(strides);
        for (const auto& p : f.params)
          if (p.buffer && p.buffer->name == name)
            failRange(nameLoc, "duplicate parameter name '" + name + "'");
        defineBuffer(buf);
        if (data) {
          if (varScopes_.back().count(data->name))
            failRange(data->loc, "redefinition of '" + data->name + "'");
          defineVar(data);
        }
        f.params.push_back(Param{data, buf});
      } else {
        DataType dt = parseDTypeAnnotation();
        if (nextPending >= pendingParams_.size() || pendingParams_[nextPending]->name != name ||
            pendingParams_[nextPending]->dtype != dt)
          failRange(nameLoc, "malformed parameter '" + name + "'");
        f.params.push_back(Param{pendingParams_[nextPending++], nullptr});
      }
    }
    if (!isOp(","))
      break;
    next();
  }
  expectOp(")");
}

void IRParser::parseLaunch(PrimFuncNode& f) {
  next(); // with
  next(); // T
  next(); // .
  next(); // launch
  expectOp("(");
  expectName("grid", "'grid='");
  expectOp("=");
  f.grid = parseTuple();
  expectOp(",");
  expectName("threads", "'threads='");
  expectOp("=");
  f.threads = parseIntTuple();
  expectOp(")");
  expectName("as", "'as'");
  expectOp("(");
  std::vector<NamedType> defs;
  while (!isOp(")")) {
    defs.push_back(parseNamedType());
    if (!isOp(","))
      break;
    next();
  }
  expectOp(")");
  pushScope();
  for (size_t i = 0; i < defs.size(); ++i) {
    DataType implied = i < f.grid.size() ? f.grid[i]->dtype : DataType::int32();
    Var v = makeVarAt(defs[i], implied);
    if (varScopes_.back().count(v->name))
      failRange(defs[i].loc, "redefinition of '" + v->name + "'");
    defineVar(v);
    f.blockVars.push_back(v);
  }
  f.body = parseBlock();
  popScope();
}

// ------------------------------------------------------------------ blocks

Stmt IRParser::collapse(std::vector<Stmt> items) {
  if (items.empty())
    return nullptr;
  if (items.size() == 1)
    return items[0];
  SourceRange loc;
  if (items.front() && items.back())
    loc = SourceRange(items.front()->loc.begin, items.back()->loc.end);
  return mkS<SeqStmtNode>(loc, std::move(items));
}

Stmt IRParser::parseBlock() {
  expectOp(":");
  expectNewline();
  if (peek().kind != IRTokKind::Indent)
    fail(peek(), "expected an indented block");
  next();
  std::vector<Stmt> items = parseItems();
  if (peek().kind != IRTokKind::Dedent)
    fail(peek(), "expected the end of the block, found " + describe(peek()));
  next();
  return collapse(std::move(items));
}

/// The statements of one block, up to its DEDENT (not consumed). A flat
/// `x: T.int32 = v` or `buf = T.alloc_buffer(...)` takes the rest of the
/// block as its body.
std::vector<Stmt> IRParser::parseItems() {
  struct Pending {
    size_t index;
    Var var;
    Expr value;
    Buffer buffer;
    SourceRange loc;
  };
  std::vector<Stmt> items;
  std::vector<Pending> pending;
  int scopes = 0;
  while (peek().kind != IRTokKind::Dedent && peek().kind != IRTokKind::End) {
    uint32_t b = peek().begin;
    static const char* keywords[] = {"for", "if", "elif", "else", "while", "with", "pass", "not", "and", "or",
                                     "in", "as", "def", "True", "False", "None", "T"};
    bool named = peek().kind == IRTokKind::Name;
    for (const char* kw : keywords)
      named = named && peek().text != kw;
    bool assignT = named && isOp("=", 1) && isName("T", 2) && isOp(".", 3);
    if (assignT && (isName("free_var", 4) || isName("free_buffer", 4)))
      fail(peek(4), "T." + peek(4).text + " is only allowed at the start of a function");
    if (assignT && isName("alloc_buffer", 4)) {
      const IRToken& nameTok = next();
      next(); // =
      Expr init;
      Buffer buf = parseBufferDecl(nameTok.text, range(nameTok.begin, nameTok.end), &init, true);
      SourceRange loc = rangeFrom(b);
      expectNewline();
      pushScope();
      ++scopes;
      defineBuffer(buf);
      pending.push_back(Pending{items.size(), nullptr, init, buf, loc});
      items.push_back(nullptr);
      continue;
    }
    if (named && (isOp(":", 1) || isOp("=", 1))) {
      NamedType nt = parseNamedType();
      expectOp("=");
      Expr value = parseExpr();
      SourceRange loc = rangeFrom(b);
      expectNewline();
      Var v = makeVarAt(nt, value->dtype);
      pushScope();
      ++scopes;
      defineVar(v);
      pending.push_back(Pending{items.size(), v, value, nullptr, loc});
      items.push_back(nullptr);
      continue;
    }
    items.push_back(parseStmt());
  }
  // (On an error the whole function is abandoned and its scopes dropped.)
  for (; scopes > 0; --scopes)
    popScope();
  for (auto it = pending.rbegin(); it != pending.rend(); ++it) {
    std::vector<Stmt> rest(items.begin() + long(it->index) + 1, items.end());
    Stmt body = collapse(std::move(rest));
    items.resize(it->index);
    if (it->buffer)
      items.push_back(mkS<AllocateNode>(it->loc, it->buffer, body, it->value));
    else
      items.push_back(mkS<LetStmtNode>(it->loc, it->var, it->value, body));
  }
  return items;
}

/// `(shape, "dtype"[, scope=...][, strides=...][, init=...])` after T.alloc_buffer
/// or T.free_buffer.
Buffer IRParser::parseBufferDecl(const std::string& name, SourceRange nameLoc, Expr* init, bool allowInit) {
  if (!isName("T") || !isOp(".", 1) || peek(2).kind != IRTokKind::Name)
    fail(peek(), "expected T.alloc_buffer(...)");
  next();
  next();
  next();
  expectOp("(");
  std::vector<Expr> shape = parseTuple();
  expectOp(",");
  DataType dt = parseDTypeString();
  MemoryScope scope = MemoryScope::Global;
  std::vector<Expr> strides;
  bool sawScope = false, sawStrides = false, sawInit = false;
  while (isOp(",")) {
    next();
    const IRToken& kw = peek();
    std::string key = expectName("a keyword argument");
    expectOp("=");
    if (key == "scope" && !sawScope) {
      sawScope = true;
      const IRToken& st = peek();
      std::string s = expectString("a memory scope");
      auto sc = parseScope(s);
      if (!sc)
        fail(st, "unknown memory scope \"" + s + "\"");
      scope = *sc;
    } else if (key == "strides" && !sawStrides) {
      sawStrides = true;
      strides = parseTuple();
    } else if (key == "init" && allowInit && !sawInit) {
      sawInit = true;
      *init = parseExpr();
    } else {
      fail(kw, "unexpected or repeated argument '" + key + "'");
    }
  }
  expectOp(")");
  auto buf = std::make_shared<BufferNode>(name, dt, std::move(shape), scope);
  buf->strides = std::move(strides);
  buf->loc = nameLoc;
  return buf;
}

} // namespace tilec::ir
