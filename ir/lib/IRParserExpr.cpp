// The IR parser: expressions, regions and attributes.
#include "tilec/ir/IRParser.h"

#include "tilec/ir/StructuralEqual.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace tilec::ir {

namespace {
constexpr int kMaxDepth = 400;

struct DepthGuard {
  DepthGuard(int& d) : d(d) { ++d; }
  ~DepthGuard() { --d; }
  int& d;
};

std::optional<ExprKind> binaryByCallName(const std::string& n) {
  static const std::pair<const char*, ExprKind> names[] = {
      {"add", ExprKind::Add}, {"sub", ExprKind::Sub},           {"mul", ExprKind::Mul},
      {"div", ExprKind::Div}, {"mod", ExprKind::Mod},           {"floordiv", ExprKind::FloorDiv},
      {"floormod", ExprKind::FloorMod}, {"min", ExprKind::Min}, {"max", ExprKind::Max},
      {"eq", ExprKind::EQ},   {"ne", ExprKind::NE},             {"lt", ExprKind::LT},
      {"le", ExprKind::LE},   {"gt", ExprKind::GT},             {"ge", ExprKind::GE},
      {"and", ExprKind::And}, {"or", ExprKind::Or}};
  for (const auto& [s, k] : names)
    if (n == s)
      return k;
  return std::nullopt;
}

Expr makeBinary(ExprKind k, Expr a, Expr b, std::optional<DataType> dtype, SourceRange loc) {
  DataType t = dtype ? *dtype : isComparison(k) ? DataType::boolean(a->dtype.lanes()) : a->dtype;
  auto n = std::make_shared<BinaryNode>(k, t, std::move(a), std::move(b));
  n->loc = loc;
  return n;
}

template <typename N, typename... A> Expr mk(SourceRange loc, A&&... args) {
  auto n = std::make_shared<N>(std::forward<A>(args)...);
  n->loc = loc;
  return n;
}
} // namespace

// ------------------------------------------------------------------ expressions

Expr IRParser::parseExprOrNone() {
  if (isName("None")) {
    next();
    return nullptr;
  }
  return parseExpr();
}

Expr IRParser::parseExpr() {
  DepthGuard g(depth_);
  if (depth_ > kMaxDepth)
    fail(peek(), "expression nested too deeply");
  return parseOr();
}

Expr IRParser::parseOr() {
  uint32_t b = peek().begin;
  Expr l = parseAnd();
  while (isName("or")) {
    next();
    Expr r = parseAnd();
    l = makeBinary(ExprKind::Or, l, r, std::nullopt, rangeFrom(b));
  }
  return l;
}

Expr IRParser::parseAnd() {
  uint32_t b = peek().begin;
  Expr l = parseNot();
  while (isName("and")) {
    next();
    Expr r = parseNot();
    l = makeBinary(ExprKind::And, l, r, std::nullopt, rangeFrom(b));
  }
  return l;
}

Expr IRParser::parseNot() {
  if (!isName("not"))
    return parseCmp();
  DepthGuard g(depth_);
  if (depth_ > kMaxDepth)
    fail(peek(), "expression nested too deeply");
  uint32_t b = next().begin;
  Expr a = parseNot();
  return mk<NotNode>(rangeFrom(b), a);
}

Expr IRParser::parseCmp() {
  static const std::pair<const char*, ExprKind> ops[] = {{"==", ExprKind::EQ}, {"!=", ExprKind::NE},
                                                         {"<", ExprKind::LT},  {"<=", ExprKind::LE},
                                                         {">", ExprKind::GT},  {">=", ExprKind::GE}};
  uint32_t b = peek().begin;
  Expr l = parseSum();
  for (const auto& [op, k] : ops) {
    if (!isOp(op))
      continue;
    next();
    Expr r = parseSum();
    l = makeBinary(k, l, r, std::nullopt, rangeFrom(b));
    for (const auto& o : ops)
      if (isOp(o.first))
        fail(peek(), "comparisons do not chain; parenthesize one of them");
    break;
  }
  return l;
}

Expr IRParser::parseSum() {
  uint32_t b = peek().begin;
  Expr l = parseTerm();
  while (isOp("+") || isOp("-")) {
    ExprKind k = next().text == "+" ? ExprKind::Add : ExprKind::Sub;
    Expr r = parseTerm();
    l = makeBinary(k, l, r, std::nullopt, rangeFrom(b));
  }
  return l;
}

