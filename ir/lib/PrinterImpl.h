// The IR printer's implementation class (syntax documented in
// tilec/ir/Printer.h): names and scopes, expressions, attributes and buffer
// declarations; Printer.cpp has the entry points, PrinterStmt.cpp the
// statements and functions.
#pragma once
#include "tilec/ir/Printer.h"
#include "tilec/ir/layout/Layout.h"

#include <cmath>
#include <unordered_map>
#include <unordered_set>

namespace tilec::ir::detail {

/// Unique printed names in one namespace: the first node with a base name
/// gets it, later distinct nodes get base_1, base_2, ...
class PrintNamer {
public:
  const std::string& name(const void* node, const std::string& base, const char* fallback) {
    auto it = names_.find(node);
    if (it != names_.end())
      return it->second;
    std::string b = sanitizeIRName(base, fallback), n = b;
    for (int i = 1; used_.count(n); ++i)
      n = b + "_" + std::to_string(i);
    used_.insert(n);
    return names_[node] = n;
  }

private:
  std::unordered_map<const void*, std::string> names_;
  std::unordered_set<std::string> used_;
};

inline std::string nonFinite(double d) { return std::isnan(d) ? "\"nan\"" : d < 0 ? "\"-inf\"" : "\"inf\""; }

/// Concatenation in argument order: the elements of a braced list are
/// evaluated left to right, so names are assigned in printing order (the
/// operands of `a + b` are unsequenced).
inline std::string cat(std::initializer_list<std::string> parts) {
  std::string s;
  for (const auto& p : parts)
    s += p;
  return s;
}

template <typename T, typename F> inline std::string joined(const std::vector<T>& v, F f, const char* sep = ", ") {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) {
    if (i)
      s += sep;
    s += f(v[i]);
  }
  return s;
}

inline int binaryPrec(ExprKind k) {
  switch (k) {
  case ExprKind::Or: return 1;
  case ExprKind::And: return 2;
  case ExprKind::Add:
  case ExprKind::Sub: return 5;
  case ExprKind::Mul:
  case ExprKind::Div:
  case ExprKind::Mod: return 6;
  default: return isComparison(k) ? 4 : 7;
  }
}

inline const char* binaryCallName(ExprKind k) {
  switch (k) {
  case ExprKind::Add: return "add";
  case ExprKind::Sub: return "sub";
  case ExprKind::Mul: return "mul";
  case ExprKind::Div: return "div";
  case ExprKind::Mod: return "mod";
  case ExprKind::FloorDiv: return "floordiv";
  case ExprKind::FloorMod: return "floormod";
  case ExprKind::Min: return "min";
  case ExprKind::Max: return "max";
  case ExprKind::EQ: return "eq";
  case ExprKind::NE: return "ne";
  case ExprKind::LT: return "lt";
  case ExprKind::LE: return "le";
  case ExprKind::GT: return "gt";
  case ExprKind::GE: return "ge";
  case ExprKind::And: return "and";
  case ExprKind::Or: return "or";
  default: return "?";
  }
}

class IRPrinter {
public:
  explicit IRPrinter(bool trackFree) : trackFree_(trackFree) {}

  std::string out;
  int indent = 0;

  // ---------------------------------------------------------------- names, scopes
  std::string varName(const VarNode* v) { return vars_.name(v, v->name, "v"); }
  std::string bufName(const Buffer& b) { return b ? bufs_.name(b.get(), b->name, "buf") : "None"; }
  void enter(const VarNode* v) { ++varScope_[v]; }
  void leave(const VarNode* v) { --varScope_[v]; }
  void enter(const BufferNode* b) { ++bufScope_[b]; }
  void leave(const BufferNode* b) { --bufScope_[b]; }
  std::string useVar(const VarNode* v) {
    if (trackFree_ && varScope_[v] <= 0 && freeVarSet_.insert(v).second)
      freeVars_.push_back(v);
    return varName(v);
  }
  std::string useBuf(const Buffer& b) {
    if (b && trackFree_ && bufScope_[b.get()] <= 0 && freeBufSet_.insert(b.get()).second)
      freeBufs_.push_back(b);
    return bufName(b);
  }
  /// `name` or `name: T.dtype` when the dtype is not the implied one.
  std::string varDef(const Var& v, const std::optional<DataType>& implied) {
    if (!v)
      return "None";
    std::string s = varName(v.get());
    if (!implied || *implied != v->dtype)
      s += ": " + printDTypeAnnotation(v->dtype);
    return s;
  }

