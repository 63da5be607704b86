#pragma once
// Helpers for the ir/arith tests: a tiny parser for integer expressions
// ("floordiv(tx*8 + i, 32) < 4 && !(x == y)") over named variables, and a
// deterministic printer whose output the parser reads back to the same tree
// (parentheses exactly where the tree needs them, so structure shows).
//
//   literals      12  -3  true  false        (take the type of the other operand)
//   operators     + - * / %  (/ % truncate)  < <= > >= == !=  && || !
//   functions     floordiv floormod min max select(c, t, f)
//                 int8(x) int16(x) int32(x) int64(x) uint8(x) uint32(x) bool(x)

#include "tilec/ir/Ops.h"
#include "tilec/ir/arith/ConstFold.h"

#include <cctype>
#include <map>
#include <stdexcept>
#include <string>

namespace tilec::test {

using namespace tilec::ir;

// ------------------------------------------------------------------ printer

inline int exprPrec(const Expr& e) {
  switch (e->kind) {
  case ExprKind::Or: return 1;
  case ExprKind::And: return 2;
  case ExprKind::Not: return 3;
  case ExprKind::EQ:
  case ExprKind::NE:
  case ExprKind::LT:
  case ExprKind::LE:
  case ExprKind::GT:
  case ExprKind::GE: return 4;
  case ExprKind::Add:
  case ExprKind::Sub: return 5;
  case ExprKind::Mul:
  case ExprKind::Div:
  case ExprKind::Mod: return 6;
  default: return 7;
  }
}

inline std::string show(const Expr& e);

inline std::string showIn(const Expr& e, int minPrec) {
  std::string s = show(e);
  return exprPrec(e) < minPrec ? "(" + s + ")" : s;
}

inline std::string show(const Expr& e) {
  if (!e)
    return "<null>";
  switch (e->kind) {
  case ExprKind::IntImm: {
    int64_t v = static_cast<const IntImmNode&>(*e).value;
    if (e->dtype.isBool())
      return v ? "true" : "false";
    return std::to_string(v);
  }
  case ExprKind::FloatImm: return std::to_string(static_cast<const FloatImmNode&>(*e).value) + "f";
  case ExprKind::StringImm: return "\"" + static_cast<const StringImmNode&>(*e).value + "\"";
  case ExprKind::Var: return static_cast<const VarNode&>(*e).name;
  case ExprKind::Not: return "!" + showIn(static_cast<const NotNode&>(*e).a, 4);
  case ExprKind::Select: {
    auto& s = static_cast<const SelectNode&>(*e);
    return "select(" + show(s.cond) + ", " + show(s.t) + ", " + show(s.f) + ")";
  }
  case ExprKind::Cast: return e->dtype.str() + "(" + show(static_cast<const CastNode&>(*e).value) + ")";
  case ExprKind::Call: {
    auto& c = static_cast<const CallNode&>(*e);
    std::string s = c.op + "(";
    for (size_t i = 0; i < c.args.size(); ++i)
      s += (i ? ", " : "") + show(c.args[i]);
    return s + ")";
  }
  case ExprKind::BufferLoad: return "load(...)";
  case ExprKind::Ramp: {
    auto& r = static_cast<const RampNode&>(*e);
    return "ramp(" + show(r.base) + ", " + show(r.stride) + ", " + std::to_string(r.lanes) + ")";
  }
  case ExprKind::Broadcast: {
    auto& b = static_cast<const BroadcastNode&>(*e);
    return "broadcast(" + show(b.value) + ", " + std::to_string(b.lanes) + ")";
  }
  case ExprKind::Let: {
    auto& l = static_cast<const LetNode&>(*e);
    return "let(" + l.var->name + ", " + show(l.value) + ", " + show(l.body) + ")";
  }
  default: break;
  }
  auto& b = static_cast<const BinaryNode&>(*e);
  switch (e->kind) {
  case ExprKind::FloorDiv: return "floordiv(" + show(b.a) + ", " + show(b.b) + ")";
  case ExprKind::FloorMod: return "floormod(" + show(b.a) + ", " + show(b.b) + ")";
  case ExprKind::Min: return "min(" + show(b.a) + ", " + show(b.b) + ")";
  case ExprKind::Max: return "max(" + show(b.a) + ", " + show(b.b) + ")";
  default: break;
  }
  const char* op = "?";
  switch (e->kind) {
  case ExprKind::Add: op = " + "; break;
  case ExprKind::Sub: op = " - "; break;
  case ExprKind::Mul: op = "*"; break;
  case ExprKind::Div: op = " / "; break;
  case ExprKind::Mod: op = " % "; break;
  case ExprKind::EQ: op = " == "; break;
  case ExprKind::NE: op = " != "; break;
  case ExprKind::LT: op = " < "; break;
  case ExprKind::LE: op = " <= "; break;
  case ExprKind::GT: op = " > "; break;
  case ExprKind::GE: op = " >= "; break;
  case ExprKind::And: op = " && "; break;
  case ExprKind::Or: op = " || "; break;
  default: break;
  }
  int p = exprPrec(e);
  bool cmp = p == 4;
  // Left-associative: the left operand may have equal precedence, the right
  // one may not; comparisons do not chain.
  return showIn(b.a, cmp ? p + 1 : p) + op + showIn(b.b, p + 1);
}

// ------------------------------------------------------------------- parser

class ExprParser {
public:
  explicit ExprParser(std::map<std::string, Expr> vars, DataType intType = DataType::int32())
      : vars_(std::move(vars)), intType_(intType) {}

