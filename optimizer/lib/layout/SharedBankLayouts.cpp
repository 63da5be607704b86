// Shared-memory layouts chosen for bank conflicts, layout inference's last
// step (see SharedBankLayouts.h).
//
// The cost of a layout is counted, not guessed: for every T.Parallel nest
// that touches the buffer, the first warp's lanes are placed by the nest's
// decided loop layout, local slot by local slot, and each slot's accesses
// cost the most distinct 4-byte words any one bank serves (1 is conflict
// free; 32 lanes reading 16 bytes each cost 4, the minimum for 512 bytes).
// The XOR swizzle of the buffer's rows (the one tensor-core operands use)
// replaces row-major storage when it costs strictly less in total.

#include "SharedBankLayouts.h"

#include "GemmLayouts.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"
#include "tilec/ir/arith/Evaluate.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_set>

namespace tilec::opt {

using namespace ir;

namespace {

constexpr int64_t kWarp = 32;
constexpr int64_t kBanks = 32;
/// Slots of a loop layout that are sampled (a 128 x 256 accumulator has
/// 128 per thread; the pattern repeats long before that).
constexpr int64_t kMaxSlots = 64;

struct SharedAccess {
  const BufferNode* buffer;
  std::vector<Expr> indices;
};

/// The shared buffers a kernel allocates, the ones the user laid out
/// (T.annotate_layout), and every shared access inside each T.Parallel nest.
class Collect : public StmtVisitor {
public:
  std::vector<Buffer> shared;
  std::unordered_set<const BufferNode*> annotated;
  std::vector<SharedAccess> accesses;

  void visitBufferLoad(const BufferLoadNode* n) override {
    if (n->buffer->scope == MemoryScope::Shared)
      accesses.push_back({n->buffer.get(), n->indices});
    StmtVisitor::visitBufferLoad(n);
  }
  void visitBufferStore(const BufferStoreNode* n) override {
    if (n->buffer->scope == MemoryScope::Shared)
      accesses.push_back({n->buffer.get(), n->indices});
    StmtVisitor::visitBufferStore(n);
  }
  void visitAllocate(const AllocateNode* n) override {
    if (n->buffer->scope == MemoryScope::Shared)
      shared.push_back(n->buffer);
    StmtVisitor::visitAllocate(n);
  }
  void visitAttr(const AttrStmtNode* n) override {
    if (n->key == "layout")
      for (const Buffer& b : n->buffers)
        annotated.insert(b.get());
    StmtVisitor::visitAttr(n);
  }
};

/// A buffer that may be swizzled: its shape, element size, and the swizzle
/// of its last two dims (leading dims index whole tiles, as
/// swizzledSharedLayout stores them), here in the arithmetic form that
/// evaluates.
struct Candidate {
  std::vector<int64_t> dims;
  int64_t elemBytes = 0;
  int swizzleBytes = 0;
  Layout swizzle;

