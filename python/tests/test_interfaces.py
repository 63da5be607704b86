"""The DLPack and torch paths, with stand-ins (no GPU, no torch needed)."""

import unittest

import fakes
import tilec
from fakes import FAKE_POINTER, DL_BFLOAT, KDL_CPU, KDL_CUDA, CudaArray, DLPackArray, FakeTorch


class DLPackTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.lib = fakes.library()

    def test_a_bfloat16_gemm_through_dlpack(self):
        A = DLPackArray((1000, 520), code=DL_BFLOAT)
        B = DLPackArray((520, 1030), code=DL_BFLOAT)
        C = DLPackArray((1000, 1030), code=DL_BFLOAT, byte_offset=64)
        launch = self.lib.gemm_bf16.bind(A, B, C)
        self.assertEqual(launch.dims, {"M": 1000, "N": 1030, "K": 520})
        self.assertEqual(launch.pointers, (FAKE_POINTER, FAKE_POINTER, FAKE_POINTER + 64))
        self.assertEqual(launch.device, 0)
        # The default stream is DLPack's 1 (the legacy default stream).
        self.assertEqual(A.streams, [1])
        with self.assertRaises(tilec.TilecLaunchError) as cm:
            self.lib.gemm_bf16(A, B, C)
        self.assertIn(cm.exception.status, (fakes.NO_DEVICE, fakes.NO_CONTEXT))

    def test_the_launch_stream_is_given_to_the_producer(self):
        arrays = [DLPackArray((64,)) for _ in range(3)]
        self.lib.add_f16.bind(*arrays, stream=0xABC)
        self.assertEqual(arrays[2].streams, [0xABC])

    def test_dtype_from_dlpack(self):
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.gemm_f16_k64(DLPackArray((8, 16), code=DL_BFLOAT), DLPackArray((16, 8)),
                                  DLPackArray((8, 8)))
        self.assertEqual(str(cm.exception),
                         "gemm_f16_k64: argument 'A' has dtype bfloat16, but the kernel takes float16")

    def test_a_cpu_array(self):
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.add_f16(DLPackArray((64,), device=(KDL_CPU, 0)), DLPackArray((64,)), DLPackArray((64,)))
        self.assertEqual(str(cm.exception), "add_f16: argument 'A' is on DLPack device CPU (1), not on a CUDA device")

    def test_devices_must_agree(self):
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.add_f16(DLPackArray((64,)), DLPackArray((64,), device=(KDL_CUDA, 1)), DLPackArray((64,)))
        self.assertEqual(str(cm.exception), "add_f16: argument 'B' is on CUDA device 1 but 'A' is on device 0")

    def test_dlpack_strides_are_in_elements(self):
        X = DLPackArray((8, 1000), strides=(1000, 1))
        Y = DLPackArray((8, 1000), strides=(1, 8))
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.softmax_f16_n1000(X, Y)
        self.assertIn("argument 'Y' is not C-contiguous (strides (1, 8) elements", str(cm.exception))

    def test_mixed_with_cuda_array_interface(self):
        launch = self.lib.add_f16.bind(DLPackArray((64,)), CudaArray((64,)), DLPackArray((64,)))
        self.assertEqual(launch.dims, {"N": 64})


class TorchTest(unittest.TestCase):
    """torch tensors are read through their attributes (dtype, device, shape,
    stride(), data_ptr()) and launched on torch's current stream."""

    @classmethod
    def setUpClass(cls):
        cls.lib = fakes.library()

    def setUp(self):
        self.torch = FakeTorch()
        context = self.torch.installed()
        context.__enter__()
        self.addCleanup(context.__exit__, None, None, None)

    def test_bfloat16_tensors_on_the_current_stream_of_their_device(self):
        T = self.torch.module.Tensor
        A, B, C = (T((1000, 520), "bfloat16", device=("cuda", 1)), T((520, 1030), "bfloat16", device=("cuda", 1)),
                   T((1000, 1030), "bfloat16", device=("cuda", 1)))
        launch = self.lib.gemm_bf16.bind(A, B, C)
        self.assertEqual(launch.stream, self.torch.stream_handles[1])
        self.assertEqual(launch.device, 1)
        with self.assertRaises(tilec.TilecLaunchError):
            self.lib.gemm_bf16(A, B, C)
        # The launch ran with the tensors' device current in torch.
        self.assertEqual(self.torch.entered_devices, [1])

    def test_an_explicit_torch_stream(self):
        T = self.torch.module.Tensor
        tensors = [T((64,)) for _ in range(3)]
        stream = self.torch.module.cuda.Stream(0x4242)
        self.assertEqual(self.lib.add_f16.bind(*tensors, stream=stream).stream, 0x4242)

    def test_a_cpu_tensor(self):
        T = self.torch.module.Tensor
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.add_f16(T((64,)), T((64,), device=("cpu",)), T((64,)))
        self.assertEqual(str(cm.exception),
                         "add_f16: argument 'B' is a torch tensor on cpu, not on a CUDA device (use .cuda())")

    def test_a_torch_dtype_mismatch(self):
        T = self.torch.module.Tensor
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.softmax_f16_n1000(T((4, 1000), "float32"), T((4, 1000)))
        self.assertEqual(str(cm.exception),
                         "softmax_f16_n1000: argument 'X' has dtype torch.float32, but the kernel takes float16")

    def test_a_transposed_torch_tensor(self):
        T = self.torch.module.Tensor
        B = T((520, 1030), strides=(1, 520))
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.gemm_f16_k64(T((1000, 520)), B, T((1000, 1030)))
        self.assertIn("argument 'B' is not C-contiguous (strides (1, 520) elements", str(cm.exception))

    def test_tensors_on_two_devices(self):
        T = self.torch.module.Tensor
        with self.assertRaises(tilec.TilecArgumentError) as cm:
            self.lib.add_f16(T((64,)), T((64,)), T((64,), device=("cuda", 1)))
        self.assertEqual(str(cm.exception), "add_f16: argument 'C' is on CUDA device 1 but 'A' is on device 0")


if __name__ == "__main__":
    unittest.main()
