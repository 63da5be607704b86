// The CUDA C generator: the module and statements. The kernel's structure
// (signature, block indices, persistent loop) is in CodegenKernel.cpp,
// expressions and intrinsics in CodegenExpr.cpp; the contract on the input
// IR is in CodegenCUDA.h.
#include "CodegenImpl.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Printer.h"
#include "tilec/ir/Visitor.h"

#include <stdexcept>
#include <unordered_set>

namespace tilec::backend::cuda {

using namespace tilec::ir;
using detail::CodegenError;
using detail::FunctionCodegen;

namespace detail {

namespace {

/// A statement that generates no code (an empty else branch).
bool isNoOp(const Stmt& s) {
  if (!s)
    return true;
  if (auto* e = as<EvaluateNode>(s))
    return e->value && (e->value->kind == ExprKind::IntImm || e->value->kind == ExprKind::FloatImm ||
                        e->value->kind == ExprKind::StringImm);
  if (auto* q = as<SeqStmtNode>(s)) {
    for (const auto& c : q->stmts)
      if (!isNoOp(c))
        return false;
    return true;
  }
  return false;
}

const char* tileOpName(const Stmt& s) {
  switch (s->kind) {
  case StmtKind::Copy: return "T.copy";
  case StmtKind::Gemm: return "T.gemm";
  case StmtKind::Fill: return "T.fill";
  case StmtKind::CumSum: return "T.cumsum";
  case StmtKind::Reduce:
    switch (static_cast<const ReduceNode*>(s.get())->reduceKind) {
    case ReduceKind::Max: return "T.reduce_max";
    case ReduceKind::Min: return "T.reduce_min";
    case ReduceKind::Sum: return "T.reduce_sum";
    case ReduceKind::AbsSum: return "T.reduce_abssum";
    case ReduceKind::AbsMax: return "T.reduce_absmax";
    }
    return "T.reduce";
  case StmtKind::Atomic:
    switch (static_cast<const AtomicNode*>(s.get())->atomicKind) {
    case AtomicKind::Add: return "T.atomic_add";
    case AtomicKind::Max: return "T.atomic_max";
    case AtomicKind::Min: return "T.atomic_min";
    }
    return "T.atomic";
  default: return "?";
  }
}

} // namespace

FunctionCodegen::FunctionCodegen(const PrimFunc& f, std::string symbol) : f_(f) { info_.name = std::move(symbol); }

// ---------------------------------------------------------------- output

void FunctionCodegen::line(const std::string& s) { out_ << std::string(2 * indent_, ' ') << s << "\n"; }

void FunctionCodegen::open(const std::string& header) {
  line(header + " {");
  ++indent_;
}

void FunctionCodegen::close() {
  --indent_;
  line("}");
}

void FunctionCodegen::flushPending() {
  for (const auto& p : pending_)
    line(p);
  pending_.clear();
}

[[noreturn]] void FunctionCodegen::fail(SourceRange r, const std::string& msg) const {
  throw CodegenError{locOr(r), msg};
}

SourceRange FunctionCodegen::locOr(SourceRange r) const {
  if (r.valid())
    return r;
  for (auto it = locs_.rbegin(); it != locs_.rend(); ++it)
    if (it->valid())
      return *it;
  return f_->loc;
}

// ---------------------------------------------------------------- names

std::string FunctionCodegen::defineVar(const Var& v) {
  if (!v)
    fail({}, "a null variable");
  std::string n = names_.unique(v->name);
  vars_[v.get()] = n;
  return n;
}

std::string FunctionCodegen::varName(const VarNode* v, SourceRange use) {
  auto it = vars_.find(v);
  if (it == vars_.end())
    fail(use, "variable '" + v->name + "' is used outside the scope of its definition");
  return it->second;
}

std::string FunctionCodegen::defineBuffer(const Buffer& b, bool isConst) {
  std::string n = names_.unique(b->name);
  bufs_[b.get()] = {n, isConst};
  return n;
}

const BufferInfo& FunctionCodegen::bufferInfo(const Buffer& b, SourceRange use) {
  if (!b)
    fail(use, "a null buffer");
  auto it = bufs_.find(b.get());
  if (it == bufs_.end()) {
    if (b->scope == MemoryScope::Fragment)
      fail(use, "fragment buffer '" + b->name +
                    "' (scope local.fragment) reached CUDA code generation; layout inference and lower-tile-ops "
                    "must turn fragments into per-thread local buffers first");
    fail(use, "buffer '" + b->name + "' is used but is neither a parameter nor allocated in an enclosing scope");
  }
  return it->second;
}

// ---------------------------------------------------------------- statements

void FunctionCodegen::stmt(const Stmt& s) {
  if (!s)
    return;
  locs_.push_back(s->loc);
  switch (s->kind) {
  case StmtKind::Seq:
    for (const auto& c : static_cast<const SeqStmtNode*>(s.get())->stmts)
      stmt(c);
    break;
  case StmtKind::For: forLoop(static_cast<const ForNode*>(s.get())); break;
  case StmtKind::While: {
    auto* n = static_cast<const WhileNode*>(s.get());
    ++conditional_; // the condition is evaluated again and again: nothing can be hoisted out of it
    CExpr c = expr(n->cond);
    --conditional_;
    flushPending();
    open("while (" + c.text + ")");
    stmt(n->body);
    close();
    break;
  }
  case StmtKind::Let: {
    auto* n = static_cast<const LetStmtNode*>(s.get());
    CExpr v = expr(n->value);
    std::string name = defineVar(n->var);
    std::string type = n->var->dtype.isHandle() ? "auto" : cudaTypeName(n->var->dtype);
    flushPending();
    line("const " + type + " " + name + " = " + v.text + ";");
    stmt(n->body);
    break;
  }
  case StmtKind::If: ifStmt(static_cast<const IfNode*>(s.get()), false); break;
  case StmtKind::BufferStore: store(static_cast<const BufferStoreNode*>(s.get())); break;
  case StmtKind::Allocate: allocate(static_cast<const AllocateNode*>(s.get())); break;
  case StmtKind::Evaluate: {
    const Expr& v = static_cast<const EvaluateNode*>(s.get())->value;
    if (!v)
      fail({}, "T.evaluate of a null expression");
    if (v->kind == ExprKind::IntImm || v->kind == ExprKind::FloatImm || v->kind == ExprKind::StringImm)
      break; // no effect
    if (auto* call = as<CallNode>(v); call && call->op == "tl.break_if") { // a break's early exit
      if (call->args.size() != 1)
        fail({}, "tl.break_if takes one condition");
      CExpr cond = expr(call->args[0]);
      flushPending();
      line("if (" + cond.text + ") break;");
      break;
    }
    CExpr c = expr(v);
    flushPending();
    line(v->kind == ExprKind::Call ? c.text + ";" : "(void)(" + c.text + ");");
    break;
  }
  case StmtKind::Attr: {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    if (n->key == "print_buffer")
      fail({}, "T.print of a buffer reached CUDA code generation; lower-tile-ops must run first");
    // shared_offset was read by analyze(); every other key is an annotation
    // for earlier passes.
    stmt(n->body);
    break;
  }
  case StmtKind::Copy:
  case StmtKind::Gemm:
  case StmtKind::Fill:
  case StmtKind::Reduce:
  case StmtKind::CumSum:
  case StmtKind::Atomic:
    fail({}, std::string("tile operator ") + tileOpName(s) +
                 " reached CUDA code generation; lower-tile-ops must run first");
  }
  locs_.pop_back();
}

void FunctionCodegen::forLoop(const ForNode* n) {
  if (n->forKind == ForKind::ThreadBinding) {
    threadBinding(n);
    return;
  }
  if (n->annotations.count("persistent")) {
    persistentLoop(n);
    return;
  }
  CExpr min = expr(n->min);
  CExpr ext = expr(n->extent);
  std::string var = defineVar(n->var);
  // The bound follows `var <`: a conditional or comparison in it needs parentheses.
  std::string bound = min.text == "0" ? wrap(ext, kRel + 1) : wrap(min, kAdd) + " + " + wrap(ext, kAdd + 1);
  flushPending();
  // A loop known to run at least once (a software pipeline with a GEMM in
  // flight across iterations): telling the C++ compiler removes the path
  // that skips it, along which ptxas would serialize the wgmmas.
  if (n->annotations.count("nonempty") && min.text == "0")
    line("__builtin_assume(" + wrap(ext, kAdd + 1) + " > 0);");
  if (n->forKind == ForKind::Unrolled || n->forKind == ForKind::Vectorized)
    line("#pragma unroll");
  open("for (" + cudaTypeName(n->var->dtype) + " " + var + " = " + min.text + "; " + var + " < " + bound + "; ++" +
       var + ")");
  stmt(n->body);
  close();
}

void FunctionCodegen::threadBinding(const ForNode* n) {
  static const char* tags[] = {"threadIdx.x", "threadIdx.y", "threadIdx.z"};
  int axis = -1;
  for (int i = 0; i < 3; ++i)
    if (n->threadTag == tags[i])
      axis = i;
  if (axis < 0)
    fail({}, "thread binding to '" + n->threadTag +
                 "' is not supported by the CUDA backend (threadIdx.x, threadIdx.y or threadIdx.z; block indices are "
                 "the kernel's block variables)");
  int64_t blockSize = axis < static_cast<int>(f_->threads.size()) ? f_->threads[axis] : 1;
  auto ext = asConstInt(n->extent);
  if (!ext)
    fail(n->extent ? n->extent->loc : SourceRange(),
         "the extent of the thread binding to " + n->threadTag + " must be a constant");
  if (*ext > blockSize || *ext <= 0)
    fail({}, "thread binding to " + n->threadTag + " has extent " + std::to_string(*ext) +
                 " but the block has " + std::to_string(blockSize) + " threads along that axis");
  CExpr min = expr(n->min);
  std::string var = defineVar(n->var);
  std::string value = tags[axis];
  if (min.text != "0")
    value += " + " + wrap(min, kAdd + 1);
  flushPending();
  line("const " + cudaTypeName(n->var->dtype) + " " + var + " = " + value + ";");
  if (*ext < blockSize) {
    open(std::string("if (") + tags[axis] + " < " + std::to_string(*ext) + ")");
    stmt(n->body);
    close();
  } else {
    stmt(n->body);
  }
}

void FunctionCodegen::ifStmt(const IfNode* n, bool) {
  CExpr c = expr(n->cond);
  flushPending();
  open("if (" + c.text + ")");
  stmt(n->then);
  const IfNode* cur = n;
  while (!isNoOp(cur->otherwise)) {
    auto* e = as<IfNode>(cur->otherwise);
    if (!e) {
      --indent_;
      line("} else {");
      ++indent_;
      stmt(cur->otherwise);
      break;
    }
    locs_.push_back(e->loc);
    CExpr c2 = expr(e->cond);
    locs_.pop_back();
    if (pending_.empty()) {
      --indent_;
      line("} else if (" + c2.text + ") {");
      ++indent_;
      stmt(e->then);
      cur = e;
      continue;
    }
    // The condition needs declarations first: a nested if in the else branch.
    --indent_;
    line("} else {");
    ++indent_;
    flushPending();
    open("if (" + c2.text + ")");
    stmt(e->then);
    if (!isNoOp(e->otherwise)) {
      --indent_;
      line("} else {");
      ++indent_;
      stmt(e->otherwise);
    }
    close();
    break;
  }
  close();
}

void FunctionCodegen::allocate(const AllocateNode* n) {
  const Buffer& b = n->buffer;
  if (!b)
    fail({}, "an allocation of a null buffer");
  if (b->scope == MemoryScope::Fragment)
    fail(b->loc.valid() ? b->loc : n->loc,
         "fragment buffer '" + b->name +
             "' (scope local.fragment) reached CUDA code generation; layout inference and lower-tile-ops must turn "
             "fragments into per-thread local buffers first");
  if (b->scope == MemoryScope::Global)
    fail(b->loc.valid() ? b->loc : n->loc, "buffer '" + b->name + "' is allocated in global memory, which kernels cannot do");
  if (n->init && b->scope != MemoryScope::LocalVar)
    fail({}, "buffer '" + b->name + "' has an initial value but is not a local.var");
  std::string type = cudaTypeName(b->dtype);
  auto elems = constElements(b.get());
  if (b->scope == MemoryScope::Shared) {
    auto off = smemOffsets_.find(b.get());
    std::string name = defineBuffer(b, false);
    if (off != smemOffsets_.end()) {
      flushPending();
      line(type + "* " + name + " = reinterpret_cast<" + type + "*>(tl_smem + " + std::to_string(off->second) + ");");
    } else {
      if (!elems || *elems <= 0)
        fail(b->loc.valid() ? b->loc : n->loc, "shared buffer '" + b->name + "' needs a constant positive size");
      flushPending();
      line("__shared__ __align__(16) " + type + " " + name + "[" + std::to_string(*elems) + "];");
    }
  } else if (b->scope == MemoryScope::Local) {
    if (!elems || *elems <= 0)
      fail(b->loc.valid() ? b->loc : n->loc, "local buffer '" + b->name + "' needs a constant positive size");
    std::string name = defineBuffer(b, false);
    flushPending();
    line(type + " __align__(16) " + name + "[" + std::to_string(*elems) + "];");
  } else { // LocalVar
    std::string init;
    if (n->init)
      init = expr(n->init).text;
    std::string name = defineBuffer(b, false);
    flushPending();
    line(type + " " + name + "[1]" + (init.empty() ? "" : " = {" + init + "}") + ";");
  }
  stmt(n->body);
}

void FunctionCodegen::store(const BufferStoreNode* n) {
  if (!n->value)
    fail({}, "a store of a null value");
  Access a = access(n->buffer, n->indices, n->value->dtype, n->loc);
  std::string v = expr(n->value).text;
  flushPending();
  switch (a.kind) {
  case Access::Scalar:
    if (a.valueType.element() == a.elemType)
      line(a.ptr + "[" + a.index.text + "] = " + v + ";");
    else
      line("*reinterpret_cast<" + cudaTypeName(a.valueType) + "*>(" + ptrPlus(a.ptr, a.index) + ") = " + v + ";");
    break;
  case Access::Reinterpret:
    line("*reinterpret_cast<" + cudaTypeName(a.valueType) + "*>(" + ptrPlus(a.ptr, a.index) + ") = " + v + ";");
    break;
  case Access::Strided:
    line("tl::store_strided(" + ptrPlus(a.ptr, a.index) + ", " + a.stride.text + ", " + v + ");");
    break;
  case Access::Gather: line("tl::scatter(" + a.ptr + ", " + a.index.text + ", " + v + ");"); break;
  case Access::Broadcast:
    fail(n->loc, "a vector store to buffer '" + n->buffer->name + "' has every lane at one address");
  }
}

} // namespace detail

// ---------------------------------------------------------------- the module

std::optional<CudaModule> generateCuda(const Module& m, DiagnosticEngine& diags) {
  CudaModule out;
  std::ostringstream src;
  src << "// Generated by tilec from lowered tile IR.\n"
      << "#include \"tilec/device/tilec.h\"\n"
      << "TL_PROGRAMMATIC_LAUNCH_MARKER\n";
  NameTable symbols;
  bool ok = true;
  for (const auto& f : m.funcs) {
    if (!f) {
      diags.error({}, "internal compiler error: the module holds a null function");
      ok = false;
      continue;
    }
    std::string symbol = symbols.unique(f->name);
    FunctionCodegen cg(f, symbol);
    try {
      std::string text = cg.run();
      src << "\n" << text;
      out.kernels.push_back(cg.info());
    } catch (const CodegenError& e) {
      diags.error(e.loc, "internal compiler error: " + e.message + " (CUDA code generation of kernel '" + f->name + "')");
      ok = false;
    } catch (const std::exception& e) {
      diags.error(f->loc, std::string("internal compiler error: ") + e.what() + " (CUDA code generation of kernel '" +
                              f->name + "')");
      ok = false;
    }
  }
  if (!ok)
    return std::nullopt;
  out.source = src.str();
  return out;
}

} // namespace tilec::backend::cuda
