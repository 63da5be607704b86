"""A FlashAttention forward in Triton: the Triton peer of bench/attention.

attention(q, k, v, causal, out=None, lse=None, config=None) computes, for
each batch b and head h,

    out[b, :, h, :] = softmax(q[b, :, h, :] @ k[b, :, h, :]^T / sqrt(D)) @ v[b, :, h, :]
    lse[b, h, :]    = log(sum(exp(scores), axis=-1))        (natural log)

with q, k, v and out of shape (B, S, H, D) (any strides whose last one is 1)
and lse (B, H, S) float32: the layout of examples/flash_attention.tile. One
program computes BLOCK_M query rows of one (batch, head) with an online
softmax over key tiles of BLOCK_N, accumulating in float32; causal masks key
j > query i (top-left aligned, as SDPA's is_causal for square inputs). Key
tiles wholly below the diagonal run without the mask; the tiles that cross
it (and the last, partial one of a sequence) apply it.

Without `config` Triton's autotuner picks the tile (on the first call per
shape, with its own timing); configs() lists the choices, and config=one of
them launches it directly, so that a harness can time each in its own way.

Importing this module never fails: without Triton, available() says why.
"""

import math

try:
    import triton
    import triton.language as tl
    _WHY_NOT = None
except Exception as e:  # ImportError, or a Triton that does not load here
    triton = None
    tl = None
    _WHY_NOT = "triton does not import: %s: %s" % (type(e).__name__, str(e).splitlines()[0] if str(e) else "")


def available():
    """(True, version) or (False, the reason)."""
    if triton is None:
        return False, _WHY_NOT
    return True, getattr(triton, "__version__", "?")


