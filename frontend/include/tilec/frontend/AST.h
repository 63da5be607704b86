#pragma once
// The .tile abstract syntax tree: the project's own classes, built from the
// ANTLR parse tree in frontend/lib/parse/. Nothing past the parser sees ANTLR.
// Nodes own their children (unique_ptr) and carry source ranges.

#include "tilec/basic/SourceManager.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilec::ast {

struct Node {
  SourceRange range;
  virtual ~Node() = default;
};

// ------------------------------------------------------------------ expressions

enum class ExprKind {
  Name, Int, Float, String, Bool, None, Unary, Binary, Compare, BoolOp, Ternary,
  Call, Attribute, Subscript, Slice, Tuple, List, Dict, Lambda, Star,
};

enum class UnaryOp { Neg, Pos, Invert, Not };
enum class BinaryOp { Add, Sub, Mul, Div, FloorDiv, Mod, Pow, Shl, Shr, BitAnd, BitOr, BitXor };
enum class CompareOp { Lt, Gt, Eq, Ge, Le, Ne, In, NotIn, Is, IsNot };
enum class BoolOpKind { And, Or };

const char* spelling(UnaryOp op);
const char* spelling(BinaryOp op);
const char* spelling(CompareOp op);
const char* spelling(BoolOpKind op);

struct Expr : Node {
  explicit Expr(ExprKind k) : kind(k) {}
  const ExprKind kind;
};
using ExprPtr = std::unique_ptr<Expr>;

template <typename T> T* dyn(Expr* e) { return e && e->kind == T::Kind ? static_cast<T*>(e) : nullptr; }
template <typename T> const T* dyn(const Expr* e) {
  return e && e->kind == T::Kind ? static_cast<const T*>(e) : nullptr;
}

struct NameExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Name;
  NameExpr() : Expr(Kind) {}
  std::string name;
};
struct IntExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Int;
  IntExpr() : Expr(Kind) {}
  int64_t value = 0;
  std::string text; // as written
};
struct FloatExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Float;
  FloatExpr() : Expr(Kind) {}
  double value = 0;
  std::string text;
};
struct StringExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::String;
  StringExpr() : Expr(Kind) {}
  std::string value; // escapes decoded
};
struct BoolExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Bool;
  BoolExpr() : Expr(Kind) {}
  bool value = false;
};
struct NoneExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::None;
  NoneExpr() : Expr(Kind) {}
};
struct UnaryExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Unary;
  UnaryExpr() : Expr(Kind) {}
  UnaryOp op = UnaryOp::Neg;
  ExprPtr operand;
};
struct BinaryExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Binary;
  BinaryExpr() : Expr(Kind) {}
  BinaryOp op = BinaryOp::Add;
  SourceRange opRange;
  ExprPtr lhs, rhs;
};
/// a < b <= c: operands.size() == ops.size() + 1.
struct CompareExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Compare;
  CompareExpr() : Expr(Kind) {}
  std::vector<CompareOp> ops;
  std::vector<ExprPtr> operands;
};
struct BoolOpExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::BoolOp;
  BoolOpExpr() : Expr(Kind) {}
  BoolOpKind op = BoolOpKind::And;
  std::vector<ExprPtr> operands;
};
/// body if cond else orelse
struct TernaryExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Ternary;
  TernaryExpr() : Expr(Kind) {}
  ExprPtr body, cond, orelse;
};
struct Keyword {
  std::string name;
  SourceRange nameRange;
  ExprPtr value;
};
struct CallExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Call;
  CallExpr() : Expr(Kind) {}
  ExprPtr callee;
  std::vector<ExprPtr> args;
  std::vector<Keyword> keywords;
};
struct AttributeExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Attribute;
  AttributeExpr() : Expr(Kind) {}
  ExprPtr object;
  std::string attr;
  SourceRange attrRange;
};
/// object[i, j:k, ...]; each index is an expression or a SliceExpr.
struct SubscriptExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Subscript;
  SubscriptExpr() : Expr(Kind) {}
  ExprPtr object;
  std::vector<ExprPtr> indices;
};
struct SliceExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Slice;
  SliceExpr() : Expr(Kind) {}
  ExprPtr lo, hi, step; // each may be null
};
struct TupleExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Tuple;
  TupleExpr() : Expr(Kind) {}
  std::vector<ExprPtr> elts;
  bool parenthesized = false;
};
struct ListExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::List;
  ListExpr() : Expr(Kind) {}
  std::vector<ExprPtr> elts;
};
struct DictExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Dict;
  DictExpr() : Expr(Kind) {}
  std::vector<ExprPtr> keys, values;
};
struct Param {
  std::string name;
  SourceRange range;
  ExprPtr annotation; // may be null
  ExprPtr defaultValue; // may be null
};
struct LambdaExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Lambda;
  LambdaExpr() : Expr(Kind) {}
  std::vector<Param> params;
  ExprPtr body;
};
/// *args in a call's argument list.
struct StarExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Star;
  StarExpr() : Expr(Kind) {}
  ExprPtr value;
};

