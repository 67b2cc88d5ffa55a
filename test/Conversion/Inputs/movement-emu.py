"""Movement kernels of oa-lower-to-kernels (Movement.cpp, Kernels.cpp's
copies) compiled by oa-llc and run in oa-emu against the host: slices on
each axis, whose contiguous runs after the axis move as vectors of up to
16 bytes (8 f16, 4 f32, 2 when the run only allows it, 1 on the last
axis), a transpose that keeps the innermost axis, and slices that read
through a transpose (which then launches no kernel).  One line
`PASS|FAIL name sm rel-L2` per case; the results must be exact.

    movement-emu.py OUT [--sm 80,90] [--only SUBSTRING]
"""
import itertools
import os
import random
import sys

from oa.commands import rowwise as rw

import emu_cases

# name: (input shape, dtype, op, attributes, output shape)
CASES = {
    # q, k, v of an attention block: axis 0, runs of 2 x 40 halves (vec 8).
    "slice-f16-3x2x40-axis0": ((3, 2, 40), "f16", "slice", {"axis": 0, "start": 1}, (1, 2, 40)),
    # A middle axis: runs of 12 floats (vec 4).
    "slice-f32-2x6x12-axis1": ((2, 6, 12), "f32", "slice", {"axis": 1, "start": 2}, (2, 3, 12)),
    # Runs of 6 halves: vec 2.
    "slice-bf16-4x5x6-axis1": ((4, 5, 6), "bf16", "slice", {"axis": 1, "start": 3}, (4, 2, 6)),
    # The last axis: one element per thread.
    "slice-f16-3x4x10-axis2": ((3, 4, 10), "f16", "slice", {"axis": 2, "start": 7}, (3, 4, 3)),
    # The head split's transpose, innermost axis kept (vec 8).
    "transpose-f16-2x3x4x16": ((2, 3, 4, 16), "f16", "transpose", {"permutation": (2, 0, 1, 3)},
                               (4, 2, 3, 16)),
    # A slice of a transpose reads through it (no transpose kernel): an
    # attention block's head split, [b, s, 3, h, d] -> [3, b, h, s, d] ->
    # [3, b*h, s, d], then k (start 1) (vec 8) ...
    "split-f16-2x5x3x2x16": ((2, 5, 3, 2, 16), "f16", "split", {"permutation": (2, 0, 3, 1, 4), "start": 1},
                             (1, 4, 5, 16)),
    # ... and a slice along a middle axis of a transpose that moves the
    # innermost axis (one element per thread).
    "split-f32-3x4x6-inner": ((3, 4, 6), "f32", "split", {"permutation": (2, 0, 1), "start": 2},
                              (6, 1, 4)),
}


def split_shapes(shape, attrs):
    """The transposed shape and the slice's input of a split case."""
    tshape = tuple(shape[p] for p in attrs["permutation"])
    if len(shape) == 5:  # [3, b, h, s, d] -> [3, b*h, s, d], slice axis 0
        return tshape, (tshape[0], tshape[1] * tshape[2], tshape[3], tshape[4])
    return tshape, tshape  # slice axis 1 of the transposed tensor


def model_mlir(shape, dt, op, attrs, oshape):
    ty = lambda s: "tensor<" + "x".join(map(str, s)) + f"x{dt}>"  # noqa: E731
    if op == "split":
        tshape, sin = split_shapes(shape, attrs)
        perm = ", ".join(map(str, attrs["permutation"]))
        axis = 0 if len(shape) == 5 else 1
        sout = list(sin)
        sout[axis] = 1
        body = [f"%t = oa.transpose %x {{permutation = array<i64: {perm}>}} : ({ty(shape)}) -> {ty(tshape)}"]
        src = "%t"
        if sin != tshape:
            body.append(f"%r = oa.reshape %t : ({ty(tshape)}) -> {ty(sin)}")
            src = "%r"
        assert tuple(sout) == tuple(oshape)
        body.append(f"%0 = oa.slice {src} {{axis = {axis} : i64, start = {attrs['start']} : i64}} : "
                    f"({ty(sin)}) -> {ty(sout)}")
        return (f'func.func @m(%x: {ty(shape)} {{oa.name = "x"}}) -> ({ty(oshape)} {{oa.name = "y"}}) {{\n  '
                + "\n  ".join(body) + f"\n  return %0 : {ty(oshape)}\n}}\n")
    if op == "slice":
        a = f"{{axis = {attrs['axis']} : i64, start = {attrs['start']} : i64}}"
    else:
        a = "{permutation = array<i64: " + ", ".join(map(str, attrs["permutation"])) + ">}"
    return (f'func.func @m(%x: {ty(shape)} {{oa.name = "x"}}) -> ({ty(oshape)} {{oa.name = "y"}}) {{\n'
            f"  %0 = oa.{op} %x {a} : ({ty(shape)}) -> {ty(oshape)}\n"
            f"  return %0 : {ty(oshape)}\n}}\n")


def strides(shape):
    s = [1] * len(shape)
    for d in range(len(shape) - 2, -1, -1):
        s[d] = s[d + 1] * shape[d + 1]
    return s


def reference(shape, op, attrs, oshape, x):
    if op == "split":
        tshape, sin = split_shapes(shape, attrs)
        t = reference(shape, "transpose", attrs, tshape, x)
        axis = 0 if len(shape) == 5 else 1
        sout = list(sin)
        sout[axis] = 1
        return reference(sin, "slice", {"axis": axis, "start": attrs["start"]}, tuple(sout), t)
    ist = strides(shape)
    out = []
    for c in itertools.product(*(range(n) for n in oshape)):
        if op == "slice":
            c = list(c)
            c[attrs["axis"]] += attrs["start"]
            src = c
        else:  # output axis d is input axis perm[d]
            src = [0] * len(shape)
            for d, p in enumerate(attrs["permutation"]):
                src[p] = c[d]
        out.append(x[sum(a * b for a, b in zip(src, ist))])
    return out


def run(name, case, sm, out):
    shape, dt, op, attrs, oshape = case
    path = os.path.join(out, f"{name}-sm{sm}")
    rw.compile_model(model_mlir(shape, dt, op, attrs, oshape), path, sm, rtol=0)
    rng = random.Random(len(name))
    n = 1
    for s in shape:
        n *= s
    raw, x = rw.encode([rng.uniform(-4.0, 4.0) for _ in range(n)], dt)
    with open(os.path.join(path, "x.bin"), "wb") as f:
        f.write(raw)
    return emu_cases.emulate(path, [os.path.join(path, "launch.json")], dt,
                             reference(shape, op, attrs, oshape, x), 0.0)


if __name__ == "__main__":
    sys.exit(emu_cases.main(CASES, run))