  // ---------------------------------------------------------------- expressions
  std::string ex(const Expr& e, int minPrec = 0) {
    int p = 7;
    std::string s = exprImpl(e, p);
    return p < minPrec ? "(" + s + ")" : s;
  }
  std::string exList(const std::vector<Expr>& v) {
    return joined(v, [&](const Expr& e) { return ex(e); });
  }
  std::string tuple(const std::vector<Expr>& v) {
    if (v.size() == 1)
      return "(" + ex(v[0]) + ",)";
    return "(" + exList(v) + ")";
  }
  std::string indices(const std::vector<Expr>& v) { return v.empty() ? "[()]" : "[" + exList(v) + "]"; }

  std::string exprImpl(const Expr& e, int& prec) {
    prec = 7;
    if (!e)
      return "None";
    switch (e->kind) {
    case ExprKind::IntImm: {
      int64_t v = static_cast<const IntImmNode*>(e.get())->value;
      if (e->dtype == DataType::int32())
        return std::to_string(v);
      if (e->dtype == DataType::boolean() && (v == 0 || v == 1))
        return v ? "True" : "False";
      if (e->dtype.isInt() || e->dtype.isBool())
        return printDTypeAnnotation(e->dtype) + "(" + std::to_string(v) + ")";
      return "T.int_imm(" + std::to_string(v) + ", " + quoteIRString(e->dtype.str()) + ")";
    }
    case ExprKind::FloatImm: {
      double v = static_cast<const FloatImmNode*>(e.get())->value;
      std::string lit = std::isfinite(v) ? formatIRFloat(v) : nonFinite(v);
      if (!e->dtype.isFloat())
        return "T.float_imm(" + lit + ", " + quoteIRString(e->dtype.str()) + ")";
      if (e->dtype == DataType::float32() && std::isfinite(v))
        return lit;
      return printDTypeAnnotation(e->dtype) + "(" + lit + ")";
    }
    case ExprKind::StringImm: return quoteIRString(static_cast<const StringImmNode*>(e.get())->value);
    case ExprKind::Var: return useVar(static_cast<const VarNode*>(e.get()));
    case ExprKind::Not: prec = 3; return "not " + ex(static_cast<const NotNode*>(e.get())->a, 3);
    case ExprKind::Select: {
      auto* n = static_cast<const SelectNode*>(e.get());
      return cat({"T.select(", ex(n->cond), ", ", ex(n->t), ", ", ex(n->f), ")"});
    }
    case ExprKind::Cast: {
      auto* n = static_cast<const CastNode*>(e.get());
      return "T.cast(" + ex(n->value) + ", " + quoteIRString(e->dtype.str()) + ")";
    }
    case ExprKind::Call: {
      auto* n = static_cast<const CallNode*>(e.get());
      std::string s = "T.call(" + quoteIRString(n->op);
      for (const auto& a : n->args)
        s += ", " + ex(a);
      return s + ", dtype=" + quoteIRString(e->dtype.str()) + ")";
    }
    case ExprKind::BufferLoad: {
      auto* n = static_cast<const BufferLoadNode*>(e.get());
      std::string s = cat({useBuf(n->buffer), indices(n->indices)});
      if (n->buffer && e->dtype == impliedLoadType(n->buffer, n->indices))
        return s;
      return "T.buffer_load(" + s + ", dtype=" + quoteIRString(e->dtype.str()) + ")";
    }
    case ExprKind::Ramp: {
      auto* n = static_cast<const RampNode*>(e.get());
      return cat({"T.ramp(", ex(n->base), ", ", ex(n->stride), ", ", std::to_string(n->lanes), ")"});
    }
    case ExprKind::Broadcast: {
      auto* n = static_cast<const BroadcastNode*>(e.get());
      return "T.broadcast(" + ex(n->value) + ", " + std::to_string(n->lanes) + ")";
    }
    case ExprKind::Let: {
      auto* n = static_cast<const LetNode*>(e.get());
      std::string def = varDef(n->var, std::nullopt);
      std::string s = "T.let(" + def + " = " + ex(n->value) + ", ";
      if (n->var)
        enter(n->var.get());
      s += ex(n->body) + ")";
      if (n->var)
        leave(n->var.get());
      return s;
    }
    default: break;
    }
    auto* n = static_cast<const BinaryNode*>(e.get());
    bool implied = n->a && n->b && e->dtype == impliedBinaryType(e->kind, n->a->dtype);
    int p = binaryPrec(e->kind);
    if (!implied || p == 7) {
      std::string s = cat({"T.", binaryCallName(e->kind), "(", ex(n->a), ", ", ex(n->b)});
      if (!implied)
        s += ", dtype=" + quoteIRString(e->dtype.str());
      return s + ")";
    }
    prec = p;
    int lp = p == 4 ? 5 : p, rp = p + 1;
    return cat({ex(n->a, lp), " ", binarySpelling(e->kind), " ", ex(n->b, rp)});
  }

