#pragma once
// The IR builder's internals (ir/lib/builder): the KernelEmitter that
// assembles one PrimFunc per kernel instantiation while semantic analysis
// walks it. IRBuilder.cpp holds the frames and the entry point,
// TileOpStatements.cpp the tile operators and built-in statements.

#include "tilec/frontend/Emitter.h"
#include "tilec/frontend/Sema.h"
#include "tilec/ir/MemoryOrder.h"
#include "tilec/ir/Ops.h"
#include "tilec/ir/Substitute.h"
#include "tilec/ir/Visitor.h"

#include <set>
#include <stdexcept>
#include <variant>

namespace tilec::ir::builder {

using sema::Handle;
using sema::Value;
using sema::ValueKind;

[[noreturn]] inline void internalError(const std::string& what) {
  throw std::logic_error("tilec internal error in the IR builder: " + what);
}

inline Expr exprOf(const Handle& h) {
  if (!h)
    internalError("a run-time value has no IR expression");
  return std::static_pointer_cast<const ExprNode>(h);
}

inline Buffer bufferOf(const sema::BufferInfo& b) {
  if (!b.ir)
    internalError("buffer '" + b.name + "' has no IR buffer");
  return std::static_pointer_cast<const BufferNode>(b.ir);
}

inline MemoryScope scopeOf(sema::MemScope s) {
  switch (s) {
  case sema::MemScope::Global: return MemoryScope::Global;
  case sema::MemScope::Shared: return MemoryScope::Shared;
  case sema::MemScope::Fragment: return MemoryScope::Fragment;
  case sema::MemScope::Local: return MemoryScope::Local;
  case sema::MemScope::Var: return MemoryScope::LocalVar;
  }
  return MemoryScope::Local;
}

/// One statement list under construction. Lets, allocations and layout
/// annotations scope over the statements that follow them in their list, so
/// they are recorded as markers and folded when the list closes.
struct Frame {
  enum class Kind { Root, Kernel, For, Then, Else, While } kind;
  struct Marker {
    enum class Type { Let, Allocate, Attr } type;
    Var var;
    Expr value;
    Buffer buffer;
    std::string key;
    AttrValue attr;
    SourceRange loc;
  };
  std::vector<std::variant<Stmt, Marker>> items;
  // For loops: one frame per T.Parallel level; the loop header of this level.
  Var loopVar;
  Expr loopMin, loopExtent;
  ForKind forKind = ForKind::Serial;
  AttrMap annotations;
  unsigned nestedLevels = 0; // T.Parallel(a, b): frames to close at endFor
  // If / while
  Expr cond;
  Stmt thenBody;
  SourceRange loc;
};

Stmt foldFrame(Frame& f);

class IRBuilder : public sema::KernelEmitter {
public:
  Module module;

  // ---------------------------------------------------------------- functions

  void beginInstance(const sema::Instance& inst, const ast::FuncDef& fn) override {
    func_ = std::make_shared<PrimFuncNode>();
    func_->name = inst.symbol;
    func_->loc = fn.nameRange;
    func_->instanceLoc = inst.where;
    frames_.clear();
    frames_.push_back(Frame{Frame::Kind::Root, {}, {}, {}, {}, {}, {}, 0, {}, {}, {}});
  }

  Handle dynamicDim(const std::string& name, SourceRange r) override {
    Var v = makeVar(name, DataType::int32());
    if (func_)
      func_->dynamicDims.push_back(v);
    else
      globalDynamics_.push_back(v); // T.dynamic at file scope: claimed by the kernels that use it
    return v;
  }

  Handle scalarParam(const std::string& name, DType t, SourceRange r) override {
    Var v = makeVar(name, DataType(t));
    func_->params.push_back({v, nullptr});
    return v;
  }

  void tensorParam(sema::BufferInfo& b) override {
    Buffer buf = makeBuffer(b.name, DataType(b.dtype), shapeOf(b), MemoryScope::Global, b.declRange);
    func_->params.push_back({makeVar(b.name, DataType::handle()), buf});
    b.ir = buf;
  }

