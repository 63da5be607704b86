#include "tilec/ir/Ops.h"

#include <stdexcept>

namespace tilec::ir {

// Internal invariant checks: constructing ill-typed IR is a compiler bug,
// never the answer to user input (the front end rejects those programs).
static void invariant(bool ok, const char* what) {
  if (!ok)
    throw std::logic_error(std::string("tilec internal error: ") + what);
}

Expr intImm(int64_t v, DataType t) { return std::make_shared<IntImmNode>(t, v); }
Expr floatImm(double v, DataType t) { return std::make_shared<FloatImmNode>(t, v); }
Expr boolImm(bool v) { return std::make_shared<IntImmNode>(DataType::boolean(), v ? 1 : 0); }
Expr stringImm(std::string v) { return std::make_shared<StringImmNode>(std::move(v)); }
Var makeVar(std::string name, DataType t) { return std::make_shared<VarNode>(std::move(name), t); }

Expr binary(ExprKind kind, Expr a, Expr b) {
  invariant(isBinary(kind), "binary() with a non-binary kind");
  invariant(a && b, "binary() with a null operand");
  invariant(a->dtype == b->dtype, "binary operands of different types");
  DataType t = a->dtype;
  if (isComparison(kind))
    t = DataType::boolean(a->dtype.lanes());
  return std::make_shared<BinaryNode>(kind, t, std::move(a), std::move(b));
}

Expr logicalNot(Expr a) { return std::make_shared<NotNode>(std::move(a)); }

Expr select(Expr cond, Expr t, Expr f) {
  invariant(t->dtype == f->dtype, "select arms of different types");
  return std::make_shared<SelectNode>(std::move(cond), std::move(t), std::move(f));
}

Expr cast(DataType t, Expr v) {
  if (v->dtype == t)
    return v;
  return std::make_shared<CastNode>(t, std::move(v));
}

Expr call(DataType t, std::string op, std::vector<Expr> args) {
  return std::make_shared<CallNode>(t, std::move(op), std::move(args));
}

Expr bufferLoad(Buffer b, std::vector<Expr> indices) {
  DataType t = b->dtype;
  for (const auto& i : indices)
    if (i->dtype.lanes() > 1)
      t = t.withLanes(i->dtype.lanes());
  return std::make_shared<BufferLoadNode>(t, std::move(b), std::move(indices));
}

Expr ramp(Expr base, Expr stride, int lanes) { return std::make_shared<RampNode>(std::move(base), std::move(stride), lanes); }
Expr broadcast(Expr v, int lanes) { return std::make_shared<BroadcastNode>(std::move(v), lanes); }
Expr let(Var v, Expr value, Expr body) { return std::make_shared<LetNode>(std::move(v), std::move(value), std::move(body)); }

std::optional<int64_t> asConstInt(const Expr& e) {
  if (auto* i = as<IntImmNode>(e))
    return i->value;
  return std::nullopt;
}

std::optional<std::vector<int64_t>> asConstInts(const std::vector<Expr>& es) {
  std::vector<int64_t> out;
  for (const Expr& e : es) {
    auto v = e ? asConstInt(e) : std::nullopt;
    if (!v)
      return std::nullopt;
    out.push_back(*v);
  }
  return out;
}

const BinaryNode* asBinary(const Expr& e) { return e && isBinary(e->kind) ? static_cast<const BinaryNode*>(e.get()) : nullptr; }

Stmt seq(std::vector<Stmt> stmts) {
  std::vector<Stmt> flat;
  for (auto& s : stmts) {
    if (!s)
      continue;
    if (auto* q = as<SeqStmtNode>(s))
      flat.insert(flat.end(), q->stmts.begin(), q->stmts.end());
    else
      flat.push_back(std::move(s));
  }
  if (flat.size() == 1)
    return flat[0];
  return std::make_shared<SeqStmtNode>(std::move(flat));
}

Stmt forLoop(Var v, Expr min, Expr extent, ForKind kind, Stmt body, AttrMap annotations) {
  auto f = std::make_shared<ForNode>(std::move(v), std::move(min), std::move(extent), kind, std::move(body));
  f->annotations = std::move(annotations);
  return f;
}

Stmt whileLoop(Expr cond, Stmt body) { return std::make_shared<WhileNode>(std::move(cond), std::move(body)); }
Stmt letStmt(Var v, Expr value, Stmt body) { return std::make_shared<LetStmtNode>(std::move(v), std::move(value), std::move(body)); }
Stmt ifThenElse(Expr cond, Stmt then, Stmt otherwise) {
  return std::make_shared<IfNode>(std::move(cond), std::move(then), std::move(otherwise));
}
Stmt bufferStore(Buffer b, std::vector<Expr> indices, Expr value) {
  return std::make_shared<BufferStoreNode>(std::move(b), std::move(indices), std::move(value));
}
Stmt allocate(Buffer b, Stmt body, Expr init) { return std::make_shared<AllocateNode>(std::move(b), std::move(body), std::move(init)); }
Stmt evaluate(Expr v) { return std::make_shared<EvaluateNode>(std::move(v)); }
Stmt intrinsic(std::string op, std::vector<Expr> args) {
  return evaluate(call(DataType::int32(), std::move(op), std::move(args)));
}
bool isIntrinsicCall(const Stmt& s, const char* op) {
  auto* e = as<EvaluateNode>(s);
  auto* c = e ? as<CallNode>(e->value) : nullptr;
  return c && c->op == op;
}
Stmt attrStmt(std::string key, AttrValue v, Stmt body, std::vector<Buffer> buffers) {
  auto a = std::make_shared<AttrStmtNode>(std::move(key), std::move(v), std::move(body));
  a->buffers = std::move(buffers);
  return a;
}

} // namespace tilec::ir

