"""Argument checks with __cuda_array_interface__ arrays (no GPU needed).

Every mistake must raise TilecArgumentError naming the kernel and the
argument before anything is launched; a valid call must get through to the
launcher, which fails without a GPU with tilert's message.
"""

import os
import unittest

import fakes
import tilec
from fakes import FAKE_POINTER, CudaArray


def gemm_operands(M=1000, N=1030, K=520, typestr="<f2"):
    return CudaArray((M, K), typestr), CudaArray((K, N), typestr), CudaArray((M, N), typestr)


class ArgumentTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.lib = fakes.library()

    def assertRefused(self, kernel, *args, message, **kwargs):
        """The call raises TilecArgumentError with exactly `message`, and so
        does bind() (the check comes before any launch)."""
        for call in (kernel, kernel.bind):
            with self.assertRaises(tilec.TilecArgumentError) as cm:
                call(*args, **kwargs)
            self.assertEqual(str(cm.exception), message)
            self.assertIsInstance(cm.exception, ValueError)

    def assertReachesLauncher(self, kernel, *args, **kwargs):
        """A valid call: the launcher runs and fails in tilert for want of a
        GPU (or of a current context), with tilec_last_error()'s text."""
        with self.assertRaises(tilec.TilecLaunchError) as cm:
            kernel(*args, **kwargs)
        e = cm.exception
        self.assertIn(e.status, (fakes.NO_DEVICE, fakes.NO_CONTEXT))
        self.assertEqual(str(e), "%s (status %d: %s)" % (self.lib.last_error(), e.status, e.status_name))
        self.assertIn("tilert_launch('%s')" % kernel.name, str(e))
        self.assertNotIsInstance(e, ValueError)
        return e

    # ---------------------------------------------------------------- valid calls

    def test_a_valid_gemm_with_a_tail_shape_reaches_the_launcher(self):
        e = self.assertReachesLauncher(self.lib.gemm_f16_k64, *gemm_operands())
        self.assertIn(e.status_name, ("no CUDA driver or GPU", "no current CUDA context"))

    def test_the_inferred_dims_and_the_default_stream(self):
        launch = self.lib.gemm_f16_k64.bind(*gemm_operands(M=1000, N=1030, K=520))
        self.assertEqual(launch.dims, {"M": 1000, "N": 1030, "K": 520})
        self.assertEqual(launch.stream, 0)
        self.assertEqual(launch.pointers, (FAKE_POINTER,) * 3)
        self.assertIsNone(launch.device)  # __cuda_array_interface__ does not say

    def test_a_bound_launch_moved_to_another_stream(self):
        launch = self.lib.gemm_f16_k64.bind(*gemm_operands(M=1000, N=1030, K=520))
        moved = launch.on_stream(0x5150)
        self.assertEqual((moved.stream, launch.stream), (0x5150, 0))
        self.assertEqual((moved.pointers, moved.dims), (launch.pointers, launch.dims))
        with self.assertRaises(tilec.TilecLaunchError):  # it launches (and fails there without a GPU)
            moved()
        with self.assertRaisesRegex(tilec.TilecArgumentError, "stream= must be"):
            launch.on_stream(-1)

    def test_a_bound_launch_can_run_twice(self):
        launch = self.lib.softmax_f16_n1000.bind(CudaArray((7, 1000)), CudaArray((7, 1000)))
        for _ in range(2):
            with self.assertRaises(tilec.TilecLaunchError):
                launch()

    def test_dims_may_be_given_positionally_or_by_name_when_they_agree(self):
        A, B, C = gemm_operands(M=64, N=128, K=32)
        self.assertEqual(self.lib.gemm_f16_k64.bind(A, B, C, 64, 128, 32).dims, {"M": 64, "N": 128, "K": 32})
        self.assertEqual(self.lib.gemm_f16_k64.bind(A, B, C, K=32).dims["K"], 32)
        self.assertEqual(self.lib.gemm_f16_k64.bind(C=C, B=B, A=A).dims, {"M": 64, "N": 128, "K": 32})

    def test_static_shapes(self):
        big = [CudaArray((4096, 4096)) for _ in range(3)]
        self.assertReachesLauncher(self.lib.gemm_f16_4096, *big)

    def test_explicit_contiguous_strides_and_extent_one_dimensions(self):
        # Byte strides that describe the dense layout are fine, and so is any
        # stride of an extent-1 dimension (torch gives those odd strides).
        X = CudaArray((1, 1000), strides=(12345 * 2, 2))
        Y = CudaArray((1, 1000), strides=(2000, 2))
        self.assertReachesLauncher(self.lib.softmax_f16_n1000, X, Y)

    def test_read_only_inputs_are_fine(self):
        A = CudaArray((8, 16), readonly=True)
        B = CudaArray((16, 24), readonly=True)
        self.assertReachesLauncher(self.lib.gemm_f16_k64, A, B, CudaArray((8, 24)))

    def test_expression_extents_are_checked_once_the_dims_are_known(self):
        M, N = 3, 9
        X, W, Y = CudaArray((M, 2 * N), "<f4"), CudaArray((4, N), "<f4"), CudaArray((M, N // 2), "<f4")
        self.assertEqual(self.lib.halve_f32.bind(X, W, Y).dims, {"M": 3, "N": 9})
        self.assertReachesLauncher(self.lib.halve_f32, X, W, Y)

    # ---------------------------------------------------------------- refusals

    def test_wrong_dtype(self):
        A, B, C = gemm_operands(typestr="<f4")
        self.assertRefused(self.lib.gemm_f16_k64, A, B, C, message=(
            "gemm_f16_k64: argument 'A' has dtype float32 (typestr '<f4'), but the kernel takes float16"))

    def test_bfloat16_has_no_typestr(self):
        A, B, C = gemm_operands(typestr="<V2")
        self.assertRefused(self.lib.gemm_bf16, A, B, C, message=(
            "gemm_bf16: argument 'A' has dtype unknown to tilec (typestr '<V2'), but the kernel takes bfloat16"))

    def test_wrong_rank(self):
        self.assertRefused(self.lib.softmax_f16_n1000, CudaArray((1000,)), CudaArray((1, 1000)), message=(
            "softmax_f16_n1000: argument 'X' has 1 dimensions (shape (1000,)), but the kernel takes 2: "
            "X: const float16[M, 1000]"))

    def test_wrong_constant_extent(self):
        self.assertRefused(self.lib.softmax_f16_n1000, CudaArray((8, 1000)), CudaArray((8, 1024)), message=(
            "softmax_f16_n1000: argument 'Y' has shape (8, 1024), but dimension 1 must be 1000 "
            "(Y: float16[M, 1000])"))

    def test_wrong_expression_extent(self):
        X, W, Y = CudaArray((3, 18), "<f4"), CudaArray((4, 9), "<f4"), CudaArray((3, 5), "<f4")
        self.assertRefused(self.lib.halve_f32, X, W, Y, message=(
            "halve_f32: argument 'Y' has shape (3, 5), but dimension 1 must be T.floordiv(N, 2) = 4 for M=3, N=9 "
            "(Y: float32[M, T.floordiv(N, 2)])"))

    def test_non_contiguous(self):
        # B as the transpose of a (N, K) array.
        A, _, C = gemm_operands()
        B = CudaArray((520, 1030), strides=(2, 1040))
        self.assertRefused(self.lib.gemm_f16_k64, A, B, C, message=(
            "gemm_f16_k64: argument 'B' is not C-contiguous (strides (1, 520) elements for shape (520, 1030)); "
            "pass a contiguous copy (torch: .contiguous())"))

    def test_padded_rows_are_not_contiguous(self):
        X = CudaArray((8, 1000), strides=(2048 * 2, 2))
        self.assertRefused(self.lib.softmax_f16_n1000, X, CudaArray((8, 1000)), message=(
            "softmax_f16_n1000: argument 'X' is not C-contiguous (strides (2048, 1) elements for shape (8, 1000)); "
            "pass a contiguous copy (torch: .contiguous())"))

    def test_inconsistent_dims(self):
        A, B, C = CudaArray((1000, 520)), CudaArray((512, 1030)), CudaArray((1000, 1030))
        self.assertRefused(self.lib.gemm_f16_k64, A, B, C, message=(
            "gemm_f16_k64: run-time dim 'K' is inconsistent: A.shape[1] = 520, but B.shape[0] = 512"))

    def test_an_explicit_dim_must_agree_with_the_shapes(self):
        self.assertRefused(self.lib.gemm_f16_k64, *gemm_operands(K=520), K=512, message=(
            "gemm_f16_k64: run-time dim 'K' is inconsistent: given as K=512, but A.shape[1] = 520"))

    def test_empty_tensor(self):
        self.assertRefused(self.lib.softmax_f16_n1000, CudaArray((0, 1000), pointer=0), CudaArray((0, 1000)),
                           message="softmax_f16_n1000: argument 'X' is empty (shape (0, 1000)); "
                                   "every extent must be positive")

    def test_read_only_output(self):
        A, B, _ = gemm_operands()
        self.assertRefused(self.lib.gemm_f16_k64, A, B, CudaArray((1000, 1030), readonly=True),
                           message="gemm_f16_k64: argument 'C' is read-only, but the kernel writes it")

    def test_not_an_array(self):
        A, B, _ = gemm_operands()
        self.assertRefused(self.lib.gemm_f16_k64, A, B, [[0.0]], message=(
            "gemm_f16_k64: argument 'C' is a list, not a CUDA array: pass a torch tensor on a CUDA device "
            "or an object with __cuda_array_interface__ or __dlpack__"))

    def test_an_interface_that_raises(self):
        class HostArray:
            @property
            def __cuda_array_interface__(self):
                raise TypeError("host memory")

        self.assertRefused(self.lib.softmax_f16_n1000, HostArray(), CudaArray((1, 1000)), message=(
            "softmax_f16_n1000: argument 'X': __cuda_array_interface__ failed: TypeError: host memory"))

    def test_a_masked_array(self):
        self.assertRefused(self.lib.add_f16, CudaArray((64,), mask=object()), CudaArray((64,)),
                           CudaArray((64,)), message=(
                               "add_f16: argument 'A': __cuda_array_interface__ has a mask; "
                               "tilec kernels take dense arrays"))

    def test_argument_count_and_names(self):
        k = self.lib.gemm_f16_k64
        A, B, C = gemm_operands()
        usage = "gemm_f16_k64 takes the tensors A, B, C and optionally the run-time dims M, N, K"
        self.assertRefused(k, A, B, message="gemm_f16_k64: tensor 'C' missing; " + usage)
        self.assertRefused(k, A, B, C, 1, 2, 3, 4, message=usage + "; got 7 positional arguments")
        self.assertRefused(k, A, B, C, Q=3, message="gemm_f16_k64 has no argument 'Q'; " + usage)
        self.assertRefused(k, A, B, C, 1000, M=1000, message="gemm_f16_k64: argument 'M' given twice")
        self.assertRefused(k, A, B, C, M=1.5, message="gemm_f16_k64: run-time dim 'M' must be an int, got 1.5")
        self.assertRefused(k, A, B, C, M=True, message="gemm_f16_k64: run-time dim 'M' must be an int, got True")
        self.assertRefused(k, A, B, C, M=0, message="gemm_f16_k64: run-time dim 'M' must be positive, got 0")

    def test_a_bad_stream_argument(self):
        self.assertRefused(self.lib.add_f16, *[CudaArray((64,))] * 3, stream="default", message=(
            "add_f16: stream= must be None, a CUstream handle (int) or a stream object with .cuda_stream (torch) "
            "or .ptr (CuPy); got 'default'"))

    # ------------------------------------------------- the launcher's own checks

    def test_the_launchers_alignment_check_is_an_argument_error(self):
        A, B, _ = gemm_operands()
        C = CudaArray((1000, 1030), pointer=FAKE_POINTER + 2)
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.gemm_f16_k64(A, B, C)
        self.assertEqual(str(cm.exception), "gemm_f16_k64: tensor 'C' is not 16-byte aligned")

    def test_the_launchers_int32_check(self):
        # add_f16 takes N as int; 2^31 elements pass python/tilec's checks.
        arrays = [CudaArray((2 ** 31,)) for _ in range(3)]
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.add_f16(*arrays)
        self.assertEqual(str(cm.exception), "add_f16: run-time dim 'N' does not fit the kernel's int")


class StreamTest(unittest.TestCase):
    """The stream of __cuda_array_interface__ arrays and stream=."""

    @classmethod
    def setUpClass(cls):
        cls.lib = fakes.library()

    def test_the_interfaces_stream_is_used(self):
        arrays = [CudaArray((64,), stream=0x1234), CudaArray((64,)), CudaArray((64,), stream=0x1234)]
        self.assertEqual(self.lib.add_f16.bind(*arrays).stream, 0x1234)

    def test_explicit_streams(self):
        arrays = [CudaArray((64,), stream=0x1234) for _ in range(3)]

        class CupyStream:
            ptr = 0x777

        self.assertEqual(self.lib.add_f16.bind(*arrays, stream=0x99).stream, 0x99)
        self.assertEqual(self.lib.add_f16.bind(*arrays, stream=CupyStream()).stream, 0x777)

    def test_different_streams_are_refused(self):
        arrays = [CudaArray((64,), stream=0x1234), CudaArray((64,), stream=0x4321), CudaArray((64,))]
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.add_f16(*arrays)
        self.assertEqual(str(cm.exception), "add_f16: the arrays' __cuda_array_interface__ streams differ "
                                            "('A' on 4660, 'B' on 17185); pass stream=")

    def test_stream_zero_is_refused(self):
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.add_f16(CudaArray((64,), stream=0), CudaArray((64,)), CudaArray((64,)))
        self.assertIn("stream is 0, which the protocol forbids", str(cm.exception))


class DocumentationTest(unittest.TestCase):
    """docs/python.md quotes these messages; they must be what the code says."""

    def test_the_documented_messages(self):
        lib = fakes.library()
        doc_path = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "python.md")
        with open(doc_path) as f:
            doc = f.read()
        calls = [
            (lib.gemm_f16_k64, (CudaArray((1000, 520)), CudaArray((512, 1030)), CudaArray((1000, 1030)))),
            (lib.gemm_f16_k64, (CudaArray((1000, 520)), CudaArray((520, 1030), strides=(2, 1040)),
                                CudaArray((1000, 1030)))),
            (lib.softmax_f16_n1000, (CudaArray((8, 1000)), CudaArray((8, 1024)))),
        ]
        for kernel, args in calls:
            with self.assertRaises(tilec.TilecArgumentError) as cm:
                kernel(*args)
            self.assertIn("tilec.TilecArgumentError: " + str(cm.exception), doc)


if __name__ == "__main__":
    unittest.main()