  std::vector<Handle> beginKernel(const std::vector<sema::Dim>& grid, const std::vector<int64_t>& threads,
                                  size_t numBound, const std::vector<std::string>& names, bool persistent,
                                  const std::vector<int64_t>& cluster, int64_t minBlocksPerSM,
                                  SourceRange r) override {
    persistent_ = persistent;
    if (minBlocksPerSM > 1)
      func_->attrs["min_blocks_per_sm"] = minBlocksPerSM;
    kernelLoc_ = r;
    static const char* defaults[] = {"bx", "by", "bz"};
    std::vector<Handle> out;
    bool clustered = false;
    for (int64_t c : cluster)
      clustered = clustered || c > 1;
    if (clustered) {
      std::vector<int64_t> dims = cluster;
      dims.resize(3, 1);
      func_->attrs["cluster_dims"] = dims;
    }
    for (size_t i = 0; i < grid.size(); ++i) {
      // A clustered grid is a whole number of clusters: the blocks past the
      // tiles run with indices beyond the grid, which the guards of the tile
      // operators turn into no-ops.
      Expr extent = hostExpr(dimExpr(grid[i]));
      if (clustered && i < cluster.size() && cluster[i] > 1)
        extent = mul(floordiv(add(extent, intImm(cluster[i] - 1)), intImm(cluster[i])), intImm(cluster[i]));
      func_->grid.push_back(extent);
      Var v = makeVar(i < names.size() ? names[i] : defaults[i], DataType::int32());
      func_->blockVars.push_back(v);
      if (i < numBound)
        out.push_back(v);
    }
    func_->threads = threads;
    push(Frame::Kind::Kernel, r);
    return out;
  }

  void endKernel() override {
    Stmt body = pop(Frame::Kind::Kernel);
    if (persistent_) {
      // The persistent tile loop (docs/ir.md): iteration `it` of a block
      // runs tile blockIdx + it * gridDim of the logical grid, whose
      // product is the loop's extent (an upper bound of the trip count);
      // the block indices are that tile's.
      Expr tiles = func_->grid[0];
      for (size_t i = 1; i < func_->grid.size(); ++i)
        tiles = mul(tiles, func_->grid[i]);
      Var it = makeVar("tile_iter", DataType::int32());
      body = withLoc(forLoop(it, intImm(0), tiles, ForKind::Serial, body, AttrMap{{"persistent", int64_t(1)}}),
                     kernelLoc_);
    }
    append(body);
  }

  void endInstance() override {
    if (!func_)
      return;
    while (frames_.size() > 1)
      frames_.pop_back(); // an instance that stopped on an error
    func_->body = foldFrame(frames_.back());
    claimGlobalDynamics();
    module.funcs.push_back(func_);
    func_.reset();
    frames_.clear();
  }

  // ---------------------------------------------------------------- expressions

  Handle binary(ast::BinaryOp op, const Value& a, const Value& b, DType result, SourceRange r) override {
    DataType t(result);
    Expr x = operand(a, t), y = operand(b, t);
    Expr e;
    switch (op) {
    case ast::BinaryOp::Add: e = add(x, y); break;
    case ast::BinaryOp::Sub: e = sub(x, y); break;
    case ast::BinaryOp::Mul: e = mul(x, y); break;
    case ast::BinaryOp::Div: e = div(x, y); break;
    // Python's // and % round toward negative infinity.
    case ast::BinaryOp::FloorDiv: e = t.isFloat() ? call(t, "floor", {div(x, y)}) : floordiv(x, y); break;
    case ast::BinaryOp::Mod: e = t.isFloat() ? call(t, "fmod_floor", {x, y}) : floormod(x, y); break;
    case ast::BinaryOp::Pow: e = call(t, "pow", {x, y}); break;
    case ast::BinaryOp::Shl: e = call(t, "shift_left", {x, y}); break;
    case ast::BinaryOp::Shr: e = call(t, "shift_right", {x, y}); break;
    case ast::BinaryOp::BitAnd: e = call(t, "bitwise_and", {x, y}); break;
    case ast::BinaryOp::BitOr: e = call(t, "bitwise_or", {x, y}); break;
    case ast::BinaryOp::BitXor: e = call(t, "bitwise_xor", {x, y}); break;
    }
    return withLoc(e, r);
  }

