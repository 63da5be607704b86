// Checks of tile operators: operand kinds and memory scopes, tile shapes
// (copy regions against each other, gemm M/N/K, reduce dims) and dtypes.

#include "SemaImpl.h"

#include <algorithm>

namespace tilec::sema {

namespace {

std::vector<Dim> squeeze(const std::vector<Dim>& s) {
  std::vector<Dim> out;
  for (const auto& d : s)
    if (!(d.value && *d.value == 1))
      out.push_back(d);
  return out;
}

/// Equal when both are known and equal or both are the same symbol; unknown
/// when only one is known (decided at run time).
bool dimsMayMatch(const Dim& a, const Dim& b) {
  if (a.value && b.value)
    return *a.value == *b.value;
  if (!a.value && !b.value)
    return true; // symbolic extents: checked at run time
  return true;
}

} // namespace

bool shapesMayMatch(const std::vector<Dim>& a, const std::vector<Dim>& b) {
  auto sa = squeeze(a), sb = squeeze(b);
  if (sa.size() != sb.size())
    return false;
  for (size_t i = 0; i < sa.size(); ++i)
    if (!dimsMayMatch(sa[i], sb[i]))
      return false;
  return true;
}

std::string scopeWordOf(MemScope s) {
  switch (s) {
  case MemScope::Global: return "global memory";
  case MemScope::Shared: return "shared memory";
  case MemScope::Fragment: return "a fragment";
  case MemScope::Local: return "local memory";
  case MemScope::Var: return "a variable";
  }
  return "?";
}

RegionArg Checker::regionOf(const Value& v, const std::vector<Dim>* cornerExtents, SourceRange r) {
  RegionArg out;
  out.buffer = v.buffer;
  out.range = r;
  const auto& shape = v.buffer->shape;
  if (v.kind == ValueKind::Buffer) {
    for (const auto& d : shape) {
      out.starts.push_back(Value::ofInt(0));
      out.extents.push_back(d);
    }
    return out;
  }
  for (const auto& d : v.region) {
    out.starts.push_back(*d.start);
    out.extents.push_back(d.isIndex ? Dim::known(1) : *d.extent);
  }
  if (cornerExtents) {
    // A corner index A[i, j] moves a tile of the other operand's shape (unit
    // dims dropped), placed in the last dims of A.
    size_t rank = out.extents.size();
    std::vector<Dim> ext = cornerExtents->size() == rank ? *cornerExtents : squeeze(*cornerExtents);
    for (size_t i = 0; i < ext.size() && i < rank; ++i)
      out.extents[rank - ext.size() + i] = ext[i];
  }
  return out;
}

void Checker::emitTileOp(Builtin id, std::vector<RegionArg> regions, std::optional<Value> scalar, const BoundArgs& a,
                         std::initializer_list<const char*> flags) {
  if (!requireNoExitGuard(a.callRange, (std::string(builtinInfo(id).spelling) + " (a tile operator)").c_str()))
    return;
  if (!emitter_)
    return;
  TileOpCall call;
  call.op = id;
  call.regions = std::move(regions);
  call.scalar = std::move(scalar);
  call.range = a.callRange;
  for (const char* f : flags)
    call.flags[f] = a.at(f);
  emitter_->tileOp(call);
}

bool Checker::requireTile(const Value& v, SourceRange r, const std::string& role, bool allowCorner) {
  if (v.isError())
    return false;
  if (v.kind == ValueKind::Buffer || (v.kind == ValueKind::Region && (allowCorner || !v.isElement()))) {
    if (v.buffer->scope == MemScope::Var) {
      error(r, role + " must be a tile, but '" + v.buffer->name + "' is a T.alloc_var variable");
      return false;
    }
    return true;
  }
  if (v.kind == ValueKind::Region) {
    error(r, role + " must be a tile; " + valueText(v) + " is a single element (write a slice such as " + v.buffer->name +
                 "[i:i+n, :])");
    return false;
  }
  error(r, role + " must be a buffer or a region of one, not " + describe(v));
  return false;
}

void Checker::checkCopy(BoundArgs& a) {
  const Value& src = a.at("src");
  const Value& dst = a.at("dst");
  bool ok = requireTile(src, a.rangeOf("src"), "the source of T.copy", true);
  ok = requireTile(dst, a.rangeOf("dst"), "the destination of T.copy", true) && ok;
  const Value& cw = a.at("coalesced_width");
  if (cw.kind != ValueKind::None && (cw.kind != ValueKind::Int || cw.i <= 0)) {
    error(a.rangeOf("coalesced_width"), "coalesced_width must be a positive compile-time integer, not " + describe(cw));
    ok = false;
  }
  if (a.at("disable_tma").kind != ValueKind::Bool) {
    error(a.rangeOf("disable_tma"), "disable_tma must be True or False, not " + describe(a.at("disable_tma")));
    ok = false;
  }
  if (!ok)
    return;
  bool srcCorner = src.isElement(), dstCorner = dst.isElement();
  if (srcCorner && dstCorner) {
    error(a.callRange, "T.copy cannot tell how much to copy: both " + valueText(src) + " and " + valueText(dst) +
                           " are single elements; give one side as a whole buffer or a slice");
    return;
  }
  auto checkCorner = [&](const Value& corner, const std::vector<Dim>& extents, SourceRange r) {
    size_t rank = corner.region.size();
    auto ext = extents.size() == rank ? extents : squeeze(extents);
    if (ext.size() > rank) {
      error(r, "corner index " + valueText(corner) + " has " + std::to_string(rank) + " dimensions but the other side of T.copy is " +
                   std::to_string(ext.size()) + "-dimensional " + shapeStr(extents));
      return;
    }
    // The tile occupies the last dims of the corner's buffer.
    for (size_t i = 0; i < ext.size(); ++i) {
      size_t d = rank - ext.size() + i;
      const Dim& bufDim = corner.buffer->shape[d];
      const Value& start = *corner.region[d].start;
      if (ext[i].value && bufDim.value && *ext[i].value > *bufDim.value) {
        error(r, "T.copy moves a tile of " + shapeStr(extents) + " but dimension " + std::to_string(d) + " of '" +
                     corner.buffer->name + "' has only " + bufDim.str() + (*bufDim.value == 1 ? " element" : " elements"));
        return;
      }
      if (start.isConstInt() && ext[i].value && bufDim.value && start.i + *ext[i].value > *bufDim.value &&
          corner.buffer->scope != MemScope::Global) {
        error(r, "T.copy at " + valueText(corner) + " goes past the end of '" + corner.buffer->name + "' " +
                     shapeStr(corner.buffer->shape));
        return;
      }
    }
  };
  unsigned before = diags_.errorCount();
  auto ss = shapeOf(src), ds = shapeOf(dst);
  if (srcCorner)
    checkCorner(src, ds, a.rangeOf("src"));
  else if (dstCorner)
    checkCorner(dst, ss, a.rangeOf("dst"));
  else if (!shapesMayMatch(ss, ds)) {
    error(a.callRange, "T.copy shapes do not match: the source " + valueText(src) + " is " + shapeStr(ss) +
                           " but the destination " + valueText(dst) + " is " + shapeStr(ds))
        .note(dst.buffer->declRange, "'" + dst.buffer->name + "' is declared here");
  }
  if (diags_.errorCount() != before)
    return;
  emitTileOp(Builtin::Copy,
             {regionOf(src, srcCorner ? &ds : nullptr, a.rangeOf("src")), regionOf(dst, dstCorner ? &ss : nullptr, a.rangeOf("dst"))},
             std::nullopt, a, {"coalesced_width", "disable_tma"});
}

void Checker::checkGemm(BoundArgs& a) {
  const Value& A = a.at("A");
  const Value& B = a.at("B");
  const Value& C = a.at("C");
  bool ok = requireTile(A, a.rangeOf("A"), "operand A of T.gemm", false);
  ok = requireTile(B, a.rangeOf("B"), "operand B of T.gemm", false) && ok;
  ok = requireTile(C, a.rangeOf("C"), "the accumulator C of T.gemm", false) && ok;
  auto flag = [&](const char* n) -> std::optional<bool> {
    const Value& v = a.at(n);
    if (v.kind == ValueKind::Bool)
      return v.b;
    if (v.kind == ValueKind::Int && (v.i == 0 || v.i == 1))
      return v.i != 0;
    if (!v.isError())
      error(a.rangeOf(n), std::string(n) + " must be a compile-time True or False, not " + describe(v));
    return std::nullopt;
  };
  auto tA = flag("transpose_A"), tB = flag("transpose_B"), clearAcc = flag("clear_accum");
  const Value& policy = a.at("policy");
  if (policy.kind != ValueKind::Enum || policy.s.rfind("T.GemmWarpPolicy.", 0) != 0) {
    if (!policy.isError())
      error(a.rangeOf("policy"), "policy must be T.GemmWarpPolicy.Square, FullRow or FullCol, not " + describe(policy));
    ok = false;
  }
  auto kpack = requireConstInt(a.at("k_pack"), a.rangeOf("k_pack"), "k_pack");
  if (kpack && *kpack != 1 && *kpack != 2) {
    error(a.rangeOf("k_pack"), "k_pack must be 1 or 2");
    ok = false;
  }
  if (!ok || !tA || !tB || !clearAcc || !kpack)
    return;
  for (auto [v, n] : {std::pair{&A, "A"}, std::pair{&B, "B"}}) {
    MemScope s = v->buffer->scope;
    if (s != MemScope::Shared && s != MemScope::Fragment && s != MemScope::Local) {
      error(a.rangeOf(n), std::string("operand ") + n + " of T.gemm is in " + scopeWordOf(s) +
                              "; copy it into a T.alloc_shared or T.alloc_fragment buffer first")
          .note(v->buffer->declRange, "'" + v->buffer->name + "' is declared here");
      return;
    }
  }
  if (C.buffer->scope != MemScope::Fragment && C.buffer->scope != MemScope::Shared) {
    error(a.rangeOf("C"), "the accumulator of T.gemm must be a fragment (T.alloc_fragment) or shared; '" +
                              C.buffer->name + "' is in " + scopeWordOf(C.buffer->scope))
        .note(C.buffer->declRange, "'" + C.buffer->name + "' is declared here");
    return;
  }
  auto sA = squeeze(shapeOf(A)), sB = squeeze(shapeOf(B)), sC = squeeze(shapeOf(C));
  auto full = [](const Value& v) { return shapeOf(v); };
  // Keep unit dims when squeezing would leave fewer than two (a 1xK tile is fine).
  if (sA.size() < 2) sA = full(A);
  if (sB.size() < 2) sB = full(B);
  if (sC.size() < 2) sC = full(C);
  for (auto [s, n, v] : {std::tuple{&sA, "A", &A}, std::tuple{&sB, "B", &B}, std::tuple{&sC, "C", &C}}) {
    if (s->size() != 2) {
      error(a.rangeOf(n), std::string("operand ") + n + " of T.gemm must be 2-dimensional; " + valueText(*v) + " is " +
                              shapeStr(shapeOf(*v)));
      return;
    }
  }
  Dim M = *tA ? sA[1] : sA[0], KA = *tA ? sA[0] : sA[1];
  Dim KB = *tB ? sB[1] : sB[0], N = *tB ? sB[0] : sB[1];
  if (!dimsMayMatch(KA, KB)) {
    error(a.callRange, "T.gemm reduction dimensions differ: A (" + shapeStr(sA) + (*tA ? ", transposed" : "") +
                           ") has K = " + KA.str() + " but B (" + shapeStr(sB) + (*tB ? ", transposed" : "") +
                           ") has K = " + KB.str() + (*tB ? "" : "; did you mean transpose_B=True?"));
    return;
  }
  if (!dimsMayMatch(M, sC[0]) || !dimsMayMatch(N, sC[1])) {
    error(a.rangeOf("C"), "T.gemm accumulator '" + C.buffer->name + "' is " + shapeStr(sC) + " but A @ B is [" + M.str() +
                              ", " + N.str() + "]")
        .note(C.buffer->declRange, "'" + C.buffer->name + "' is declared here");
    return;
  }
  DType da = A.buffer->dtype, db = B.buffer->dtype, dc = C.buffer->dtype;
  bool fp8a = da == DType::Float8E4M3 || da == DType::Float8E5M2, fp8b = db == DType::Float8E4M3 || db == DType::Float8E5M2;
  if (da != db && !(fp8a && fp8b)) {
    error(a.callRange, "T.gemm operands must have the same dtype; A is " + std::string(dtypeName(da)) + " and B is " +
                           std::string(dtypeName(db)));
    return;
  }
  std::vector<DType> accs;
  switch (da) {
  case DType::Float16: accs = {DType::Float32, DType::Float16}; break;
  case DType::BFloat16: accs = {DType::Float32}; break;
  case DType::Float8E4M3: case DType::Float8E5M2: accs = {DType::Float32, DType::Float16}; break;
  case DType::Int8: case DType::UInt8: accs = {DType::Int32}; break;
  case DType::Float32: accs = {DType::Float32}; break;
  case DType::Float64: accs = {DType::Float64}; break;
  default:
    error(a.rangeOf("A"), "T.gemm does not support " + std::string(dtypeName(da)) +
                              " operands; use float16, bfloat16, float8, int8, float32 or float64");
    return;
  }
  if (std::find(accs.begin(), accs.end(), dc) == accs.end()) {
    std::string allowed;
    for (auto t : accs)
      allowed += (allowed.empty() ? "" : " or ") + std::string(dtypeName(t));
    error(a.rangeOf("C"), "T.gemm accumulates " + std::string(dtypeName(da)) + " products in " + allowed + ", but '" +
                              C.buffer->name + "' is " + std::string(dtypeName(dc)))
        .note(C.buffer->declRange, "'" + C.buffer->name + "' is declared here");
    return;
  }
  auto wg = requireConstInt(a.at("wg_wait"), a.rangeOf("wg_wait"), "wg_wait");
  if (!wg)
    return;
  if (*wg < -1) {
    error(a.rangeOf("wg_wait"), "wg_wait must be -1 (no wait) or a number of pending groups >= 0");
    return;
  }
  if (!checkGemmWarpgroups(a.at("warpgroups"), a.rangeOf("warpgroups")))
    return;
  emitTileOp(Builtin::Gemm, {regionOf(A, nullptr, a.rangeOf("A")), regionOf(B, nullptr, a.rangeOf("B")),
                             regionOf(C, nullptr, a.rangeOf("C"))},
             std::nullopt, a, {"transpose_A", "transpose_B", "policy", "clear_accum", "k_pack", "wg_wait", "warpgroups"});
}

bool Checker::checkGemmWarpgroups(const Value& v, SourceRange r) {
  if (v.kind == ValueKind::None || v.isError())
    return !v.isError();
  std::vector<Value> groups = v.kind == ValueKind::Tuple ? v.elts : std::vector<Value>{v};
  const char* what = "warpgroups must list consecutive warpgroup indices (128-thread groups of the block, 0 to 7), "
                     "e.g. warpgroups=[1, 2]";
  if (groups.empty()) {
    error(r, std::string(what) + ", not an empty list");
    return false;
  }
  std::string got;
  bool ok = true;
  for (size_t i = 0; i < groups.size(); ++i) {
    const Value& g = groups[i];
    // A block has at most 1024 threads: warpgroups 0 to 7.
    ok = ok && g.kind == ValueKind::Int && g.i >= 0 && g.i < 8 && (i == 0 || g.i == groups[0].i + int64_t(i));
    got += (i ? ", " : "") + (g.kind == ValueKind::Int ? std::to_string(g.i) : describe(g));
  }
  if (!ok) {
    error(r, std::string(what) + ", not [" + got + "]");
    return false;
  }
  return true;
}

void Checker::checkFill(Builtin id, BoundArgs& a) {
  const Value& buf = a.at("buffer");
  if (!requireTile(buf, a.rangeOf("buffer"), std::string("the target of ") + (id == Builtin::Fill ? "T.fill" : "T.clear"),
                   false))
    return;
  if (id == Builtin::Clear) {
    emitTileOp(Builtin::Fill, {regionOf(buf, nullptr, a.rangeOf("buffer"))}, Value::ofInt(0), a, {});
    return;
  }
  Value v = a.at("value");
  if (v.isElement())
    v = load(v, a.rangeOf("value"));
  if (!requireScalar(v, a.rangeOf("value"), "the fill value"))
    return;
  DType from = v.scalarType(), to = buf.buffer->dtype;
  if (isFloat(from) && isInteger(to) && v.kind != ValueKind::Int) {
    error(a.rangeOf("value"), "filling " + std::string(dtypeName(to)) + " buffer '" + buf.buffer->name + "' with a " +
                                  std::string(dtypeName(from)) + " value loses its fraction; convert it with T.cast(value, \"" +
                                  std::string(dtypeName(to)) + "\")");
    return;
  }
  emitTileOp(Builtin::Fill, {regionOf(buf, nullptr, a.rangeOf("buffer"))}, v, a, {});
}

void Checker::checkReduce(Builtin id, BoundArgs& a) {
  const Value& src = a.at("src");
  const Value& dst = a.at("dst");
  std::string name(builtinInfo(id).spelling);
  bool ok = requireTile(src, a.rangeOf("src"), "the source of " + name, false);
  ok = requireTile(dst, a.rangeOf("dst"), "the destination of " + name, false) && ok;
  if (!ok)
    return;
  for (auto [v, n] : {std::pair{&src, "src"}, std::pair{&dst, "dst"}}) {
    MemScope s = v->buffer->scope;
    if (s == MemScope::Global) {
      error(a.rangeOf(n), name + " works on on-chip tiles; '" + v->buffer->name +
                              "' is in global memory (copy it into a fragment first)");
      return;
    }
  }
  auto dim = requireConstInt(a.at("dim"), a.rangeOf("dim"), "dim");
  const Value& clear = a.at("clear");
  if (clear.kind != ValueKind::Bool && !clear.isError())
    error(a.rangeOf("clear"), "clear must be True or False");
  if (!dim)
    return;
  auto ss = shapeOf(src);
  int64_t rank = static_cast<int64_t>(ss.size());
  int64_t d = *dim < 0 ? *dim + rank : *dim;
  if (d < 0 || d >= rank) {
    error(a.rangeOf("dim"), "dim " + std::to_string(*dim) + " is out of range for the " + std::to_string(rank) +
                                "-dimensional source " + shapeStr(ss));
    return;
  }
  std::vector<Dim> expect = ss, kept = ss;
  expect.erase(expect.begin() + d);
  kept[d] = Dim::known(1);
  if (expect.empty())
    expect.push_back(Dim::known(1));
  auto ds = shapeOf(dst);
  auto exact = [](const std::vector<Dim>& x, const std::vector<Dim>& y) {
    if (x.size() != y.size())
      return false;
    for (size_t i = 0; i < x.size(); ++i)
      if (!dimsMayMatch(x[i], y[i]))
        return false;
    return true;
  };
  if (!exact(ds, expect) && !exact(ds, kept)) {
    error(a.rangeOf("dst"), name + " along dim " + std::to_string(d) + " of " + shapeStr(ss) + " gives " +
                                shapeStr(expect) + ", but '" + dst.buffer->name + "' is " + shapeStr(ds))
        .note(dst.buffer->declRange, "'" + dst.buffer->name + "' is declared here");
    return;
  }
  if (clear.kind != ValueKind::Bool)
    return;
  BoundArgs normalized = a;
  normalized.named["dim"] = Value::ofInt(d);
  emitTileOp(id, {regionOf(src, nullptr, a.rangeOf("src")), regionOf(dst, nullptr, a.rangeOf("dst"))}, std::nullopt,
             normalized, {"dim", "clear"});
}

void Checker::checkCumSum(BoundArgs& a) {
  const Value& src = a.at("src");
  const Value& dst = a.at("dst");
  if (!requireTile(src, a.rangeOf("src"), "the source of T.cumsum", false))
    return;
  if (dst.kind != ValueKind::None) {
    if (!requireTile(dst, a.rangeOf("dst"), "the destination of T.cumsum", false))
      return;
    if (!shapesMayMatch(shapeOf(src), shapeOf(dst))) {
      error(a.rangeOf("dst"), "T.cumsum keeps the shape: the source is " + shapeStr(shapeOf(src)) + " but '" +
                                  dst.buffer->name + "' is " + shapeStr(shapeOf(dst)));
      return;
    }
  }
  if (src.buffer->scope == MemScope::Global) {
    error(a.rangeOf("src"), "T.cumsum works on on-chip tiles; copy '" + src.buffer->name + "' into shared memory or a fragment first");
    return;
  }
  auto dim = requireConstInt(a.at("dim"), a.rangeOf("dim"), "dim");
  if (!dim)
    return;
  int64_t rank = static_cast<int64_t>(shapeOf(src).size());
  if (*dim < -rank || *dim >= rank) {
    error(a.rangeOf("dim"), "dim " + std::to_string(*dim) + " is out of range for a " + std::to_string(rank) +
                                "-dimensional tile");
    return;
  }
  const Value& rev = a.at("reverse");
  if (rev.kind != ValueKind::Bool) {
    if (!rev.isError())
      error(a.rangeOf("reverse"), "reverse must be True or False");
    return;
  }
  BoundArgs normalized = a;
  normalized.named["dim"] = Value::ofInt(*dim < 0 ? *dim + rank : *dim);
  const Value& out = dst.kind == ValueKind::None ? src : dst;
  emitTileOp(Builtin::CumSum, {regionOf(src, nullptr, a.rangeOf("src")), regionOf(out, nullptr, a.rangeOf("dst"))},
             std::nullopt, normalized, {"dim", "reverse"});
}

} // namespace tilec::sema
