#pragma once
// The CUDA C code generator: lowered tile IR -> one readable CUDA C
// translation unit, one `extern "C" __global__` kernel per PrimFunc, which
// includes the device library (stdlib/include/tilec/device/tilec.h).
//
// ------------------------------------------------------ the lowered-IR contract
//
// Code generation runs after the lowering passes. It accepts:
//
//  Signature   Tensor params become `T* __restrict__ name` (`const T*` when the
//              kernel never writes the tensor: no store, atomic or address_of
//              on it); scalar params are passed by value; then the dynamic
//              dims (PrimFunc::dynamicDims), in order, as `int` (their dtype).
//              The parameter order of KernelInfo::params is the launch ABI.
//  Launch      PrimFunc::blockVars[i] is blockIdx.{x,y,z}[i] (`const int bx =
//              blockIdx.x;`); PrimFunc::threads gives __launch_bounds__ (their
//              product). attrs "use_swizzle.panel_size" (int) and
//              "use_swizzle.order" ("row" | "col") remap (blockIdx.x,
//              blockIdx.y) by panel rasterization at the top of the kernel
//              (2-D grids; tl::rasterize_row / rasterize_col).
//  Threads     A For with ForKind::ThreadBinding and threadTag
//              "threadIdx.x|y|z" becomes `const int tx = threadIdx.x;` and its
//              body (no loop). Its extent must be a constant no larger than
//              the block size on that axis; a smaller extent guards the body
//              with `if (threadIdx.x < extent)`. A nonzero min is added.
//  Loops       serial / unroll (`#pragma unroll`) / vectorized (a leftover one
//              is an unrolled scalar loop) / parallel and pipelined (leftovers
//              are plain serial loops) become C for loops over [min, min+extent).
//  Memory      Allocate scopes:
//               "shared.dyn" with an enclosing-or-inner AttrStmt("shared_offset",
//               int64 byte offset, buffers={buf}) -> `T* buf =
//               reinterpret_cast<T*>(tl_smem + offset);` over one
//               `extern __shared__ __align__(128) unsigned char tl_smem[];`
//               (attrs "dynamic_shared_bytes" gives the total; when absent
//               it is computed from the offsets and sizes);
//               "shared.dyn" without that attr -> `__shared__ T buf[n];` (n constant);
//               "local" -> `T buf[n];` (constant n, any rank, flattened);
//               "local.var" -> `T buf[1] = {init};`;
//               "local.fragment" and "global" allocations are internal errors.
//  Accesses    Indices are flattened row-major (or with Buffer::strides). An
//              index vector (a Ramp with unit flattened stride) is a vector access:
//              `*reinterpret_cast<const float4*>(A + base)` when the vector is
//              2, 4, 8 or 16 bytes or a multiple of 16 (alignment is the vectorize
//              pass's promise); other strides use tl::load_strided /
//              store_strided, Broadcast indices a broadcast of one load, other
//              vector indices tl::gather / scatter. A load or store whose
//              element type differs from the buffer's reinterprets the memory.
//  Values      Vector values use CUDA's vector types where they exist (float2,
//              float4, int4, uint2, half2, __nv_bfloat162, char4, ...) and
//              tl::vec<T, N> otherwise; arithmetic on them is lane-wise
//              (tl::vadd, ...); Broadcast -> tl::broadcast<V>(x).
//  Exprs       All binary kinds (integer FloorDiv/FloorMod via tl::floordiv /
//              tl::floormod, correct for negative operands); scalar Select ->
//              `c ? t : f`, which evaluates one arm (so T.if_then_else can
//              guard a load; vector selects evaluate both); And/Or -> && ||
//              (short-circuit); Cast (narrow floats convert through float);
//              Let (hoisted to a `const` declaration before the statement, or
//              an immediately invoked lambda where evaluation is conditional:
//              select arms, right sides of && and ||, while conditions).
//  Calls       See CodegenCUDA.cpp's intrinsic table: math by name (exp exp2
//              log log2 sqrt rsqrt tanh sigmoid erf abs pow floor ceil
//              fmod_floor sin cos ... on float/double, through float for half,
//              bfloat16 and fp8); infinity / max_value / min_value;
//              bitwise_and/or/xor/not, shift_left/right, reinterpret;
//              tl.sync_threads, tl.shfl_xor / tl.shfl_down / tl.shfl_up /
//              tl.shfl (value, lane, [width=32]); tl.atomic_add/max/min
//              (first argument a BufferLoad: its element's address);
//              tl.address_of(load); tl.print(msg) / tl.print(value, msg);
//              tl.print_element(value, msg, name, i...) and
//              tl.print_thread_element(value, msg, name, thread, i...) (one
//              printf each, the conversion by dtype: CodegenPrint.cpp);
//              tl.thread_binding(dim); tl.unpack_unsigned(nbits, packed, pos).
//  Attrs       AttrStmt keys other than "shared_offset" are transparent.
//
// Anything else (a tile-op statement, a fragment buffer, an unknown
// intrinsic, a free variable) is a located internal compiler error reported
// through the DiagnosticEngine, never a crash.

