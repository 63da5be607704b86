// The fatbins built from TestKernels.cu at build time (EmbedBinary.cmake).
#pragma once

#include <cstddef>

// sm_80 + sm_90a machine code and compute_90 PTX.
extern const unsigned char tilert_test_kernels_fatbin[];
extern const std::size_t tilert_test_kernels_fatbin_size;
// sm_80 machine code only: no code for an sm_90 GPU.
extern const unsigned char tilert_test_sm80_fatbin[];
extern const std::size_t tilert_test_sm80_fatbin_size;