Expr IRParser::parseTerm() {
  uint32_t b = peek().begin;
  Expr l = parseUnary();
  while (isOp("*") || isOp("/") || isOp("%")) {
    const std::string& op = next().text;
    ExprKind k = op == "*" ? ExprKind::Mul : op == "/" ? ExprKind::Div : ExprKind::Mod;
    Expr r = parseUnary();
    l = makeBinary(k, l, r, std::nullopt, rangeFrom(b));
  }
  return l;
}

Expr IRParser::parseUnary() {
  if (!isOp("-"))
    return parsePrimary();
  uint32_t b = peek().begin;
  if (peek(1).kind == IRTokKind::Int)
    return mk<IntImmNode>(rangeFrom(b), DataType::int32(), parseSignedInt("an integer"));
  if (peek(1).kind == IRTokKind::Float) {
    next();
    Expr e = parsePrimary();
    auto* f = as<FloatImmNode>(e);
    return mk<FloatImmNode>(rangeFrom(b), f->dtype, -f->value);
  }
  fail(peek(), "unary minus applies only to numeric literals (write 0 - x)");
}

Expr IRParser::parsePrimary() {
  const IRToken& t = peek();
  uint32_t b = t.begin;
  switch (t.kind) {
  case IRTokKind::Int: return mk<IntImmNode>(range(b, t.end), DataType::int32(), parseSignedInt("an integer"));
  case IRTokKind::Float: {
    double v = 0;
    auto r = std::from_chars(t.text.data(), t.text.data() + t.text.size(), v);
    if (r.ec != std::errc())
      fail(t, "floating-point literal out of range");
    next();
    return mk<FloatImmNode>(rangeFrom(b), DataType::float32(), v);
  }
  case IRTokKind::String: next(); return mk<StringImmNode>(rangeFrom(b), t.text);
  case IRTokKind::Op:
    if (t.text == "(") {
      next();
      Expr e = parseExpr();
      expectOp(")");
      return e;
    }
    break;
  case IRTokKind::Name:
    if (t.text == "True" || t.text == "False") {
      next();
      return mk<IntImmNode>(rangeFrom(b), DataType::boolean(), t.text == "True" ? 1 : 0);
    }
    if (t.text == "T" && isOp(".", 1))
      return parseTExpr(b);
    if (t.text == "None" || t.text == "not" || t.text == "and" || t.text == "or")
      break;
    if (isOp("[", 1))
      return parseBufferLoad(b, std::nullopt);
    next();
    return lookupVar(t);
  default: break;
  }
  fail(t, "expected an expression, found " + describe(t));
}

Expr IRParser::parseBufferLoad(uint32_t b, std::optional<DataType> dtype) {
  const IRToken& name = peek();
  if (name.kind != IRTokKind::Name)
    fail(name, "expected a buffer name, found " + describe(name));
  next();
  Buffer buf = lookupBuffer(name);
  std::vector<Expr> idx = parseIndices();
  DataType t = buf->dtype;
  for (const auto& i : idx)
    if (i->dtype.lanes() > 1)
      t = t.withLanes(i->dtype.lanes());
  return mk<BufferLoadNode>(rangeFrom(b), dtype ? *dtype : t, buf, idx);
}

std::vector<Expr> IRParser::parseIndices() {
  expectOp("[");
  std::vector<Expr> idx;
  if (isOp("(") && isOp(")", 1) && isOp("]", 2)) {
    next();
    next();
    next();
    return idx;
  }
  while (true) {
    idx.push_back(parseExpr());
    if (isOp(":"))
      fail(peek(), "a region ('min:stop') is not an expression; only tile operators take regions");
    if (!isOp(","))
      break;
    next();
  }
  expectOp("]");
  return idx;
}

std::vector<Expr> IRParser::parseTuple() {
  expectOp("(");
  std::vector<Expr> v;
  while (!isOp(")")) {
    v.push_back(parseExpr());
    if (!isOp(","))
      break;
    next();
  }
  expectOp(")");
  return v;
}

std::vector<int64_t> IRParser::parseIntTuple() {
  expectOp("(");
  std::vector<int64_t> v;
  while (!isOp(")")) {
    v.push_back(parseSignedInt("a thread extent"));
    if (!isOp(","))
      break;
    next();
  }
  expectOp(")");
  return v;
}

