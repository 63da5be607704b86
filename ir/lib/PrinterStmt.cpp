// The IR printer: statements and functions (syntax documented in
// tilec/ir/Printer.h).
#include "PrinterImpl.h"

namespace tilec::ir::detail {

namespace {
/// ", warpgroups=[G, ...]" when a T.gemm runs on some warpgroups only.
std::string warpgroupsArg(const GemmNode* n) {
  if (n->warpgroupCount == 0)
    return "";
  std::string s = ", warpgroups=[";
  for (int64_t g = 0; g < n->warpgroupCount; ++g)
    s += (g ? ", " : "") + std::to_string(n->warpgroupBegin + g);
  return s + "]";
}
} // namespace

void IRPrinter::item(const Stmt& s, bool last) {
  if (!s) {
    line("pass");
    return;
  }
  switch (s->kind) {
  case StmtKind::Seq: {
    auto* n = static_cast<const SeqStmtNode*>(s.get());
    if (n->stmts.empty()) {
      line("T.seq()");
      return;
    }
    line("with T.seq():");
    ++indent;
    for (size_t i = 0; i < n->stmts.size(); ++i)
      item(n->stmts[i], i + 1 == n->stmts.size());
    --indent;
    return;
  }
  case StmtKind::For: {
    auto* n = static_cast<const ForNode*>(s.get());
    std::optional<DataType> implied;
    if (n->extent)
      implied = n->extent->dtype;
    std::string def = varDef(n->var, implied);
    std::string h = cat({"for ", def, " in T.", forKindName(n->forKind), "(", ex(n->min), ", ", ex(n->extent)});
    if (!n->threadTag.empty())
      h += ", thread=" + quoteIRString(n->threadTag);
    h += annotationArgs(n->annotations, true) + "):";
    line(h);
    if (n->var)
      enter(n->var.get());
    block(n->body);
    if (n->var)
      leave(n->var.get());
    return;
  }
  case StmtKind::While: {
    auto* n = static_cast<const WhileNode*>(s.get());
    line("while " + ex(n->cond) + ":");
    block(n->body);
    return;
  }
  case StmtKind::Let: {
    auto* n = static_cast<const LetStmtNode*>(s.get());
    std::string def = cat({varDef(n->var, std::nullopt), " = ", ex(n->value)});
    if (n->var)
      enter(n->var.get());
    if (last) {
      line(def);
      if (n->body)
        blockItems(n->body);
    } else {
      line("with T.let(" + def + "):");
      block(n->body);
    }
    if (n->var)
      leave(n->var.get());
    return;
  }
  case StmtKind::If: {
    auto* n = static_cast<const IfNode*>(s.get());
    line("if " + ex(n->cond) + ":");
    block(n->then);
    Stmt other = n->otherwise;
    while (auto* elif = as<IfNode>(other)) {
      line("elif " + ex(elif->cond) + ":");
      block(elif->then);
      other = elif->otherwise;
    }
    if (other) {
      line("else:");
      block(other);
    }
    return;
  }
  case StmtKind::BufferStore: {
    auto* n = static_cast<const BufferStoreNode*>(s.get());
    line(cat({useBuf(n->buffer), indices(n->indices), " = ", ex(n->value)}));
    return;
  }
  case StmtKind::Allocate: {
    auto* n = static_cast<const AllocateNode*>(s.get());
    if (!n->buffer) {
      line("with T.alloc_buffer(None) as None:");
      block(n->body);
      return;
    }
    std::string decl = "T.alloc_buffer(" + bufferDecl(n->buffer, true);
    if (n->init)
      decl += ", init=" + ex(n->init);
    decl += ")";
    std::string name = bufName(n->buffer);
    std::string comment = n->buffer->layout ? "  # layout: " + n->buffer->layout->str() : "";
    enter(n->buffer.get());
    if (last) {
      line(name + " = " + decl + comment);
      if (n->body)
        blockItems(n->body);
    } else {
      line("with " + decl + " as " + name + ":" + comment);
      block(n->body);
    }
    leave(n->buffer.get());
    return;
  }
  case StmtKind::Evaluate: line("T.evaluate(" + ex(static_cast<const EvaluateNode*>(s.get())->value) + ")"); return;
  case StmtKind::Attr: {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    std::string h = "with T.attr(" + quoteIRString(n->key) + ", " + attr(n->value);
    if (!n->buffers.empty())
      h += ", buffers=[" + joined(n->buffers, [&](const Buffer& b) { return useBuf(b); }) + "]";
    line(h + "):");
    block(n->body);
    return;
  }
  case StmtKind::Copy: {
    auto* n = static_cast<const CopyNode*>(s.get());
    line(cat({"T.copy(", region(n->src), ", ", region(n->dst), annotationArgs(n->annotations, false), ")"}));
    return;
  }
  case StmtKind::Gemm: {
    auto* n = static_cast<const GemmNode*>(s.get());
    auto b = [](bool x) { return x ? "True" : "False"; };
    line(cat({"T.gemm(", region(n->A), ", ", region(n->B), ", ", region(n->C)}) + ", transpose_A=" + b(n->transA) +
         ", transpose_B=" + b(n->transB) + ", clear_accum=" + b(n->clearAccum) +
         ", policy=T.GemmWarpPolicy." + gemmPolicyName(n->policy) + ", k_pack=" + std::to_string(n->kPack) +
         ", wg_wait=" + std::to_string(n->wgWait) + warpgroupsArg(n) + ")");
    return;
  }
  case StmtKind::Fill: {
    auto* n = static_cast<const FillNode*>(s.get());
    line(cat({"T.fill(", region(n->dst), ", ", ex(n->value), ")"}));
    return;
  }
  case StmtKind::Reduce: {
    auto* n = static_cast<const ReduceNode*>(s.get());
    line(cat({"T.reduce_", reduceKindName(n->reduceKind), "(", region(n->src), ", ", region(n->dst)}) +
         ", dim=" + std::to_string(n->dim) + ", clear=" + (n->clear ? "True" : "False") + ")");
    return;
  }
  case StmtKind::CumSum: {
    auto* n = static_cast<const CumSumNode*>(s.get());
    line(cat({"T.cumsum(", region(n->src), ", ", region(n->dst)}) + ", dim=" + std::to_string(n->dim) +
         ", reverse=" + (n->reverse ? "True" : "False") + ")");
    return;
  }
  case StmtKind::Atomic: {
    auto* n = static_cast<const AtomicNode*>(s.get());
    std::string h = std::string("T.atomic_") + atomicKindName(n->atomicKind) + "(" + region(n->dst);
    if (n->scalar)
      h += ", " + ex(n->scalar);
    if (n->src)
      h += ", src=" + region(*n->src);
    line(h + ")");
    return;
  }
  }
}

void IRPrinter::func(const PrimFunc& f) {
  if (!f) {
    line("# null function");
    return;
  }
  // Function-level definitions are in scope everywhere in the function.
  for (const auto& d : f->dynamicDims)
    if (d) {
      varName(d.get());
      enter(d.get());
    }
  for (const auto& p : f->params) {
    if (p.buffer) {
      bufName(p.buffer);
      enter(p.buffer.get());
    }
    if (p.var) {
      varName(p.var.get());
      enter(p.var.get());
    }
  }
  std::string head = "@T.prim_func";
  std::string fname = f->name;
  if (!isPlainIRName(f->name)) {
    head += "(name=" + quoteIRString(f->name) + ")";
    fname = sanitizeIRName(f->name, "func");
  }
  std::string sig = "def " + fname;
  if (!f->dynamicDims.empty())
    sig += "[" + joined(f->dynamicDims, [&](const Var& d) { return varDef(d, std::nullopt); }) + "]";
  sig += "(";
  for (size_t i = 0; i < f->params.size(); ++i) {
    const Param& p = f->params[i];
    if (i)
      sig += ", ";
    if (!p.buffer) {
      sig += p.var ? varDef(p.var, std::nullopt) : "None";
      continue;
    }
    std::string bn = bufName(p.buffer);
    sig += bn + ": T.Tensor(" + bufferDecl(p.buffer, false);
    if (!p.var)
      sig += ", data=None";
    else if (varName(p.var.get()) != bn || !p.var->dtype.isHandle())
      sig += ", data=" + varDef(p.var, DataType::handle());
    sig += ")";
  }
  sig += "):";

  std::string attrs = f->attrs.empty() ? "" : "    T.func_attr(" + dict(f->attrs) + ")\n";

  out.clear();
  indent = 1;
  if (!f->grid.empty() || !f->blockVars.empty() || !f->threads.empty()) {
    std::string grid = tuple(f->grid);
    std::string threads = "(";
    for (size_t i = 0; i < f->threads.size(); ++i)
      threads += (i ? ", " : "") + std::to_string(f->threads[i]);
    threads += f->threads.size() == 1 ? ",)" : ")";
    std::vector<std::string> defs;
    for (size_t i = 0; i < f->blockVars.size(); ++i) {
      DataType implied = i < f->grid.size() && f->grid[i] ? f->grid[i]->dtype : DataType::int32();
      defs.push_back(varDef(f->blockVars[i], implied));
      if (f->blockVars[i])
        enter(f->blockVars[i].get());
    }
    std::string as = defs.size() == 1 ? "(" + defs[0] + ",)" : "(" + joined(defs, [](const std::string& x) { return x; }) + ")";
    line("with T.launch(grid=" + grid + ", threads=" + threads + ") as " + as + ":");
    block(f->body);
  } else {
    blockItems(f->body);
  }
  std::string body = std::move(out);

  out.clear();
  for (size_t i = 0; i < freeBufs_.size(); ++i) // may grow while printing shapes
    line(bufName(freeBufs_[i]) + " = T.free_buffer(" + bufferDecl(freeBufs_[i], true) + ")");
  std::string freeBufText = std::move(out);
  out.clear();
  for (const VarNode* v : freeVars_)
    line(varName(v) + " = T.free_var(" + quoteIRString(v->dtype.str()) + ")");
  std::string freeVarText = std::move(out);

  out = head + "\n" + sig + "\n" + freeVarText + freeBufText + attrs + body;
}

} // namespace tilec::ir::detail