#include "tilec/basic/Diagnostics.h"
#include "tilec/ir/Function.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tilec::backend::cuda {

/// One kernel argument in launch order.
struct KernelParam {
  std::string name;  // the C identifier
  std::string ctype; // "const half* __restrict__", "float", "int"
  bool isPointer = false;
  bool isConst = false;
  bool isDynamicDim = false;
  /// A TMA tensor map (CUtensorMap by value) the launcher encodes for tensor
  /// parameter `tmaTensor` (row-major, rank tmaRank from 2 to 5), in boxes
  /// of tmaBox[0 .. tmaRank) elements per dim (outermost first, as the
  /// tensor's shape: the tile's columns innermost, its rows along one dim,
  /// 1 along every other) with a tmaSwizzle-byte swizzle, zeros out of
  /// bounds (tilert_encode_tma_rowmajor's arguments).
  int tmaTensor = -1;
  int tmaRank = 0;
  int64_t tmaBox[5] = {0, 0, 0, 0, 0};
  int tmaSwizzle = 0;
  /// The encoding's enum values as cuda.h numbers them: CUtensorMapDataType
  /// of the tensor's dtype, CUtensorMapSwizzle of tmaSwizzle; and its
  /// element size in bytes.
  int tmaDataType = 0, tmaSwizzleMode = 0, tmaElemBytes = 0;
  /// The int after the tensor maps: 1 when the launcher encoded them all,
  /// 0 when one could not be (the kernel then copies without TMA; the maps
  /// are not read).
  bool isTmaFlag = false;
};

/// The TMA parameters of `f` (its "tma_descriptors" attribute): one tensor
/// map per descriptor, then the flag, in launch order; empty without any.
/// Both code generation routes declare exactly these. A malformed attribute
/// is reported in *error.
std::vector<KernelParam> tmaKernelParams(const ir::PrimFuncNode& f, std::string* error);

/// The TMA load intrinsics inject-software-pipeline emits,
/// tl.tma_load_<r>d[_multicast] for tensors of rank r = 2..5: arguments
/// (tensor map, shared destination, mbarrier, r coordinates innermost dim
/// first[, mask of the receiving blocks]); tl.tma_store_<r>d: (tensor map,
/// shared source, r coordinates), a bulk-group store (lower-tma-stores).
struct TmaCopyOp {
  int rank = 0;
  bool multicast = false;
  bool store = false;
  size_t arity() const { return (store ? 2 : 3) + size_t(rank) + (multicast ? 1 : 0); }
};
/// The TMA load or store `op` names, if it is one.
std::optional<TmaCopyOp> tmaCopyOp(const std::string& op);

/// What both code generation routes learn about a kernel before generating
/// it: the buffers it writes (stores, atomics, tl.address_of, cp.async
/// destinations, tensor-core GEMM accumulators; the tensors it does not
/// write are `const` in the launch ABI), the variables it uses, where
/// merge-shared-memory placed its shared buffers ("shared_offset") and the
/// dynamic shared memory it launches with.
struct KernelScan {
  std::unordered_set<const ir::BufferNode*> written;
  std::unordered_set<const ir::VarNode*> usedVars;
  std::unordered_map<const ir::BufferNode*, int64_t> sharedOffsets;
  int64_t dynamicSharedBytes = 0;
  /// The kernel fences around atomics (T.atomic_*(..., memory_order=...)):
  /// its tensors may change under it (other blocks' writes it acquires),
  /// so they are not declared __restrict__ / noalias (no load may be reused
  /// or read through the non-coherent cache across a fence).
  bool orderedAtomics = false;
};

/// `s` as literal text of a printf format ('%' doubled): T.print's messages
/// and names in every route's printf calls.
std::string formatLiteral(const std::string& s);

/// The element count of a buffer with a constant shape.
std::optional<int64_t> constElements(const ir::BufferNode* b);

