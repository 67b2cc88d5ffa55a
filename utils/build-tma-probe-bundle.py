#!/usr/bin/env python3
"""build-tma-probe-bundle.py OUT [--build BUILD]: the GPU probes for the rule
oa-emu enforces since tma_layout failed on the H200 (2026-12-05, nvcc's build
and oa's alike): a TMA box must start on a 16-byte boundary of its row
(innermost coordinate x element size a multiple of 16), or the kernel stops
with CUDA_ERROR_ILLEGAL_INSTRUCTION.  tma_layout's fourth block loaded at
column 90 of an f32 tensor (360 bytes); the other blocks' columns were
multiples of 4.

One small kernel (nvcc -arch=sm_90a, the reference toolchain; tensor.h's
helpers) loads one 2D box of an f32 100 x 50 tensor at (c0, c1) into shared
memory and dumps it, or stores one box; a case per (operation, swizzle,
column):
  load-{128B,64B,32B,none}-c{88,90,89,2}   88: 352 bytes (aligned, past the
      right edge), 90: 360 (8 off), 89: 356 (4 off), 2: 8 bytes (8 off, the
      box wholly inside the tensor)
  store-{128B,none}-c{88,90}
  tma_layout-old   tma_layout's nvcc cubin with the coordinates of the run
                   that failed (block 3 at column 90)
  tma_layout-new   the same with today's coordinates (column 96)
Expected: every aligned case PASS (its box checked against oa-emu's), every
misaligned one FAIL with CUDA_ERROR_ILLEGAL_INSTRUCTION.  If a misaligned
load passes, the rule is narrower than oa-emu's check (lib/Emulator/
ExecAsync.cpp, UTMALDG/UTMASTG): narrow the check to what fails.

Run there:  python3 OUT/run.py RESULTS --tar RESULTS.tgz  (summary.txt: one
line per case, FAIL lines carry oa-run's error).  The misaligned cases fail
in oa-emu here by design (printed, not an error of the bundle).
"""
import argparse
import json
import os
import shutil
import struct
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
sys.path.insert(0, os.path.join(root, "utils"))
import gpu_bundle  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("out")
ap.add_argument("--build", default=os.path.join(root, "build"))
a = ap.parse_args()
B = gpu_bundle.Bundle(a.out, a.build)
work = os.path.join(B.out, "src")
os.makedirs(work, exist_ok=True)
nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
if not os.path.exists(nvcc):
    sys.exit("build-tma-probe-bundle: nvcc is needed")
TENSOR = os.path.join(root, "test", "E2E", "tensor")

SRC = r'''
#include "tensor.h"
// One box of m at (c0, c1): loaded into shared memory and dumped (bytes:
// the box's size), or (store) shared memory filled with 1000 + i and stored.
extern "C" __global__ void probe_load(const __grid_constant__ TmaMap m, int c0, int c1,
                                      int bytes, float *dump) {
  __shared__ __align__(1024) float sm[256];
  __shared__ unsigned long long bar;
  const u32 base = smem_u32(sm), mb = smem_u32(&bar);
  if (threadIdx.x == 0) {
    mbar_init(mb, 1);
    fence_barrier_init();
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    mbar_expect_tx(mb, bytes);
    tma_load_2d(base, &m, c0, c1, mb);
  }
  mbar_wait(mb, 0);
  for (int i = threadIdx.x; i < bytes / 4; i += blockDim.x)
    dump[i] = sm[i];
}
extern "C" __global__ void probe_store(const __grid_constant__ TmaMap m, int c0, int c1,
                                       int bytes, float *dump) {
  __shared__ __align__(1024) float sm[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    sm[i] = 1000.f + i;
  fence_proxy_async();
  __syncthreads();
  if (threadIdx.x == 0) {
    tma_store_2d(&m, c0, c1, smem_u32(sm));
    tma_store_commit_wait();
  }
}
'''
cu = os.path.join(work, "tma_probe.cu")
open(cu, "w").write(SRC)
cub = os.path.join(work, "tma_probe.cubin")
gpu_bundle.sh([nvcc, "-cubin", "-arch=sm_90a", "-O3", "-I", TENSOR, "-I",
               os.path.join(root, "test", "E2E"), "-o", cub, cu], "build-tma-probe-bundle")

BOX = {"128B": 32, "64B": 16, "32B": 8, "none": 8}


def desc(kernel, swz, c0, c1=0):
    w = BOX[swz]
    m = {"buffer": "X", "dims": [100, 50], "box": [w, 8]}
    if swz != "none":
        m["swizzle"] = swz
    bufs = {"X": {"dtype": "f32", "shape": [50, 100], "seed": 7, "output": kernel == "probe_store"},
            "dump": {"dtype": "f32", "count": 256, "init": {"fill": 0}, "output": True}}
    return {"grid": [1], "block": [128], "buffers": bufs,
            "args": [{"tensormap": m}, {"i32": c0}, {"i32": c1}, {"i32": w * 8 * 4},
                     {"buffer": "dump"}]}


def case(name, kernel, d, cubin=cub):
    """Expected outputs: oa-emu's, when it runs the case (aligned ones)."""
    cd = os.path.join(B.out, name)
    os.makedirs(cd, exist_ok=True)
    spec = os.path.join(cd, "emu-spec.json")  # next to the case's own files
    json.dump(dict(d, kernel=kernel, cubin=cubin), open(spec, "w"))
    rd = os.path.join(work, name + "-emu")
    p = subprocess.run([B.tool("oa-emu"), spec, "--out", rd], capture_output=True, text=True)
    if p.returncode == 0:
        for bn, b in d["buffers"].items():
            if b.get("output"):
                shutil.copy(os.path.join(rd, bn + ".bin"), os.path.join(cd, bn + ".expect.bin"))
                b["expect"] = {"file": bn + ".expect.bin"}
    else:
        print(f"{name}: oa-emu refuses it ({p.stderr.strip().splitlines()[-1][:160]})")
    B.case(name, cubin, kernel, d)


for swz in ("128B", "64B", "32B", "none"):
    for c0 in (88, 90, 89, 2):
        case(f"load-{swz}-c{c0}", "probe_load", desc("probe_load", swz, c0))
for swz in ("128B", "none"):
    for c0 in (88, 90):
        case(f"store-{swz}-c{c0}", "probe_store", desc("probe_store", swz, c0))

# tma_layout itself (nvcc's build, the checked-in cubin of tensor-sm90.test)
# with the failing run's coordinates and with today's.
tcub = os.path.join(root, "test", "Emulator", "Inputs", "tma_layout.sm_90a.cubin")
tdesc = json.load(open(os.path.join(TENSOR, "tma_layout.json")))
for name, coords in (("tma_layout-old", (0, 0, 80, 46, -16, 20, 90, -5)),
                     ("tma_layout-new", None)):
    d = json.loads(json.dumps(tdesc))
    cd = os.path.join(B.out, name)
    os.makedirs(cd, exist_ok=True)
    cf = os.path.join(cd, "coords.bin")
    if coords:
        open(cf, "wb").write(struct.pack("<8i", *coords))
    else:
        shutil.copy(os.path.join(TENSOR, "tma_layout.coords.bin"), cf)
    d["buffers"]["coords"]["init"] = {"file": "coords.bin"}
    kernel = d.pop("kernel")
    case(name, kernel, d, tcub)
B.finish()
