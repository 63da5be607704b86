"""Loading a library and reading its launchers' metadata (no GPU needed)."""

import ctypes.util
import os
import subprocess
import sys
import tempfile
import unittest

import fakes
import tilec
from tilec import _elf


class LibraryTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.lib = fakes.library()

    def test_lists_every_export_of_the_four_sources(self):
        self.assertEqual(self.lib.kernels, (
            "add2d_bf16", "add2d_f16_4096", "add_f16", "add_f32",
            "gemm_bf16", "gemm_f16_4096", "gemm_f16_k64", "halve_f32",
            "softmax_bf16_vocab", "softmax_f16_n1000", "softmax_f16_n4096", "softmax_online_f16_n4096"))
        self.assertIn("gemm_bf16", dir(self.lib))

    def test_attribute_and_kernel_give_the_same_object(self):
        self.assertIs(self.lib.gemm_bf16, self.lib.kernel("gemm_bf16"))

    def test_unknown_kernel_names_the_library_and_lists_the_kernels(self):
        with self.assertRaises(tilec.TilecKernelNotFoundError) as cm:
            self.lib.kernel("gemm_f32")
        message = str(cm.exception)
        self.assertIn("has no kernel 'gemm_f32'; it has: add2d_bf16, ", message)
        self.assertIn("gemm_f16_k64", message)
        self.assertIsInstance(cm.exception, tilec.TilecError)
        # Also an AttributeError, so that hasattr works.
        self.assertFalse(hasattr(self.lib, "gemm_f32"))
        self.assertIsNone(getattr(self.lib, "softmax_f32", None))

    def test_a_missing_file_is_a_tilec_error(self):
        with self.assertRaises(tilec.TilecError) as cm:
            tilec.load("/nonexistent/libkernels.so")
        self.assertIn("cannot load /nonexistent/libkernels.so", str(cm.exception))

    def test_a_library_without_tilert_is_refused(self):
        libm = ctypes.util.find_library("m")
        if libm is None:
            self.skipTest("no libm to load")
        with self.assertRaises(tilec.TilecError) as cm:
            tilec.load(libm)
        self.assertIn("was not built by tilec_add_library(... SHARED)", str(cm.exception))

    def test_gemm_bf16_metadata(self):
        k = self.lib.gemm_bf16
        self.assertEqual(k.info.name, "gemm_bf16")
        self.assertEqual(k.info.kernel, "gemm_bf16")
        self.assertEqual(k.info.targets, ("sm_80", "sm_90a"))
        self.assertEqual(k.info.threads, (128, 1, 1))
        self.assertEqual(k.info.dynamic_shared_bytes, 49152)
        self.assertEqual([a.name for a in k.args], ["A", "B", "C", "M", "N", "K"])
        self.assertEqual([a.index for a in k.args], [0, 1, 2, 3, 4, 5])
        self.assertEqual([a.dtype for a in k.args], ["bfloat16"] * 3 + ["int32"] * 3)
        self.assertEqual([a.is_tensor for a in k.args], [True] * 3 + [False] * 3)
        self.assertEqual([a.is_const for a in k.args], [True, True, False, False, False, False])
        A, B, C, M = k.args[:4]
        self.assertEqual(A.shape, (tilec.Extent("dim", "M", dim="M"), tilec.Extent("dim", "K", dim="K")))
        self.assertEqual([e.dim for e in B.shape], ["K", "N"])
        self.assertEqual([e.dim for e in C.shape], ["M", "N"])
        self.assertEqual((A.rank, M.rank, M.shape), (2, 0, None))
        self.assertEqual(repr(k), "<tilec.Kernel gemm_bf16(A: const bfloat16[M, K], B: const bfloat16[K, N], "
                                  "C: bfloat16[M, N]; M, N, K)>")

    def test_static_shapes_are_constants(self):
        k = self.lib.gemm_f16_4096
        self.assertEqual(len(k.args), 3)
        for a in k.args:
            self.assertEqual(a.shape, (tilec.Extent("constant", "4096", value=4096),) * 2)
        self.assertEqual(k.info.dims, ())

    def test_softmax_mixes_a_dim_and_a_constant(self):
        X = self.lib.softmax_f16_n1000.args[0]
        self.assertEqual(X.shape, (tilec.Extent("dim", "M", dim="M"), tilec.Extent("constant", "1000", value=1000)))
        self.assertEqual(self.lib.softmax_bf16_vocab.args[1].shape[1].value, 32000)

    def test_expression_extents_keep_their_text(self):
        X, W, Y, M, N = self.lib.halve_f32.args
        self.assertEqual(X.shape[1], tilec.Extent("expr", "2 * N"))
        self.assertEqual(W.shape, (tilec.Extent("constant", "4", value=4), tilec.Extent("dim", "N", dim="N")))
        self.assertEqual(Y.shape[1], tilec.Extent("expr", "T.floordiv(N, 2)"))
        self.assertEqual((M.name, N.name), ("M", "N"))


class ElfTest(unittest.TestCase):
    def test_not_an_elf_file_gives_no_list(self):
        with tempfile.NamedTemporaryFile(suffix=".so") as f:
            f.write(b"not an ELF file at all, but long enough to have a header" * 2)
            f.flush()
            self.assertIsNone(_elf.kernel_names(f.name))
        self.assertIsNone(_elf.kernel_names("/nonexistent.so"))

    def test_only_functions_with_a_metadata_companion_are_kernels(self):
        names = _elf.exported_functions(os.environ["TILEC_TEST_LIBRARY"])
        self.assertIn("tilert_launch", names)
        self.assertIn("gemm_bf16_metadata", names)
        self.assertNotIn("tilert_launch", _elf.kernel_names(os.environ["TILEC_TEST_LIBRARY"]))


class ImportTest(unittest.TestCase):
    def test_importing_tilec_imports_no_array_library(self):
        code = "import sys, tilec; print(sorted(m for m in ('torch', 'numpy', 'cupy') if m in sys.modules))"
        out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True,
                             env=dict(os.environ)).stdout
        self.assertEqual(out.strip(), "[]")


if __name__ == "__main__":
    unittest.main()
