// T.print of a buffer or region: the front end leaves
//   AttrStmt("print_buffer", msg, buffers=[B]) { tl.print_region(min0, ext0, ...) }
// and this expands it into scalar print intrinsics, one per element, that the
// backend turns into printf calls:
//   * shared and global memory: thread 0 of each block prints every element of
//     the region (global elements past the tensor's end are skipped), after a
//     barrier so that it sees the other threads' writes. Under an `if` or a
//     `while` a barrier could deadlock, so none is emitted there
//     (insert-thread-sync still orders shared-memory writes before the read);
//        tl.print_element(value, msg, name, i0, i1, ...)
//   * fragments: every thread prints the elements its registers hold (each
//     copy of a replicated element), under the fragment's inferred layout;
//   * local arrays: every thread prints its own array;
//        tl.print_thread_element(value, msg, name, tx, i0, i1, ...)
// Element loops are serial (printf is slow anyway; unrolling only grows code).

#include "Lowering.h"

#include "tilec/ir/Ops.h"

namespace tilec::opt {

using namespace ir;

namespace {

struct PrintRegion {
  std::vector<Expr> mins, extents;
};

std::optional<PrintRegion> regionOf(const AttrStmtNode& n, size_t rank) {
  auto* ev = as<EvaluateNode>(n.body);
  auto* c = ev ? as<CallNode>(ev->value) : nullptr;
  if (!c || c->op != "tl.print_region" || c->args.size() != 2 * rank)
    return std::nullopt;
  PrintRegion r;
  for (size_t d = 0; d < rank; ++d) {
    r.mins.push_back(cast(DataType::int32(), c->args[2 * d]));
    r.extents.push_back(cast(DataType::int32(), c->args[2 * d + 1]));
  }
  return r;
}

Expr conj(Expr a, Expr b) { return a ? logicalAnd(std::move(a), std::move(b)) : b; }

/// Serial loops over the region: body(indices of the element).
Stmt regionLoops(const PrintRegion& r, const std::function<Stmt(const std::vector<Expr>&)>& body) {
  std::vector<Var> vars;
  std::vector<Expr> idx;
  for (size_t d = 0; d < r.mins.size(); ++d) {
    vars.push_back(makeVar("p" + std::to_string(d)));
    idx.push_back(add(r.mins[d], vars.back()));
  }
  Stmt s = body(idx);
  for (size_t d = r.mins.size(); d-- > 0;)
    s = forLoop(vars[d], intImm(0), r.extents[d], ForKind::Serial, s);
  return s;
}

Stmt printCall(const char* op, Expr value, const std::string& msg, const std::string& name, const Expr* thread,
               const std::vector<Expr>& idx) {
  std::vector<Expr> args{std::move(value), stringImm(msg), stringImm(name)};
  if (thread)
    args.push_back(*thread);
  for (const Expr& i : idx)
    args.push_back(cast(DataType::int32(), i));
  return evaluate(call(DataType::int32(), op, std::move(args)));
}

} // namespace

Stmt lowerPrint(Lowering& L, const AttrStmtNode& n, bool uniform) {
  const std::string* msg = std::get_if<std::string>(&n.value);
  if (n.buffers.size() != 1 || !msg) {
    L.error(n.loc, "internal compiler error: a malformed print_buffer attribute; please report this with the input file");
    return evaluate(intImm(0));
  }
  const Buffer& b = n.buffers[0];
  auto region = regionOf(n, b->shape.size());
  if (!region) {
    L.error(n.loc, "internal compiler error: print_buffer of '" + b->name +
                       "' has no tl.print_region of its rank; please report this with the input file");
    return evaluate(intImm(0));
  }
  const Expr tx = L.tx();
  Stmt out;
  switch (b->scope) {
  case MemoryScope::Fragment: {
    // Each register slot of the calling thread: print it when its element is
    // inside the region.
    Buffer regs = L.localBuffer(b);
    out = L.forEachSlot(
        L.layoutOf(b),
        [&](const std::vector<Expr>& idx, const Expr& slot) {
          Expr inside;
          for (size_t d = 0; d < idx.size(); ++d)
            inside = conj(inside, logicalAnd(ge(idx[d], region->mins[d]),
                                             lt(idx[d], add(region->mins[d], region->extents[d]))));
          Stmt p = printCall("tl.print_thread_element", bufferLoad(regs, {slot}), *msg, b->name, &tx, idx);
          return inside ? ifThenElse(inside, p) : p;
        },
        "l", 1, /*unroll=*/false);
    if (!out) {
      L.error(n.loc, "internal compiler error: the layout of fragment '" + b->name +
                         "' has no inverse, so T.print cannot find its elements; please report this with the input file");
      return evaluate(intImm(0));
    }
    break;
  }
  case MemoryScope::Local:
  case MemoryScope::LocalVar:
    out = regionLoops(*region, [&](const std::vector<Expr>& idx) {
      return printCall("tl.print_thread_element", bufferLoad(b, idx), *msg, b->name, &tx, idx);
    });
    break;
  case MemoryScope::Shared:
  case MemoryScope::Global: {
    Stmt loops = regionLoops(*region, [&](const std::vector<Expr>& idx) {
      Stmt p = printCall("tl.print_element", bufferLoad(L.sharedBuffer(b), idx), *msg, b->name, nullptr, idx);
      if (b->scope != MemoryScope::Global)
        return p;
      Expr ok;
      for (size_t d = 0; d < idx.size(); ++d)
        ok = conj(ok, logicalAnd(ge(idx[d], intImm(0)), lt(idx[d], cast(DataType::int32(), b->shape[d]))));
      return ok ? ifThenElse(ok, p) : p;
    });
    out = ifThenElse(eq(tx, intImm(0)), loops);
    if (uniform)
      out = seq({evaluate(call(DataType::int32(), "tl.sync_threads", {})), out});
    break;
  }
  }
  return withLoc(out, n.loc);
}

} // namespace tilec::opt