  Handle unary(ast::UnaryOp op, const Value& a, DType result, SourceRange r) override {
    DataType t(result);
    switch (op) {
    case ast::UnaryOp::Not: return withLoc(logicalNot(toBool(a)), r);
    case ast::UnaryOp::Invert: return withLoc(call(t, "bitwise_not", {operand(a, t)}), r);
    case ast::UnaryOp::Neg: {
      Expr x = operand(a, t);
      Expr zero = t.isFloat() ? floatImm(0, t) : intImm(0, t);
      return withLoc(sub(zero, x), r);
    }
    case ast::UnaryOp::Pos: return operand(a, t);
    }
    return nullptr;
  }

  Handle compare(ast::CompareOp op, const Value& a, const Value& b, SourceRange r) override {
    DataType t(commonType(a, b));
    Expr x = operand(a, t), y = operand(b, t);
    Expr e;
    switch (op) {
    case ast::CompareOp::Lt: e = lt(x, y); break;
    case ast::CompareOp::Gt: e = gt(x, y); break;
    case ast::CompareOp::Eq: e = eq(x, y); break;
    case ast::CompareOp::Ge: e = ge(x, y); break;
    case ast::CompareOp::Le: e = le(x, y); break;
    case ast::CompareOp::Ne: e = ne(x, y); break;
    default: internalError("'in'/'is' reached the IR builder with run-time operands");
    }
    return withLoc(e, r);
  }

  Handle logical(ast::BoolOpKind op, const std::vector<Value>& operands, SourceRange r) override {
    Expr acc;
    for (const auto& v : operands) {
      Expr b = toBool(v);
      acc = !acc ? b : (op == ast::BoolOpKind::And ? logicalAnd(acc, b) : logicalOr(acc, b));
    }
    return withLoc(acc, r);
  }

  Handle select(const Value& c, const Value& t, const Value& f, DType result, SourceRange r) override {
    DataType ty(result);
    return withLoc(ir::select(toBool(c), operand(t, ty), operand(f, ty)), r);
  }

  Handle cast(const Value& v, DType t, SourceRange r) override {
    return withLoc(ir::cast(DataType(t), operand(v, std::nullopt)), r);
  }

  Handle reinterpret(const Value& v, DType t, SourceRange r) override {
    return withLoc(call(DataType(t), "reinterpret", {operand(v, std::nullopt)}), r);
  }

  Handle intrinsic(const std::string& name, const std::vector<Value>& args, DType result, SourceRange r) override {
    DataType t(result);
    std::vector<Expr> xs;
    Expr e;
    if (name == "tl.atomic_add" || name == "tl.atomic_max" || name == "tl.atomic_min") {
      // (element, value, memory order name): an atomic that returns the
      // element's previous value; the order travels as an immediate.
      auto order = args.size() == 3 && args[2].kind == ValueKind::String ? memoryOrderNamed(args[2].s) : std::nullopt;
      if (!order || !args[0].isElement())
        internalError("malformed " + name + " with a result");
      e = call(t, name, {operand(args[0], t), operand(args[1], t), intImm(int64_t(*order), DataType::int32())});
    } else if (name == "max" || name == "min") {
      Expr a = operand(args.at(0), t), b = operand(args.at(1), t);
      e = name == "max" ? ir::max(a, b) : ir::min(a, b);
    } else if (name == "floordiv" || name == "floormod") {
      Expr a = operand(args.at(0), t), b = operand(args.at(1), t);
      e = name == "floordiv" ? floordiv(a, b) : floormod(a, b);
    } else if (name == "ceildiv") {
      // ceildiv(a, b) = floordiv(a + b - 1, b) for b > 0
      Expr a = operand(args.at(0), t), b = operand(args.at(1), t);
      e = floordiv(sub(add(a, b), intImm(1, t)), b);
    } else if (name == "thread_binding") {
      e = call(t, "tl.thread_binding", {operand(args.at(0), DataType::int32())});
    } else if (name == "unpack_unsigned") {
      for (const auto& a : args)
        xs.push_back(operand(a, std::nullopt));
      e = call(t, "tl.unpack_unsigned", xs);
    } else {
      // Math on scalars: the arguments take the result type.
      for (const auto& a : args)
        xs.push_back(operand(a, t));
      e = call(t, name, xs);
    }
    return withLoc(e, r);
  }

