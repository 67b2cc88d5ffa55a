"""Trains an MLP block and a transformer block with oa and with torch from
the same initial weights, and compares them (docs/Training.md).

    python3 examples/torch-training/train.py                 # CPU: oa-emu, 3 steps, small shapes
    python3 examples/torch-training/train.py --steps 100     # on a GPU: CUDA, 100 steps, timings

Prints per-step losses of both, the worst relative loss difference, the
final weights' difference, and on a GPU the time of a training step for
torch eager, torch.compile, oa without and with CUDA graph replay, and the
bundle cache's second start.  --json FILE writes the figures.
"""
import argparse
import copy
import json
import os
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
import oa  # noqa: E402


class MLP(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.fc1, self.fc2 = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def forward(self, x):
        return x + self.fc2(F.gelu(self.fc1(self.ln(x))))


class Block(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        self.h = h
        self.ln1 = nn.LayerNorm(d)
        self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.mlp = MLP(d)

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(C, dim=-1)
        q, k, v = (t.view(B, T, self.h, C // self.h).transpose(1, 2) for t in (q, k, v))
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(a.transpose(1, 2).reshape(B, T, C))
        return self.mlp(x)


def timed(fn, n, sync):
    fn()
    sync()
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    sync()
    return (time.perf_counter() - t0) / n * 1e3


def run(name, model, x, y, steps, gpu, bundle_root, precision="fp32"):
    ref = model
    mine = copy.deepcopy(ref)
    opt = torch.optim.AdamW(ref.parameters(), lr=1e-3, weight_decay=0.01)
    t0 = time.perf_counter()
    m = oa.compile(mine, (x,), train=True, loss=F.mse_loss, example_targets=(y,),
                   optimizer=torch.optim.AdamW(mine.parameters(), lr=1e-3, weight_decay=0.01),
                   bundle_root=bundle_root, precision=precision)
    first_start = time.perf_counter() - t0
    worst, rows = 0.0, []
    for s in range(steps):
        opt.zero_grad()
        lr = F.mse_loss(ref(x), y)
        lr.backward()
        opt.step()
        lo = m.step(x, y).item()
        rel = abs(lo - lr.item()) / abs(lr.item())
        worst = max(worst, rel)
        rows.append((lr.item(), lo))
        if s < 3 or s == steps - 1:
            print(f"{name} step {s:3d}: torch {lr.item():.7f} oa {lo:.7f} rel {rel:.1e}")
    diffs = {n: ((a - b).norm() / max(a.norm(), 1e-12)).item()
             for (n, a), b in zip(ref.named_parameters(), mine.parameters())}
    worst_w = max(diffs, key=diffs.get)
    wdiff = diffs[worst_w]
    res = {"model": name, "precision": precision, "steps": steps, "max_rel_loss_diff": worst, "max_rel_weight_diff": wdiff,
           "worst_weight": worst_w, "weight_diffs": diffs,
           "first_start_s": first_start, "bundle_cached": m.cached}
    print(f"{name}: worst per-step loss difference {worst:.2e}, final weights {wdiff:.2e} ({worst_w})")
    if gpu:
        sync = torch.cuda.synchronize
        def eager_step():
            opt.zero_grad(set_to_none=True)
            F.mse_loss(ref(x), y).backward()
            opt.step()
        cstep_model = torch.compile(ref)
        def compiled_step():
            opt.zero_grad(set_to_none=True)
            F.mse_loss(cstep_model(x), y).backward()
            opt.step()
        res["eager_ms"] = timed(eager_step, 20, sync)
        try:
            res["torch_compile_ms"] = timed(compiled_step, 20, sync)
        except Exception as e:  # no Triton/compiler on the host
            res["torch_compile_ms"] = None
            print("torch.compile failed:", e)
        res["oa_graph_ms"] = timed(lambda: m.step(x, y), 20, sync)
        m.cuda_graph = False
        res["oa_nograph_ms"] = timed(lambda: m.step(x, y), 20, sync)
        t0 = time.perf_counter()
        again = oa.compile(copy.deepcopy(mine), (x,), train=True, loss=F.mse_loss, example_targets=(y,),
                           optimizer=torch.optim.AdamW(mine.parameters(), lr=1e-3, weight_decay=0.01),
                           bundle_root=bundle_root, precision=precision)
        res["second_start_s"] = time.perf_counter() - t0
        res["second_start_cached"] = again.cached
        print(f"{name} ({precision}): step eager {res['eager_ms']:.3f} ms, torch.compile {res['torch_compile_ms']} ms, "
              f"oa {res['oa_graph_ms']:.3f} ms (graph) / {res['oa_nograph_ms']:.3f} ms (no graph); "
              f"start {first_start:.2f} s, second start {res['second_start_s']:.2f} s")
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=None)
    ap.add_argument("--json")
    ap.add_argument("--bundles", help="bundle folder (default $OA_BUNDLE_DIR or the cache)")
    ap.add_argument("--shapes", choices=["small", "gpu"], default=None)
    ap.add_argument("--precision", choices=["fp32", "bf16", "fp16"], nargs="+", default=["fp32"],
                    help="fp32 is checked against torch (<= 1e-4 per step); bf16/fp16 "
                         "(fp32 master weights) are reported")
    ap.add_argument("--prebuild", action="store_true",
                    help="only compile the bundles (for a GPU host without LLVM: utils/gpu-training-bundle.sh)")
    a = ap.parse_args()
    gpu = torch.cuda.is_available()
    dev = "cuda" if gpu else "cpu"
    big = (a.shapes or ("gpu" if gpu else "small")) == "gpu"
    steps = a.steps or (100 if gpu else 3)
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.manual_seed(0)
    d, b, t, h = (256, 8, 128, 4) if big else (16, 2, 8, 2)
    results = []
    if a.prebuild:
        for prec in a.precision:
            for model, shape in ((MLP(d), (b * t, d)), (Block(d, h), (b, t, d))):
                x, y = torch.randn(*shape), torch.randn(*shape)
                m = oa.compile(model, (x,), train=True, loss=F.mse_loss, example_targets=(y,),
                               optimizer=torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01),
                               bundle_root=a.bundles, precision=prec)
                print("bundle", prec, m.bundle.path)
        return 0
    for prec in a.precision:
        torch.manual_seed(0)
        x, y = torch.randn(b * t, d, device=dev), torch.randn(b * t, d, device=dev)
        results.append(run("mlp", MLP(d).to(dev), x, y, steps, gpu, a.bundles, prec))
        x, y = torch.randn(b, t, d, device=dev), torch.randn(b, t, d, device=dev)
        results.append(run("block", Block(d, h).to(dev), x, y, steps, gpu, a.bundles, prec))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(results, f, indent=1)
    ok = all(r["max_rel_loss_diff"] <= 1e-4 for r in results if r["precision"] == "fp32")
    print("PASS" if ok else "FAIL: loss curves differ by more than 1e-4")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
