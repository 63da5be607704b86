#pragma once
// Expressions of the tile IR. Nodes are immutable and shared
// (std::shared_ptr<const ...>); passes build new nodes instead of editing.
// Variables are compared by identity: two VarNodes with one name are different
// variables.

#include "tilec/basic/SourceManager.h"
#include "tilec/ir/DataType.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tilec::ir {

enum class ExprKind {
  IntImm, FloatImm, StringImm, Var,
#define TILEC_BINARY(K, s) K,
#define TILEC_COMPARE(K, s) K,
#define TILEC_LOGICAL(K, s) K,
#include "tilec/ir/ExprNodes.def"
  Not, Select, Cast, Call, BufferLoad, Ramp, Broadcast, Let,
};

const char* exprKindName(ExprKind k);

class ExprNode {
public:
  ExprNode(ExprKind kind, DataType dtype) : kind(kind), dtype(dtype) {}
  virtual ~ExprNode() = default;
  const ExprKind kind;
  const DataType dtype;
  SourceRange loc; // where the user wrote it, when known
};
using Expr = std::shared_ptr<const ExprNode>;

/// Checked downcast: nullptr when `e` is not a T.
template <typename T> const T* as(const Expr& e) { return e && e->kind == T::Kind ? static_cast<const T*>(e.get()) : nullptr; }
template <typename T> const T* as(const ExprNode* e) { return e && e->kind == T::Kind ? static_cast<const T*>(e) : nullptr; }

class IntImmNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::IntImm;
  IntImmNode(DataType t, int64_t v) : ExprNode(Kind, t), value(v) {}
  const int64_t value;
};

class FloatImmNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::FloatImm;
  FloatImmNode(DataType t, double v) : ExprNode(Kind, t), value(v) {}
  const double value;
};

class StringImmNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::StringImm;
  explicit StringImmNode(std::string v) : ExprNode(Kind, DataType::handle()), value(std::move(v)) {}
  const std::string value;
};

class VarNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::Var;
  VarNode(std::string name, DataType t) : ExprNode(Kind, t), name(std::move(name)) {}
  const std::string name;
};
using Var = std::shared_ptr<const VarNode>;

/// Every two-operand node: arithmetic, comparison, logical (see ExprNodes.def).
class BinaryNode : public ExprNode {
public:
  BinaryNode(ExprKind k, DataType t, Expr a, Expr b) : ExprNode(k, t), a(std::move(a)), b(std::move(b)) {}
  const Expr a, b;
};
bool isBinary(ExprKind k);
bool isComparison(ExprKind k);
/// The printed spelling of a binary kind ("+", "floordiv", "<=", "and").
const char* binarySpelling(ExprKind k);

class NotNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::Not;
  explicit NotNode(Expr a) : ExprNode(Kind, a->dtype), a(std::move(a)) {}
  const Expr a;
};

/// cond ? t : f, evaluating both sides (as T.if_then_else with no side effects).
class SelectNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::Select;
  SelectNode(Expr c, Expr t, Expr f) : ExprNode(Kind, t->dtype), cond(std::move(c)), t(std::move(t)), f(std::move(f)) {}
  const Expr cond, t, f;
};

class CastNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::Cast;
  CastNode(DataType t, Expr v) : ExprNode(Kind, t), value(std::move(v)) {}
  const Expr value;
};

/// A call of a named intrinsic: "exp2", "tir.infinity", "tl.shuffle_xor" ...
class CallNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::Call;
  CallNode(DataType t, std::string op, std::vector<Expr> args)
      : ExprNode(Kind, t), op(std::move(op)), args(std::move(args)) {}
  const std::string op;
  const std::vector<Expr> args;
};

class BufferNode;
using Buffer = std::shared_ptr<const BufferNode>;

class BufferLoadNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::BufferLoad;
  BufferLoadNode(DataType t, Buffer b, std::vector<Expr> idx)
      : ExprNode(Kind, t), buffer(std::move(b)), indices(std::move(idx)) {}
  const Buffer buffer;
  const std::vector<Expr> indices;
};

/// The vector base, base + stride, ..., base + (lanes - 1) * stride.
class RampNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::Ramp;
  RampNode(Expr base, Expr stride, int lanes)
      : ExprNode(Kind, base->dtype.withLanes(lanes)), base(std::move(base)), stride(std::move(stride)), lanes(lanes) {}
  const Expr base, stride;
  const int lanes;
};

class BroadcastNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::Broadcast;
  BroadcastNode(Expr v, int lanes) : ExprNode(Kind, v->dtype.withLanes(lanes)), value(std::move(v)), lanes(lanes) {}
  const Expr value;
  const int lanes;
};

/// let var = value in body
class LetNode : public ExprNode {
public:
  static constexpr ExprKind Kind = ExprKind::Let;
  LetNode(Var v, Expr value, Expr body)
      : ExprNode(Kind, body->dtype), var(std::move(v)), value(std::move(value)), body(std::move(body)) {}
  const Var var;
  const Expr value, body;
};

} // namespace tilec::ir