  Handle load(const Value& element, SourceRange r) override {
    return withLoc(bufferLoad(bufferOf(*element.buffer), indicesOf(element)), r);
  }

  // ---------------------------------------------------------------- statements

  Handle bindLet(const std::string& name, const Value& v, SourceRange r) override {
    Expr value = operand(v, std::nullopt);
    Var var = makeVar(name, value->dtype);
    Frame::Marker m{Frame::Marker::Type::Let, var, value, nullptr, {}, {}, r};
    frames_.back().items.push_back(m);
    return var;
  }

  void store(const Value& element, const Value& v, SourceRange r) override {
    Buffer b = bufferOf(*element.buffer);
    append(withLoc(bufferStore(b, indicesOf(element), operand(v, b->dtype)), r));
  }

  void allocate(sema::BufferInfo& b, const Value* init, SourceRange r) override {
    Buffer buf = makeBuffer(b.name, DataType(b.dtype), shapeOf(b), scopeOf(b.scope), b.declRange);
    b.ir = buf;
    Expr initExpr = init ? operand(*init, buf->dtype) : nullptr;
    frames_.back().items.push_back(Frame::Marker{Frame::Marker::Type::Allocate, nullptr, initExpr, buf, {}, {}, r});
  }

  void allocateInKernel(sema::BufferInfo& b, const Value* init, SourceRange r) override {
    Buffer buf = makeBuffer(b.name, DataType(b.dtype), shapeOf(b), scopeOf(b.scope), b.declRange);
    b.ir = buf;
    Expr initExpr = init ? operand(*init, buf->dtype) : nullptr;
    for (auto f = frames_.rbegin(); f != frames_.rend(); ++f)
      if (f->kind == Frame::Kind::Kernel) {
        // First in the kernel's list: it scopes over the whole body.
        f->items.insert(f->items.begin(), Frame::Marker{Frame::Marker::Type::Allocate, nullptr, initExpr, buf, {}, {}, r});
        return;
      }
    internalError("a kernel allocation outside a kernel");
  }

  std::vector<Handle> beginFor(const sema::LoopInfo& loop, const std::vector<std::string>& names, SourceRange r) override {
    std::vector<Handle> out;
    ForKind kind = loop.kind == sema::LoopKind::Parallel    ? ForKind::Parallel
                   : loop.kind == sema::LoopKind::Pipelined ? ForKind::Pipelined
                   : loop.kind == sema::LoopKind::Unrolled  ? ForKind::Unrolled
                   : loop.kind == sema::LoopKind::Vectorized ? ForKind::Vectorized
                                                             : ForKind::Serial;
    AttrMap annotations;
    for (const auto& [key, v] : loop.annotations)
      annotations[key] = attrOf(*v);
    for (size_t i = 0; i < names.size(); ++i) {
      Var v = makeVar(names[i], DataType::int32());
      Frame& f = push(Frame::Kind::For, r);
      f.loopVar = v;
      f.forKind = kind;
      f.loopExtent = dimExpr(loop.extents[i]);
      Expr start = i < loop.startValues.size() ? operand(*loop.startValues[i], DataType::int32()) : intImm(0);
      if (loop.step == 1) {
        f.loopMin = start;
        out.push_back(v);
      } else {
        // range(start, stop, step): iterate i in [0, extent) and use start + i * step.
        f.loopMin = intImm(0);
        out.push_back(withLoc(add(start, mul(v, intImm(loop.step))), r));
      }
      if (i + 1 == names.size()) {
        f.annotations = annotations;
        f.nestedLevels = static_cast<unsigned>(names.size());
      }
    }
    return out;
  }

  void endFor() override {
    unsigned levels = frames_.back().nestedLevels;
    for (unsigned i = 0; i < levels; ++i) {
      Frame f = std::move(frames_.back());
      frames_.pop_back();
      Stmt body = foldFrame(f);
      auto loop = forLoop(f.loopVar, f.loopMin, f.loopExtent, f.forKind, body, f.annotations);
      append(withLoc(loop, f.loc));
    }
  }

