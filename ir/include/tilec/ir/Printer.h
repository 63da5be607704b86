#pragma once
// The IR printer: a readable, deterministic, round-trippable text form of the
// tile IR in the style of TVMScript (Python syntax, 4-space indentation).
// IRParser.h reads it back: print(parse(print(m))) == print(m), and the parsed
// module is structurally equal to m.
//
// ---------------------------------------------------------------- the syntax
//
//   @T.prim_func
//   def softmax_rows[M: T.int32](X: T.Tensor((M, 1024), "float16"), Y: T.Tensor((M, 1024), "float16"),
//                                scale: T.float32):
//       T.func_attr({"global_symbol": "softmax_rows"})
//       with T.launch(grid=(T.floordiv(M + 127, 128),), threads=(256,)) as (bx,):
//           X_shared = T.alloc_buffer((128, 1024), "float16", scope="shared.dyn")
//           row_max = T.alloc_buffer((128,), "float32", scope="local.fragment")
//           T.copy(X[bx * 128:bx * 128 + 128, 0:1024], X_shared[0:128, 0:1024], disable_tma=1)
//           T.reduce_max(X_shared[0:128, 0:1024], row_max[0:128], dim=1, clear=True)
//           for i in T.parallel(0, 128):
//               for j in T.serial(0, 1024):
//                   e: T.float32 = T.call("exp2", (T.cast(X_shared[i, j], "float32") - row_max[i]) * scale, dtype="float32")
//                   if bx * 128 + i < M:
//                       Y[bx * 128 + i, j] = T.cast(e, "float16")
//
// (Printed lines are never wrapped; the signature is wrapped for this comment.
// tests/unit/ircore/PrinterTest.cpp holds an exact gemm listing.)
//
// Module: its functions in order, separated by one blank line.
//
// Function:
//   '@T.prim_func' ['(name="...")']   name= only when the name is not an identifier
//   'def' NAME ['[' dim, ... ']'] '(' param, ... '):'
//     dim      dynamic dims, always typed: `M: T.int32`
//     param    scalar: `n: T.int32` (any dtype: `T.float16`, `T.int32x4`, `T.handle`)
//              tensor: `A: T.Tensor(shape, "dtype"[, strides=(...)][, scope="..."][, data=D])`
//                      shape and strides are tuples of expressions; scope only when not
//                      "global"; data= names the data var when its printed name differs
//                      from the buffer's or it is not a handle (`data=A_ptr: T.int64`), or
//                      is `data=None` when it is null.
//              A null parameter prints as `None`.
//   Then, indented, in this order:
//     `x = T.free_var("int32")`                 vars used but not defined (ill-formed IR only)
//     `B = T.free_buffer((4,), "float32", scope="local")`   same for buffers
//     `T.func_attr({"key": attr, ...})`         when attrs is not empty
//     `with T.launch(grid=(e, ...), threads=(128, ...)) as (bx, by):`
//         printed when grid, blockVars or threads is non-empty; the body follows in
//         it (else directly). Tuples: `()`, `(a,)`, `(a, b)`. A block var is typed
//         (`bx: T.int64`) when its dtype differs from its grid extent's (int32 if none).
//
// Names: vars and buffers live in two namespaces, each unique per function.
// A name is the node's name made into an identifier (other characters become
// `_`, reserved words such as `T`, `for`, `None` get a `_` appended); a second
// distinct node with the same name gets `name_1`, then `name_2`, ...
// Definitions are printed with the node; later uses print the name.
//
// Statements (a block is the indented lines below a `:`):
//   pass                                   a null statement
//   T.seq()                                an empty SeqStmt
//   s1 / s2 / ...                          a SeqStmt of >= 2 statements: its children, one per
//                                          line (a block of >= 2 lines is a SeqStmt, one line is
//                                          that statement)
//   with T.seq():                          a SeqStmt with 1 statement or nested directly in a
//                                          SeqStmt: its children, exactly
//   for i in T.serial(min, extent):        For. Kinds: serial, parallel, pipelined, unroll,
//                                          vectorized, thread_binding. NB: (min, extent), not stop.
//       Extra arguments: `thread="threadIdx.x"` (when threadTag is set), annotations as
//       `key=attr` (keys that are identifiers and not `thread`/`annotations`), the rest as
//       `annotations={"key": attr}`. The var is typed (`for i: T.int64 in`) when its dtype
//       differs from the extent's.
//   while cond:                            While
//   if cond: / elif cond: / else:          If (elif when the else branch is an If)
//   x: T.int32 = value                     LetStmt whose body is the rest of the block (when it
//                                          is the last statement of its sequence)
//   with T.let(x: T.int32 = value):        LetStmt elsewhere; body in the block
//   buf = T.alloc_buffer(shape, "dtype", scope="shared.dyn"[, strides=(...)][, init=expr])
//                                          Allocate, body is the rest of the block (when last)
//   with T.alloc_buffer(...) as buf:       Allocate elsewhere
//   with T.attr("key", attr[, buffers=[A, B]]):   AttrStmt
//   A[i, j] = value                        BufferStore (`A[()] = v` for no indices)
//   T.evaluate(expr)                       Evaluate
//   T.copy(src, dst[, key=attr...][, annotations={...}])
//   T.gemm(A, B, C, transpose_A=B, transpose_B=B, clear_accum=B,
//          policy=T.GemmWarpPolicy.{Square,FullRow,FullCol}, k_pack=N, wg_wait=N
//          [, warpgroups=[G, G + 1, ...]])
//   T.fill(dst, value)
//   T.reduce_{max,min,sum,abssum,absmax}(src, dst, dim=N, clear=B)
//   T.cumsum(src, dst, dim=N, reverse=B)
//   T.atomic_{add,max,min}(dst[, value][, src=region])   scalar value and/or tile source
//   Regions: `A[min:stop, ...]`, where stop is printed as `min + extent`, or as the
//   extent alone when min is an integer literal 0 (`A[0:128, k * 32:k * 32 + 32]`);
//   `A[()]` for no ranges.
//
// Attribute values (annotations, attrs, AttrStmt values):
//   int64 `3`; double `3.0`, `1e-05`, `float("inf")`, `float("nan")`; string `"s"`;
//   int list `[1, 2]`; list of int lists `[[1, 2], [3]]` (`T.int_lists([])` when empty);
//   expression `T.expr(e)` (`T.expr(None)` for a null one).
//
// Expressions, with Python's precedence (or < and < not < comparisons < + - < * / %)
// and parentheses only where needed; comparisons do not chain:
//   3, -3            IntImm int32;  True / False: bool 1 / 0
//   T.int64(3)       IntImm of any other int/uint/bool type, also vectors: T.int32x4(3)
//   1.5, -0.0, 1e+20 FloatImm float32; T.float16(1.5), T.float32("inf"), T.float64("nan")
//   T.int_imm(v, "dt"), T.float_imm(v, "dt")   immediates whose dtype is not of their kind
//   "text"           StringImm (escapes \" \\ \n \t \r \xHH)
//   x                Var
//   a + b, a - b, a * b, a / b, a % b, a == b, a != b, a < b, a <= b, a > b, a >= b,
//   a and b, a or b, not a
//   T.floordiv(a, b), T.floormod(a, b), T.min(a, b), T.max(a, b)
//   T.add(a, b, dtype="int64") ...         any binary kind (add sub mul div mod floordiv
//                                          floormod min max eq ne lt le gt ge and or) in
//                                          call form, when its dtype is not the one implied
//                                          by its operands
//   T.select(cond, t, f)                   Select
//   T.cast(x, "float32")                   Cast
//   T.call("exp2", x, dtype="float32")     Call (op name first, dtype always)
//   A[i, j], A[()]                         BufferLoad; T.buffer_load(A[i], dtype="...")
//                                          when its dtype is not the implied one
//   T.ramp(base, stride, lanes), T.broadcast(value, lanes)
//   T.let(x: T.int32 = value, body)        Let
//
//   None                                   a null expression (invalid IR; not parsed back)
//
// Not printed: source locations, and buffer layouts (an allocation line of a
// buffer with a layout ends in a `# layout` comment; the parser cannot
// restore layouts).
//
// Round trips hold for every IR the verifier accepts, and for most it rejects;
// not for null children other than the ones listed (`pass`, `None` params,
// `data=None`, absent init / atomic value), a var object defined twice (it
// reads back as two vars) or a var used outside its definition's scope.

