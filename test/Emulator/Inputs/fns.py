"""fns.py gen DIR | check DIR OUT...: llvm.nvvm.fns (PTX fns.b32) over 1024
(mask, base, offset) triples: gen writes the kernel as LLVM IR (k.ll) and as
PTX (k.ptx, for ptxas), the inputs and the launch description; check
compares each run's output with ptxas's algorithm (see SASSISelIntrinsics
.cpp, findNthSet) and, given several runs, the runs with each other."""
import json
import os
import random
import struct
import sys

N = 1024


def inputs():
    r = random.Random(1515)
    ms, bs, os_ = [], [], []
    special = [0, 0xffffffff, 1, 0x80000000, 0x55555555, 0xaaaaaaaa, 0x0000ffff, 0xffff0000]
    for i in range(N):
        m = special[i % 8] if i < 64 else r.getrandbits(32) & r.getrandbits(32) if i % 3 else r.getrandbits(32)
        b = r.choice([r.randint(0, 31), r.randint(0, 31), r.randint(-3, 40), 0x7fffffff, -0x80000000])
        o = r.choice([r.randint(-33, 33), r.randint(-5, 5), 0, 1, -1, 0x7fffffff, -0x80000000])
        ms.append(m), bs.append(b & 0xffffffff), os_.append(o & 0xffffffff)
    return ms, bs, os_


def s32(v):
    return v - (1 << 32) if v >> 31 else v


def fns(m, b, o):
    shl = lambda v, s: 0 if s >= 32 else (v << s) & 0xffffffff
    o = s32(o)
    neg = o < 0
    if o == 0:
        m, n = m & shl(1, b), 1
    elif neg:
        m, n = int(f"{m:032b}"[::-1], 2), (-o) & 0xffffffff
    else:
        n = o
    frm = (31 - b) & 0xffffffff if neg else b
    m &= shl(0xffffffff, frm)
    total = bin(m).count("1")
    pos, k, x = 0, n, m
    for w in (16, 8, 4, 2, 1):
        c = bin(x & ((1 << w) - 1)).count("1")
        if c < k:
            if w > 1:
                k -= c
                x >>= w
            pos += w
    if neg:
        pos = 31 - pos
    return 0xffffffff if total < s32(n) else pos


def gen(d):
    os.makedirs(d, exist_ok=True)
    for nm, vs in zip("mbo", inputs()):
        open(os.path.join(d, nm + ".bin"), "wb").write(struct.pack(f"<{N}I", *vs))
    open(os.path.join(d, "k.ll"), "w").write('''target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %out, ptr %m, ptr %b, ptr %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c8 = shl i32 %c, 8
  %i = add i32 %c8, %t
  %pm = getelementptr i32, ptr %m, i32 %i
  %pb = getelementptr i32, ptr %b, i32 %i
  %po = getelementptr i32, ptr %o, i32 %i
  %vm = load i32, ptr %pm
  %vb = load i32, ptr %pb
  %vo = load i32, ptr %po
  %r = call i32 @llvm.nvvm.fns(i32 %vm, i32 %vb, i32 %vo)
  %pr = getelementptr i32, ptr %out, i32 %i
  store i32 %r, ptr %pr
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.fns(i32, i32, i32)
''')
    open(os.path.join(d, "k.ptx"), "w").write('''.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out, .param .u64 m, .param .u64 b, .param .u64 o)
{
  .reg .b32 r<8>;
  .reg .b64 rd<10>;
  ld.param.u64 rd1, [out];
  ld.param.u64 rd2, [m];
  ld.param.u64 rd3, [b];
  ld.param.u64 rd4, [o];
  mov.u32 r1, %tid.x;
  mov.u32 r2, %ctaid.x;
  mad.lo.u32 r1, r2, 256, r1;
  mul.wide.u32 rd5, r1, 4;
  add.u64 rd6, rd2, rd5;
  add.u64 rd7, rd3, rd5;
  add.u64 rd8, rd4, rd5;
  add.u64 rd9, rd1, rd5;
  ld.global.u32 r3, [rd6];
  ld.global.u32 r4, [rd7];
  ld.global.u32 r5, [rd8];
  fns.b32 r6, r3, r4, r5;
  st.global.u32 [rd9], r6;
  ret;
}
''')
    bufs = {"out": {"dtype": "u32", "count": N, "init": "poison", "output": True}}
    for nm in "mbo":
        bufs[nm] = {"dtype": "u32", "count": N, "init": {"file": os.path.abspath(os.path.join(d, nm + ".bin"))}}
    json.dump({"kernel": "k", "grid": [N // 256], "block": [256], "buffers": bufs,
               "args": [{"buffer": b} for b in ("out", "m", "b", "o")]}, open(os.path.join(d, "k.json"), "w"))


def check(outs):
    ms, bs, os_ = inputs()
    want = [fns(m, b, o) for m, b, o in zip(ms, bs, os_)]
    bad = 0
    for od in outs:
        got = struct.unpack(f"<{N}I", open(os.path.join(od, "out.bin"), "rb").read())
        for i in range(N):
            if got[i] != want[i]:
                bad += 1
                if bad <= 20:
                    print(f"{od}: fns({ms[i]:#x}, {s32(bs[i])}, {s32(os_[i])}) = {got[i]:#x} want {want[i]:#x}")
    print("fns ok" if not bad else f"fns: {bad} wrong")
    return bad


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2])
    else:
        sys.exit(1 if check(sys.argv[3:]) else 0)