  void beginIf(const Value& cond, SourceRange r) override {
    Frame& f = push(Frame::Kind::Then, r);
    f.cond = toBool(cond);
  }

  void beginElse() override {
    Frame then = std::move(frames_.back());
    frames_.pop_back();
    Frame& f = push(Frame::Kind::Else, then.loc);
    f.cond = then.cond;
    f.thenBody = foldFrame(then);
  }

  void endIf() override {
    Frame f = std::move(frames_.back());
    frames_.pop_back();
    Stmt s = f.kind == Frame::Kind::Then ? ifThenElse(f.cond, foldFrame(f)) : ifThenElse(f.cond, f.thenBody, foldFrame(f));
    append(withLoc(s, f.loc));
  }

  void breakIf(const Value& cond, SourceRange r) override {
    append(withLoc(evaluate(call(DataType::boolean(), "tl.break_if", {toBool(cond)})), r));
  }

  void beginWhile(const Value& cond, SourceRange r) override {
    Frame& f = push(Frame::Kind::While, r);
    f.cond = toBool(cond);
  }

  void endWhile() override {
    Frame f = std::move(frames_.back());
    frames_.pop_back();
    append(withLoc(whileLoop(f.cond, foldFrame(f)), f.loc));
  }

  void tileOp(const sema::TileOpCall& c) override;
  void builtinStmt(sema::Builtin id, const std::vector<std::pair<std::string, Value>>& args, SourceRange r) override;

private:
  Frame& push(Frame::Kind k, SourceRange r) {
    frames_.push_back(Frame{k, {}, {}, {}, {}, {}, {}, 0, {}, {}, r});
    return frames_.back();
  }
  Stmt pop(Frame::Kind k) {
    if (frames_.empty() || frames_.back().kind != k)
      internalError("unbalanced statement nesting");
    Frame f = std::move(frames_.back());
    frames_.pop_back();
    return foldFrame(f);
  }
  void append(Stmt s) { frames_.back().items.push_back(std::move(s)); }

  static DType commonType(const Value& a, const Value& b) {
    if (a.isNumericConst() && !b.isNumericConst())
      return b.scalarType();
    if (b.isNumericConst() && !a.isNumericConst())
      return a.scalarType();
    return promote(a.scalarType(), b.scalarType());
  }

  /// A run-time operand as an expression of type `want` (constants are made
  /// in that type; run-time values are cast when they differ).
  Expr operand(const Value& v, std::optional<DataType> want) {
    Expr e;
    switch (v.kind) {
    case ValueKind::Int: {
      DataType t = want.value_or(DataType::int32());
      e = t.isFloat() ? floatImm(static_cast<double>(v.i), t) : t.isBool() ? boolImm(v.i != 0) : intImm(v.i, t);
      return e;
    }
    case ValueKind::Bool: {
      DataType t = want.value_or(DataType::boolean());
      return t.isBool() ? boolImm(v.b) : t.isFloat() ? floatImm(v.b ? 1 : 0, t) : intImm(v.b ? 1 : 0, t);
    }
    case ValueKind::Float: {
      DataType t = want.value_or(DataType::float32());
      if (!t.isFloat())
        return ir::cast(t, floatImm(v.f, DataType::float32()));
      return floatImm(v.f, t);
    }
    case ValueKind::Scalar: e = exprOf(v.scalar.handle); break;
    case ValueKind::Error:
      // Its diagnostic was reported, so this kernel's IR is discarded; a
      // placeholder keeps a statement that sema still walks from failing.
      return operand(Value::ofInt(0), want);
    case ValueKind::Region:
      if (v.isElement()) {
        e = bufferLoad(bufferOf(*v.buffer), indicesOf(v));
        break;
      }
      [[fallthrough]];
    default: internalError("a non-scalar value used as an operand");
    }
    if (want && e->dtype != *want)
      e = ir::cast(*want, e);
    return e;
  }

