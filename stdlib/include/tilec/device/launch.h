#pragma once
// tilec device library: how a kernel starts relative to the one before it
// in its stream (programmatic dependent launch, sm_90).
//
//   TL_PROGRAMMATIC_LAUNCH_MARKER   defines `tilec_programmatic_launch` in
//                                   sm_90+ images: tilert launches their kernels
//                                   as programmatic dependents (runtime/README.md)
//   tl::grid_dependency_wait()      every generated kernel's first statement
//
// A programmatic dependent may be scheduled while the grid before it drains;
// griddepcontrol.wait then holds it until that grid has completed and its
// memory is visible, so nothing the kernel does afterwards can tell the
// difference. Launched normally, the wait returns at once. The marker tells
// the runtime that every kernel of the image waits (an image without it,
// from another compiler, is launched normally).

#include "tilec/device/common.h"

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define TL_PROGRAMMATIC_LAUNCH_MARKER extern "C" __device__ int tilec_programmatic_launch = 1;
#else
#define TL_PROGRAMMATIC_LAUNCH_MARKER
#endif

namespace tl {

TL_DEVICE void grid_dependency_wait() {
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
#endif
}

} // namespace tl
