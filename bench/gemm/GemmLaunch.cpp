// tilec_gemm's launches of tilec kernels: the run-time dims of a shape,
// the tensors (A, B, C and a stream-K kernel's workspace) and one launch.

#include "GemmBench.h"

namespace gemm_bench {

/// M, N and K for the kernel's run-time dims of those names, and
/// `num_parts` (a stream-K kernel's grid, all of it resident: one block per
/// multiprocessor) as the device's multiprocessor count. A dim of another
/// name gets no value: tensorElements and launchShape report it.
DimValues dimsFor(const CompiledKernel& k, const Shape& s) {
  DimValues dims;
  for (const auto& d : k.dynamicDims) {
    if (d == "M")
      dims[d] = s.m;
    else if (d == "N")
      dims[d] = s.n;
    else if (d == "K")
      dims[d] = s.k;
    else if (d == "num_parts")
      dims[d] = device().sm_count;
  }
  return dims;
}

/// A, B and C, then the kernel's workspace tensors after them (stream-K's
/// Partial and Flags): zeroed once when allocated and kept per kernel and
/// size (the kernels leave their flags at zero).
std::string gemmTensors(const CompiledKernel& k, const std::vector<std::int64_t>& elems, const DeviceBuffer& a,
                        const DeviceBuffer& b, DeviceBuffer& c, std::vector<const DeviceBuffer*>* out) {
  static std::map<std::pair<const CompiledKernel*, std::size_t>, std::unique_ptr<DeviceBuffer>> workspace;
  *out = {&a, &b, &c};
  for (std::size_t i = 3; i < k.tensors.size(); ++i) {
    std::size_t bytes = static_cast<std::size_t>(elems[i]) * static_cast<std::size_t>(k.tensors[i].elemBytes);
    auto& buf = workspace[{&k, i}];
    if (!buf || buf->bytes() != bytes) {
      buf = std::make_unique<DeviceBuffer>(bytes);
      if (!buf->ok())
        return buf->error();
      if (std::string e = buf->fill(0, 4); !e.empty())
        return e;
    }
    out->push_back(buf.get());
  }
  return "";
}

/// One launch of a loaded kernel on the legacy default stream (la must outlive it).
std::function<std::string()> tilecLaunch(const CompiledKernel& k, const LaunchShape& shape, LaunchArgs& la) {
  return [&k, shape, &la]() -> std::string {
    tilert_status st = tilert_launch(k.module, k.info.name.c_str(), shape.grid, shape.block, shape.dynamicSmem,
                                     nullptr, la.args.empty() ? nullptr : la.args.data());
    return st == TILERT_SUCCESS ? "" : std::string("tilert_launch: ") + tilert_last_error();
  };
}

} // namespace gemm_bench