// ------------------------------------------------------------------ statements

enum class StmtKind {
  Expr, Assign, AnnAssign, AugAssign, Pass, Break, Continue, Return, If, For, While, With, FuncDef,
};

struct Stmt : Node {
  explicit Stmt(StmtKind k) : kind(k) {}
  const StmtKind kind;
};
using StmtPtr = std::unique_ptr<Stmt>;
using Block = std::vector<StmtPtr>;

template <typename T> T* dyn(Stmt* s) { return s && s->kind == T::Kind ? static_cast<T*>(s) : nullptr; }
template <typename T> const T* dyn(const Stmt* s) {
  return s && s->kind == T::Kind ? static_cast<const T*>(s) : nullptr;
}

struct ExprStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::Expr;
  ExprStmt() : Stmt(Kind) {}
  ExprPtr value;
};
/// target = value; either side may be a TupleExpr.
struct AssignStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::Assign;
  AssignStmt() : Stmt(Kind) {}
  ExprPtr target, value;
};
struct AnnAssignStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::AnnAssign;
  AnnAssignStmt() : Stmt(Kind) {}
  ExprPtr target, annotation, value; // value may be null
};
struct AugAssignStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::AugAssign;
  AugAssignStmt() : Stmt(Kind) {}
  BinaryOp op = BinaryOp::Add;
  ExprPtr target, value;
};
struct PassStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::Pass;
  PassStmt() : Stmt(Kind) {}
};
struct BreakStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::Break;
  BreakStmt() : Stmt(Kind) {}
};
struct ContinueStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::Continue;
  ContinueStmt() : Stmt(Kind) {}
};
struct ReturnStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::Return;
  ReturnStmt() : Stmt(Kind) {}
  ExprPtr value; // may be null
};
/// if/elif/else: an elif is an IfStmt alone in orelse.
struct IfStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::If;
  IfStmt() : Stmt(Kind) {}
  ExprPtr cond;
  Block then, orelse;
  bool isElif = false;
};
struct ForStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::For;
  ForStmt() : Stmt(Kind) {}
  ExprPtr target; // NameExpr or TupleExpr of NameExprs
  ExprPtr iter;
  Block body;
};
struct WhileStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::While;
  WhileStmt() : Stmt(Kind) {}
  ExprPtr cond;
  Block body;
};
struct WithStmt : Stmt {
  static constexpr StmtKind Kind = StmtKind::With;
  WithStmt() : Stmt(Kind) {}
  ExprPtr context;
  ExprPtr target; // may be null
  Block body;
};
struct Decorator {
  std::string name; // dotted, e.g. "T.prim_func"
  SourceRange range;
  std::vector<ExprPtr> args;
  std::vector<Keyword> keywords;
};
struct FuncDef : Stmt {
  static constexpr StmtKind Kind = StmtKind::FuncDef;
  FuncDef() : Stmt(Kind) {}
  std::string name;
  SourceRange nameRange;
  std::vector<Decorator> decorators;
  bool hasCompileTimeParams = false; // a [...] list was written
  std::vector<Param> compileTimeParams;
  std::vector<Param> params;
  ExprPtr returns; // may be null
  Block body;
};

// ------------------------------------------------------------------ file level

enum class TopKind { Import, Const, Export, Func };

struct TopLevel : Node {
  explicit TopLevel(TopKind k) : kind(k) {}
  const TopKind kind;
};

struct ImportDecl : TopLevel {
  static constexpr TopKind Kind = TopKind::Import;
  ImportDecl() : TopLevel(Kind) {}
  std::string path;
  SourceRange pathRange;
};
struct ConstDecl : TopLevel {
  static constexpr TopKind Kind = TopKind::Const;
  ConstDecl() : TopLevel(Kind) {}
  std::string name;
  SourceRange nameRange;
  ExprPtr annotation; // may be null
  ExprPtr value;
};
/// export kernel[k=v, ...] as symbol
struct ExportDecl : TopLevel {
  static constexpr TopKind Kind = TopKind::Export;
  ExportDecl() : TopLevel(Kind) {}
  std::string kernel;
  SourceRange kernelRange;
  std::vector<ExprPtr> args; // positional bindings, in parameter order
  std::vector<Keyword> bindings;
  std::string symbol;
  SourceRange symbolRange;
};
struct FuncDecl : TopLevel {
  static constexpr TopKind Kind = TopKind::Func;
  FuncDecl() : TopLevel(Kind) {}
  std::unique_ptr<FuncDef> func;
};

template <typename T> const T* dyn(const TopLevel* t) {
  return t && t->kind == T::Kind ? static_cast<const T*>(t) : nullptr;
}

struct Module {
  uint32_t file = 0;
  std::vector<std::unique_ptr<TopLevel>> items;
};

} // namespace tilec::ast