  Expr toBool(const Value& v) {
    Expr e = operand(v, std::nullopt);
    if (e->dtype.isBool())
      return e;
    Expr zero = e->dtype.isFloat() ? floatImm(0, e->dtype) : intImm(0, e->dtype);
    return ne(e, zero);
  }

  Expr dimExpr(const sema::Dim& d) {
    if (d.value)
      return intImm(*d.value);
    return ir::cast(DataType::int32(), exprOf(d.expr));
  }

  std::vector<Expr> shapeOf(const sema::BufferInfo& b) {
    std::vector<Expr> shape;
    for (const auto& d : b.shape)
      shape.push_back(dimExpr(d));
    return shape;
  }

  std::vector<Expr> indicesOf(const Value& element) {
    std::vector<Expr> idx;
    for (const auto& d : element.region)
      idx.push_back(operand(*d.start, DataType::int32()));
    return idx;
  }

  BufferRegion regionOf(const sema::RegionArg& r) {
    BufferRegion out{bufferOf(*r.buffer), {}};
    for (size_t i = 0; i < r.starts.size(); ++i)
      out.region.push_back({operand(r.starts[i], DataType::int32()), dimExpr(r.extents[i])});
    return out;
  }

  AttrValue attrOf(const Value& v) {
    switch (v.kind) {
    case ValueKind::Int: return v.i;
    case ValueKind::Bool: return int64_t(v.b);
    case ValueKind::Float: return v.f;
    case ValueKind::String: return v.s;
    case ValueKind::Tuple: {
      bool nested = !v.elts.empty() && v.elts[0].kind == ValueKind::Tuple;
      if (nested) {
        std::vector<std::vector<int64_t>> out;
        for (const auto& g : v.elts) {
          out.emplace_back();
          for (const auto& x : g.elts)
            out.back().push_back(x.i);
        }
        return out;
      }
      std::vector<int64_t> out;
      for (const auto& x : v.elts)
        out.push_back(x.i);
      return out;
    }
    default: return operand(v, std::nullopt);
    }
  }

  static bool flag(const sema::TileOpCall& c, const char* name) {
    auto it = c.flags.find(name);
    if (it == c.flags.end())
      return false;
    return it->second.kind == ValueKind::Bool ? it->second.b : it->second.i != 0;
  }
  static int64_t intFlag(const sema::TileOpCall& c, const char* name, int64_t dflt) {
    auto it = c.flags.find(name);
    return it == c.flags.end() || it->second.kind != ValueKind::Int ? dflt : it->second.i;
  }

  /// `e` with the values of the lets bound before the kernel in place of
  /// their variables: the launcher computes the grid on the host, ahead of
  /// the body that binds them (`num_q = T.ceildiv(seq_len, block_M)` then
  /// `T.Kernel(num_q * heads, ...)`).
  Expr hostExpr(Expr e) const {
    for (auto f = frames_.rbegin(); f != frames_.rend(); ++f)
      for (auto it = f->items.rbegin(); it != f->items.rend(); ++it)
        if (auto* m = std::get_if<Frame::Marker>(&*it); m && m->type == Frame::Marker::Type::Let)
          e = substitute(e, VarMap{{m->var.get(), m->value}});
    return e;
  }

  /// Adds the file-scope dynamic dimensions this kernel uses to its own.
  void claimGlobalDynamics() {
    if (globalDynamics_.empty())
      return;
    struct Uses : StmtVisitor {
      std::set<const VarNode*> vars;
      void visitVar(const VarNode* v) override { vars.insert(v); }
    } uses;
    for (const auto& p : func_->params)
      if (p.buffer)
        for (const auto& d : p.buffer->shape)
          uses.visitExpr(d);
    for (const auto& g : func_->grid)
      uses.visitExpr(g);
    uses.visitStmt(func_->body);
    for (const auto& v : globalDynamics_)
      if (uses.vars.count(v.get()))
        func_->dynamicDims.push_back(v);
  }

  PrimFunc func_;
  std::vector<Frame> frames_;
  std::vector<Var> globalDynamics_;
  bool persistent_ = false; // T.Kernel(..., persistent=True): the body goes in a tile loop
  SourceRange kernelLoc_;
};

} // namespace tilec::ir::builder
