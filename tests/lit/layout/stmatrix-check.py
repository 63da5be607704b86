#!/usr/bin/env python3
"""Checks the stmatrix lowering of a fragment -> shared copy by simulation.

Usage: stmatrix-check.py STMATRIX_IR ELEMENT_IR THREADS

Both files are `tilec --emit=ir --stop-after=lower-tile-ops` of the same
kernel: one whose 16-bit shared tile is written by tl.stmatrix_x4, one whose
float32 tile is written element by element (the same accumulator layout).
The second says which element each (thread, register) holds; the first is
run as the hardware runs stmatrix.x4 (lane l gives the address of row l % 8
of matrix l / 8; register m of lane l holds that matrix's row l / 4, columns
2 (l % 4) and the next). Every element must be written once, with the
register that holds it. Prints "ok: N elements" or the first mismatch.
"""
import re
import sys


class _T:
    @staticmethod
    def floordiv(a, b):
        return a // b

    @staticmethod
    def floormod(a, b):
        return a % b

    @staticmethod
    def cast(v, dtype):
        return v

    @staticmethod
    def call(name, *args, dtype=None):
        return (name, args)


class _Buffer:
    def __init__(self, name):
        self.name = name

    def __getitem__(self, idx):
        return (self.name, idx if isinstance(idx, tuple) else (idx,))


def _eval(text, env):
    names = {"T": _T}
    names.update(env)
    for name in set(re.findall(r"\b([A-Za-z_]\w*)\[", text)):
        names.setdefault(name, _Buffer(name))
    return eval(text, {"__builtins__": {}}, names)


def _loops_before(lines, k):
    """(var, extent) of the for loops that enclose line k, outermost first."""
    indent = len(lines[k]) - len(lines[k].lstrip())
    loops = []
    for j in range(k - 1, -1, -1):
        m = re.match(r"(\s*)for (\w+) in T\.\w+\(0, (\d+)\):", lines[j])
        if m and len(m.group(1)) < indent:
            loops.insert(0, (m.group(2), int(m.group(3))))
            indent = len(m.group(1))
    return loops


def _iterate(loops):
    if not loops:
        yield {}
        return
    (var, ext), rest = loops[0], loops[1:]
    for i in range(ext):
        for env in _iterate(rest):
            env = dict(env)
            env[var] = i
            yield env


def reference(text, threads):
    """(thread, register) -> element, from the element-wise store."""
    lines = text.splitlines()
    for k, line in enumerate(lines):
        m = re.match(r"\s*(\w+\[.*\]) = (\w+\[.*\])$", line)
        if not m or "_local[" not in m.group(2):
            continue
        ref = {}
        for tx in range(threads):
            for env in _iterate(_loops_before(lines, k)):
                env["tx"] = tx
                _, element = _eval(m.group(1), env)
                _, reg = _eval(m.group(2), env)
                ref[(tx, reg[0])] = element
        return ref
    sys.exit("no element-wise store of a fragment in the second file")


def simulate(text, threads):
    """element -> (thread, register) as stmatrix writes it."""
    lines = text.splitlines()
    for k, line in enumerate(lines):
        m = re.match(r"\s*T\.evaluate\((T\.call\(\"tl\.stmatrix_x4\".*\))\)$", line)
        if not m:
            continue
        written = {}
        for env in _iterate(_loops_before(lines, k)):
            calls = {}
            for tx in range(threads):
                env["tx"] = tx
                _, args = _eval(m.group(1), env)
                _, (row, col) = args[0][1][0]
                calls[tx] = ((row, col), [a[1][0] for a in args[1:]])
            for tx in range(threads):
                warp, lane = tx - tx % 32, tx % 32
                for mat in range(4):
                    (row, col), _ = calls[warp + 8 * mat + lane // 4]
                    for h in range(2):
                        element = (row, col + 2 * (lane % 4) + h)
                        if element in written:
                            sys.exit("element %s written twice" % (element,))
                        written[element] = (tx, calls[tx][1][2 * mat + h])
        return written
    sys.exit("no tl.stmatrix_x4 in the first file")


def main():
    stmatrix_ir, element_ir, threads = sys.argv[1], sys.argv[2], int(sys.argv[3])
    ref = reference(open(element_ir).read(), threads)
    got = simulate(open(stmatrix_ir).read(), threads)
    expected = {element: slot for slot, element in ref.items()}
    if len(expected) != len(ref):
        sys.exit("the reference holds an element in two registers")
    if set(got) != set(expected):
        missing = sorted(set(expected) - set(got))[:3]
        sys.exit("elements not written: %s" % missing)
    for element, slot in sorted(got.items()):
        if expected[element] != slot:
            sys.exit("element %s gets thread %d register %d; it is held by thread %d register %d"
                     % (element, slot[0], slot[1], expected[element][0], expected[element][1]))
    print("ok: %d elements" % len(got))


if __name__ == "__main__":
    main()
