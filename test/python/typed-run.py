# Typed Python kernels end to end: ast -> MLIR -> oa-opt -> oa-translate ->
# oa-llc -> a cubin run in oa-emu on host arrays (array.array here; numpy
# arrays and torch tensors go the same way), results checked in Python.
# REQUIRES: oa-emu, oa-llc, oa-translate
# RUN: rm -rf %t && env OA_CACHE_DIR=%t/cache %python %s | FileCheck %s
import array
import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.environ["PYTHONPATH"], "..", "examples", "python-kernels"))
import kernels as K  # noqa: E402

rng = random.Random(1)
n = 1000
x = array.array("f", [rng.uniform(-1, 1) for _ in range(n)])
out = array.array("f", [0.0] * n)
K.axpy[(n + 255) // 256, 256](out, x, 2.5, n)
err = max(abs(o - (2.5 * v + 1)) for o, v in zip(out, x))
# CHECK: axpy ok
print("axpy", "ok" if err <= 4e-7 else f"bad {err}")

tot = array.array("f", [0.0])
K.block_sum[4, 256](tot, x, n)
ref = math.fsum(x)
# CHECK: block_sum ok
print("block_sum", "ok" if abs(tot[0] - ref) <= 1e-4 * n else f"bad {tot[0]} vs {ref}")

data = array.array("i", [rng.randrange(-5, 20) for _ in range(n)])
bins = array.array("I", [0] * 16)
K.histogram[4, 256](bins, data, n, 16)
expect = [0] * 16
for d in data:
    expect[min(max(d, 0), 15)] += 1
# CHECK: histogram ok
print("histogram", "ok" if list(bins) == expect else f"bad {list(bins)} vs {expect}")

rows, cols = 37, 9
xx = array.array("d", [rng.uniform(-1, 1) for _ in range(rows * cols)])
xx[5] = 0.0
yy = array.array("d", [0.0] * (rows * cols))
K.scale_rows[1, 64](yy, xx, rows, cols)
worst = 0.0
for r in range(rows):
    row = xx[r * cols:(r + 1) * cols]
    nrm = math.sqrt(sum(v * v for v in row))
    worst = max(worst, max(abs(yy[r * cols + c] - row[c] / nrm) for c in range(cols)))
# CHECK: scale_rows ok
print("scale_rows", "ok" if worst < 1e-12 else f"bad {worst}")

xi = array.array("i", [rng.randrange(-3, 3) for _ in range(100)])
vo = array.array("I", [7] * 4)
K.votes[1, 128](vo, xi, 100)
exp = [sum(1 << l for l in range(32) if w * 32 + l < 100 and xi[w * 32 + l] > 0) for w in range(4)]
# CHECK: votes ok
print("votes", "ok" if list(vo) == exp else f"bad {list(vo)} vs {exp}")

# Wrong argument types are errors before anything runs.
try:
    K.axpy[1, 32](out, array.array("d", [0.0]), 1.0, 1)
except TypeError as e:
    # CHECK: argument 'x' holds f64 elements; the kernel takes f32[:]
    print(e)
