#pragma once
// tilec device library: block-level synchronization of warp-specialized
// pipelines (the warp-specialize pass): transaction barriers in shared
// memory, named barriers for a subset of the block, and register
// reallocation between warpgroups.
//
//   tl::mbarrier_init(bar, count)         one thread, before a block barrier
//   tl::fence_mbarrier_init()             makes the initialization visible
//   tl::mbarrier_arrive(bar)              release this thread's writes
//   tl::cp_async_mbarrier_arrive(bar)     arrive once this thread's cp.async landed
//   tl::mbarrier_wait(bar, parity)        acquire: wait for phase `parity` to end
//   tl::named_barrier_sync(id, threads)   bar.sync among `threads` threads
//   tl::setmaxnreg_inc<N>() / _dec<N>()   warpgroup register budget (sm_90a)
//
// A barrier's phase completes when `count` arrivals have happened; phases
// alternate parity 0, 1, 0, ... Waiting for parity p returns once the phase
// with that parity has completed.

#include "tilec/device/common.h"

namespace tl {

TL_DEVICE void mbarrier_init(unsigned long long* bar, int count) {
#if __CUDA_ARCH__ >= 800
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(smem_addr(bar)), "r"(count) : "memory");
#endif
}

TL_DEVICE void fence_mbarrier_init() {
#if __CUDA_ARCH__ >= 900
  asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
#endif
}

TL_DEVICE void mbarrier_arrive(unsigned long long* bar) {
#if __CUDA_ARCH__ >= 800
  asm volatile("{\n .reg .b64 state;\n mbarrier.arrive.shared::cta.b64 state, [%0];\n}\n" ::"r"(smem_addr(bar))
               : "memory");
#endif
}

// .noinc: the arrival was counted in the barrier's initial count.
TL_DEVICE void cp_async_mbarrier_arrive(unsigned long long* bar) {
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];\n" ::"r"(smem_addr(bar)) : "memory");
#endif
}

TL_DEVICE void mbarrier_wait(unsigned long long* bar, int parity) {
#if __CUDA_ARCH__ >= 900
  asm volatile("{\n .reg .pred done;\n"
               "WAIT_%=:\n mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
               " @!done bra WAIT_%=;\n}\n" ::"r"(smem_addr(bar)),
               "r"(parity)
               : "memory");
#elif __CUDA_ARCH__ >= 800
  asm volatile("{\n .reg .pred done;\n"
               "WAIT_%=:\n mbarrier.test_wait.parity.shared::cta.b64 done, [%0], %1;\n"
               " @!done bra WAIT_%=;\n}\n" ::"r"(smem_addr(bar)),
               "r"(parity)
               : "memory");
#endif
}

TL_DEVICE void named_barrier_sync(int id, int threads) {
  asm volatile("bar.sync %0, %1;\n" ::"r"(id), "r"(threads) : "memory");
}

TL_DEVICE void named_barrier_arrive(int id, int threads) {
  asm volatile("bar.arrive %0, %1;\n" ::"r"(id), "r"(threads) : "memory");
}

// Turns of the two consumer warpgroups (threads 0-255) of a warp-specialized
// loop (FA3's ping-pong): named barrier base + g is warpgroup g's turn.
// pingpong_wait waits for this warpgroup's turn, pingpong_pass gives the
// other one its turn; pingpong_start gives warpgroup 0 the first turn and
// pingpong_end takes back the turn warpgroup 1 passes last.
TL_DEVICE void pingpong_wait(int base) { named_barrier_sync(base + int(threadIdx.x / 128), 256); }
TL_DEVICE void pingpong_pass(int base) { named_barrier_arrive(base + 1 - int(threadIdx.x / 128), 256); }
TL_DEVICE void pingpong_start(int base) {
  if (threadIdx.x / 128 == 1)
    named_barrier_arrive(base, 256);
}
TL_DEVICE void pingpong_end(int base) {
  if (threadIdx.x / 128 == 0)
    named_barrier_sync(base, 256);
}

template <int Regs> TL_DEVICE void setmaxnreg_inc() {
  static_assert(Regs >= 24 && Regs <= 256 && Regs % 8 == 0, "setmaxnreg takes 24..256 registers, a multiple of 8");
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;\n" ::"n"(Regs));
#endif
}

template <int Regs> TL_DEVICE void setmaxnreg_dec() {
  static_assert(Regs >= 24 && Regs <= 256 && Regs % 8 == 0, "setmaxnreg takes 24..256 registers, a multiple of 8");
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;\n" ::"n"(Regs));
#endif
}

} // namespace tl
