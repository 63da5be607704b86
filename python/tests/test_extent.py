"""Evaluating the metadata's expression extents (pure Python)."""

import unittest

from tilec import _extent


class ExtentTest(unittest.TestCase):
    def test_the_printers_integer_arithmetic(self):
        dims = {"M": 7, "N": 9}
        self.assertEqual(_extent.evaluate("2 * N", dims), 18)
        self.assertEqual(_extent.evaluate("T.floordiv(N, 2)", dims), 4)
        self.assertEqual(_extent.evaluate("T.floormod(N, 4) + M", dims), 8)
        self.assertEqual(_extent.evaluate("T.max(M, N) - T.min(M, N)", dims), 2)
        self.assertEqual(_extent.evaluate("(M + 1) * (N - 1)", dims), 64)
        self.assertEqual(_extent.evaluate("T.int64(3) * T.cast(N, \"int64\")", dims), 27)
        self.assertEqual(_extent.evaluate("4096", {}), 4096)

    def test_div_and_mod_truncate_as_in_c(self):
        self.assertEqual(_extent.evaluate("(0 - N) / 2", {"N": 9}), -4)
        self.assertEqual(_extent.evaluate("(0 - N) % 4", {"N": 9}), -1)
        self.assertEqual(_extent.evaluate("T.floordiv(0 - N, 2)", {"N": 9}), -5)

    def test_anything_else_is_unknown(self):
        self.assertIsNone(_extent.evaluate("K * 2", {"N": 1}))             # an unknown name
        self.assertIsNone(_extent.evaluate("T.floordiv(N, 0)", {"N": 1}))   # division by zero
        self.assertIsNone(_extent.evaluate("T.call(\"f\", N, dtype=\"int32\")", {"N": 1}))
        self.assertIsNone(_extent.evaluate("N ** 2", {"N": 3}))
        self.assertIsNone(_extent.evaluate("__import__('os')", {}))
        self.assertIsNone(_extent.evaluate("N +", {"N": 1}))
        self.assertIsNone(_extent.evaluate("1.5", {}))


if __name__ == "__main__":
    unittest.main()