  Expr parse(const std::string& text) {
    s_ = text;
    pos_ = 0;
    Expr e = parseOr();
    skipSpace();
    if (pos_ != s_.size())
      fail("trailing text");
    return e;
  }

private:
  [[noreturn]] void fail(const std::string& what) {
    throw std::runtime_error("test parser: " + what + " at " + std::to_string(pos_) + " in '" + s_ + "'");
  }
  void skipSpace() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_])))
      ++pos_;
  }
  bool eat(const std::string& tok) {
    skipSpace();
    if (s_.compare(pos_, tok.size(), tok) != 0)
      return false;
    // Do not split "<=" into "<" "=" or "&&" into "&".
    if ((tok == "<" || tok == ">" || tok == "!" || tok == "=") && pos_ + 1 < s_.size() && s_[pos_ + 1] == '=')
      return false;
    pos_ += tok.size();
    return true;
  }
  void expect(const std::string& tok) {
    if (!eat(tok))
      fail("expected '" + tok + "'");
  }

  // Literals adopt the other operand's type.
  static void unify(Expr& a, Expr& b) {
    if (a->dtype == b->dtype)
      return;
    if (auto* i = as<IntImmNode>(a); i && !b->dtype.isBool())
      a = intImm(i->value, b->dtype);
    else if (auto* j = as<IntImmNode>(b); j && !a->dtype.isBool())
      b = intImm(j->value, a->dtype);
  }
  static Expr bin(ExprKind k, Expr a, Expr b) {
    unify(a, b);
    return binary(k, a, b);
  }

  Expr parseOr() {
    Expr e = parseAnd();
    while (eat("||"))
      e = bin(ExprKind::Or, e, parseAnd());
    return e;
  }
  Expr parseAnd() {
    Expr e = parseNot();
    while (eat("&&"))
      e = bin(ExprKind::And, e, parseNot());
    return e;
  }
  Expr parseNot() {
    if (eat("!"))
      return logicalNot(parseNot());
    return parseCmp();
  }
  Expr parseCmp() {
    Expr e = parseSum();
    static const std::pair<const char*, ExprKind> ops[] = {{"<=", ExprKind::LE}, {">=", ExprKind::GE},
                                                           {"==", ExprKind::EQ}, {"!=", ExprKind::NE},
                                                           {"<", ExprKind::LT},  {">", ExprKind::GT}};
    for (auto& [tok, k] : ops)
      if (eat(tok))
        return bin(k, e, parseSum());
    return e;
  }
  Expr parseSum() {
    Expr e = parseTerm();
    while (true) {
      if (eat("+"))
        e = bin(ExprKind::Add, e, parseTerm());
      else if (eat("-"))
        e = bin(ExprKind::Sub, e, parseTerm());
      else
        return e;
    }
  }
  Expr parseTerm() {
    Expr e = parsePrimary();
    while (true) {
      if (eat("*"))
        e = bin(ExprKind::Mul, e, parsePrimary());
      else if (eat("/"))
        e = bin(ExprKind::Div, e, parsePrimary());
      else if (eat("%"))
        e = bin(ExprKind::Mod, e, parsePrimary());
      else
        return e;
    }
  }
  Expr parsePrimary() {
    skipSpace();
    if (eat("(")) {
      Expr e = parseOr();
      expect(")");
      return e;
    }
    bool neg = false;
    if (pos_ < s_.size() && s_[pos_] == '-' && pos_ + 1 < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_ + 1]))) {
      neg = true;
      ++pos_;
    }
    if (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) {
      size_t start = pos_;
      while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_])))
        ++pos_;
      int64_t v = std::stoll(s_.substr(start, pos_ - start));
      return intImm(neg ? -v : v, intType_);
    }
    size_t start = pos_;
    while (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_'))
      ++pos_;
    std::string name = s_.substr(start, pos_ - start);
    if (name.empty())
      fail("expected an operand");
    if (name == "true" || name == "false")
      return boolImm(name == "true");
    skipSpace();
    if (pos_ < s_.size() && s_[pos_] == '(') {
      ++pos_;
      std::vector<Expr> args{parseOr()};
      while (eat(","))
        args.push_back(parseOr());
      expect(")");
      return callNamed(name, args);
    }
    auto it = vars_.find(name);
    if (it == vars_.end())
      fail("unknown variable " + name);
    return it->second;
  }

  Expr callNamed(const std::string& f, std::vector<Expr>& a) {
    auto need = [&](size_t n) {
      if (a.size() != n)
        fail(f + " takes " + std::to_string(n) + " arguments");
    };
    static const std::map<std::string, ExprKind> binaries = {
        {"floordiv", ExprKind::FloorDiv}, {"floormod", ExprKind::FloorMod}, {"min", ExprKind::Min}, {"max", ExprKind::Max}};
    if (auto it = binaries.find(f); it != binaries.end()) {
      need(2);
      return bin(it->second, a[0], a[1]);
    }
    if (f == "select") {
      need(3);
      unify(a[1], a[2]);
      return select(a[0], a[1], a[2]);
    }
    static const std::map<std::string, DataType> casts = {
        {"int8", DataType(DType::Int8)},   {"int16", DataType(DType::Int16)},   {"int32", DataType::int32()},
        {"int64", DataType::int64()},      {"uint8", DataType(DType::UInt8)},   {"uint32", DataType(DType::UInt32)},
        {"bool", DataType::boolean()}};
    if (auto it = casts.find(f); it != casts.end()) {
      need(1);
      return cast(it->second, a[0]);
    }
    fail("unknown function " + f);
  }

  std::map<std::string, Expr> vars_;
  DataType intType_;
  std::string s_;
  size_t pos_ = 0;
};

} // namespace tilec::test
