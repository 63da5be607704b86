#pragma once
// The CUDA C generator for one PrimFunc (private to the backend). Statements
// are in CodegenCUDA.cpp, expressions and intrinsics in CodegenExpr.cpp.

#include "tilec/backend/cuda/CodegenCUDA.h"

#include <functional>
#include <sstream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tilec::backend::cuda::detail {

/// A located internal error; thrown inside the generator and reported once
/// per function by generateCuda.
struct CodegenError {
  SourceRange loc;
  std::string message;
};

/// C operator precedence, higher binds tighter.
enum Prec : int {
  kCond = 3,
  kLogOr = 4,
  kLogAnd = 5,
  kBitOr = 6,
  kBitXor = 7,
  kBitAnd = 8,
  kEq = 9,
  kRel = 10,
  kShift = 11,
  kAdd = 12,
  kMul = 13,
  kUnary = 15,
  kPostfix = 16,
};

/// Generated C text of an expression and the precedence of its outermost operator.
struct CExpr {
  std::string text;
  int prec = kPostfix;
};

struct BufferInfo {
  std::string name; // the C pointer or array
  bool isConst = false;
};


class FunctionCodegen {
public:
  FunctionCodegen(const ir::PrimFunc& f, std::string symbol);
  /// The kernel's text; throws CodegenError.
  std::string run();
  const KernelInfo& info() const { return info_; }

private:
  // ---- output (CodegenCUDA.cpp)
  void line(const std::string& s);
  void open(const std::string& header);
  void close();
  void flushPending();

  // ---- kernel structure
  void analyze();
  void emitSignature(std::ostringstream& os);
  void emitPrologue();
  /// T.use_swizzle's panel size (0 without it, or when bx and by are
  /// unused) and order.
  int64_t swizzlePanel(bool* rowOrder) const;
  /// `const int bx = <xy>x;` ... for the used block variables (bz from <z>).
  void defineBlockVars(const std::string& xy, const std::string& z);

  // ---- statements
  void stmt(const ir::Stmt& s);
  void forLoop(const ir::ForNode* n);
  void threadBinding(const ir::ForNode* n);
  void persistentLoop(const ir::ForNode* n);
  void ifStmt(const ir::IfNode* n, bool elseIf);
  void allocate(const ir::AllocateNode* n);
  void store(const ir::BufferStoreNode* n);
  void block(const ir::Stmt& body); // body statements at one more indentation level (braces by caller)

  // ---- expressions (CodegenExpr.cpp)
  CExpr expr(const ir::Expr& e);
  /// The text of `e` parenthesized unless its precedence is at least `minPrec`.
  std::string operand(const ir::Expr& e, int minPrec);
  static std::string wrap(const CExpr& c, int minPrec);
  CExpr intLiteral(int64_t v, ir::DataType t);
  CExpr floatLiteral(double v, ir::DataType t);
  CExpr binary(const ir::BinaryNode* n);
  CExpr vectorBinary(const ir::BinaryNode* n);
  CExpr castExpr(ir::DataType to, const ir::Expr& v);
  CExpr load(const ir::BufferLoadNode* n);
  CExpr let(const ir::LetNode* n);
  CExpr call(const ir::CallNode* n);
  CExpr mathCall(const ir::CallNode* n);
  CExpr vectorCall(const ir::CallNode* n);
  CExpr pendingWait(const ir::CallNode* n, const char* fn);
  /// fn<plan...>(arg0, arg1, arg2): a device-library template whose
  /// template arguments are the call's constant arguments from the 4th on
  /// (those at `flags` as booleans).
  CExpr templateCall(const ir::CallNode* n, const char* fn, size_t arity, std::initializer_list<size_t> flags);
  /// A wgmma GEMM's template call: as templateCall, with the widest single
  /// wgmma (ir::widestWgmma) as the last template argument when the
  /// warpgroup's columns are wider; `columns` is the plan argument index of
  /// N, `groupsN` that of the warpgroups along N (0: none), `optional` the
  /// plan's optional arguments (defaults filled in up to the width).
  CExpr wgmmaCall(const ir::CallNode* n, const char* fn, size_t fixed, size_t columns, size_t groupsN,
                  size_t optional, std::initializer_list<size_t> flags);
  CExpr atomicCall(const ir::CallNode* n, const char* what);
  CExpr shuffleCall(const ir::CallNode* n, const char* fn);
  /// tl.print_element / tl.print_thread_element (CodegenPrint.cpp).
  CExpr printElementCall(const ir::CallNode* n, bool withThread);
  /// tl::vmap<V>([](T a0, ...) { return scalar(a0, ...); }, args...): a
  /// scalar expression applied lane by lane.
  CExpr laneMap(ir::DataType result, const std::vector<ir::Expr>& args,
                const std::function<ir::Expr(const std::vector<ir::Expr>&)>& scalar);
  static std::string ptrPlus(const std::string& ptr, const CExpr& index);
  /// The address of a loaded element, `&A[i]` (for atomics and address_of).
  std::string addressOf(const ir::Expr& e, const char* what);

  // ---- buffers and accesses
  const BufferInfo& bufferInfo(const ir::Buffer& b, SourceRange use);
  /// How an access reaches memory: "A[i]" (scalar), a reinterpret-cast vector,
  /// a strided or gathered vector. For stores `value` is the stored text.
  struct Access {
    enum Kind { Scalar, Reinterpret, Broadcast, Strided, Gather } kind = Scalar;
    std::string ptr; // the buffer's C name
    CExpr index;     // scalar: the flat index; vector: the base / the index vector
    CExpr stride;
    ir::DataType valueType;
    ir::DataType elemType; // the buffer's element type
  };
  Access access(const ir::Buffer& b, const std::vector<ir::Expr>& indices, ir::DataType valueType, SourceRange loc);

  // ---- names
  std::string defineVar(const ir::Var& v);
  std::string varName(const ir::VarNode* v, SourceRange use);
  std::string defineBuffer(const ir::Buffer& b, bool isConst);

  [[noreturn]] void fail(SourceRange r, const std::string& msg) const;
  SourceRange locOr(SourceRange r) const;

  const ir::PrimFunc& f_;
  KernelInfo info_;
  NameTable names_;
  std::unordered_map<const ir::VarNode*, std::string> vars_;
  std::unordered_map<const ir::BufferNode*, BufferInfo> bufs_;
  std::unordered_map<const ir::BufferNode*, int64_t> smemOffsets_;
  std::unordered_set<const ir::BufferNode*> written_;
  bool orderedAtomics_ = false; // KernelScan::orderedAtomics: no __restrict__
  std::unordered_set<const ir::VarNode*> usedVars_;
  bool persistent_ = false; // the kernel has a persistent tile loop
  bool usesDynamicSmem_ = false;

  std::ostringstream out_;
  int indent_ = 0;
  std::vector<std::string> pending_; // declarations hoisted out of the next statement's expressions
  int conditional_ = 0;              // > 0 inside conditionally evaluated sub-expressions
  std::vector<SourceRange> locs_;    // enclosing statements' locations
};

/// Shared by the expression and call generators (CodegenExpr.cpp).
bool isNarrowFloat(DType t);
bool isFp8(DType t);
/// Integer types narrower than int (and bool): C promotes their arithmetic
/// to int, so results are converted back.
bool isSubword(DType t);
/// A math function by its intrinsic name, with its float and double spellings.
struct MathFn {
  const char* name;
  int arity;
  const char* f32;
  const char* f64;
};
const MathFn* findMath(const std::string& name);
/// Intrinsics that apply lane by lane to vectors.
bool isElementwise(const std::string& op);

} // namespace tilec::backend::cuda::detail
