"""Evaluating an "expr" extent of the metadata ("2 * N", "T.floordiv(N, 2)")
once the run-time dims are known, so that such a dimension of a tensor can be
checked too.

The text is tilec's IR syntax for integer arithmetic. Only that is accepted:
integer literals, dim names, + - * / % (C's truncating division and
remainder, as the IR's Div and Mod), T.floordiv, T.floormod, T.min, T.max,
T.intN(v) / T.uintN(v) literals and integer T.cast. Anything else gives None:
the dimension is then not checked (the launcher still checks what it can).
"""

from __future__ import annotations

import ast
from typing import Dict, Optional


class _Unknown(Exception):
    pass


def _trunc_div(a: int, b: int) -> int:
    if b == 0:
        raise _Unknown()
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _trunc_mod(a: int, b: int) -> int:
    return a - b * _trunc_div(a, b)


def _floor_div(a: int, b: int) -> int:
    if b == 0:
        raise _Unknown()
    return a // b


def _floor_mod(a: int, b: int) -> int:
    if b == 0:
        raise _Unknown()
    return a % b


_BINARY = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.Div: _trunc_div,
    ast.Mod: _trunc_mod,
    ast.FloorDiv: _floor_div,
}

_CALLS = {"floordiv": _floor_div, "floormod": _floor_mod, "min": min, "max": max}

_INT_TYPES = {"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"}


def _eval(node, dims: Dict[str, int]) -> int:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.Name):
        if node.id not in dims:
            raise _Unknown()
        return dims[node.id]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_eval(node.operand, dims)
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        return _BINARY[type(node.op)](_eval(node.left, dims), _eval(node.right, dims))
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and
            isinstance(node.func.value, ast.Name) and node.func.value.id == "T" and not node.keywords):
        fn, args = node.func.attr, node.args
        if fn in _CALLS and len(args) == 2:
            return _CALLS[fn](_eval(args[0], dims), _eval(args[1], dims))
        if fn in _INT_TYPES and len(args) == 1:
            return _eval(args[0], dims)
        if (fn == "cast" and len(args) == 2 and isinstance(args[1], ast.Constant) and
                args[1].value in _INT_TYPES):
            return _eval(args[0], dims)
    raise _Unknown()


def evaluate(text: str, dims: Dict[str, int]) -> Optional[int]:
    """The value of the extent `text` for these dims, or None when the text is
    not integer arithmetic of known dims."""
    try:
        return _eval(ast.parse(text, mode="eval").body, dims)
    except (SyntaxError, ValueError, RecursionError, _Unknown):
        return None
