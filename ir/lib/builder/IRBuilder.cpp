// The IR builder: implements the front end's KernelEmitter to assemble one
// PrimFunc per kernel instantiation while semantic analysis walks it
// (KernelBuilder.h); here the statement frames and the entry point.

#include "tilec/ir/IRBuilder.h"

#include "KernelBuilder.h"

namespace tilec::ir {

namespace builder {

Stmt foldFrame(Frame& f) {
  Stmt rest;
  std::vector<Stmt> tail;
  for (auto it = f.items.rbegin(); it != f.items.rend(); ++it) {
    if (auto* s = std::get_if<Stmt>(&*it)) {
      tail.insert(tail.begin(), *s);
      continue;
    }
    auto& m = std::get<Frame::Marker>(*it);
    Stmt body = tail.empty() ? evaluate(intImm(0)) : seq(tail);
    Stmt wrapped;
    switch (m.type) {
    case Frame::Marker::Type::Let: wrapped = letStmt(m.var, m.value, body); break;
    case Frame::Marker::Type::Allocate: wrapped = allocate(m.buffer, body, m.value); break;
    case Frame::Marker::Type::Attr: wrapped = attrStmt(m.key, m.attr, body, {m.buffer}); break;
    }
    tail = {withLoc(wrapped, m.loc)};
  }
  if (tail.empty())
    return evaluate(intImm(0));
  return seq(tail);
}

} // namespace builder

std::optional<Module> buildModule(Compilation& comp) {
  builder::IRBuilder b;
  if (!comp.check(&b))
    return std::nullopt;
  return std::move(b.module);
}

} // namespace tilec::ir
