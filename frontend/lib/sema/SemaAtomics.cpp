// Checks of the atomics: T.atomic_add / _max / _min of tiles and elements,
// their memory orders, and the form with a result (return_prev=True).

#include "SemaImpl.h"

#include <unordered_set>

namespace tilec::sema {

/// The atomic's memory_order: "relaxed" when absent, std::nullopt (reported)
/// when not one of the five.
std::optional<std::string> Checker::atomicMemoryOrder(BoundArgs& a) {
  const Value& order = a.at("memory_order");
  if (order.kind == ValueKind::None)
    return "relaxed";
  if (order.kind == ValueKind::String && (order.s == "relaxed" || order.s == "acquire" || order.s == "release" ||
                                          order.s == "acq_rel" || order.s == "seq_cst"))
    return order.s;
  if (!order.isError())
    error(a.rangeOf("memory_order"), "memory_order must be \"relaxed\", \"acquire\", \"release\", \"acq_rel\" or \"seq_cst\"");
  return std::nullopt;
}

/// The destination of an atomic is in global or shared memory, of a type
/// the GPU has atomics on (reported).
bool Checker::atomicDestinationOk(const std::string& name, const Value& dst, BoundArgs& a) {
  if (dst.buffer->scope != MemScope::Global && dst.buffer->scope != MemScope::Shared) {
    error(a.rangeOf("dst"), name + " updates global or shared memory; '" + dst.buffer->name + "' is in " +
                                scopeWordOf(dst.buffer->scope))
        .note(dst.buffer->declRange, "'" + dst.buffer->name + "' is declared here");
    return false;
  }
  switch (dst.buffer->dtype) {
  case DType::Int32: case DType::UInt32: case DType::Int64: case DType::UInt64:
  case DType::Float16: case DType::BFloat16: case DType::Float32: case DType::Float64:
    return true;
  default:
    error(a.rangeOf("dst"), name + " on " + std::string(dtypeName(dst.buffer->dtype)) + " elements ('" +
                                dst.buffer->name + "'): the GPU's atomics update 32- and 64-bit integers and "
                                "float16, bfloat16, float32 and float64")
        .note(dst.buffer->declRange, "'" + dst.buffer->name + "' is declared here");
    return false;
  }
}

// The update is bound to a name before its statement (below), so it runs
// before anything else the statement evaluates: an element of the buffer it
// updates, indexed earlier in the statement (or in the statement whose
// expression calls the macro it stands in), would be read after it and see
// the new value, not the old one it reads in the source's order. Its own
// operands are read first anyway (the element's indices, the value).
bool Checker::atomicAfterReadsOk(const std::string& name, const Value& dst, SourceRange call) {
  auto inside = [&](SourceRange r) {
    return r.begin.file == call.begin.file && r.begin.offset >= call.begin.offset && r.end.offset <= call.end.offset;
  };
  // Its operands are evaluated: they are no earlier reads for a later
  // atomic of the statement either. They are what the call's source holds,
  // the destination element, and what was loaded while its arguments were
  // evaluated (a macro's arguments, substituted into them).
  std::unordered_set<const void*> operands(loadLog_.begin() + std::ptrdiff_t(callLoads_.empty() ? loadLog_.size()
                                                                                                 : callLoads_.back()),
                                           loadLog_.end());
  operands.insert(dst.region.empty() ? nullptr : dst.region.front().start.get());
  for (auto& frame : stmtLoads_)
    std::erase_if(frame, [&](const LoadSite& l) { return inside(l.range) || operands.count(l.id); });
  for (const auto& frame : stmtLoads_)
    for (const auto& l : frame)
      if (l.buffer == dst.buffer.get()) {
        const std::string& b = dst.buffer->name;
        error(call, name + "(..., return_prev=True) updates '" + b +
                        "', which this statement has already read: the update runs before the rest of the statement, "
                        "so that read would see the new value; read '" + b + "' into a name in a statement before "
                        "this one")
            .note(l.range, "'" + dst.buffer->name + "' is read here");
        return false;
      }
  return true;
}

Value Checker::atomicFetch(Builtin id, BoundArgs& a) {
  std::string name(builtinInfo(id).spelling);
  const Value& dst = a.at("dst");
  Value val = a.at("value");
  if (!requireTile(dst, a.rangeOf("dst"), "the destination of " + name, true))
    return Value::error();
  auto order = atomicMemoryOrder(a);
  if (!order || !atomicDestinationOk(name, dst, a) || val.isError())
    return Value::error();
  if (!dst.isElement()) {
    error(a.rangeOf("dst"), name + "(..., return_prev=True) updates one element and returns its previous value; " +
                                "index one element, e.g. " + dst.buffer->name + "[i], or drop return_prev for a tile");
    return Value::error();
  }
  if (!kernel_.active) {
    error(a.callRange, name + "(..., return_prev=True) is only allowed inside `with T.Kernel(...)`");
    return Value::error();
  }
  if (conditionalDepth_ > 0 && whileCondDepth_ == 0) {
    error(a.callRange, name + "(..., return_prev=True) in an operand that runs only sometimes (after the first "
                              "operand of 'and' / 'or', an arm of a conditional expression or of T.if_then_else) "
                              "would update the element every time; assign its result to a name first");
    return Value::error();
  }
  if (parallelDepth_ > 0) {
    error(a.callRange, name + "(..., return_prev=True) inside T.Parallel: an iteration may run on several threads "
                              "(replicated layouts), each of which would update the element; use it in per-thread "
                              "code outside the T.Parallel loop");
    return Value::error();
  }
  if (val.isElement())
    val = load(val, a.rangeOf("value"));
  if (!val.isScalarLike()) {
    error(a.rangeOf("value"), name + "(..., return_prev=True) takes a scalar value, not " + describe(val));
    return Value::error();
  }
  if (!atomicAfterReadsOk(name, dst, a.callRange))
    return Value::error();
  // The IR builder gives the call the element, the value and the order.
  // The update happens once, where the call is evaluated: its value is
  // bound to a name there (folding, copies into loop bounds or tile
  // operators and unused results would otherwise repeat or drop it), but
  // in a while condition, which runs again on every iteration.
  DType t = dst.buffer->dtype;
  std::string text = sourceText(a.callRange);
  Handle h = emitter_ ? emitter_->intrinsic("tl.atomic_" + name.substr(9), {dst, val, Value::ofString(*order)}, t,
                                            a.callRange)
                      : nullptr;
  if (emitter_ && whileCondDepth_ == 0)
    h = emitter_->bindLet(dst.buffer->name + "_prev", runtime(t, text, h), a.callRange);
  ++memEpoch_; // it wrote memory: later loads in this statement read new values
  return runtime(t, text, h);
}

void Checker::checkAtomic(Builtin id, BoundArgs& a) {
  std::string name(builtinInfo(id).spelling);
  const Value& dst = a.at("dst");
  Value val = a.at("value");
  if (!requireTile(dst, a.rangeOf("dst"), "the destination of " + name, true))
    return;
  if (!atomicMemoryOrder(a) || !atomicDestinationOk(name, dst, a))
    return;
  if (val.isError())
    return;
  if (dst.isElement()) {
    if (val.isElement())
      val = load(val, a.rangeOf("value"));
    if (val.isScalarLike()) {
      emitTileOp(id, {regionOf(dst, nullptr, a.rangeOf("dst"))}, val, a, {"memory_order"});
      return;
    }
    if (val.kind == ValueKind::Buffer || val.kind == ValueKind::Region) {
      // A tile added at a corner index.
      auto vs = shapeOf(val);
      emitTileOp(id, {regionOf(dst, &vs, a.rangeOf("dst")), regionOf(val, nullptr, a.rangeOf("value"))}, std::nullopt, a,
                 {"memory_order"});
      return;
    }
    error(a.rangeOf("value"), "the value of " + name + " must be a scalar or a tile, not " + describe(val));
    return;
  }
  if (val.isScalarLike()) {
    error(a.rangeOf("value"), name + " of a scalar into the region " + valueText(dst) +
                                  " is ambiguous; index one element, e.g. " + dst.buffer->name + "[i, j]");
    return;
  }
  if (!requireTile(val, a.rangeOf("value"), "the value of " + name, false))
    return;
  if (!shapesMayMatch(shapeOf(dst), shapeOf(val))) {
    error(a.callRange, name + " shapes do not match: the destination is " + shapeStr(shapeOf(dst)) +
                           " but the value is " + shapeStr(shapeOf(val)));
    return;
  }
  emitTileOp(id, {regionOf(dst, nullptr, a.rangeOf("dst")), regionOf(val, nullptr, a.rangeOf("value"))}, std::nullopt, a,
             {"memory_order"});
}

} // namespace tilec::sema