/// Scans `f`; a malformed kernel (a bad shared_offset, a non-constant shared
/// buffer, a bad dynamic_shared_bytes attribute) gives nullopt with the
/// message in *error and its place in *errorLoc (may be invalid).
std::optional<KernelScan> scanKernel(const ir::PrimFuncNode& f, std::string* error, SourceRange* errorLoc);

/// T.use_swizzle's panel size of `f` (its "use_swizzle.*" attributes; 0
/// without them) and order (row panels when *rowOrder). A malformed
/// attribute is reported in *error.
int64_t swizzlePanel(const ir::PrimFuncNode& f, bool* rowOrder, std::string* error);

/// The persistent tile loop of `f` (T.Kernel(..., persistent=True)): the
/// serial loop annotated "persistent" whose iteration `it` runs tile
/// tl::persistent_tile(it, blockIdx.x, gridDim.x) of the logical grid
/// (f.grid, x fastest; rounds of gridDim.x tiles in alternating order), the
/// block variables being that tile's; null when `f` has none. Both code
/// generation routes emit it; a malformed one (nested in another, or not
/// starting at 0) is reported in *error.
const ir::ForNode* persistentTileLoop(const ir::PrimFuncNode& f, std::string* error);

/// The cluster shape the kernel is compiled with (__cluster_dims__): the
/// logical one (cluster=) but for a persistent kernel, whose 1-D grid holds
/// clusters of cx * cy consecutive blocks; rank r of such a cluster runs
/// block (r % cx, r / cx) of a logical cluster (both routes' tile loops).
std::array<int64_t, 3> launchClusterDims(const ir::PrimFuncNode& f);

/// What a launcher needs to know about one generated kernel.
struct KernelInfo {
  std::string name; // the C symbol (the PrimFunc's name, made a valid identifier)
  std::vector<KernelParam> params;
  std::vector<int64_t> threads;       // block extents
  int64_t threadsPerBlock = 1;        // their product (__launch_bounds__)
  int64_t dynamicSharedBytes = 0;     // launch with this much dynamic shared memory
  /// A persistent kernel walks the tiles of its logical grid (the product
  /// of the grid extents) in a loop: launch it 1-D with as many blocks as
  /// fit on the device at once (tilert_persistent_grid), at most that many.
  bool persistent = false;
  /// Thread-block cluster extents (T.Kernel(..., cluster=...)), compiled into
  /// the kernel (__cluster_dims__, .reqnctapercluster): the grid is a whole
  /// number of clusters and a plain launch forms them.
  int64_t cluster[3] = {1, 1, 1};
};

struct CudaModule {
  std::string source; // the whole translation unit
  std::vector<KernelInfo> kernels;
};

/// Generates CUDA C for every function of a lowered module. Problems are
/// reported as located internal compiler errors through `diags`; std::nullopt
/// then (every function is tried, so one run reports all of them).
std::optional<CudaModule> generateCuda(const ir::Module& m, DiagnosticEngine& diags);

// ---------------------------------------------------------------- helpers (exposed for tests)

/// The C spelling of a (scalar or vector) IR type: "float", "half",
/// "__nv_bfloat16", "long long", "float4", "half2", "tl::vec<half, 8>",
/// "void*" for handles.
std::string cudaTypeName(const ir::DataType& t);

/// `name` made a valid C identifier that cannot collide with C/C++ keywords,
/// CUDA built-ins, the device library or the names the generator uses
/// itself: other characters become '_', a leading digit gets a 'v' prefix,
/// reserved spellings ("__x", "_X") and taken words ("int", "threadIdx",
/// "half", "tl", "expf") get a '_' suffix. Empty names become "v".
std::string legalizeIdentifier(std::string_view name);

/// Hands out unique, legal identifiers: the first request for "x" gets "x",
/// the next "x_1", "x_2", ... (never colliding with a name given out before).
class NameTable {
public:
  std::string unique(std::string_view name);
  void reserve(const std::string& name) { used_.insert(name); }

private:
  std::unordered_set<std::string> used_;
};

/// The flattened element offset of `indices` into `b`: row-major over the
/// shape (Horner form, `(i * N + j) * 64 + k`) or sum(index * stride) with
/// explicit strides, lightly folded (x * 1, x + 0, constants). With vector
/// indices the result is a vector: a Ramp when every index is a Ramp,
/// Broadcast or scalar (its stride the flattened element stride), else a
/// general vector expression. Mixed integer widths widen to the wider type.
ir::Expr flattenIndex(const ir::Buffer& b, const std::vector<ir::Expr>& indices);

} // namespace tilec::backend::cuda