  /// The byte offset of element `idx`, row-major or swizzled.
  std::optional<int64_t> byteAddress(const std::vector<int64_t>& idx, bool swizzled) const {
    size_t n = dims.size();
    if (idx.size() != n)
      return std::nullopt;
    int64_t lead = 0;
    for (size_t d = 0; d + 2 < n; ++d)
      lead = lead * dims[d] + idx[d];
    int64_t rows = dims[n - 2], cols = dims[n - 1];
    int64_t inner = idx[n - 2] * cols + idx[n - 1];
    if (swizzled) {
      auto out = swizzle->evaluate({idx[n - 2], idx[n - 1]});
      if (!out || out->size() != 2)
        return std::nullopt;
      // The swizzled tile is stored as rows of one period (swizzleBytes).
      inner = (*out)[0] * (swizzleBytes / elemBytes) + (*out)[1];
    }
    return (lead * rows * cols + inner) * elemBytes;
  }
};

/// The most distinct words one bank serves for one access by a warp.
int64_t bankCost(const std::vector<int64_t>& byteAddresses, int64_t elemBytes) {
  std::map<int64_t, std::set<int64_t>> wordsOfBank;
  for (int64_t a : byteAddresses)
    for (int64_t w = a / 4; w <= (a + elemBytes - 1) / 4; ++w)
      wordsOfBank[w % kBanks].insert(w);
  int64_t worst = 0;
  for (const auto& [bank, words] : wordsOfBank)
    worst = std::max<int64_t>(worst, int64_t(words.size()));
  return worst;
}

} // namespace

void chooseSharedBankLayouts(const PrimFunc& f, const TileOps& ops, LayoutMap& map) {
  Collect all;
  all.visitStmt(f->body);
  std::unordered_set<const BufferNode*> gemmOperands;
  for (const GemmOpInfo& g : ops.gemms)
    for (const Buffer& b : {g.node->A.buffer, g.node->B.buffer, g.node->C.buffer})
      gemmOperands.insert(b.get());

  std::unordered_map<const BufferNode*, Candidate> candidates;
  for (const Buffer& b : all.shared) {
    if (map.shared.count(b.get()) || gemmOperands.count(b.get()) || all.annotated.count(b.get()) ||
        b->shape.size() < 2 || b->dtype.lanes() != 1)
      continue;
    int bits = b->dtype.bits();
    auto dims = asConstInts(b->shape);
    if (!dims || bits < 8 || 128 % bits != 0)
      continue;
    int bytes = pickSwizzleBytes(dims->back(), bits);
    if (bytes == 0)
      continue;
    Layout swizzle = makeSwizzledLayout((*dims)[dims->size() - 2], dims->back(), bits, bytes, SwizzleXor::Arithmetic);
    candidates.emplace(b.get(), Candidate{*dims, bits / 8, bytes, swizzle});
  }
  if (candidates.empty())
    return;

  std::unordered_map<const BufferNode*, std::pair<int64_t, int64_t>> cost; // row-major, swizzled
  for (const ParallelOpInfo& p : ops.parallels) {
    auto lit = map.loops.find(p.root);
    if (lit == map.loops.end())
      continue;
    Collect body;
    body.visitStmt(p.body);
    std::vector<SharedAccess> mine;
    for (const SharedAccess& a : body.accesses)
      if (candidates.count(a.buffer))
        mine.push_back(a);
    if (mine.empty())
      continue;
    const Fragment& L = lit->second;
    auto inv = L->inverse();
    auto shape = asConstInts(L->outputShape());
    auto first = asConstInt(L->threadBegin());
    Expr rangeExt = L->threadRangeExtent();
    auto count = rangeExt ? asConstInt(rangeExt) : std::nullopt;
    if (!inv || !shape || shape->empty() || !first || !count)
      continue;
    const int64_t warpLanes = std::min(kWarp, count.value_or(0));
    int64_t regs = 1;
    for (int64_t e : *shape)
      regs *= e;
    for (int64_t slot = 0; slot < std::min(regs, kMaxSlots); ++slot) {
      std::vector<int64_t> locals;
      int64_t stride = regs;
      for (int64_t e : *shape) {
        stride /= e;
        locals.push_back((slot / stride) % e);
      }
      // The iteration each lane of the first warp runs at this slot.
      std::vector<arith::VarValues> lanes;
      for (int64_t t = 0; t < warpLanes; ++t) {
        std::vector<int64_t> in{t};
        in.insert(in.end(), locals.begin(), locals.end());
        auto it = (*inv)->evaluate(in);
        if (!it || it->size() < p.vars.size())
          continue;
        arith::VarValues vals;
        for (size_t k = 0; k < p.vars.size(); ++k)
          vals[p.vars[k].get()] = (*it)[k];
        lanes.push_back(std::move(vals));
      }
      for (const SharedAccess& a : mine) {
        const Candidate& cand = candidates.at(a.buffer);
        std::vector<int64_t> plain, swz;
        bool ok = true;
        for (const auto& vals : lanes) {
          std::vector<int64_t> idx;
          for (const Expr& e : a.indices) {
            auto v = arith::evaluateInt(e, vals);
            if (!v) {
              ok = false;
              break;
            }
            idx.push_back(*v);
          }
          auto x = ok ? cand.byteAddress(idx, false) : std::nullopt;
          auto y = ok ? cand.byteAddress(idx, true) : std::nullopt;
          if (!x || !y) {
            ok = false;
            break;
          }
          plain.push_back(*x);
          swz.push_back(*y);
        }
        if (!ok || plain.empty())
          continue;
        auto& c = cost[a.buffer];
        c.first += bankCost(plain, cand.elemBytes);
        c.second += bankCost(swz, cand.elemBytes);
      }
    }
  }
  for (const Buffer& b : all.shared) {
    auto c = cost.find(b.get());
    if (c == cost.end() || c->second.second >= c->second.first)
      continue;
    if (Layout l = swizzledSharedLayout(b->shape, b->dtype.bits(), candidates.at(b.get()).swizzleBytes))
      map.shared[b.get()] = l;
  }
}

} // namespace tilec::opt
