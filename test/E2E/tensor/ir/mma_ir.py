#!/usr/bin/env python3
"""Tensor-core kernels written as NVVM IR (llvm.nvvm.mma.*, ldmatrix, cp.async,
vector loads and stores), compiled by oa-llc and run in oa-emu (hazard
checking on) against float64 references computed here.

Each form's kernel is generated here: every warp of the grid computes one
tile D = A*B + C, loading its fragments straight from global memory at the
positions the PTX ISA gives for mma.sync (A row-major M x K, B stored
transposed N x K, C/D row-major M x N).  The `ldsm` kernel instead stages A
and B through shared memory with cp.async (16-byte .cg, 8-byte .ca with
src-size zero fill) and loads them with ldmatrix (.x4, .x2.trans).

    mma_ir.py --out DIR [--sm 80 90] [--forms NAME...] [--emit NAME]

--emit prints one form's IR (for FileCheck tests).  With --bundle DIR the
cubins, launch descriptions and reference outputs are written for the GPU
(oa-run) instead of being run in oa-emu.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys

import random
import struct

WARPS, BLOCKS = 2, 2
TILES = WARPS * BLOCKS

# name: (intrinsic, M, N, K, A/B element, C/D element)
FORMS = {
    "f16_k16_f32": ("llvm.nvvm.mma.m16n8k16.row.col.f32.f32", 16, 8, 16, "f16", "f32"),
    "f16_k16_f16": ("llvm.nvvm.mma.m16n8k16.row.col.f16.f16", 16, 8, 16, "f16", "f16"),
    "f16_k8_f32": ("llvm.nvvm.mma.m16n8k8.row.col.f32.f32", 16, 8, 8, "f16", "f32"),
    "f16_k8_f16": ("llvm.nvvm.mma.m16n8k8.row.col.f16.f16", 16, 8, 8, "f16", "f16"),
    "bf16_k16": ("llvm.nvvm.mma.m16n8k16.row.col.bf16", 16, 8, 16, "bf16", "f32"),
    "bf16_k8": ("llvm.nvvm.mma.m16n8k8.row.col.bf16", 16, 8, 8, "bf16", "f32"),
    "tf32_k8": ("llvm.nvvm.mma.m16n8k8.row.col.tf32", 16, 8, 8, "tf32", "f32"),
    "tf32_k4": ("llvm.nvvm.mma.m16n8k4.row.col.tf32", 16, 8, 4, "tf32", "f32"),
    "s8_k32": ("llvm.nvvm.mma.m16n8k32.row.col.s8", 16, 8, 32, "s8", "s32"),
    "u8s8_k32_sat": ("llvm.nvvm.mma.m16n8k32.row.col.satfinite.u8.s8", 16, 8, 32, "u8s8", "s32"),
    "s8_k16": ("llvm.nvvm.mma.m16n8k16.row.col.s8", 16, 8, 16, "s8", "s32"),
    "u8_m8n8k16": ("llvm.nvvm.mma.m8n8k16.row.col.u8", 8, 8, 16, "u8", "s32"),
}
ESIZE = {"f16": 2, "bf16": 2, "tf32": 4, "s8": 1, "u8": 1, "u8s8": 1}
WORD_TY = {"f16": "<2 x half>", "bf16": "i32", "tf32": "i32", "s8": "i32", "u8": "i32",
           "u8s8": "i32", "f32": "float", "s32": "i32"}

HEADER = """target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
"""


class IR:
    def __init__(self):
        self.lines, self.n = [], 0

    def __call__(self, text):
        self.n += 1
        name = "%%v%d" % self.n
        self.lines.append("  %s = %s" % (name, text))
        return name

    def do(self, text):
        self.lines.append("  " + text)


def lane_setup(b):
    tid = b("call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
    cta = b("call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()")
    lane = b("and i32 %s, 31" % tid)
    warp = b("lshr i32 %s, 5" % tid)
    tile = b("add i32 %s, %s" % (b("mul i32 %s, %d" % (cta, WARPS)), warp))
    g = b("lshr i32 %s, 2" % lane)
    t = b("and i32 %s, 3" % lane)
    return tid, lane, tile, g, t


def offset(b, tile, tile_bytes, elem_expr, esize):
    """Byte offset tile*tile_bytes + elem*esize as i64."""
    e = b("add i32 %s, %s" % (b("mul i32 %s, %d" % (tile, tile_bytes)),
                              b("mul i32 %s, %d" % (elem_expr, esize))))
    return b("zext i32 %s to i64" % e)


def lin(b, terms):
    """sum of (value, coefficient) and constants."""
    acc = None
    for v, c in terms:
        x = str(c) if v is None else (v if c == 1 else b("mul i32 %s, %d" % (v, c)))
        acc = x if acc is None else b("add i32 %s, %s" % (acc, x))
    return acc


def mma_kernel(name):
    intr, M, N, K, ab, cd = FORMS[name]
    es, P = ESIZE[ab], 4 // ESIZE[ab]
    na = M * K * es // 4 // 32
    nb = N * K * es // 4 // 32
    nc = M * N * (2 if cd == "f16" else 4) // 4 // 32
    b = IR()
    _, _, tile, g, t = lane_setup(b)
    args = []
    for w in range(na):  # A row-major M x K
        row = lin(b, [(g, 1), (None, 8 * (w & 1) if M == 16 else 0)])
        col = lin(b, [(t, P), (None, (K // 2) * (w >> 1))])
        off = offset(b, tile, M * K * es, lin(b, [(row, K), (col, 1)]), es)
        p = b("getelementptr i8, ptr addrspace(1) %%A, i64 %s" % off)
        v = b("load i32, ptr addrspace(1) %s, align 4" % p)
        args.append(v if WORD_TY[ab] == "i32" else b("bitcast i32 %s to %s" % (v, WORD_TY[ab])))
    for w in range(nb):  # B stored transposed, N x K
        col = lin(b, [(t, P), (None, (K // 2) * w)])
        off = offset(b, tile, N * K * es, lin(b, [(g, K), (col, 1)]), es)
        p = b("getelementptr i8, ptr addrspace(1) %%B, i64 %s" % off)
        v = b("load i32, ptr addrspace(1) %s, align 4" % p)
        args.append(v if WORD_TY[ab] == "i32" else b("bitcast i32 %s to %s" % (v, WORD_TY[ab])))
    # C/D words: two per row position for 32-bit elements, one word of two
    # halves for f16; accessed as <2 x word> vectors where they are adjacent.
    csz = 2 if cd == "f16" else 4
    cptrs = []
    if cd == "f16":
        for j in range(nc):
            off = offset(b, tile, M * N * csz, lin(b, [(g, N), (None, 8 * N * j), (t, 2)]), csz)
            p = b("getelementptr i8, ptr addrspace(1) %%C, i64 %s" % off)
            args.append(b("load <2 x half>, ptr addrspace(1) %s, align 4" % p))
            cptrs.append(off)
    else:
        for j in range(nc // 2):
            off = offset(b, tile, M * N * csz, lin(b, [(g, N), (None, 8 * N * j), (t, 2)]), csz)
            p = b("getelementptr i8, ptr addrspace(1) %%C, i64 %s" % off)
            ty = WORD_TY[cd]
            v = b("load <2 x %s>, ptr addrspace(1) %s, align 8" % (ty, p))
            args += [b("extractelement <2 x %s> %s, i32 0" % (ty, v)),
                     b("extractelement <2 x %s> %s, i32 1" % (ty, v))]
            cptrs.append(off)
    rty = "{%s}" % ", ".join([WORD_TY[cd] if cd != "f16" else "<2 x half>"] * nc)
    aty = [WORD_TY[ab]] * (na + nb) + [WORD_TY[cd] if cd != "f16" else "<2 x half>"] * nc
    r = b("call %s @%s(%s)" % (rty, intr, ", ".join("%s %s" % x for x in zip(aty, args))))
    d = [b("extractvalue %s %s, %d" % (rty, r, j)) for j in range(nc)]
    if cd == "f16":
        for j, off in enumerate(cptrs):
            p = b("getelementptr i8, ptr addrspace(1) %%D, i64 %s" % off)
            b.do("store <2 x half> %s, ptr addrspace(1) %s, align 4" % (d[j], p))
    else:
        ty = WORD_TY[cd]
        for j, off in enumerate(cptrs):
            v = b("insertelement <2 x %s> poison, %s %s, i32 0" % (ty, ty, d[2 * j]))
            v = b("insertelement <2 x %s> %s, %s %s, i32 1" % (ty, v, ty, d[2 * j + 1]))
            p = b("getelementptr i8, ptr addrspace(1) %%D, i64 %s" % off)
            b.do("store <2 x %s> %s, ptr addrspace(1) %s, align 8" % (ty, v, p))
    decl = "declare %s @%s(%s)\n" % (rty, intr, ", ".join(aty))
    return (HEADER + decl +
            "define ptx_kernel void @%s(ptr addrspace(1) %%A, ptr addrspace(1) %%B, "
            "ptr addrspace(1) %%C, ptr addrspace(1) %%D) {\n" % name +
            "\n".join(b.lines) + "\n  ret void\n}\n")


LDSM_DECLS = """@SA = internal addrspace(3) global [%d x i8] undef, align 16
@SB = internal addrspace(3) global [%d x i8] undef, align 16
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.ca.shared.global.8.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)
declare {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3))
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
""" % (WARPS * 512, WARPS * 256)


def ldsm_kernel():
    """A (16x16 row-major f16) and B (16x8, K x N row-major f16) per tile through
    shared memory; odd tiles copy B with src-size 4 of 8 (upper halves zero).
    D is stored as one <4 x float> per lane, in fragment order."""
    b = IR()
    tid, lane, tile, g, t = lane_setup(b)
    warp = b("lshr i32 %s, 5" % tid)
    # A: 512 bytes per tile, 16 bytes per lane.
    sa_off = lin(b, [(warp, 512), (lane, 16)])
    sa = b("getelementptr i8, ptr addrspace(3) @SA, i32 %s" % sa_off)
    ga = b("getelementptr i8, ptr addrspace(1) %%A, i64 %s" % offset(b, tile, 512, lane, 16))
    b.do("call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %s, ptr addrspace(1) %s)" % (sa, ga))
    # B: 256 bytes per tile, 8 bytes per lane; src-size 8, or 4 on odd tiles.
    sb_off = lin(b, [(warp, 256), (lane, 8)])
    sb = b("getelementptr i8, ptr addrspace(3) @SB, i32 %s" % sb_off)
    gb = b("getelementptr i8, ptr addrspace(1) %%B, i64 %s" % offset(b, tile, 256, lane, 8))
    src = b("sub i32 8, %s" % b("shl i32 %s, 2" % b("and i32 %s, 1" % tile)))
    b.do("call void @llvm.nvvm.cp.async.ca.shared.global.8.s(ptr addrspace(3) %s, ptr addrspace(1) %s, i32 %s)" % (sb, gb, src))
    b.do("call void @llvm.nvvm.cp.async.commit.group()")
    b.do("call void @llvm.nvvm.cp.async.wait.group(i32 0)")
    b.do("call void @llvm.nvvm.barrier0()")
    # ldmatrix.x4: lane l addresses row l%16, column block l/16.
    row = b("and i32 %s, 15" % lane)
    cb = b("lshr i32 %s, 4" % lane)
    pa = b("getelementptr i8, ptr addrspace(3) @SA, i32 %s" % lin(b, [(warp, 512), (row, 32), (cb, 16)]))
    ra = b("call {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %s)" % pa)
    # ldmatrix.x2.trans: lanes 0-15 address rows k = 0..15 of B.
    pb = b("getelementptr i8, ptr addrspace(3) @SB, i32 %s" % lin(b, [(warp, 256), (row, 16)]))
    rb = b("call {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %s)" % pb)
    args = []
    for i in range(4):
        args.append("<2 x half> " + b("bitcast i32 %s to <2 x half>" % b("extractvalue {i32, i32, i32, i32} %s, %d" % (ra, i))))
    for i in range(2):
        args.append("<2 x half> " + b("bitcast i32 %s to <2 x half>" % b("extractvalue {i32, i32} %s, %d" % (rb, i))))
    args += ["float 0.0"] * 4
    r = b("call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(%s)" % ", ".join(args))
    v = "poison"
    for j in range(4):
        x = b("extractvalue {float, float, float, float} %s, %d" % (r, j))
        v = b("insertelement <4 x float> %s, float %s, i32 %d" % (v, x, j))
    gi = b("add i32 %s, %s" % (b("mul i32 %s, 32" % tile), lane))
    p = b("getelementptr <4 x float>, ptr addrspace(1) %%D, i32 %s" % gi)
    b.do("store <4 x float> %s, ptr addrspace(1) %s, align 16" % (v, p))
    return (HEADER + LDSM_DECLS +
            "define ptx_kernel void @ldsm(ptr addrspace(1) %A, ptr addrspace(1) %B, "
            "ptr addrspace(1) %D) {\n" + "\n".join(b.lines) + "\n  ret void\n}\n")


def kernel_ir(name):
    return ldsm_kernel() if name == "ldsm" else mma_kernel(name)


#
# Inputs and references, in plain Python (exact products in float64, one
# rounding to the accumulator type, as mma.sync specifies).
#
def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def tf32(x):
    u = struct.unpack("<I", struct.pack("<f", x))[0] & 0xffffe000
    return struct.unpack("<f", struct.pack("<I", u))[0]


def bf16_bits(x):
    u = struct.unpack("<I", struct.pack("<f", x))[0]
    return ((u + 0x7fff + ((u >> 16) & 1)) >> 16) & 0xffff


def bf16_val(bits):
    return struct.unpack("<f", struct.pack("<I", bits << 16))[0]


def pack(fmt, values):
    return struct.pack("<%d%s" % (len(values), fmt), *values)


def make_case(name, rng):
    """-> (buffers {name: (bytes, dtype, count, output)}, arg order, {name: reference bytes})."""
    uni = lambda n: [rng.uniform(-1, 1) for _ in range(n)]
    if name == "ldsm":
        a = [struct.unpack("<e", struct.pack("<e", x))[0] for x in uni(TILES * 256)]
        b = [struct.unpack("<e", struct.pack("<e", x))[0] for x in uni(TILES * 128)]
        bz = list(b)
        # Odd tiles: each lane's 8 bytes (4 halves of a row of 8) keep 2.
        for i in range(len(bz)):
            if (i // 128) % 2 and i % 4 >= 2:
                bz[i] = 0.0
        out = []
        for tl in range(TILES):
            d = lambda m, n: sum(a[tl * 256 + m * 16 + k] * bz[tl * 128 + k * 8 + n] for k in range(16))
            for lane in range(32):
                g, t = lane >> 2, lane & 3
                out += [d(g, 2 * t), d(g, 2 * t + 1), d(g + 8, 2 * t), d(g + 8, 2 * t + 1)]
        bufs = {"A": (pack("e", a), "f16", len(a), False), "B": (pack("e", b), "f16", len(b), False),
                "D": (None, "f32", TILES * 128, True)}
        return bufs, ["A", "B", "D"], {"D": pack("f", out)}
    intr, M, N, K, ab, cd = FORMS[name]
    na, nb = TILES * M * K, TILES * N * K
    if ab == "f16":
        araw, braw = uni(na), uni(nb)
        abytes, bbytes = pack("e", araw), pack("e", braw)
        av, bv = struct.unpack("<%de" % na, abytes), struct.unpack("<%de" % nb, bbytes)
        adt = "f16"
    elif ab == "bf16":
        araw, braw = [bf16_bits(x) for x in uni(na)], [bf16_bits(x) for x in uni(nb)]
        abytes, bbytes = pack("H", araw), pack("H", braw)
        av, bv = [bf16_val(x) for x in araw], [bf16_val(x) for x in braw]
        adt = "u16"
    elif ab == "tf32":
        araw, braw = uni(na), uni(nb)
        abytes, bbytes = pack("f", araw), pack("f", braw)
        av = [tf32(x) for x in struct.unpack("<%df" % na, abytes)]
        bv = [tf32(x) for x in struct.unpack("<%df" % nb, bbytes)]
        adt = "f32"
    else:
        au = ab in ("u8", "u8s8")
        bu = ab == "u8"
        av = [rng.randrange(0, 256) if au else rng.randrange(-128, 128) for _ in range(na)]
        bv = [rng.randrange(0, 256) if bu else rng.randrange(-128, 128) for _ in range(nb)]
        abytes = pack("B" if au else "b", av)
        bbytes = pack("B" if bu else "b", bv)
        adt = "u8"
    nc = TILES * M * N
    if cd == "f32":
        c = [f32(x) for x in uni(nc)]
        cbytes, cdt, fmt = pack("f", c), "f32", "f"
    elif cd == "f16":
        cbytes, cdt, fmt = pack("e", uni(nc)), "f16", "e"
        c = list(struct.unpack("<%de" % nc, cbytes))
    else:
        c = [rng.randrange(-100000, 100000) for _ in range(nc)]
        cbytes, cdt, fmt = pack("i", c), "i32", "i"
    ref = []
    for tl in range(TILES):
        for m in range(M):
            for n in range(N):
                s = sum(av[tl * M * K + m * K + k] * bv[tl * N * K + n * K + k] for k in range(K))
                s += c[tl * M * N + m * N + n]
                ref.append(max(-2**31, min(2**31 - 1, s)) if fmt == "i" else s)
    bufs = {"A": (abytes, adt, na, False), "B": (bbytes, adt, nb, False),
            "C": (cbytes, cdt, nc, False), "D": (None, cdt, nc, True)}
    return bufs, ["A", "B", "C", "D"], {"D": pack(fmt, ref)}


def write_case(name, d, rng):
    """Writes inputs, launch.json and ref/ for one kernel in d."""
    bufs, args, ref = make_case(name, rng)
    os.makedirs(os.path.join(d, "ref"), exist_ok=True)
    desc = {"kernel": name, "grid": [BLOCKS], "block": [32 * WARPS], "buffers": {}, "args": []}
    for bn, (data, dt, count, out) in bufs.items():
        e = {"dtype": dt, "count": count}
        if data is not None:
            with open(os.path.join(d, bn + ".bin"), "wb") as f:
                f.write(data)
            e["init"] = {"file": bn + ".bin"}
        if out:
            e["init"] = "poison"
            e["output"] = True
            if dt != "i32":
                e["rtol"] = {"f32": 1e-6, "f16": 1e-3}[dt]
        desc["buffers"][bn] = e
    desc["args"] = [{"buffer": a} for a in args]
    with open(os.path.join(d, "launch.json"), "w") as f:
        json.dump(desc, f, indent=1)
    for bn, data in ref.items():
        with open(os.path.join(d, "ref", bn + ".bin"), "wb") as f:
            f.write(data)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", help="work directory")
    ap.add_argument("--sm", nargs="+", default=["80", "90"])
    ap.add_argument("--forms", nargs="+", default=list(FORMS) + ["ldsm"])
    ap.add_argument("--emit", help="print one kernel's IR and stop")
    ap.add_argument("--oa-llc", default=shutil.which("oa-llc") or "oa-llc")
    ap.add_argument("--oa-emu", default=shutil.which("oa-emu") or "oa-emu")
    ap.add_argument("--bundle", action="store_true",
                    help="only build cubins, descriptions and references (for oa-run)")
    a = ap.parse_args()
    if a.emit:
        sys.stdout.write(kernel_ir(a.emit))
        return 0
    if not a.out:
        ap.error("--out is required")
    fails = 0
    for name in a.forms:
        rng = random.Random(sum(map(ord, name)))
        d = os.path.join(a.out, name)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, name + ".ll"), "w") as f:
            f.write(kernel_ir(name))
        write_case(name, d, rng)
        for sm in a.sm:
            cubin = os.path.join(d, "sm_%s.cubin" % sm)
            r = subprocess.run([a.oa_llc, "-mcpu=sm_" + sm, "-O3", "-filetype=obj",
                                os.path.join(d, name + ".ll"), "-o", cubin],
                               capture_output=True, text=True)
            if r.returncode:
                print("%-14s sm_%s FAIL (oa-llc)\n%s" % (name, sm, r.stderr))
                fails += 1
                continue
            if a.bundle:
                continue
            r = subprocess.run([a.oa_emu, "--cubin", cubin, "--out", os.path.join(d, "out" + sm),
                                "--compare", os.path.join(d, "ref"),
                                os.path.join(d, "launch.json")],
                               capture_output=True, text=True)
            ok = r.returncode == 0
            fails += not ok
            print("%-14s sm_%s %s" % (name, sm, "pass" if ok else "FAIL\n" + r.stdout + r.stderr))
    print("%d failing runs" % fails)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