  // ---------------------------------------------------------------- attributes, regions
  std::string attr(const AttrValue& v) {
    if (auto* i = std::get_if<int64_t>(&v))
      return std::to_string(*i);
    if (auto* d = std::get_if<double>(&v))
      return std::isfinite(*d) ? formatIRFloat(*d) : "float(" + nonFinite(*d) + ")";
    if (auto* s = std::get_if<std::string>(&v))
      return quoteIRString(*s);
    auto ints = [](const std::vector<int64_t>& l) {
      return "[" + joined(l, [](int64_t x) { return std::to_string(x); }) + "]";
    };
    if (auto* l = std::get_if<std::vector<int64_t>>(&v))
      return ints(*l);
    if (auto* ll = std::get_if<std::vector<std::vector<int64_t>>>(&v)) {
      if (ll->empty())
        return "T.int_lists([])";
      return "[" + joined(*ll, ints) + "]";
    }
    return "T.expr(" + ex(std::get<Expr>(v)) + ")";
  }
  std::string dict(const AttrMap& m) {
    std::string s = "{";
    for (const auto& [k, v] : m) {
      if (s.size() > 1)
        s += ", ";
      s += quoteIRString(k) + ": " + attr(v);
    }
    return s + "}";
  }
  /// `, key=v, ...[, annotations={...}]`
  std::string annotationArgs(const AttrMap& m, bool reserveThread) {
    std::string s;
    AttrMap rest;
    for (const auto& [k, v] : m) {
      if (isPlainIRName(k) && k != "annotations" && !(reserveThread && k == "thread"))
        s += ", " + k + "=" + attr(v);
      else
        rest.emplace(k, v);
    }
    if (!rest.empty())
      s += ", annotations=" + dict(rest);
    return s;
  }
  std::string region(const BufferRegion& r) {
    std::string s = useBuf(r.buffer);
    if (r.region.empty())
      return s + "[()]";
    s += "[";
    for (size_t i = 0; i < r.region.size(); ++i) {
      const Range& rg = r.region[i];
      if (i)
        s += ", ";
      auto* m = as<IntImmNode>(rg.min);
      if (m && m->value == 0)
        s += cat({ex(rg.min), ":", ex(rg.extent)});
      else
        s += cat({ex(rg.min), ":", ex(rg.min, 5), " + ", ex(rg.extent, 6)});
    }
    return s + "]";
  }
  std::string bufferDecl(const Buffer& b, bool alwaysScope) {
    std::string s = tuple(b->shape) + ", " + quoteIRString(b->dtype.str());
    if (b->scope != MemoryScope::Global || alwaysScope)
      s += std::string(", scope=") + quoteIRString(scopeName(b->scope));
    if (!b->strides.empty())
      s += ", strides=" + tuple(b->strides);
    return s;
  }

  // ---------------------------------------------------------------- statements
  void line(const std::string& s) {
    out.append(size_t(indent) * 4, ' ');
    out += s;
    out += '\n';
  }
  void block(const Stmt& s) {
    ++indent;
    blockItems(s);
    --indent;
  }
  void blockItems(const Stmt& s) {
    auto* q = as<SeqStmtNode>(s);
    if (q && q->stmts.size() >= 2) {
      for (size_t i = 0; i < q->stmts.size(); ++i)
        item(q->stmts[i], i + 1 == q->stmts.size());
    } else {
      item(s, true);
    }
  }
  void item(const Stmt& s, bool last);
  void func(const PrimFunc& f);

private:
  DataType impliedLoadType(const Buffer& b, const std::vector<Expr>& idx) {
    DataType t = b->dtype;
    for (const auto& i : idx)
      if (i && i->dtype.lanes() > 1)
        t = t.withLanes(i->dtype.lanes());
    return t;
  }
  static DataType impliedBinaryType(ExprKind k, DataType a) {
    return isComparison(k) ? DataType::boolean(a.lanes()) : a;
  }

  bool trackFree_;
  PrintNamer vars_, bufs_;
  std::unordered_map<const VarNode*, int> varScope_;
  std::unordered_map<const BufferNode*, int> bufScope_;
  std::vector<const VarNode*> freeVars_;
  std::unordered_set<const VarNode*> freeVarSet_;
  std::vector<Buffer> freeBufs_;
  std::unordered_set<const BufferNode*> freeBufSet_;
};

} // namespace tilec::ir::detail
