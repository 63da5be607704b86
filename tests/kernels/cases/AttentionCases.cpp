// Attention: flash_attention.tile (multi-head, with the log-sum-exp),
// gqa_attention.tile (grouped-query) and mla_decode.tile (the split
// latent-attention decode and its combine), against float64 softmax
// attention. The kernels round the probabilities to the input type before
// the second GEMM (as FlashAttention does), so outputs are compared at the
// magnitude of the terms they sum (sumScale), not of the result alone.
//
// The GPU suite runs flash and GQA attention on every variant (sm_90a:
// wgmma with a register operand for P @ V; sm_80 PTX: mma.sync) at longer
// sequences. mla_decode_split needs more shared memory than sm_80 has
// (172 KB: a located error there), so it runs on the sm_90a variants.

#include "HostThreads.h"
#include "KernelCase.h"


#include <algorithm>
#include <array>
#include <cmath>

using namespace tilec_kernels;

namespace {

struct AttentionShape {
  int64_t batch, seq, heads, headsKv, dim;
  bool causal;
};

/// O[b, s, h, :] = softmax_j(Q[b, s, h] . K[b, j, g] / sqrt(dim)) V[b, j, g, :]
/// with g = h / (heads / headsKv), keys j <= s when causal; layout
/// [batch, seq, heads, dim]. lse[b, h, s] is the natural log-sum-exp of the
/// scores; `scale` receives the magnitude of each output's terms.
void attentionReference(const HostArray& Q, const HostArray& K, const HostArray& V, const AttentionShape& a,
                        std::vector<double>& out, std::vector<double>& scale, std::vector<double>& lse) {
  out.assign(static_cast<std::size_t>(a.batch * a.seq * a.heads * a.dim), 0.0);
  scale.assign(out.size(), 0.0);
  lse.assign(static_cast<std::size_t>(a.batch * a.heads * a.seq), 0.0);
  // Converted once: the GPU suite's sequences make this loop the test's cost.
  const std::vector<double> q = Q.values(), k = K.values(), v = V.values();
  const std::size_t D = static_cast<std::size_t>(a.dim);
  int64_t group = a.heads / a.headsKv;
  double inv = 1.0 / std::sqrt(static_cast<double>(a.dim));
  std::vector<double> s(static_cast<std::size_t>(a.seq)), acc(D), accAbs(D);
  for (int64_t b = 0; b < a.batch; ++b)
    for (int64_t h = 0; h < a.heads; ++h)
      for (int64_t i = 0; i < a.seq; ++i) {
        int64_t g = h / group, keys = a.causal ? i + 1 : a.seq;
        const double* qi = &q[static_cast<std::size_t>(((b * a.seq + i) * a.heads + h) * a.dim)];
        auto kvRow = [&](int64_t j) { return static_cast<std::size_t>(((b * a.seq + j) * a.headsKv + g) * a.dim); };
        double mx = -INFINITY;
        for (int64_t j = 0; j < keys; ++j) {
          const double* kj = &k[kvRow(j)];
          double dot = 0;
          for (std::size_t d = 0; d < D; ++d)
            dot += qi[d] * kj[d];
          s[static_cast<std::size_t>(j)] = dot * inv;
          mx = std::max(mx, dot * inv);
        }
        double sum = 0;
        for (int64_t j = 0; j < keys; ++j)
          sum += std::exp(s[static_cast<std::size_t>(j)] - mx);
        lse[static_cast<std::size_t>((b * a.heads + h) * a.seq + i)] = std::log(sum) + mx;
        std::fill(acc.begin(), acc.end(), 0.0);
        std::fill(accAbs.begin(), accAbs.end(), 0.0);
        for (int64_t j = 0; j < keys; ++j) {
          double p = std::exp(s[static_cast<std::size_t>(j)] - mx) / sum;
          const double* vj = &v[kvRow(j)];
          for (std::size_t d = 0; d < D; ++d) {
            acc[d] += p * vj[d];
            accAbs[d] += std::fabs(p * vj[d]);
          }
        }
        std::size_t row = static_cast<std::size_t>(((b * a.seq + i) * a.heads + h) * a.dim);
        for (std::size_t d = 0; d < D; ++d) {
          out[row + d] = acc[d];
          scale[row + d] = accAbs[d];
        }
      }
}

void checkAttention(KernelCase& c, ElemType t, const AttentionShape& a, bool withLse) {
  std::size_t nq = static_cast<std::size_t>(a.batch * a.seq * a.heads * a.dim);
  std::size_t nkv = static_cast<std::size_t>(a.batch * a.seq * a.headsKv * a.dim);
  HostArray Q = c.random(t, nq, -1, 1), K = c.random(t, nkv, -1, 1), V = c.random(t, nkv, -1, 1);
  HostArray O(t, nq), L(ElemType::F32, static_cast<std::size_t>(a.batch * a.heads * a.seq));
  if (withLse)
    REQUIRE_LAUNCHED(c, {in(Q), in(K), in(V), out(O), out(L)});
  else
    REQUIRE_LAUNCHED(c, {in(Q), in(K), in(V), out(O)});
  std::vector<double> ref, scale, lse;
  attentionReference(Q, K, V, a, ref, scale, lse);
  for (std::size_t i = 0; i < ref.size(); ++i)
    scale[i] += std::fabs(ref[i]);
  CHECK_OUTPUT(compareArrays(O, ref, tolFor(t), scale), "Output", {a.batch, a.seq, a.heads, a.dim});
  if (withLse)
    CHECK_OUTPUT(compareArrays(L, lse, {1e-3, 1e-4}), "lse", {a.batch, a.heads, a.seq});
}

} // namespace