if triton is not None:
    def _configs():
        # BLOCK_M is a multiple of BLOCK_N: the causal split into unmasked
        # and diagonal key tiles assumes it.
        c = triton.Config
        return [
            c({"BLOCK_M": 128, "BLOCK_N": 64}, num_warps=4, num_stages=3),
            c({"BLOCK_M": 128, "BLOCK_N": 64}, num_warps=8, num_stages=3),
            c({"BLOCK_M": 128, "BLOCK_N": 128}, num_warps=8, num_stages=3),
            c({"BLOCK_M": 128, "BLOCK_N": 32}, num_warps=4, num_stages=4),
            c({"BLOCK_M": 64, "BLOCK_N": 64}, num_warps=4, num_stages=3),
        ]

    @triton.jit
    def _key_tiles(acc, m_i, l_i, q, k_base, v_base, stride_ks, stride_vs, offs_m, offs_d, seq,
                   lo, hi, qk_scale, BLOCK_N: tl.constexpr, MASK_CAUSAL: tl.constexpr,
                   MASK_SEQ: tl.constexpr):
        """Key tiles [lo, hi) into the running (acc, m_i, l_i); scores in log2 units."""
        offs_n = tl.arange(0, BLOCK_N)
        for start_n in range(lo, hi, BLOCK_N):
            cols = start_n + offs_n
            if MASK_SEQ:
                k = tl.load(k_base + cols[:, None] * stride_ks + offs_d[None, :], mask=cols[:, None] < seq,
                            other=0.0)
            else:
                k = tl.load(k_base + cols[:, None] * stride_ks + offs_d[None, :])
            qk = tl.dot(q, tl.trans(k)) * qk_scale
            if MASK_CAUSAL:
                keep = offs_m[:, None] >= cols[None, :]
                if MASK_SEQ:
                    keep = keep & (cols[None, :] < seq)
                qk = tl.where(keep, qk, float("-inf"))
            elif MASK_SEQ:
                qk = tl.where(cols[None, :] < seq, qk, float("-inf"))
            # Every row keeps key 0 in the first tile (i >= 0), so m_new is
            # finite from there on and no row turns into inf - inf.
            m_new = tl.maximum(m_i, tl.max(qk, 1))
            alpha = tl.math.exp2(m_i - m_new)
            p = tl.math.exp2(qk - m_new[:, None])
            l_i = l_i * alpha + tl.sum(p, 1)
            acc = acc * alpha[:, None]
            if MASK_SEQ:
                v = tl.load(v_base + cols[:, None] * stride_vs + offs_d[None, :], mask=cols[:, None] < seq,
                            other=0.0)
            else:
                v = tl.load(v_base + cols[:, None] * stride_vs + offs_d[None, :])
            acc += tl.dot(p.to(v.dtype), v)
            m_i = m_new
        return acc, m_i, l_i

    @triton.autotune(configs=_configs(), key=["SEQ", "HEAD_DIM", "CAUSAL"])
    @triton.jit
    def _attention_fwd(Q, K, V, O, L, sm_scale,
                       stride_qb, stride_qs, stride_qh, stride_kb, stride_ks, stride_kh,
                       stride_vb, stride_vs, stride_vh, stride_ob, stride_os, stride_oh,
                       stride_lb, stride_lh, H, SEQ,
                       HEAD_DIM: tl.constexpr, CAUSAL: tl.constexpr,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
        start_m = tl.program_id(0)
        bh = tl.program_id(1)
        b = bh // H
        h = bh % H
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_d = tl.arange(0, HEAD_DIM)
        rows = offs_m < SEQ
        q = tl.load(Q + b * stride_qb + h * stride_qh + offs_m[:, None] * stride_qs + offs_d[None, :],
                    mask=rows[:, None], other=0.0)
        k_base = K + b * stride_kb + h * stride_kh
        v_base = V + b * stride_vb + h * stride_vh
        m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
        l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
        acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
        qk_scale = sm_scale * 1.4426950408889634  # exp(x) = exp2(x log2 e)
        if CAUSAL:
            # Tiles left of this block's first row: no mask (and inside the
            # sequence). Then the tiles that cross the diagonal.
            diag = start_m * BLOCK_M
            acc, m_i, l_i = _key_tiles(acc, m_i, l_i, q, k_base, v_base, stride_ks, stride_vs, offs_m, offs_d,
                                       SEQ, 0, diag, qk_scale, BLOCK_N, False, False)
            acc, m_i, l_i = _key_tiles(acc, m_i, l_i, q, k_base, v_base, stride_ks, stride_vs, offs_m, offs_d,
                                       SEQ, diag, tl.minimum(diag + BLOCK_M, SEQ), qk_scale, BLOCK_N, True, True)
        else:
            full = (SEQ // BLOCK_N) * BLOCK_N
            acc, m_i, l_i = _key_tiles(acc, m_i, l_i, q, k_base, v_base, stride_ks, stride_vs, offs_m, offs_d,
                                       SEQ, 0, full, qk_scale, BLOCK_N, False, False)
            acc, m_i, l_i = _key_tiles(acc, m_i, l_i, q, k_base, v_base, stride_ks, stride_vs, offs_m, offs_d,
                                       SEQ, full, SEQ, qk_scale, BLOCK_N, False, True)
        acc = acc / l_i[:, None]
        lse = (m_i + tl.math.log2(l_i)) * 0.6931471805599453  # log2 units to natural log
        tl.store(O + b * stride_ob + h * stride_oh + offs_m[:, None] * stride_os + offs_d[None, :],
                 acc.to(O.dtype.element_ty), mask=rows[:, None])
        tl.store(L + b * stride_lb + h * stride_lh + offs_m, lse, mask=rows)


def configs():
    """The tile configurations the autotuner chooses from (triton.Config)."""
    if triton is None:
        raise RuntimeError(_WHY_NOT)
    return _configs()


def describe(cfg):
    """A triton.Config as text."""
    kw = dict(getattr(cfg, "kwargs", {}))
    return "BLOCK_M=%s BLOCK_N=%s warps=%s stages=%s" % (kw.get("BLOCK_M", "?"), kw.get("BLOCK_N", "?"),
                                                       getattr(cfg, "num_warps", "?"),
                                                       getattr(cfg, "num_stages", "?"))


def attention(q, k, v, causal, out=None, lse=None, config=None):
    """Runs the kernel on torch tensors q, k, v (B, S, H, D) and returns
    (out, lse); out and lse are allocated when not given. Without `config`
    the first call for a new (S, D, causal) autotunes (it launches every
    config); with one of configs() that tile runs, untuned."""
    if triton is None:
        raise RuntimeError(_WHY_NOT)
    import torch
    B, S, H, D = q.shape
    if k.shape != q.shape or v.shape != q.shape:
        raise ValueError("q, k and v must have one shape (B, S, H, D)")
    if D not in (16, 32, 64, 128, 256):
        raise ValueError("head dim %d: this kernel takes 16, 32, 64, 128 or 256" % D)
    if out is None:
        out = torch.empty_like(q)
    if lse is None:
        lse = torch.empty((B, H, S), device=q.device, dtype=torch.float32)
    for name, t in (("q", q), ("k", k), ("v", v), ("out", out)):
        if t.stride(3) != 1:
            raise ValueError("%s: the head dim must be contiguous (stride %d)" % (name, t.stride(3)))
    if lse.stride(2) != 1:
        raise ValueError("lse: the sequence dim must be contiguous")

    def grid(meta):
        return (triton.cdiv(S, meta["BLOCK_M"]), B * H)

    args = (q, k, v, out, lse, 1.0 / math.sqrt(D),
            q.stride(0), q.stride(1), q.stride(2), k.stride(0), k.stride(1), k.stride(2),
            v.stride(0), v.stride(1), v.stride(2), out.stride(0), out.stride(1), out.stride(2),
            lse.stride(0), lse.stride(1), H, S)
    if config is None:
        _attention_fwd[grid](*args, HEAD_DIM=D, CAUSAL=bool(causal))
    else:  # the autotuner's kernel itself, with this config's meta-parameters
        _attention_fwd.fn[grid](*args, HEAD_DIM=D, CAUSAL=bool(causal), num_warps=config.num_warps,
                                num_stages=config.num_stages, **config.kwargs)
    return out, lse


def best_config():
    """The autotuner's choice for the last (S, D, causal) it tuned, as text."""
    if triton is None:
        return "?"
    cfg = getattr(_attention_fwd, "best_config", None)
    return "?" if cfg is None else describe(cfg)