namespace tilec::ir {

template <typename T, typename Base> static std::shared_ptr<const Base> copyWithLoc(const Base* n, SourceRange loc) {
  auto c = std::make_shared<T>(*static_cast<const T*>(n));
  c->loc = loc;
  return c;
}

Expr withLoc(const Expr& e, SourceRange loc) {
  if (!e)
    return e;
  switch (e->kind) {
  case ExprKind::IntImm: return copyWithLoc<IntImmNode>(e.get(), loc);
  case ExprKind::FloatImm: return copyWithLoc<FloatImmNode>(e.get(), loc);
  case ExprKind::StringImm: return copyWithLoc<StringImmNode>(e.get(), loc);
  case ExprKind::Var: return e; // variables keep their identity
  case ExprKind::Not: return copyWithLoc<NotNode>(e.get(), loc);
  case ExprKind::Select: return copyWithLoc<SelectNode>(e.get(), loc);
  case ExprKind::Cast: return copyWithLoc<CastNode>(e.get(), loc);
  case ExprKind::Call: return copyWithLoc<CallNode>(e.get(), loc);
  case ExprKind::BufferLoad: return copyWithLoc<BufferLoadNode>(e.get(), loc);
  case ExprKind::Ramp: return copyWithLoc<RampNode>(e.get(), loc);
  case ExprKind::Broadcast: return copyWithLoc<BroadcastNode>(e.get(), loc);
  case ExprKind::Let: return copyWithLoc<LetNode>(e.get(), loc);
  default: return copyWithLoc<BinaryNode>(e.get(), loc);
  }
}

Stmt withLoc(const Stmt& s, SourceRange loc) {
  if (!s)
    return s;
  switch (s->kind) {
  case StmtKind::Seq: return copyWithLoc<SeqStmtNode>(s.get(), loc);
  case StmtKind::For: return copyWithLoc<ForNode>(s.get(), loc);
  case StmtKind::While: return copyWithLoc<WhileNode>(s.get(), loc);
  case StmtKind::Let: return copyWithLoc<LetStmtNode>(s.get(), loc);
  case StmtKind::If: return copyWithLoc<IfNode>(s.get(), loc);
  case StmtKind::BufferStore: return copyWithLoc<BufferStoreNode>(s.get(), loc);
  case StmtKind::Allocate: return copyWithLoc<AllocateNode>(s.get(), loc);
  case StmtKind::Evaluate: return copyWithLoc<EvaluateNode>(s.get(), loc);
  case StmtKind::Attr: return copyWithLoc<AttrStmtNode>(s.get(), loc);
  case StmtKind::Copy: return copyWithLoc<CopyNode>(s.get(), loc);
  case StmtKind::Gemm: return copyWithLoc<GemmNode>(s.get(), loc);
  case StmtKind::Fill: return copyWithLoc<FillNode>(s.get(), loc);
  case StmtKind::Reduce: return copyWithLoc<ReduceNode>(s.get(), loc);
  case StmtKind::CumSum: return copyWithLoc<CumSumNode>(s.get(), loc);
  case StmtKind::Atomic: return copyWithLoc<AtomicNode>(s.get(), loc);
  }
  return s;
}

std::optional<int64_t> wgmmaGemmInFlight(const Stmt& s) {
  auto* e = as<EvaluateNode>(s);
  auto* c = e ? as<CallNode>(e->value) : nullptr;
  // After A, B and C: the plan (LowerGemm.cpp), InFlight its 10th
  // argument with A in shared memory, its 8th with A in registers.
  size_t at = !c ? 0 : c->op == "tl.gemm_ss_wgmma" ? 3 + 9 : c->op == "tl.gemm_rs_wgmma" ? 3 + 7 : 0;
  if (!at || c->args.size() <= at)
    return std::nullopt;
  return asConstInt(c->args[at]);
}

bool isTensorCoreGemmCall(const std::string& op) {
  return op == "tl.gemm_ss" || op == "tl.gemm_ss_wgmma" || op == "tl.gemm_rs" || op == "tl.gemm_rs_wgmma" ||
         op == "tl.gemm_sr" || op == "tl.gemm_rr";
}

} // namespace tilec::ir