// Keys past the sequence are masked (200: a key tail of 8 and a query tail
// of 72); 64 is a query tail (block_M 128).
TEST_CASE("flash_attention: mha_fwd_d128 (32 heads, dim 128, dynamic batch and sequence)", "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  auto s = GENERATE(from_range(
      bySuite<std::pair<int64_t, int64_t>>({{1, 64}, {2, 128}, {1, 200}, {1, 333}}, {{1, 64}, {1, 200}})));
  // _s3: the P @ V GEMM rotated one iteration back (in flight across the
  // next tile's softmax) on sm_90a; _st: O stored by the threads, not TMA.
  const char* e = GENERATE("mha_fwd_d128", "mha_fwd_d128_s3", "mha_fwd_d128_s3_st");
  KernelCase c("flash_attention.tile", e, v, {{"batch", s.first}, {"seq_len", s.second}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAttention(c, ElemType::F16, {s.first, s.second, 32, 32, 128, false}, true);
}

// A persistent grid: 600 keys make 5 query tiles per head, 160 tiles, more
// than the blocks a GPU holds, so blocks run several tiles with the K/V
// stages continuing from one to the next (and a query tail of 88).
TEST_CASE("flash_attention: mha_fwd_d128_persistent (persistent grid)", "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  int64_t seq = GENERATE(from_range(bySuite<int64_t>({600, 64}, {200})));
  KernelCase c("flash_attention.tile", "mha_fwd_d128_persistent", v, {{"batch", 1}, {"seq_len", seq}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAttention(c, ElemType::F16, {1, seq, 32, 32, 128, false}, true);
}

// 128-key tiles in three stages, O staged in Q's shared tile: the next
// tile's Q is loaded only after the TMA store has read O (batch 2 at 600:
// 320 tiles, more than one per block). sm_90's shared memory only.
TEST_CASE("flash_attention: mha_fwd_d128_s3_persistent (persistent grid, O through Q's tile)", "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::LLVM_SM90A, Variant::Host);
  int64_t seq = GENERATE(from_range(bySuite<int64_t>({600, 64}, {200})));
  KernelCase c("flash_attention_sm90.tile", "mha_fwd_d128_s3_persistent", v, {{"batch", 2}, {"seq_len", seq}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAttention(c, ElemType::F16, {2, seq, 32, 32, 128, false}, true);
}

// Causal and persistent: tiles with different key loops (1 to 10 key
// tiles at 600) follow one another in a block, the K/V stages continuing
// from a running count.
TEST_CASE("flash_attention: mha_fwd_causal_d128_persistent (causal, persistent grid)", "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  int64_t seq = GENERATE(from_range(bySuite<int64_t>({600, 100, 1}, {200})));
  KernelCase c("flash_attention.tile", "mha_fwd_causal_d128_persistent", v, {{"batch", 2}, {"seq_len", seq}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAttention(c, ElemType::F16, {2, seq, 32, 32, 128, true}, true);
}

// The causal mask also hides keys past the sequence: any length works.
TEST_CASE("flash_attention: mha_fwd_causal_d128 (causal, skips tiles past the diagonal)", "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  int64_t seq = GENERATE(from_range(bySuite<int64_t>({100, 1, 600}, {100, 1})));
  // _direct: O stored from the registers, each warpgroup when it is done.
  // _g8: eight heads' tiles at a time, the longest first across them.
  const char* e = GENERATE("mha_fwd_causal_d128", "mha_fwd_causal_d128_s3", "mha_fwd_causal_d128_s3_direct",
                           "mha_fwd_causal_d128_s3_g8");
  KernelCase c("flash_attention.tile", e, v, {{"batch", 1}, {"seq_len", seq}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAttention(c, ElemType::F16, {1, seq, 32, 32, 128, true}, true);
}

// batch, heads, seq: 4097 is one past a key tile (block_N 64). The causal
// _g2 takes two heads' tiles at a time: 3 and 1 heads leave the last group
// one head short (its blocks read zeros and store nothing).
TEST_CASE("flash_attention: mha_fwd_bf16_d64, mha_fwd_bf16_d64_causal_g2 (bfloat16, dim 64, dynamic heads)",
          "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  auto s = GENERATE(from_range(
      bySuite<std::array<int64_t, 3>>({{2, 3, 128}, {1, 2, 1000}, {1, 1, 4097}}, {{2, 3, 128}, {1, 2, 100}})));
  auto e = GENERATE(std::make_pair("mha_fwd_bf16_d64", false), std::make_pair("mha_fwd_bf16_d64_causal_g2", true));
  KernelCase c("flash_attention.tile", e.first, v, {{"batch", s[0]}, {"seq_len", s[2]}, {"heads", s[1]}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAttention(c, ElemType::BF16, {s[0], s[2], s[1], s[1], 64, e.second}, true);
}

TEST_CASE("gqa_attention: gqa_fwd_causal_h32_kv8 (4 query heads per kv head, causal)", "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  int64_t seq = GENERATE(as<int64_t>{}, 100, 1);
  KernelCase c("gqa_attention.tile", "gqa_fwd_causal_h32_kv8", v, {{"batch", 1}, {"seq_len", seq}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAttention(c, ElemType::F16, {1, seq, 32, 8, 128, true}, false);
}

TEST_CASE("gqa_attention: gqa_fwd_h64_kv8 (8 query heads per kv head, not causal)", "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  int64_t seq = GENERATE(from_range(bySuite<int64_t>({64, 90, 300}, {64, 90})));
  KernelCase c("gqa_attention.tile", "gqa_fwd_h64_kv8", v, {{"batch", 1}, {"seq_len", seq}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAttention(c, ElemType::F16, {1, seq, 64, 8, 128, false}, false);
}

namespace {

// The float64 reference of MLA decode over `splits` slices of the keys: per
// (sequence, head, slice) the log2-sum-exp of the scores
// (Q . KV + Q_pe . K_pe) / sqrt(576) and the normalized output, with the sum
// of |terms| of each output element (its error scale).
struct MlaReference {
  std::vector<double> lse, out, scale;
};

MlaReference mlaReference(const HostArray& Q, const HostArray& Qpe, const HostArray& KV, const HostArray& Kpe,
                          int64_t batch, int64_t seq, int64_t splits) {
  const int64_t heads = 128, dim = 512, pe = 64;
  MlaReference r;
  r.lse.resize(static_cast<std::size_t>(batch * heads * splits));
  r.out.assign(r.lse.size() * static_cast<std::size_t>(dim), 0.0);
  r.scale.assign(r.out.size(), 0.0);
  int64_t len = (seq + splits - 1) / splits;
  double inv = 1.0 / std::sqrt(static_cast<double>(dim + pe));
  // Converted once: every head reads all of the keys.
  const std::vector<double> q = Q.values(), qpe = Qpe.values(), kv = KV.values(), kpe = Kpe.values();
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t h = 0; h < heads; ++h)
      for (int64_t sp = 0; sp < splits; ++sp) {
        int64_t lo = sp * len, hi = std::min(seq, (sp + 1) * len);
        std::vector<double> s;
        double mx = -INFINITY;
        for (int64_t j = lo; j < hi; ++j) {
          double dot = 0;
          for (int64_t d = 0; d < dim; ++d)
            dot += q[static_cast<std::size_t>((b * heads + h) * dim + d)] *
                   kv[static_cast<std::size_t>((b * seq + j) * dim + d)];
          for (int64_t d = 0; d < pe; ++d)
            dot += qpe[static_cast<std::size_t>((b * heads + h) * pe + d)] *
                   kpe[static_cast<std::size_t>((b * seq + j) * pe + d)];
          s.push_back(dot * inv);
          mx = std::max(mx, dot * inv);
        }
        double sum = 0;
        for (double x : s)
          sum += std::exp(x - mx);
        std::size_t at = static_cast<std::size_t>((b * heads + h) * splits + sp);
        r.lse[at] = (std::log(sum) + mx) / std::log(2.0);
        for (int64_t j = lo; j < hi; ++j) {
          double p = std::exp(s[static_cast<std::size_t>(j - lo)] - mx) / sum;
          for (int64_t d = 0; d < dim; ++d) {
            double term = p * kv[static_cast<std::size_t>((b * seq + j) * dim + d)];
            r.out[at * static_cast<std::size_t>(dim) + static_cast<std::size_t>(d)] += term;
            r.scale[at * static_cast<std::size_t>(dim) + static_cast<std::size_t>(d)] += std::fabs(term);
          }
        }
      }
  return r;
}

// mla_decode_split: each of `splits` slices of the keys gives a partial
// output and its log2-sum-exp; mla_decode (`splits` 0): one slice, the output
// in the input type.
void checkMlaSplit(KernelCase& c, ElemType t, int64_t batch, int64_t seq, int64_t splits) {
  const int64_t heads = 128, dim = 512, pe = 64;
  HostArray Q = c.random(t, static_cast<std::size_t>(batch * heads * dim), -1, 1);
  HostArray Qpe = c.random(t, static_cast<std::size_t>(batch * heads * pe), -1, 1);
  HostArray KV = c.random(t, static_cast<std::size_t>(batch * seq * dim), -1, 1);
  HostArray Kpe = c.random(t, static_cast<std::size_t>(batch * seq * pe), -1, 1);
  if (splits == 0) {
    HostArray O(t, static_cast<std::size_t>(batch * heads * dim));
    REQUIRE_LAUNCHED(c, {in(Q), in(Qpe), in(KV), in(Kpe), out(O)});
    MlaReference r = mlaReference(Q, Qpe, KV, Kpe, batch, seq, 1);
    CHECK_OUTPUT(compareArrays(O, r.out, tolFor(t), r.scale), "Output", {batch, heads, dim});
    return;
  }
  HostArray glse(ElemType::F32, static_cast<std::size_t>(batch * heads * splits));
  HostArray part(ElemType::F32, static_cast<std::size_t>(batch * heads * splits * dim));
  REQUIRE_LAUNCHED(c, {in(Q), in(Qpe), in(KV), in(Kpe), out(glse), out(part)});
  MlaReference r = mlaReference(Q, Qpe, KV, Kpe, batch, seq, splits);
  CHECK_OUTPUT(compareArrays(glse, r.lse, {1e-3, 1e-4}), "glse", {batch, heads, splits});
  // The probabilities were rounded to the input type before the second GEMM.
  CHECK_OUTPUT(compareArrays(part, r.out, tolFor(t), r.scale), "Output_partial", {batch, heads, splits, dim});
}

void checkMlaCombine(KernelCase& c, ElemType t, int64_t batch, int64_t splits) {
  const int64_t heads = 128, dim = 512;
  HostArray glse = c.random(ElemType::F32, static_cast<std::size_t>(batch * heads * splits), -3, 3);
  HostArray part = c.random(ElemType::F32, static_cast<std::size_t>(batch * heads * splits * dim), -1, 1);
  HostArray O(t, static_cast<std::size_t>(batch * heads * dim));
  REQUIRE_LAUNCHED(c, {in(glse), in(part), out(O)});
  std::vector<double> ref(O.size(), 0.0), scale(O.size(), 0.0);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t h = 0; h < heads; ++h) {
      std::size_t row = static_cast<std::size_t>((b * heads + h) * splits);
      double mx = -INFINITY, total = 0;
      for (int64_t s = 0; s < splits; ++s)
        mx = std::max(mx, glse.get(row + static_cast<std::size_t>(s)));
      for (int64_t s = 0; s < splits; ++s)
        total += std::exp2(glse.get(row + static_cast<std::size_t>(s)) - mx);
      double lse = std::log2(total) + mx;
      for (int64_t s = 0; s < splits; ++s) {
        double w = std::exp2(glse.get(row + static_cast<std::size_t>(s)) - lse);
        for (int64_t d = 0; d < dim; ++d) {
          double term = w * part.get((row + static_cast<std::size_t>(s)) * static_cast<std::size_t>(dim) +
                                     static_cast<std::size_t>(d));
          std::size_t o = static_cast<std::size_t>((b * heads + h) * dim + d);
          ref[o] += term;
          scale[o] += std::fabs(term);
        }
      }
    }
  CHECK_OUTPUT(compareArrays(O, ref, tolFor(t), scale), "Output", {batch, heads, dim});
}

} // namespace

// Every split must hold keys (an empty one has no softmax); the tiles of a
// split end past it (masked) and past the sequence (zero-filled).
// 64-head blocks (wgmma, warpgroups splitting N) and 32-head ones (mma.sync).
TEST_CASE("mla_decode: mla_decode_split_h128 (4 splits, block_N 64, dynamic batch and keys)", "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::LLVM_SM90A, Variant::Host);
  auto s = GENERATE(from_range(bySuite<std::pair<int64_t, int64_t>>({{1, 100}, {2, 1000}}, {{1, 100}})));
  const char* e = GENERATE("mla_decode_split_h128", "mla_decode_split_h128_b32");
  KernelCase c("mla_decode.tile", e, v, {{"batch", s.first}, {"seqlen_kv", s.second}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkMlaSplit(c, ElemType::F16, s.first, s.second, 4);
}

// Two slices; mla_decode (the whole sequence in one block's loop, the output
// itself), also with the two head blocks of a sequence in a cluster sharing
// the KV tiles (multicast), and on three warpgroups (GEMMs on some of them;
// 64- and 48-key tiles: 1000 keys end in a partial tile either way).
TEST_CASE("mla_decode: mla_decode_split_h128_s2, mla_decode_h128, mla_decode_h128_cl2, mla_decode_h128_wg3[_n48]",
          "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::LLVM_SM90A, Variant::Host);
  auto e = GENERATE(std::make_pair("mla_decode_split_h128_s2", int64_t(2)),
                    std::make_pair("mla_decode_h128", int64_t(0)), std::make_pair("mla_decode_h128_cl2", int64_t(0)),
                    std::make_pair("mla_decode_h128_wg3", int64_t(0)), std::make_pair("mla_decode_h128_wg3_n48", int64_t(0)));
  KernelCase c("mla_decode.tile", e.first, v, {{"batch", 2}, {"seqlen_kv", 1000}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkMlaSplit(c, ElemType::F16, 2, 1000, e.second);
}

// mla_decode_stream_k: num_parts blocks, in pairs (the two head blocks),
// share the sequences' key tiles in equal runs; the pieces of a sequence split
// between runs are merged by the block that holds its first tile, through
// Partial_O / Partial_lse and Flags, which start at zero and must be left at
// zero. 2 parts: one run per head block, both sequences in it; 7: three runs
// (a sequence in two pieces, one block idle); 14: seven runs (sequences in
// three pieces); 70 (GPU): more runs than key tiles (empty runs).
TEST_CASE("mla_decode: mla_decode_h128_sk (stream-K: runs of key tiles, pieces merged through flags)",
          "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::LLVM_SM90A, Variant::Host);
  // (Not 70 on the host route, where each block needs a thread of its own.)
  const int64_t parts = GENERATE_COPY(from_range(v == Variant::Host ? std::vector<int64_t>{2, 7, 14}
                                                                    : std::vector<int64_t>{2, 7, 14, 70}));
  const int64_t batch = 2, seq = 1000, heads = 128, dim = 512, pe = 64, blockH = 64;
  KernelCase c("mla_decode.tile", "mla_decode_h128_sk", v, {{"batch", batch}, {"seqlen_kv", seq}, {"num_parts", parts}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  // A block may wait for a later one to publish its piece: on the host route
  // every block needs a thread of its own (the pool claims blocks in order).
  HostThreads threads(v, static_cast<int32_t>(parts));
  HostArray Q = c.random(ElemType::F16, static_cast<std::size_t>(batch * heads * dim), -1, 1);
  HostArray Qpe = c.random(ElemType::F16, static_cast<std::size_t>(batch * heads * pe), -1, 1);
  HostArray KV = c.random(ElemType::F16, static_cast<std::size_t>(batch * seq * dim), -1, 1);
  HostArray Kpe = c.random(ElemType::F16, static_cast<std::size_t>(batch * seq * pe), -1, 1);
  HostArray O(ElemType::F16, static_cast<std::size_t>(batch * heads * dim));
  HostArray partO(ElemType::F32, static_cast<std::size_t>(parts * blockH * dim));
  HostArray partLse(ElemType::F32, static_cast<std::size_t>(parts * blockH));
  HostArray flags(ElemType::I32, static_cast<std::size_t>(parts));
  REQUIRE_LAUNCHED(c, {in(Q), in(Qpe), in(KV), in(Kpe), out(O), out(partO), out(partLse), zeroedOut(flags)});
  MlaReference r = mlaReference(Q, Qpe, KV, Kpe, batch, seq, 1);
  CHECK_OUTPUT(compareArrays(O, r.out, tolFor(ElemType::F16), r.scale), "Output", {batch, heads, dim});
  int64_t raised = 0;
  for (std::size_t i = 0; i < flags.size(); ++i)
    raised += flags.get(i) != 0;
  CHECK(raised == 0);
}

TEST_CASE("mla_decode: mla_decode_split_bf16_s8 (8 splits, bfloat16)", "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::LLVM_SM90A, Variant::Host);
  KernelCase c("mla_decode.tile", "mla_decode_split_bf16_s8", v, {{"batch", 2}, {"seqlen_kv", 100}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkMlaSplit(c, ElemType::BF16, 2, 100, 8);
}

TEST_CASE("mla_decode: mla_decode_combine (4 and 8 splits)", "[kernels][attention]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  auto e = GENERATE(std::make_tuple("mla_decode_combine_h128", ElemType::F16, int64_t(4)),
                    std::make_tuple("mla_decode_combine_bf16_s8", ElemType::BF16, int64_t(8)));
  KernelCase c("mla_decode.tile", std::get<0>(e), v, {{"batch", 2}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkMlaCombine(c, std::get<1>(e), 2, std::get<2>(e));
}
