#pragma once
// Constructors for IR expressions and statements. They compute result types
// (operands of a binary node must already agree: use `cast` first) and keep
// no state; nothing here simplifies (ir/arith does).

#include "tilec/ir/Function.h"

namespace tilec::ir {

Expr intImm(int64_t v, DataType t = DataType::int32());
Expr floatImm(double v, DataType t = DataType::float32());
Expr boolImm(bool v);
Expr stringImm(std::string v);
Var makeVar(std::string name, DataType t = DataType::int32());

/// a <kind> b for any binary kind (arithmetic, comparison, logical).
Expr binary(ExprKind kind, Expr a, Expr b);
inline Expr add(Expr a, Expr b) { return binary(ExprKind::Add, std::move(a), std::move(b)); }
inline Expr sub(Expr a, Expr b) { return binary(ExprKind::Sub, std::move(a), std::move(b)); }
inline Expr mul(Expr a, Expr b) { return binary(ExprKind::Mul, std::move(a), std::move(b)); }
inline Expr div(Expr a, Expr b) { return binary(ExprKind::Div, std::move(a), std::move(b)); }
inline Expr mod(Expr a, Expr b) { return binary(ExprKind::Mod, std::move(a), std::move(b)); }
inline Expr floordiv(Expr a, Expr b) { return binary(ExprKind::FloorDiv, std::move(a), std::move(b)); }
inline Expr floormod(Expr a, Expr b) { return binary(ExprKind::FloorMod, std::move(a), std::move(b)); }
/// Call these qualified (ir::min, ir::max): unqualified, with Var arguments,
/// argument-dependent lookup finds std::min/std::max on the shared pointers.
inline Expr min(Expr a, Expr b) { return binary(ExprKind::Min, std::move(a), std::move(b)); }
inline Expr max(Expr a, Expr b) { return binary(ExprKind::Max, std::move(a), std::move(b)); }
inline Expr eq(Expr a, Expr b) { return binary(ExprKind::EQ, std::move(a), std::move(b)); }
inline Expr ne(Expr a, Expr b) { return binary(ExprKind::NE, std::move(a), std::move(b)); }
inline Expr lt(Expr a, Expr b) { return binary(ExprKind::LT, std::move(a), std::move(b)); }
inline Expr le(Expr a, Expr b) { return binary(ExprKind::LE, std::move(a), std::move(b)); }
inline Expr gt(Expr a, Expr b) { return binary(ExprKind::GT, std::move(a), std::move(b)); }
inline Expr ge(Expr a, Expr b) { return binary(ExprKind::GE, std::move(a), std::move(b)); }
inline Expr logicalAnd(Expr a, Expr b) { return binary(ExprKind::And, std::move(a), std::move(b)); }
inline Expr logicalOr(Expr a, Expr b) { return binary(ExprKind::Or, std::move(a), std::move(b)); }
Expr logicalNot(Expr a);
Expr select(Expr cond, Expr t, Expr f);
/// A cast; returns `v` itself when it already has type `t`.
Expr cast(DataType t, Expr v);
Expr call(DataType t, std::string op, std::vector<Expr> args);
Expr bufferLoad(Buffer b, std::vector<Expr> indices);
Expr ramp(Expr base, Expr stride, int lanes);
Expr broadcast(Expr v, int lanes);
Expr let(Var v, Expr value, Expr body);

/// The tensor-core GEMM intrinsics lower-tile-ops emits (tl.gemm_ss,
/// tl.gemm_ss_wgmma, tl.gemm_rs, tl.gemm_rs_wgmma, tl.gemm_sr, tl.gemm_rr): arguments A,
/// B (the addresses of their first elements: shared tiles, or registers) and
/// C's registers, then constant plan arguments.
bool isTensorCoreGemmCall(const std::string& op);
/// For `s` an evaluated tl.gemm_ss_wgmma / tl.gemm_rs_wgmma call: its
/// InFlight plan argument (0: it waits for its MMAs; 1 or 2: it returns
/// with them still running). nullopt for anything else.
std::optional<int64_t> wgmmaGemmInFlight(const Stmt& s);

/// Integer constant value of `e`, when it is an IntImm.
std::optional<int64_t> asConstInt(const Expr& e);
/// The values of `es` when every one is an IntImm (a constant shape).
std::optional<std::vector<int64_t>> asConstInts(const std::vector<Expr>& es);
const BinaryNode* asBinary(const Expr& e);

Stmt seq(std::vector<Stmt> stmts); // flattens nested sequences; one statement stays itself
Stmt forLoop(Var v, Expr min, Expr extent, ForKind kind, Stmt body, AttrMap annotations = {});
Stmt whileLoop(Expr cond, Stmt body);
Stmt letStmt(Var v, Expr value, Stmt body);
Stmt ifThenElse(Expr cond, Stmt then, Stmt otherwise = nullptr);
Stmt bufferStore(Buffer b, std::vector<Expr> indices, Expr value);
Stmt allocate(Buffer b, Stmt body, Expr init = nullptr);
Stmt evaluate(Expr v);
/// A call of a tl.* intrinsic for its effect (an int32 call, evaluated).
Stmt intrinsic(std::string op, std::vector<Expr> args = {});
/// Whether `s` is such a call statement, T.evaluate(op(...)).
bool isIntrinsicCall(const Stmt& s, const char* op);
Stmt attrStmt(std::string key, AttrValue v, Stmt body, std::vector<Buffer> buffers = {});

/// Copies a node with a source location attached (nodes are immutable once shared).
Expr withLoc(const Expr& e, SourceRange loc);
Stmt withLoc(const Stmt& s, SourceRange loc);

} // namespace tilec::ir
