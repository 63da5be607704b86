#include "tilec/ir/arith/ExprCompare.h"

#include "tilec/ir/Buffer.h"
#include "tilec/ir/Visitor.h"

#include <cstring>
#include <functional>

namespace tilec::ir::arith {

namespace {

template <typename T> int cmp3(const T& a, const T& b) { return a < b ? -1 : (b < a ? 1 : 0); }

// Constants first, then variables, then compound nodes by kind.
int kindRank(ExprKind k) {
  switch (k) {
  case ExprKind::IntImm: return 0;
  case ExprKind::FloatImm: return 1;
  case ExprKind::StringImm: return 2;
  case ExprKind::Var: return 3;
  default: return 4 + int(k);
  }
}

int compareType(DataType a, DataType b) {
  if (int c = cmp3(a.isHandle(), b.isHandle()))
    return c;
  if (a.isHandle())
    return 0;
  if (int c = cmp3(int(a.scalar()), int(b.scalar())))
    return c;
  return cmp3(a.lanes(), b.lanes());
}

int comparePtr(const void* a, const void* b) { return std::less<const void*>()(a, b) ? -1 : (a == b ? 0 : 1); }

int compareBuffer(const Buffer& a, const Buffer& b) {
  if (a == b)
    return 0;
  if (!a || !b)
    return a ? 1 : -1;
  if (int c = a->name.compare(b->name))
    return c < 0 ? -1 : 1;
  return comparePtr(a.get(), b.get());
}

int compareList(const std::vector<Expr>& a, const std::vector<Expr>& b) {
  if (int c = cmp3(a.size(), b.size()))
    return c;
  for (size_t i = 0; i < a.size(); ++i)
    if (int c = compareExpr(a[i], b[i]))
      return c;
  return 0;
}

} // namespace

int compareExpr(const Expr& a, const Expr& b) {
  if (a == b)
    return 0;
  if (!a || !b)
    return a ? 1 : -1;
  if (int c = cmp3(kindRank(a->kind), kindRank(b->kind)))
    return c;
  if (int c = compareType(a->dtype, b->dtype))
    return c;
  switch (a->kind) {
  case ExprKind::IntImm: return cmp3(static_cast<const IntImmNode&>(*a).value, static_cast<const IntImmNode&>(*b).value);
  case ExprKind::FloatImm: {
    double x = static_cast<const FloatImmNode&>(*a).value, y = static_cast<const FloatImmNode&>(*b).value;
    uint64_t bx, by; // bitwise, so that NaN and -0.0 have a place in the order
    std::memcpy(&bx, &x, sizeof x);
    std::memcpy(&by, &y, sizeof y);
    return cmp3(bx, by);
  }
  case ExprKind::StringImm: {
    int c = static_cast<const StringImmNode&>(*a).value.compare(static_cast<const StringImmNode&>(*b).value);
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
  }
  case ExprKind::Var: {
    int c = static_cast<const VarNode&>(*a).name.compare(static_cast<const VarNode&>(*b).name);
    if (c != 0)
      return c < 0 ? -1 : 1;
    return comparePtr(a.get(), b.get());
  }
  case ExprKind::Not: return compareExpr(static_cast<const NotNode&>(*a).a, static_cast<const NotNode&>(*b).a);
  case ExprKind::Select: {
    auto& x = static_cast<const SelectNode&>(*a);
    auto& y = static_cast<const SelectNode&>(*b);
    if (int c = compareExpr(x.cond, y.cond))
      return c;
    if (int c = compareExpr(x.t, y.t))
      return c;
    return compareExpr(x.f, y.f);
  }
  case ExprKind::Cast: return compareExpr(static_cast<const CastNode&>(*a).value, static_cast<const CastNode&>(*b).value);
  case ExprKind::Call: {
    auto& x = static_cast<const CallNode&>(*a);
    auto& y = static_cast<const CallNode&>(*b);
    if (int c = x.op.compare(y.op))
      return c < 0 ? -1 : 1;
    return compareList(x.args, y.args);
  }
  case ExprKind::BufferLoad: {
    auto& x = static_cast<const BufferLoadNode&>(*a);
    auto& y = static_cast<const BufferLoadNode&>(*b);
    if (int c = compareBuffer(x.buffer, y.buffer))
      return c;
    return compareList(x.indices, y.indices);
  }
  case ExprKind::Ramp: {
    auto& x = static_cast<const RampNode&>(*a);
    auto& y = static_cast<const RampNode&>(*b);
    if (int c = compareExpr(x.base, y.base))
      return c;
    if (int c = compareExpr(x.stride, y.stride))
      return c;
    return cmp3(x.lanes, y.lanes);
  }
  case ExprKind::Broadcast: {
    auto& x = static_cast<const BroadcastNode&>(*a);
    auto& y = static_cast<const BroadcastNode&>(*b);
    if (int c = compareExpr(x.value, y.value))
      return c;
    return cmp3(x.lanes, y.lanes);
  }
  case ExprKind::Let: {
    auto& x = static_cast<const LetNode&>(*a);
    auto& y = static_cast<const LetNode&>(*b);
    if (int c = compareExpr(x.var, y.var))
      return c;
    if (int c = compareExpr(x.value, y.value))
      return c;
    return compareExpr(x.body, y.body);
  }
  default: {
    auto& x = static_cast<const BinaryNode&>(*a);
    auto& y = static_cast<const BinaryNode&>(*b);
    if (int c = compareExpr(x.a, y.a))
      return c;
    return compareExpr(x.b, y.b);
  }
  }
}

namespace {
class VarFinder : public ExprVisitor {
public:
  explicit VarFinder(const VarNode* v) : target(v) {}
  void visitExpr(const Expr& e) override {
    if (!found)
      ExprVisitor::visitExpr(e);
  }
  const VarNode* target;
  bool found = false;

protected:
  void visitVar(const VarNode* n) override { found = found || n == target; }
};
} // namespace

bool usesVar(const Expr& e, const VarNode* v) {
  VarFinder f(v);
  f.visitExpr(e);
  return f.found;
}

} // namespace tilec::ir::arith