/// T.<name>(...) in an expression.
Expr IRParser::parseTExpr(uint32_t b) {
  next(); // T
  next(); // .
  const IRToken& fnTok = peek();
  std::string fn = expectName("a T. function name");
  auto dtypeKw = [&]() -> DataType {
    expectOp(",");
    expectName("dtype", "'dtype='");
    expectOp("=");
    return parseDTypeString();
  };
  // A number, or "inf" / "-inf" / "nan", as the argument of a float immediate.
  auto floatArg = [&]() -> double {
    if (peek().kind == IRTokKind::String) {
      const IRToken& s = next();
      if (s.text != "inf" && s.text != "-inf" && s.text != "nan")
        fail(s, "expected \"inf\", \"-inf\" or \"nan\"");
      return s.text == "nan" ? std::nan("") : s.text == "inf" ? HUGE_VAL : -HUGE_VAL;
    }
    Expr lit = parseUnary();
    if (auto* f = as<FloatImmNode>(lit))
      return f->value;
    if (auto* i = as<IntImmNode>(lit); i && i->dtype == DataType::int32())
      return double(i->value);
    failRange(lit->loc, "expected a number");
  };
  if (fn == "int_imm") {
    expectOp("(");
    int64_t v = parseSignedInt("the value");
    expectOp(",");
    DataType t = parseDTypeString();
    expectOp(")");
    return mk<IntImmNode>(rangeFrom(b), t, v);
  }
  if (fn == "float_imm") {
    expectOp("(");
    double v = floatArg();
    expectOp(",");
    DataType t = parseDTypeString();
    expectOp(")");
    return mk<FloatImmNode>(rangeFrom(b), t, v);
  }
  if (fn == "select") {
    expectOp("(");
    Expr c = parseExpr();
    expectOp(",");
    Expr t = parseExpr();
    expectOp(",");
    Expr f = parseExpr();
    expectOp(")");
    return mk<SelectNode>(rangeFrom(b), c, t, f);
  }
  if (fn == "cast") {
    expectOp("(");
    Expr v = parseExpr();
    expectOp(",");
    DataType t = parseDTypeString();
    expectOp(")");
    return mk<CastNode>(rangeFrom(b), t, v);
  }
  if (fn == "call") {
    expectOp("(");
    std::string op = expectString("the intrinsic name");
    std::vector<Expr> args;
    while (isOp(",") && !(isName("dtype", 1) && isOp("=", 2))) {
      next();
      args.push_back(parseExpr());
    }
    DataType t = dtypeKw();
    expectOp(")");
    return mk<CallNode>(rangeFrom(b), t, op, args);
  }
  if (fn == "buffer_load") {
    expectOp("(");
    uint32_t lb = peek().begin;
    // Parse the load first to learn where it ends, then rebuild with the dtype.
    Expr load = parseBufferLoad(lb, std::nullopt);
    DataType t = dtypeKw();
    expectOp(")");
    auto* l = static_cast<const BufferLoadNode*>(load.get());
    return mk<BufferLoadNode>(rangeFrom(b), t, l->buffer, l->indices);
  }
  if (fn == "ramp" || fn == "broadcast") {
    expectOp("(");
    Expr base = parseExpr();
    expectOp(",");
    Expr stride;
    if (fn == "ramp") {
      stride = parseExpr();
      expectOp(",");
    }
    int64_t lanes = parseSignedInt("the number of lanes");
    if (lanes < std::numeric_limits<int>::min() || lanes > std::numeric_limits<int>::max())
      failRange(rangeFrom(b), "lane count out of range");
    expectOp(")");
    if (fn == "ramp")
      return mk<RampNode>(rangeFrom(b), base, stride, int(lanes));
    return mk<BroadcastNode>(rangeFrom(b), base, int(lanes));
  }
  if (fn == "let") {
    expectOp("(");
    NamedType nt = parseNamedType();
    expectOp("=");
    Expr value = parseExpr();
    expectOp(",");
    Var v = makeVarAt(nt, value->dtype);
    pushScope();
    defineVar(v);
    Expr body = parseExpr();
    popScope();
    expectOp(")");
    return mk<LetNode>(rangeFrom(b), v, value, body);
  }
  if (auto k = binaryByCallName(fn)) {
    expectOp("(");
    Expr a = parseExpr();
    expectOp(",");
    Expr c = parseExpr();
    std::optional<DataType> t;
    if (isOp(","))
      t = dtypeKw();
    expectOp(")");
    return makeBinary(*k, a, c, t, rangeFrom(b));
  }
  if (auto dt = parseDataType(fn)) {
    if (dt->isHandle())
      fail(fnTok, "T.handle(...) is not an immediate; use T.int_imm(v, \"handle\")");
    expectOp("(");
    if (dt->isFloat()) {
      double v = floatArg();
      expectOp(")");
      return mk<FloatImmNode>(rangeFrom(b), *dt, v);
    }
    int64_t v;
    if (isName("True") || isName("False"))
      v = next().text == "True";
    else
      v = parseSignedInt("an integer value");
    expectOp(")");
    return mk<IntImmNode>(rangeFrom(b), *dt, v);
  }
  if (fn == "expr")
    fail(fnTok, "T.expr(...) is only allowed as an attribute value");
  fail(fnTok, "unknown expression 'T." + fn + "'");
}

