#pragma once
// Kernels whose blocks wait for later blocks (stream-K's flags) need every
// block running at once; on the host route that is a thread per block.

#include "KernelCase.h"

#include <tilert/tilert_cpu.h>

namespace tilec_kernels {

/// At least `n` threads in the host route's pool while it lives (restored
/// after); nothing for GPU variants.
class HostThreads {
public:
  HostThreads(Variant v, int32_t n) : active_(v == Variant::Host) {
    if (!active_)
      return;
    saved_ = tilert_cpu_num_threads();
    if (saved_ < n)
      tilert_cpu_set_num_threads(n);
  }
  ~HostThreads() {
    if (active_)
      tilert_cpu_set_num_threads(saved_);
  }
  HostThreads(const HostThreads&) = delete;
  HostThreads& operator=(const HostThreads&) = delete;

private:
  bool active_;
  int32_t saved_ = 0;
};

} // namespace tilec_kernels
