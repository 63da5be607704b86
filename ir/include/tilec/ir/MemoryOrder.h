#pragma once
// The memory orders of T.atomic_*(..., memory_order=...), and the fences
// that give them on the GPU (device scope, the PTX memory model's release
// and acquire patterns around a relaxed atomic): a fence before the atomic
// for release and acq_rel, a sequentially consistent one for seq_cst; a
// fence after it for acquire, acq_rel and seq_cst. Element atomics that
// return the previous value carry the order as their third argument (an
// int32 immediate, the enum's value).

#include "tilec/ir/Ops.h"

#include <optional>
#include <string_view>

namespace tilec::ir {

enum class MemoryOrder { Relaxed = 0, Acquire = 1, Release = 2, AcqRel = 3, SeqCst = 4 };

inline std::optional<MemoryOrder> memoryOrderNamed(std::string_view s) {
  if (s == "relaxed") return MemoryOrder::Relaxed;
  if (s == "acquire") return MemoryOrder::Acquire;
  if (s == "release") return MemoryOrder::Release;
  if (s == "acq_rel") return MemoryOrder::AcqRel;
  if (s == "seq_cst") return MemoryOrder::SeqCst;
  return std::nullopt;
}

inline std::optional<MemoryOrder> memoryOrderOf(long long v) {
  return v >= 0 && v <= 4 ? std::optional<MemoryOrder>(static_cast<MemoryOrder>(v)) : std::nullopt;
}

/// The fence before the atomic: "tl.fence_sc_gpu", "tl.fence_acq_rel_gpu" or none.
inline const char* fenceBefore(MemoryOrder o) {
  if (o == MemoryOrder::SeqCst)
    return "tl.fence_sc_gpu";
  return o == MemoryOrder::Release || o == MemoryOrder::AcqRel ? "tl.fence_acq_rel_gpu" : nullptr;
}

/// The fence after the atomic: "tl.fence_acq_rel_gpu" or none.
inline const char* fenceAfter(MemoryOrder o) {
  return o == MemoryOrder::Acquire || o == MemoryOrder::AcqRel || o == MemoryOrder::SeqCst ? "tl.fence_acq_rel_gpu"
                                                                                          : nullptr;
}

/// An element atomic call's form (element, value[, order]): `ok` false when
/// it has neither two arguments nor a constant order as a third (with which
/// the element is a scalar); `order` set for the three-argument form (an
/// expression: the previous value).
struct AtomicCallForm {
  bool ok = false;
  std::optional<MemoryOrder> order;
};
inline AtomicCallForm atomicCallForm(const CallNode& n) {
  if (n.args.size() == 2)
    return {true, std::nullopt};
  if (n.args.size() == 3)
    if (auto v = asConstInt(n.args[2]))
      if (auto o = memoryOrderOf(*v); o && n.args[0]->dtype.lanes() == 1)
        return {true, o};
  return {};
}

} // namespace tilec::ir