#include "tilec/ir/Function.h"

#include <string>
#include <string_view>

namespace tilec::ir {

std::string printModule(const Module& m);
std::string printFunc(const PrimFunc& f);
/// A statement or expression on its own (names made unique within the call;
/// no declarations for free vars). `indent` is the number of leading levels.
std::string printStmt(const Stmt& s, int indent = 0);
std::string printExpr(const Expr& e);
/// A dtype in the annotation form, "T.float16", "T.int32x4", "T.handle".
std::string printDTypeAnnotation(const DataType& t);
/// An attribute value as printed in annotations ("3", "[1, 2]", "T.expr(x + 1)").
std::string printAttrValue(const AttrValue& v);

// Pieces of the printed form, for tools that write or check it.
/// A double-quoted string literal with escapes (\" \\ \n \t \r \xHH).
std::string quoteIRString(std::string_view s);
/// An identifier that is not reserved (T, Python keywords, None, True, ...).
bool isPlainIRName(std::string_view s);
/// `s` made into a plain name: other characters become '_', a leading digit
/// gets '_' before it, a reserved word '_' after it; `fallback` when empty.
std::string sanitizeIRName(std::string_view s, const char* fallback);
/// The shortest text that reads back as `d`, always with '.' or an exponent
/// ("1.0", "0.1", "1e-05"); finite values only.
std::string formatIRFloat(double d);

} // namespace tilec::ir
