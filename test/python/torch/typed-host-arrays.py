# Typed Python kernels called on numpy arrays and torch CPU tensors (the
# issue's "callable from Python on torch CUDA tensors or numpy arrays"; CUDA
# tensors: test/python/typed-cuda-fake.py and utils/gpu-typed-kernels.py on
# a GPU): the example kernels run in oa-emu on them, in place, and an f16
# numpy array (which array.array cannot hold) reaches an oa.f16[:] kernel.
# RUN: rm -rf %t && mkdir -p %t && env OA_CACHE_DIR=%t/cache %python %s %t | FileCheck %s
# CHECK: numpy axpy ok
# CHECK-NEXT: torch axpy ok
# CHECK-NEXT: numpy histogram ok
# CHECK-NEXT: torch block_sum ok
# CHECK-NEXT: numpy f16 ok
# CHECK-NEXT: TypeError: argument 'x' holds f64 elements; the kernel takes f32[:]
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.join(os.environ["PYTHONPATH"].split(os.pathsep)[0], "..", "examples",
                                "python-kernels"))
import kernels as K  # noqa: E402

rng = np.random.default_rng(18)
n = 1000
x = rng.uniform(-1, 1, n).astype(np.float32)
out = np.zeros(n, np.float32)
K.axpy[(n + 255) // 256, 256](out, x, 2.5, n)
print("numpy axpy", "ok" if np.abs(out - (2.5 * x + 1)).max() <= 4e-7 else "bad")

xt = torch.from_numpy(x.copy())
ot = torch.zeros(n)
K.axpy[(n + 255) // 256, 256](ot, xt, 2.5, n)
print("torch axpy", "ok" if (ot - (2.5 * xt + 1)).abs().max().item() <= 4e-7 else "bad")

data = rng.integers(-5, 20, n).astype(np.int32)
bins = np.zeros(16, np.uint32)
K.histogram[4, 256](bins, data, n, 16)
print("numpy histogram", "ok" if (bins == np.bincount(np.clip(data, 0, 15), minlength=16)).all()
      else f"bad {bins}")

tot = torch.zeros(1)
K.block_sum[4, 256](tot, xt, n)
print("torch block_sum", "ok" if abs(tot.item() - float(x.astype(np.float64).sum())) <= 1e-4 * n
      else f"bad {tot.item()}")

with open(os.path.join(sys.argv[1], "halfk.py"), "w") as f:
    f.write("""import oa


@oa.kernel
def half_scale(out: oa.f16[:], x: oa.f16[:], a: oa.f32, n: oa.i32):
    i = oa.block_idx.x * oa.block_dim.x + oa.thread_idx.x
    if i < n:
        out[i] = oa.f16(a * x[i])  # f16 arithmetic gives f32: rounded back here
""")
sys.path.insert(0, sys.argv[1])
import halfk  # noqa: E402

xh = x.astype(np.float16)
oh = np.zeros(n, np.float16)
halfk.half_scale[(n + 255) // 256, 256](oh, xh, 2.5, n)
want = (np.float32(2.5) * xh.astype(np.float32)).astype(np.float16)
print("numpy f16", "ok" if (oh == want).all() else f"bad {np.abs(oh - want).max()}")

try:
    K.axpy[1, 32](out, x.astype(np.float64), 1.0, 1)
except TypeError as e:
    print("TypeError:", e)
