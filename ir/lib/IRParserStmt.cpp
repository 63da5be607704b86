// The IR parser: statements.
#include "tilec/ir/IRParser.h"

#include <limits>

namespace tilec::ir {

namespace {
constexpr int kMaxStmtDepth = 400;

template <typename N, typename... A> std::shared_ptr<N> mkS(SourceRange loc, A&&... args) {
  auto n = std::make_shared<N>(std::forward<A>(args)...);
  n->loc = loc;
  return n;
}

std::optional<ForKind> forKindByName(const std::string& s) {
  for (ForKind k : {ForKind::Serial, ForKind::Parallel, ForKind::Pipelined, ForKind::Unrolled, ForKind::Vectorized,
                    ForKind::ThreadBinding})
    if (s == forKindName(k))
      return k;
  return std::nullopt;
}
} // namespace

// ------------------------------------------------------------------ statements

Stmt IRParser::parseStmt() {
  ++depth_;
  struct Undo {
    int& d;
    ~Undo() { --d; }
  } undo{depth_};
  if (depth_ > kMaxStmtDepth)
    fail(peek(), "statements nested too deeply");
  const IRToken& t = peek();
  if (t.kind == IRTokKind::Indent)
    fail(t, "unexpected indentation");
  if (t.kind != IRTokKind::Name)
    fail(t, "expected a statement, found " + describe(t));
  if (t.text == "pass") {
    next();
    expectNewline();
    return nullptr;
  }
  if (t.text == "for")
    return parseFor();
  if (t.text == "if")
    return parseIf();
  if (t.text == "while") {
    uint32_t b = next().begin;
    Expr c = parseExpr();
    SourceRange loc = rangeFrom(b);
    Stmt body = parseBlock();
    return mkS<WhileNode>(loc, c, body);
  }
  if (t.text == "with")
    return parseWith();
  if (t.text == "T" && isOp(".", 1))
    return parseTStmt();
  if (isOp("[", 1))
    return parseStore();
  if (t.text == "elif" || t.text == "else")
    fail(t, "'" + t.text + "' without a matching 'if'");
  fail(t, "expected a statement, found " + describe(t));
}

Stmt IRParser::parseFor() {
  uint32_t b = next().begin; // for
  NamedType nt = parseNamedType();
  expectName("in", "'in'");
  expectName("T", "a loop kind such as T.serial");
  expectOp(".");
  const IRToken& kt = peek();
  std::string kname = expectName("a loop kind");
  auto kind = forKindByName(kname);
  if (!kind)
    fail(kt, "unknown loop kind 'T." + kname +
                 "' (expected serial, parallel, pipelined, unroll, vectorized or thread_binding)");
  expectOp("(");
  Expr mn = parseExpr();
  expectOp(",");
  Expr extent = parseExpr();
  std::string thread;
  AttrMap ann;
  bool sawThread = false, sawAnn = false;
  while (isOp(",")) {
    next();
    const IRToken& kw = peek();
    std::string key = expectName("a keyword argument");
    expectOp("=");
    if (key == "thread") {
      if (sawThread)
        fail(kw, "repeated argument 'thread'");
      sawThread = true;
      thread = expectString("a thread tag");
    } else if (key == "annotations") {
      if (sawAnn)
        fail(kw, "repeated argument 'annotations'");
      sawAnn = true;
      for (auto& [k, v] : parseDict())
        if (!ann.emplace(k, v).second)
          fail(kw, "duplicate annotation \"" + k + "\"");
    } else if (!ann.emplace(key, parseAttr()).second) {
      fail(kw, "duplicate annotation \"" + key + "\"");
    }
  }
  expectOp(")");
  SourceRange loc = rangeFrom(b);
  Var v = makeVarAt(nt, extent->dtype);
  pushScope();
  defineVar(v);
  Stmt body = parseBlock();
  popScope();
  auto f = mkS<ForNode>(loc, v, mn, extent, *kind, body);
  f->threadTag = thread;
  f->annotations = std::move(ann);
  return f;
}

Stmt IRParser::parseIf() {
  uint32_t b = next().begin; // if / elif
  Expr c = parseExpr();
  SourceRange loc = rangeFrom(b);
  Stmt then = parseBlock();
  Stmt otherwise;
  if (isName("elif")) {
    otherwise = parseIf();
  } else if (isName("else")) {
    next();
    otherwise = parseBlock();
  }
  return mkS<IfNode>(loc, c, then, otherwise);
}

Stmt IRParser::parseWith() {
  uint32_t b = next().begin; // with
  if (!isName("T") || !isOp(".", 1) || peek(2).kind != IRTokKind::Name)
    fail(peek(), "expected T.seq, T.let, T.alloc_buffer or T.attr after 'with'");
  const IRToken& fnTok = peek(2);
  const std::string& fn = fnTok.text;
  if (fn == "alloc_buffer") {
    Expr init;
    Buffer tmp = parseBufferDecl("", SourceRange(), &init, true);
    expectName("as", "'as'");
    const IRToken& nameTok = peek();
    std::string name = expectName("the buffer name");
    SourceRange loc = rangeFrom(b);
    auto buf = std::make_shared<BufferNode>(name, tmp->dtype, tmp->shape, tmp->scope);
    buf->strides = tmp->strides;
    buf->loc = range(nameTok.begin, nameTok.end);
    pushScope();
    defineBuffer(buf);
    Stmt body = parseBlock();
    popScope();
    return mkS<AllocateNode>(loc, buf, body, init);
  }
  next(); // T
  next(); // .
  next(); // fn
  if (fn == "seq") {
    expectOp("(");
    expectOp(")");
    SourceRange loc = rangeFrom(b);
    expectOp(":");
    expectNewline();
    if (peek().kind != IRTokKind::Indent)
      fail(peek(), "expected an indented block");
    next();
    std::vector<Stmt> items = parseItems();
    if (peek().kind != IRTokKind::Dedent)
      fail(peek(), "expected the end of the block, found " + describe(peek()));
    next();
    return mkS<SeqStmtNode>(loc, std::move(items));
  }
  if (fn == "let") {
    expectOp("(");
    NamedType nt = parseNamedType();
    expectOp("=");
    Expr value = parseExpr();
    expectOp(")");
    SourceRange loc = rangeFrom(b);
    Var v = makeVarAt(nt, value->dtype);
    pushScope();
    defineVar(v);
    Stmt body = parseBlock();
    popScope();
    return mkS<LetStmtNode>(loc, v, value, body);
  }
  if (fn == "attr") {
    expectOp("(");
    std::string key = expectString("the attribute key");
    expectOp(",");
    AttrValue value = parseAttr();
    std::vector<Buffer> bufs;
    if (isOp(",")) {
      next();
      expectName("buffers", "'buffers='");
      expectOp("=");
      expectOp("[");
      while (!isOp("]")) {
        const IRToken& bt = peek();
        expectName("a buffer name");
        bufs.push_back(lookupBuffer(bt));
        if (!isOp(","))
          break;
        next();
      }
      expectOp("]");
    }
    expectOp(")");
    SourceRange loc = rangeFrom(b);
    Stmt body = parseBlock();
    auto a = mkS<AttrStmtNode>(loc, key, value, body);
    a->buffers = std::move(bufs);
    return a;
  }
  if (fn == "launch")
    fail(fnTok, "T.launch is only allowed as the body of a function");
  fail(fnTok, "unknown 'with T." + fn + "' (expected T.seq, T.let, T.alloc_buffer or T.attr)");
}

Stmt IRParser::parseStore() {
  const IRToken& name = next();
  uint32_t b = name.begin;
  Buffer buf = lookupBuffer(name);
  std::vector<Expr> idx = parseIndices();
  expectOp("=");
  Expr value = parseExpr();
  SourceRange loc = rangeFrom(b);
  expectNewline();
  return mkS<BufferStoreNode>(loc, buf, idx, value);
}

Stmt IRParser::parseTStmt() {
  uint32_t b = next().begin; // T
  next();                    // .
  const IRToken& fnTok = peek();
  std::string fn = expectName("a statement such as T.copy");
  auto smallInt = [&](const char* what) {
    const IRToken& t = peek();
    int64_t v = parseSignedInt(what);
    if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
      fail(t, std::string(what) + " out of range");
    return int(v);
  };
  // `, key=` for the keyword arguments of tile operators.
  auto keyword = [&](std::string& key) -> const IRToken& {
    expectOp(",");
    const IRToken& kw = peek();
    key = expectName("a keyword argument");
    expectOp("=");
    return kw;
  };
  std::shared_ptr<StmtNode> result;
  expectOp("(");
  if (fn == "seq") {
    result = mkS<SeqStmtNode>(SourceRange(), std::vector<Stmt>{});
  } else if (fn == "evaluate") {
    result = mkS<EvaluateNode>(SourceRange(), parseExpr());
  } else if (fn == "copy") {
    BufferRegion src = parseRegion();
    expectOp(",");
    BufferRegion dst = parseRegion();
    AttrMap ann;
    bool sawAnn = false;
    while (isOp(",")) {
      std::string key;
      const IRToken& kw = keyword(key);
      if (key == "annotations" && !sawAnn) {
        sawAnn = true;
        for (auto& [k, v] : parseDict())
          if (!ann.emplace(k, v).second)
            fail(kw, "duplicate annotation \"" + k + "\"");
      } else if (key == "annotations" || !ann.emplace(key, parseAttr()).second) {
        fail(kw, "duplicate annotation \"" + key + "\"");
      }
    }
    auto c = mkS<CopyNode>(SourceRange(), src, dst);
    c->annotations = std::move(ann);
    result = c;
  } else if (fn == "gemm") {
    BufferRegion A = parseRegion();
    expectOp(",");
    BufferRegion B = parseRegion();
    expectOp(",");
    BufferRegion C = parseRegion();
    auto g = mkS<GemmNode>(SourceRange(), A, B, C);
    std::vector<std::string> seen;
    while (isOp(",")) {
      std::string key;
      const IRToken& kw = keyword(key);
      for (const auto& s : seen)
        if (s == key)
          fail(kw, "repeated argument '" + key + "'");
      seen.push_back(key);
      if (key == "transpose_A")
        g->transA = parseBool("transpose_A");
      else if (key == "transpose_B")
        g->transB = parseBool("transpose_B");
      else if (key == "clear_accum")
        g->clearAccum = parseBool("clear_accum");
      else if (key == "k_pack")
        g->kPack = smallInt("k_pack");
      else if (key == "wg_wait")
        g->wgWait = smallInt("wg_wait");
      else if (key == "warpgroups") {
        // [G, G + 1, ...]: consecutive warpgroups
        expectOp("[");
        std::vector<int64_t> groups{smallInt("warpgroups")};
        while (isOp(",")) {
          expectOp(",");
          groups.push_back(smallInt("warpgroups"));
        }
        expectOp("]");
        for (size_t i = 1; i < groups.size(); ++i)
          if (groups[i] != groups[0] + int64_t(i))
            fail(kw, "warpgroups must be consecutive");
        g->warpgroupBegin = groups[0];
        g->warpgroupCount = int64_t(groups.size());
      }
      else if (key == "policy") {
        expectName("T", "T.GemmWarpPolicy.<name>");
        expectOp(".");
        expectName("GemmWarpPolicy", "T.GemmWarpPolicy.<name>");
        expectOp(".");
        const IRToken& pt = peek();
        std::string p = expectName("a warp policy");
        bool found = false;
        for (GemmWarpPolicy wp : {GemmWarpPolicy::Square, GemmWarpPolicy::FullRow, GemmWarpPolicy::FullCol})
          if (p == gemmPolicyName(wp)) {
            g->policy = wp;
            found = true;
          }
        if (!found)
          fail(pt, "unknown warp policy '" + p + "' (expected Square, FullRow or FullCol)");
      } else {
        fail(kw, "unknown argument '" + key + "' of T.gemm");
      }
    }
    result = g;
  } else if (fn == "fill") {
    BufferRegion dst = parseRegion();
    expectOp(",");
    result = mkS<FillNode>(SourceRange(), dst, parseExpr());
  } else if (fn.rfind("reduce_", 0) == 0 || fn == "cumsum") {
    std::optional<ReduceKind> rk;
    for (ReduceKind k : {ReduceKind::Max, ReduceKind::Min, ReduceKind::Sum, ReduceKind::AbsSum, ReduceKind::AbsMax})
      if (fn == std::string("reduce_") + reduceKindName(k))
        rk = k;
    if (!rk && fn != "cumsum")
      fail(fnTok, "unknown reduction 'T." + fn + "' (expected reduce_max, reduce_min, reduce_sum, reduce_abssum or reduce_absmax)");
    BufferRegion src = parseRegion();
    expectOp(",");
    BufferRegion dst = parseRegion();
    const char* flagName = rk ? "clear" : "reverse";
    int dim = 0;
    bool flag = false, sawDim = false, sawFlag = false;
    while (isOp(",")) {
      std::string key;
      const IRToken& kw = keyword(key);
      if (key == "dim" && !sawDim) {
        sawDim = true;
        dim = smallInt("dim");
      } else if (key == flagName && !sawFlag) {
        sawFlag = true;
        flag = parseBool(flagName);
      } else {
        fail(kw, "unexpected or repeated argument '" + key + "' of T." + fn);
      }
    }
    if (rk)
      result = mkS<ReduceNode>(SourceRange(), *rk, src, dst, dim, flag);
    else
      result = mkS<CumSumNode>(SourceRange(), src, dst, dim, flag);
  } else if (fn.rfind("atomic_", 0) == 0) {
    std::optional<AtomicKind> ak;
    for (AtomicKind k : {AtomicKind::Add, AtomicKind::Max, AtomicKind::Min})
      if (fn == std::string("atomic_") + atomicKindName(k))
        ak = k;
    if (!ak)
      fail(fnTok, "unknown atomic 'T." + fn + "' (expected atomic_add, atomic_max or atomic_min)");
    BufferRegion dst = parseRegion();
    Expr scalar;
    std::optional<BufferRegion> src;
    if (isOp(",") && !(isName("src", 1) && isOp("=", 2))) {
      next();
      scalar = parseExpr();
    }
    if (isOp(",")) {
      std::string key;
      const IRToken& kw = keyword(key);
      if (key != "src")
        fail(kw, "unknown argument '" + key + "' of T." + fn);
      src = parseRegion();
    }
    result = mkS<AtomicNode>(SourceRange(), *ak, dst, scalar, src);
  } else if (fn == "func_attr" || fn == "free_var" || fn == "free_buffer") {
    fail(fnTok, "T." + fn + " is only allowed at the start of a function");
  } else {
    fail(fnTok, "unknown statement 'T." + fn + "'");
  }
  expectOp(")");
  result->loc = rangeFrom(b); // built before its end was known
  expectNewline();
  return result;
}

} // namespace tilec::ir
