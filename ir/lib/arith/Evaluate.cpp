#include "tilec/ir/arith/Evaluate.h"

#include "tilec/ir/arith/ConstFold.h"

namespace tilec::ir::arith {

namespace {

bool isScalarIntLike(DataType t) { return !t.isHandle() && !t.isVector() && (t.isInt() || t.isBool()); }

class Evaluator {
public:
  explicit Evaluator(const VarValues& v) : values_(v) {}

  std::optional<int64_t> eval(const Expr& e) {
    if (!e || !isScalarIntLike(e->dtype))
      return std::nullopt;
    switch (e->kind) {
    case ExprKind::IntImm: return castIntValue(static_cast<const IntImmNode&>(*e).value, e->dtype, e->dtype);
    case ExprKind::Var: {
      auto* v = static_cast<const VarNode*>(e.get());
      for (auto it = lets_.rbegin(); it != lets_.rend(); ++it)
        if (it->first == v)
          return it->second;
      auto it = values_.find(v);
      if (it == values_.end())
        return std::nullopt;
      return castIntValue(it->second, e->dtype, e->dtype); // normalise to the width
    }
    case ExprKind::Not: {
      auto a = eval(static_cast<const NotNode&>(*e).a);
      return a ? std::optional<int64_t>(*a == 0) : std::nullopt;
    }
    case ExprKind::Select: {
      auto& s = static_cast<const SelectNode&>(*e);
      auto c = eval(s.cond);
      if (!c)
        return std::nullopt;
      return eval(*c != 0 ? s.t : s.f);
    }
    case ExprKind::Cast: {
      auto& c = static_cast<const CastNode&>(*e);
      if (!isScalarIntLike(c.value->dtype))
        return std::nullopt;
      auto v = eval(c.value);
      return v ? std::optional<int64_t>(castIntValue(*v, c.value->dtype, e->dtype)) : std::nullopt;
    }
    case ExprKind::Let: {
      auto& l = static_cast<const LetNode&>(*e);
      auto v = eval(l.value);
      if (!v)
        return std::nullopt;
      lets_.emplace_back(l.var.get(), *v);
      auto r = eval(l.body);
      lets_.pop_back();
      return r;
    }
    case ExprKind::FloatImm:
    case ExprKind::StringImm:
    case ExprKind::Call:
    case ExprKind::BufferLoad:
    case ExprKind::Ramp:
    case ExprKind::Broadcast: return std::nullopt;
    default: {
      auto& b = static_cast<const BinaryNode&>(*e);
      if (!isScalarIntLike(b.a->dtype))
        return std::nullopt;
      auto x = eval(b.a);
      if (!x)
        return std::nullopt;
      auto y = eval(b.b);
      if (!y)
        return std::nullopt;
      return evalIntBinary(e->kind, *x, *y, b.a->dtype);
    }
    }
  }

private:
  const VarValues& values_;
  std::vector<std::pair<const VarNode*, int64_t>> lets_;
};

} // namespace

std::optional<int64_t> evaluateInt(const Expr& e, const VarValues& values) { return Evaluator(values).eval(e); }

} // namespace tilec::ir::arith
