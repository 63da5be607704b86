// The differential check's bookkeeping (tilec_gpu_tests --differential):
// after a kernel ran on the GPU and, on copies of the same arrays, on the
// CPU through the host route, the harness registers each output's CPU
// array as the GPU array's "twin". compareArrays and compareExact
// (HostMath.h) then check three things with the case's own reference,
// tolerance and magnitudes: the GPU's result, the CPU's result, and the
// GPU's against the CPU's element by element (equal bits, or within the
// error the reference check allows there). Outside that mode no array has
// a twin and nothing changes.
#pragma once

#include "HostMath.h"

namespace tilec_kernels {

/// Makes `cpu` the twin of the array object `gpu` (replacing an earlier one).
void setRouteTwin(const HostArray* gpu, HostArray cpu);
/// The twin of `a`, or nullptr (none, or one whose type or size no longer
/// matches the array's).
const HostArray* routeTwin(const HostArray& a);
/// Forgets the twin of `a` (HostArray's destructor calls this).
void dropRouteTwin(const HostArray* a);

/// Records the CPU route's own comparison with the reference in `r`.
void noteTwinResult(const CompareResult& cpu, CompareResult& r);
/// Compares the GPU's array with the CPU's: elements agree when their bits
/// are equal or, unless `exact`, when |gpu - cpu| <= atol + rtol * m with m
/// the reference check's magnitude (scale[i], else |ref[i]|).
void compareRoutes(const HostArray& gpu, const HostArray& cpu, const std::vector<double>& ref, Tolerance tol,
                   const std::vector<double>& scale, bool exact, CompareResult& r);

} // namespace tilec_kernels
