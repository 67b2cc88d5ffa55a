"""On a GPU host: the example typed kernels launched on torch CUDA tensors
(in place, through libcuda, on torch's current stream) from the cubins
`oa compile` built (bundles/python-kernels), checked against torch.
    python3 gpu-typed-kernels.py BUNDLE_DIR      (utils/gpu-bundle.sh makes it)
Prints one PASS/FAIL line per kernel; exit 1 on any failure."""
import os
import sys

import torch

here = sys.argv[1]
sys.path.insert(0, os.path.join(here, "python-kernels"))
import kernels as K  # noqa: E402

major = torch.cuda.get_device_capability()[0]
arch = f"sm_{major}0"
cubin = os.path.join(here, "bundles", "python-kernels", "cubin", arch, "kernels.cubin")
for k in (K.axpy, K.block_sum, K.histogram, K.scale_rows, K.votes):
    k.use_cubin(cubin, arch)
dev = torch.device("cuda")
g = torch.Generator(device=dev).manual_seed(1)
fails = 0


def report(name, ok, detail):
    global fails
    fails += not ok
    print(f"{'PASS' if ok else 'FAIL'} {name}: {detail}")


n = 1 << 20
x = torch.rand(n, device=dev, generator=g) * 2 - 1
out = torch.empty_like(x)
K.axpy[(n + 255) // 256, 256](out, x, 2.5, n)
err = (out - (2.5 * x + 1)).abs().max().item()
report("axpy", err <= 1e-6, f"max error {err:.3g}")

tot = torch.zeros(1, device=dev)
K.block_sum[120, 256](tot, x, n)
ref = x.double().sum().item()
report("block_sum", abs(tot.item() - ref) <= 1e-3 * max(1.0, abs(ref)) + 1e-2, f"{tot.item():.6f} vs {ref:.6f}")



class U32:
    """An int32 CUDA tensor seen as u32 (the kernels' type) through
    __cuda_array_interface__, whatever torch's uint32 support."""

    def __init__(self, t):
        self.t = t
        self.__cuda_array_interface__ = {"shape": tuple(t.shape), "typestr": "<u4",
                                         "data": (t.data_ptr(), False), "version": 3}


d = torch.randint(-5, 20, (n,), device=dev, dtype=torch.int32, generator=g)
bins = torch.zeros(16, device=dev, dtype=torch.int32)
K.histogram[(n + 255) // 256, 256](U32(bins), d, n, 16)
ref = torch.bincount(d.clamp(0, 15).long(), minlength=16).to(torch.int32)
report("histogram", torch.equal(bins, ref), f"{bins.tolist()[:4]}...")

rows, cols = 1000, 37
xx = torch.rand(rows * cols, device=dev, dtype=torch.float64, generator=g) - 0.5
yy = torch.empty_like(xx)
K.scale_rows[(rows + 127) // 128, 128](yy, xx, rows, cols)
ref = (xx.view(rows, cols) / xx.view(rows, cols).norm(dim=1, keepdim=True)).view(-1)
err = (yy - ref).abs().max().item()
report("scale_rows", err <= 1e-12, f"max error {err:.3g}")

xi = torch.randint(-3, 3, (4096,), device=dev, dtype=torch.int32, generator=g)
vo = torch.zeros(128, device=dev, dtype=torch.int32)
K.votes[16, 256](U32(vo), xi, 4096)
pos = (xi > 0).view(128, 32).cpu()
ref = [sum(1 << l for l in range(32) if pos[w, l]) for w in range(128)]
got = [int(v) & 0xFFFFFFFF for v in vo.cpu().tolist()]
report("votes", got == ref, f"{got[:2]} vs {ref[:2]}")
torch.cuda.synchronize()
sys.exit(1 if fails else 0)
