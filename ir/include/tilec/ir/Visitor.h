#pragma once
// Visitor and mutator bases for the tile IR. Visitors walk every child;
// mutators rebuild a node only when one of its children changed, so an
// untouched subtree keeps its identity (cheap equality, shared structure).

#include "tilec/ir/Function.h"

namespace tilec::ir {

class ExprVisitor {
public:
  virtual ~ExprVisitor() = default;
  virtual void visitExpr(const Expr& e);

protected:
  virtual void visitIntImm(const IntImmNode*) {}
  virtual void visitFloatImm(const FloatImmNode*) {}
  virtual void visitStringImm(const StringImmNode*) {}
  virtual void visitVar(const VarNode*) {}
  virtual void visitBinary(const BinaryNode* n);
  virtual void visitNot(const NotNode* n);
  virtual void visitSelect(const SelectNode* n);
  virtual void visitCast(const CastNode* n);
  virtual void visitCall(const CallNode* n);
  virtual void visitBufferLoad(const BufferLoadNode* n);
  virtual void visitRamp(const RampNode* n);
  virtual void visitBroadcast(const BroadcastNode* n);
  virtual void visitLet(const LetNode* n);
};

class StmtVisitor : public ExprVisitor {
public:
  virtual void visitStmt(const Stmt& s);
  /// Every tile operator's regions go through here (a visitor that wants
  /// the buffers a statement touches overrides this, loads and stores).
  virtual void visitRegion(const BufferRegion& r);

protected:
  virtual void visitSeq(const SeqStmtNode* n);
  virtual void visitFor(const ForNode* n);
  virtual void visitWhile(const WhileNode* n);
  virtual void visitLetStmt(const LetStmtNode* n);
  virtual void visitIf(const IfNode* n);
  virtual void visitBufferStore(const BufferStoreNode* n);
  virtual void visitAllocate(const AllocateNode* n);
  virtual void visitEvaluate(const EvaluateNode* n);
  virtual void visitAttr(const AttrStmtNode* n);
  virtual void visitCopy(const CopyNode* n);
  virtual void visitGemm(const GemmNode* n);
  virtual void visitFill(const FillNode* n);
  virtual void visitReduce(const ReduceNode* n);
  virtual void visitCumSum(const CumSumNode* n);
  virtual void visitAtomic(const AtomicNode* n);
};

class ExprMutator {
public:
  virtual ~ExprMutator() = default;
  virtual Expr mutateExpr(const Expr& e);

protected:
  virtual Expr mutateIntImm(const Expr& e) { return e; }
  virtual Expr mutateFloatImm(const Expr& e) { return e; }
  virtual Expr mutateStringImm(const Expr& e) { return e; }
  virtual Expr mutateVar(const Expr& e) { return e; }
  virtual Expr mutateBinary(const Expr& e);
  virtual Expr mutateNot(const Expr& e);
  virtual Expr mutateSelect(const Expr& e);
  virtual Expr mutateCast(const Expr& e);
  virtual Expr mutateCall(const Expr& e);
  virtual Expr mutateBufferLoad(const Expr& e);
  virtual Expr mutateRamp(const Expr& e);
  virtual Expr mutateBroadcast(const Expr& e);
  virtual Expr mutateLet(const Expr& e);
  /// Every buffer reference (loads, stores, allocations, regions, attribute
  /// buffers) goes through this hook; override it to replace buffers.
  virtual Buffer mutateBuffer(const Buffer& b) { return b; }
  /// Mutates a list; returns true (and fills `out`) when anything changed.
  bool mutateList(const std::vector<Expr>& in, std::vector<Expr>& out);
};

class StmtMutator : public ExprMutator {
public:
  virtual Stmt mutateStmt(const Stmt& s);
  virtual BufferRegion mutateRegion(const BufferRegion& r, bool& changed);

protected:
  virtual Stmt mutateSeq(const Stmt& s);
  virtual Stmt mutateFor(const Stmt& s);
  virtual Stmt mutateWhile(const Stmt& s);
  virtual Stmt mutateLetStmt(const Stmt& s);
  virtual Stmt mutateIf(const Stmt& s);
  virtual Stmt mutateBufferStore(const Stmt& s);
  virtual Stmt mutateAllocate(const Stmt& s);
  virtual Stmt mutateEvaluate(const Stmt& s);
  virtual Stmt mutateAttr(const Stmt& s);
  virtual Stmt mutateCopy(const Stmt& s);
  virtual Stmt mutateGemm(const Stmt& s);
  virtual Stmt mutateFill(const Stmt& s);
  virtual Stmt mutateReduce(const Stmt& s);
  virtual Stmt mutateCumSum(const Stmt& s);
  virtual Stmt mutateAtomic(const Stmt& s);
};

} // namespace tilec::ir