// ------------------------------------------------------------------ regions

BufferRegion IRParser::parseRegion() {
  const IRToken& name = peek();
  if (name.kind != IRTokKind::Name)
    fail(name, "expected a buffer region such as A[0:128, k:k + 32], found " + describe(name));
  next();
  BufferRegion r{lookupBuffer(name), {}};
  expectOp("[");
  if (isOp("(") && isOp(")", 1) && isOp("]", 2)) {
    next();
    next();
    next();
    return r;
  }
  while (true) {
    Expr mn = parseExpr();
    if (!isOp(":"))
      fail(peek(), "expected ':' in a region range (min:stop), found " + describe(peek()));
    next();
    Expr stop = parseExpr();
    Expr extent;
    if (auto* z = as<IntImmNode>(mn); z && z->value == 0) {
      extent = stop;
    } else {
      auto* add = stop->kind == ExprKind::Add ? static_cast<const BinaryNode*>(stop.get()) : nullptr;
      if (!add || !structuralEqual(add->a, mn))
        failRange(stop->loc, "the stop of a region range must be written 'min + extent' (or the min must be 0)");
      extent = add->b;
    }
    r.region.push_back({mn, extent});
    if (!isOp(","))
      break;
    next();
  }
  expectOp("]");
  return r;
}

// ------------------------------------------------------------------ attributes

AttrValue IRParser::parseAttr() {
  const IRToken& t = peek();
  if (t.kind == IRTokKind::String) {
    next();
    return t.text;
  }
  if (t.kind == IRTokKind::Int || (isOp("-") && peek(1).kind == IRTokKind::Int))
    return parseSignedInt("an integer");
  if (t.kind == IRTokKind::Float || (isOp("-") && peek(1).kind == IRTokKind::Float)) {
    Expr e = parseUnary();
    return as<FloatImmNode>(e)->value;
  }
  if (isName("float") && isOp("(", 1)) {
    next();
    next();
    const IRToken& s = peek();
    std::string v = expectString("\"inf\", \"-inf\" or \"nan\"");
    if (v != "inf" && v != "-inf" && v != "nan")
      fail(s, "expected \"inf\", \"-inf\" or \"nan\"");
    expectOp(")");
    return v == "nan" ? std::nan("") : v == "inf" ? HUGE_VAL : -HUGE_VAL;
  }
  auto intList = [&] {
    std::vector<int64_t> l;
    expectOp("[");
    while (!isOp("]")) {
      l.push_back(parseSignedInt("a list element"));
      if (!isOp(","))
        break;
      next();
    }
    expectOp("]");
    return l;
  };
  auto listOfLists = [&] {
    std::vector<std::vector<int64_t>> ll;
    expectOp("[");
    while (!isOp("]")) {
      ll.push_back(intList());
      if (!isOp(","))
        break;
      next();
    }
    expectOp("]");
    return ll;
  };
  if (isOp("["))
    return isOp("[", 1) ? AttrValue(listOfLists()) : AttrValue(intList());
  if (isTCall("int_lists")) {
    next();
    next();
    next();
    expectOp("(");
    auto ll = listOfLists();
    expectOp(")");
    return ll;
  }
  if (isTCall("expr")) {
    next();
    next();
    next();
    expectOp("(");
    Expr e = parseExprOrNone();
    expectOp(")");
    return e;
  }
  fail(t, "expected an attribute value (int, float, string, list or T.expr(...)), found " + describe(t));
}

AttrMap IRParser::parseDict() {
  AttrMap m;
  expectOp("{");
  while (!isOp("}")) {
    const IRToken& k = peek();
    std::string key = expectString("a key");
    expectOp(":");
    if (!m.emplace(key, parseAttr()).second)
      fail(k, "duplicate key \"" + key + "\"");
    if (!isOp(","))
      break;
    next();
  }
  expectOp("}");
  return m;
}

} // namespace tilec::ir
