#!/usr/bin/env python3
"""build-cuda-bundle.py OUT [--build BUILD]: a self-contained folder that
checks on a GPU what issue 15's container work changed, with oa-run (each
case's outputs have an "expect", which oa-run checks; exit 1 on a mismatch):

  bigparam   a 32000-byte __grid_constant__ parameter (oa-cc, sm_90, ABI v8,
             KPARAM_INFO_V2 records): o[i] = 2 * i
  v8-axpy    a small kernel through oa-cc with the CUDA SDK headers (ABI v8)
  globals-wp nvcc's whole-program cubin with __device__ globals (bank-4 address
             table, R_CUDA_64), read and rewritten by oa's writer (oa-link with
             one input): the driver must fill the table
  globals-rdc two ptxas -rdc objects linked by oa-link (32@lo/32@hi text
             relocations against globals defined in the other object)
  fatbin     the linked sm_80 + sm_90 cubins as one fatbin (oa-link --fatbin);
             the driver picks the sm_90 entry
  nvvm-values every NVVM intrinsic with a rounding mode, .ftz or .sat and
             the integer ones (test/CodeGen/SASS/nvvm-values.test's kernel),
             bit for bit against oa-emu's results (which that test checks
             against an exact reference): settles on hardware what the
             reference leaves open (the sign of a saturated -0, of min/max
             of zeros, NaN payloads)
  fdiv       IEEE division for every input class (fdiv-exact.test's kernel),
             against the exact quotients, next to ptxas's build
  isspacep   isspacep.shared/local/global of pointers into each window,
             against the truth table, next to ptxas's build
  scoped-atomics  the __nvvm_atom_cta_* / _sys_* intrinsics, known totals
  libdevice  libdevice's own math through oa-cc --libdevice-math (its NVVM
             intrinsics), against oa-emu's results
  globals-oa-O3/-O0  __device__ globals compiled by oa (bank-4 slots), bound
             to buffers by name (cuModuleGetGlobal), written and read back
  printf-oa-O3/-O0, printf-nvcc  device printf (vprintf through
             CALL.ABS.NOINC) built by oa and by nvcc: the printed lines
             (stdout.txt, any order) and the results, as nvcc's cubin gives
             them in oa-emu
  calls-nvcc nvcc's build of the calls kernel (is the program right on the
             GPU, whatever oa's call ABI does)
  heap-oa-O3/-O0, heap-nvcc  malloc, free and a passing assert() (the
             driver's malloc, free and __assertfail through CALL.ABS.NOINC,
             named by each kernel's EIATTR_EXTERNS): the sums each thread
             reads back from its allocation, as nvcc's cubin gives them
  calls-O3/-O0  the call ABI (-sass-call-abi: recursion, __noinline__
             functions, CALL.REL/RET.REL): test/Emulator/calls.test's kernel,
             against oa-emu's outputs (checked against the host reference)
  fnptr-O3/-O0, fnptr-abi  function pointers (tables in global, constant
             and shared memory, divergent pointers, callbacks; SASSFunctionPointers)
             inlined at -O3/-O0 and called under -sass-call-abi
  virtual    virtual functions on objects made with new (the driver's heap),
             virtual destructors, new[]/delete[]
  wmma-O3/-O0  the wmma API (mma.h, SASSLowerWMMA): every shape and type
             oa lowers (needs the CUDA SDK's headers here)
  rdc        separate compilation: two device objects (oa-cc -dc) linked and
             compiled as one (a function, a counter and a function pointer
             from the other file)
  Each of these: expected outputs are oa-emu's, checked here first against
  the test's host reference.

Run there:  python3 OUT/run.py [RESULTS]   (one line per case; exit 0 = all pass;
            nvvm-values and fdiv also run ptxas's build of the same IR and
            write RESULTS/CASE-diff.txt, slot by slot)
Every case also runs here in oa-emu when the bundle is built (--no-emu skips).
The bundle holds oa-run and its sources (rebuilt with g++ if the binary does
not start on the GPU host), as utils/build-e2e.sh's does.
"""
import argparse
import json
import os
import shutil
import struct
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
ap = argparse.ArgumentParser()
ap.add_argument("out")
ap.add_argument("--build", default=os.path.join(root, "build"))
ap.add_argument("--no-emu", action="store_true")
a = ap.parse_args()
sys.path.insert(0, os.path.join(root, "utils"))
import gpu_bundle  # noqa: E402
B = gpu_bundle.Bundle(a.out, a.build, a.no_emu)
out = B.out


def sh(cmd, **kw):
    return gpu_bundle.sh(cmd, "build-cuda-bundle", **kw)


tool = B.tool


LLC22 = shutil.which("llc-22") or "/usr/lib/llvm-22/bin/llc"
PTXAS = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"


def nvptx_subset(ll, out_ll):
    """ll with the calls of intrinsics NVPTX cannot select (forms PTX does not
    have, such as .ftz on bf16) replaced by zero: their slots then differ in
    the diff report, which names them."""
    import re
    text = open(ll).read()
    drop = []
    for decl in sorted(set(re.findall(r"^declare .*$", text, re.M))):
        m = re.match(r"declare (.+) @(llvm\.nvvm\.[\w.]+)\((.*)\)$", decl)
        if not m or m.group(2).startswith("llvm.nvvm.read.ptx"):
            continue
        rt, name, params = m.groups()
        args = ", ".join(f"{t.strip()} %a{i}" for i, t in enumerate(p for p in params.split(", ") if p))
        probe = (f'target triple = "nvptx64-nvidia-cuda"\ndefine {rt} @f({args}) {{\n'
                 f'  %r = call {rt} @{name}({args})\n  ret {rt} %r\n}}\n{decl}\n')
        pl = out_ll + ".probe.ll"
        open(pl, "w").write(probe)
        if subprocess.run([LLC22, "-mcpu=sm_90", "-mattr=+ptx80", pl, "-o", pl + ".ptx"],
                          capture_output=True).returncode or \
                subprocess.run([PTXAS, "-arch=sm_90", pl + ".ptx", "-o", os.devnull],
                               capture_output=True).returncode:
            drop.append((name, rt))
    for f in (out_ll + ".probe.ll", out_ll + ".probe.ll.ptx"):
        if os.path.exists(f):
            os.remove(f)
    for name, rt in drop:
        bits = {"half": "i16", "bfloat": "i16", "float": "i32", "double": "i64"}.get(rt, "i32")
        zero = f"bitcast {bits} 0 to {rt}" if rt not in ("i32", "i64", "i1") else f"add {rt} 0, 0"
        text = re.sub(rf"call {re.escape(rt)} @{re.escape(name)}\([^)]*\)", zero, text)
    open(out_ll, "w").write(text)
    return [n[len("llvm.nvvm."):] for n, _ in drop]


def ptxas_cubin(ll, cubin):
    """The same IR through LLVM's NVPTX backend and ptxas (the hardware's
    reference for what each NVVM intrinsic computes); False without them."""
    ptxas = PTXAS
    if not (os.path.isfile(LLC22) and os.path.isfile(ptxas)):
        return False
    ptx = cubin + ".ptx"
    sub = cubin + ".ll"
    dropped = nvptx_subset(ll, sub)
    with open(cubin + ".dropped.txt", "w") as f:
        f.write("".join(d + "\n" for d in dropped))
    sh([LLC22, "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_90", "-mattr=+ptx80", "-O3", sub, "-o", ptx])
    sh([ptxas, "-arch=sm_90", "-O3", ptx, "-o", cubin])
    os.remove(ptx)
    return True


def f32file(path, values):
    with open(path, "wb") as f:
        f.write(struct.pack(f"{len(values)}f", *values))


case = B.case

work = os.path.join(out, "src")
os.makedirs(work, exist_ok=True)

# bigparam: 8000 floats by value.
src = os.path.join(work, "bigparam.cu")
with open(src, "w") as f:
    f.write("struct Big { float v[8000]; };\n"
            "extern \"C\" __global__ void big(float *o, const __grid_constant__ Big b) {\n"
            "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
            "  if (i < 8000) o[i] = b.v[i] * 2.0f;\n}\n")
os.makedirs(os.path.join(out, "bigparam"), exist_ok=True)
sh([tool("oa-cc"), "-arch=sm_90", "-O3", "-o", os.path.join(out, "bigparam", "big.cubin"), src])
f32file(os.path.join(out, "bigparam", "expect.bin"), [2.0 * i for i in range(8000)])
case("bigparam", os.path.join(out, "bigparam", "big.cubin"), "big",
     {"grid": [32], "block": [256],
      "buffers": {"o": {"dtype": "f32", "count": 8000, "init": "poison", "output": True,
                        "expect": {"file": "expect.bin"}}},
      "args": [{"buffer": "o"}, {"struct": [{"f32": float(i)} for i in range(8000)]}]})

# v8-axpy through the SDK headers.
os.makedirs(os.path.join(out, "v8-axpy"), exist_ok=True)
sh([tool("oa-cc"), "-arch=sm_90", "-O3", "-o", os.path.join(out, "v8-axpy", "axpy.cubin"),
    os.path.join(root, "test", "tools", "oa-cc", "Inputs", "axpy_sdk.cu")])
f32file(os.path.join(out, "v8-axpy", "expect.bin"), [1 + 2.5 * i for i in range(1000)])
case("v8-axpy", os.path.join(out, "v8-axpy", "axpy.cubin"), "axpy",
     {"grid": [4], "block": [256],
      "buffers": {"a": {"dtype": "f32", "count": 1000, "init": {"iota": [0, 1]}},
                  "o": {"dtype": "f32", "count": 1000, "init": "poison", "output": True,
                        "expect": {"file": "expect.bin"}}},
      "args": [{"buffer": "o"}, {"buffer": "a"}, {"f32": 2.5}, {"i32": 1000}]})

# globals, whole-program form: nvcc's cubin, rewritten by oa's writer.
nvcc = shutil.which("nvcc")
gsrc = os.path.join(work, "globals.cu")
with open(gsrc, "w") as f:
    f.write("struct S { int a; float b[3]; };\n"
            "__device__ int counter;\n"
            "__device__ float table[4] = {1.f, 2.f, 3.f, 4.f};\n"
            "__device__ S st = {7, {1.5f, 2.5f, 3.5f}};\n"
            "__device__ int zarr[100];\n"
            "extern \"C\" __global__ void k(float *o) {\n"
            "  int i = threadIdx.x;\n  atomicAdd(&counter, 1);\n"
            "  o[i] = table[i & 3] + st.b[i % 3] + st.a + zarr[i];\n}\n")
o32 = {"grid": [1], "block": [32],
       "buffers": {"o": {"dtype": "f32", "count": 32, "init": "poison", "output": True,
                         "expect": {"file": "expect.bin"}}},
       "args": [{"buffer": "o"}]}
if nvcc:
    d = os.path.join(out, "globals-wp")
    os.makedirs(d, exist_ok=True)
    sh([nvcc, "-cubin", "-arch=sm_90", "-o", os.path.join(work, "globals.nvcc.cubin"), gsrc])
    sh([tool("oa-link"), "-o", os.path.join(d, "globals.cubin"),
        os.path.join(work, "globals.nvcc.cubin")])
    f32file(os.path.join(d, "expect.bin"),
            [[1, 2, 3, 4][i & 3] + [1.5, 2.5, 3.5][i % 3] + 7 for i in range(32)])
    case("globals-wp", os.path.join(d, "globals.cubin"), "k", o32)
else:
    print("globals-wp: skipped (no nvcc here)")

# globals, relocatable form: test/tools/oa-link/Inputs (ptxas -rdc objects).
inp = os.path.join(root, "test", "tools", "oa-link", "Inputs")
for sm in ("80", "90"):
    sh([tool("oa-link"), "-o", os.path.join(work, f"linked.sm{sm}.cubin"),
        os.path.join(inp, f"defs.sm{sm}.cubin"), os.path.join(inp, f"uses.sm{sm}.cubin")])
d = os.path.join(out, "globals-rdc")
os.makedirs(d, exist_ok=True)
shutil.copy(os.path.join(work, "linked.sm90.cubin"), d)
f32file(os.path.join(d, "expect.bin"), [[1, 2, 3, 4][(i + 1) & 3] * 10.0 for i in range(32)])
case("globals-rdc", os.path.join(d, "linked.sm90.cubin"), "scale", o32)

# fatbin: sm_80 + sm_90.
d = os.path.join(out, "fatbin")
os.makedirs(d, exist_ok=True)
sh([tool("oa-link"), "--fatbin", "-o", os.path.join(d, "linked.fatbin"),
    os.path.join(work, "linked.sm80.cubin"), os.path.join(work, "linked.sm90.cubin")])
f32file(os.path.join(d, "expect.bin"), [[1, 2, 3, 4][i & 3] for i in range(32)])
case("fatbin", os.path.join(d, "linked.fatbin"), "fill", o32)

# nvvm-values: the value test's kernel; expected = oa-emu's bits.
d = os.path.join(out, "nvvm-values")
os.makedirs(d, exist_ok=True)
sh([sys.executable, os.path.join(root, "test", "CodeGen", "SASS", "Inputs", "nvvm_values.py"),
    "gen", d])
sh([tool("oa-llc"), "-mcpu=sm_90", "-filetype=obj", os.path.join(d, "k.ll"), "-o",
    os.path.join(d, "k.cubin")])
desc = json.load(open(os.path.join(d, "k.json")))
for b in desc["buffers"].values():
    if isinstance(b.get("init"), dict) and "file" in b["init"]:
        b["init"]["file"] = os.path.basename(b["init"]["file"])
json.dump(desc, open(os.path.join(d, "k.json"), "w"))
sh([tool("oa-emu"), "--cubin", os.path.join(d, "k.cubin"), "--out", os.path.join(d, "ref"),
    os.path.join(d, "k.json")], cwd=d)
for bn in ("o32", "o64"):
    shutil.copy(os.path.join(d, "ref", bn + ".bin"), os.path.join(d, bn + ".expect.bin"))
    desc["buffers"][bn]["expect"] = {"file": bn + ".expect.bin"}
sys.path.insert(0, os.path.join(root, "test", "CodeGen", "SASS", "Inputs"))
import nvvm_values  # noqa: E402
ops = nvvm_values.ops()
names32 = [o[0] for o in ops if o[2] in nvvm_values.R32]
names64 = [o[0] for o in ops if o[2] not in nvvm_values.R32]
layout = {"o32": {"slots": names32, "kinds": [o[2] for o in ops if o[2] in nvvm_values.R32]},
          "o64": {"slots": names64, "kinds": [o[2] for o in ops if o[2] not in nvvm_values.R32]}}
ref = os.path.join(d, "ptxas.cubin")
case("nvvm-values", os.path.join(d, "k.cubin"), "k", desc,
     ref=ref if ptxas_cubin(os.path.join(d, "k.ll"), ref) else None, layout=layout)

# fdiv: IEEE division for every input class (test/CodeGen/SASS/fdiv-exact.test's
# kernel); expected = the exact quotients (oa-emu's bits, checked here).
d = os.path.join(out, "fdiv")
os.makedirs(d, exist_ok=True)
sh([sys.executable, os.path.join(root, "test", "CodeGen", "SASS", "Inputs", "fdiv_exact.py"), "gen", d])
sh([tool("oa-llc"), "-mcpu=sm_90", "-filetype=obj", os.path.join(d, "k.ll"), "-o", os.path.join(d, "k.cubin")])
desc = json.load(open(os.path.join(d, "k.json")))
for b in desc["buffers"].values():
    if isinstance(b.get("init"), dict) and "file" in b["init"]:
        b["init"]["file"] = os.path.basename(b["init"]["file"])
json.dump(desc, open(os.path.join(d, "k.json"), "w"))
sh([tool("oa-emu"), "--cubin", os.path.join(d, "k.cubin"), "--out", os.path.join(d, "ref"),
    os.path.join(d, "k.json")], cwd=d)
sh([sys.executable, os.path.join(root, "test", "CodeGen", "SASS", "Inputs", "fdiv_exact.py"), "check",
    os.path.join(d, "ref")])
for bn in ("q32", "q64"):
    shutil.copy(os.path.join(d, "ref", bn + ".bin"), os.path.join(d, bn + ".expect.bin"))
    desc["buffers"][bn]["expect"] = {"file": bn + ".expect.bin"}
ref = os.path.join(d, "ptxas.cubin")
case("fdiv", os.path.join(d, "k.cubin"), "k", desc,
     ref=ref if ptxas_cubin(os.path.join(d, "k.ll"), ref) else None,
     layout={"q32": {"slots": ["fdiv.f32"], "kinds": ["f"]}, "q64": {"slots": ["fdiv.f64"], "kinds": ["d"]}})

# isspacep: shared, local and global generic pointers asked for each space
# (test/CodeGen/SASS/isspacep.test's kernel): the truth table is known, and
# ptxas's build of the same IR runs next to oa's.
d = os.path.join(out, "isspacep")
os.makedirs(d, exist_ok=True)
inp = os.path.join(root, "test", "CodeGen", "SASS", "Inputs")
sh([tool("oa-llc"), "-mcpu=sm_90", "-filetype=obj", os.path.join(inp, "isspacep.ll"), "-o",
    os.path.join(d, "k.cubin")])
with open(os.path.join(d, "expect.bin"), "wb") as f:
    f.write(struct.pack("36i", *([1, 0, 0, 0, 1, 0, 0, 0, 1] * 4)))
desc = json.load(open(os.path.join(inp, "isspacep.json")))
desc["buffers"]["o"]["expect"] = {"file": "expect.bin"}
ref = os.path.join(d, "ptxas.cubin")
case("isspacep", os.path.join(d, "k.cubin"), "k", desc,
     ref=ref if ptxas_cubin(os.path.join(inp, "isspacep.ll"), ref) else None,
     layout={"o": {"slots": ["shared?(shared)", "local?(shared)", "global?(shared)",
                             "shared?(local)", "local?(local)", "global?(local)",
                             "shared?(global)", "local?(global)", "global?(global)"], "kinds": ["i"] * 9}})

# scoped atomics (__nvvm_atom_cta_* / _sys_*): 64 threads, known totals.
d = os.path.join(out, "scoped-atomics")
os.makedirs(d, exist_ok=True)
sh([tool("oa-llc"), "-mcpu=sm_90", "-filetype=obj", os.path.join(root, "test", "CodeGen", "SASS",
                                                                 "scoped-atomics.ll"),
    "-o", os.path.join(d, "k.cubin")])
case("scoped-atomics", os.path.join(d, "k.cubin"), "k", json.load(open(os.path.join(inp, "scoped-atomics.json"))))

# libdevice: libdevice's own math; expected = oa-emu's results.
d = os.path.join(out, "libdevice")
os.makedirs(d, exist_ok=True)
inp = os.path.join(root, "test", "tools", "oa-cc", "Inputs")
sh([tool("oa-cc"), "-arch=sm_90", "-O3", "--libdevice-math", "-o", os.path.join(d, "l.cubin"),
    os.path.join(inp, "libdevice_math.cu")])
desc = json.load(open(os.path.join(inp, "libdevice_math.json")))
sh([tool("oa-emu"), "--cubin", os.path.join(d, "l.cubin"), "--out", os.path.join(d, "ref"),
    os.path.join(inp, "libdevice_math.json")])
for bn in ("o", "od"):
    shutil.copy(os.path.join(d, "ref", bn + ".bin"), os.path.join(d, bn + ".expect.bin"))
    desc["buffers"][bn]["expect"] = {"file": bn + ".expect.bin"}
case("libdevice", os.path.join(d, "l.cubin"), "ldk", desc)

# Device globals compiled by oa (bank-4 slots, .nv.global/.nv.global.init
# symbols), bound to buffers by name ("symbol": cuModuleGetGlobal), at -O3
# and -O0: counter written before the launch and incremented atomically.
src = os.path.join(work, "globals_oa.cu")
with open(src, "w") as f:
    f.write("struct S { int a; float b[3]; };\n"
            "__device__ int counter;\n"
            "__device__ float table[4] = {1.f, 2.f, 3.f, 4.f};\n"
            "__device__ S st = {7, {1.5f, 2.5f, 3.5f}};\n"
            "__device__ int zarr[64];\n"
            "extern \"C\" __global__ void k(float *o) {\n"
            "  int i = threadIdx.x;\n  atomicAdd(&counter, 1);\n  zarr[i] = i + 5;\n"
            "  o[i] = table[i & 3] + st.b[i % 3] + st.a;\n}\n")
for lvl in (3, 0):
    d = os.path.join(out, f"globals-oa-O{lvl}")
    os.makedirs(d, exist_ok=True)
    sh([tool("oa-cc"), "-arch=sm_90", f"-O{lvl}", "-o", os.path.join(d, "g.cubin"), src])
    f32file(os.path.join(d, "o.bin"), [[1, 2, 3, 4][i & 3] + [1.5, 2.5, 3.5][i % 3] + 7 for i in range(32)])
    with open(os.path.join(d, "zarr.bin"), "wb") as f:
        f.write(struct.pack("64i", *([i + 5 for i in range(32)] + [0] * 32)))
    case(f"globals-oa-O{lvl}", os.path.join(d, "g.cubin"), "k",
         {"grid": [1], "block": [32],
          "buffers": {"o": {"dtype": "f32", "count": 32, "init": "poison", "output": True,
                            "expect": {"file": "o.bin"}},
                      "counter": {"dtype": "i32", "count": 1, "symbol": "counter",
                                  "init": {"fill": 100}, "output": True, "expect": {"fill": 132}},
                      "zarr": {"dtype": "i32", "count": 64, "symbol": "zarr", "output": True,
                               "expect": {"file": "zarr.bin"}},
                      "table": {"dtype": "f32", "count": 4, "symbol": "table", "output": True,
                                "expect": {"iota": [1, 1]}}},
          "args": [{"buffer": "o"}]})

# printf compiled by oa (vprintf through CALL.ABS.NOINC), at -O3 and -O0,
# and nvcc's build of the same file: the printed lines ("PF ...", compared
# sorted with stdout.txt) and the results, which use printf's return value,
# as nvcc's cubin gives them in oa-emu.
src = os.path.join(work, "printf_oa.cu")
with open(src, "w") as f:
    f.write("#include <cstdio>\n"
            "extern \"C\" __global__ void pf(int *a, const double *d, int n) {\n"
            "  int i = threadIdx.x;\n  long long big = (long long)a[i] << 33;\n  int acc = 0;\n"
            "  for (int k = 0; k < n; ++k) {\n    if ((i + k) % 3 == 0)\n"
            "      acc += printf(\"PF i=%d k=%d big=%lld hex=%#x c=%c s=%s d=%8.3f e=%e u=%u %%%%\\n\",\n"
            "                    i, k, big, a[i] * 17, 'A' + i, (i & 1) ? \"odd\" : \"even\", d[i] * k, d[i],\n"
            "                    (unsigned)-i);\n    acc += a[(i + k) % 8];\n  }\n  a[i + 8] = acc;\n}\n")
pdesc = {"grid": [1], "block": [6],
         "buffers": {"a": {"dtype": "i32", "count": 16, "init": {"iota": [3, 2]}, "output": True},
                     "d": {"dtype": "f64", "count": 8, "init": {"iota": [0.5, 1.25]}}},
         "args": [{"buffer": "a"}, {"buffer": "d"}, {"i32": 4}]}
nvcc = shutil.which("nvcc")
if nvcc:
    ref = os.path.join(work, "printf.nvcc.cubin")
    sh([nvcc, "-cubin", "-arch=sm_90", "-o", ref, src])
    rd = os.path.join(work, "printf-ref")
    with open(os.path.join(work, "printf-ref.json"), "w") as f:
        json.dump(dict(pdesc, kernel="pf", cubin=ref), f)
    text = sh([tool("oa-emu"), os.path.join(work, "printf-ref.json"), "--out", rd])
    lines = sorted(l for l in text.splitlines() if l.startswith("PF "))
    for name, cub in [("printf-oa-O3", None), ("printf-oa-O0", None), ("printf-nvcc", ref)]:
        d = os.path.join(out, name)
        os.makedirs(d, exist_ok=True)
        if cub is None:
            cub = os.path.join(d, "p.cubin")
            sh([tool("oa-cc"), "-arch=sm_90", "-" + name.split("-")[-1], "-o", cub, src])
        shutil.copy(os.path.join(rd, "a.bin"), os.path.join(d, "a.expect.bin"))
        with open(os.path.join(d, "stdout.txt"), "w") as f:
            f.write("\n".join(lines) + "\n")
        desc = json.loads(json.dumps(pdesc))
        desc["buffers"]["a"]["expect"] = {"file": "a.expect.bin"}
        case(name, cub, "pf", desc)
else:
    print("printf cases: skipped (no nvcc here)")

# malloc, free and assert() (the driver's malloc, free, __assertfail), built
# by oa at -O3 and -O0 and by nvcc: each thread fills an allocation of its
# own, sums it back and frees it; the assertion holds.
src = os.path.join(work, "heap_oa.cu")
with open(src, "w") as f:
    f.write("#include <cassert>\n#include <cstdlib>\n"
            "extern \"C\" __global__ void heap(int *a, int n) {\n"
            "  int i = threadIdx.x;\n  assert(n > 0 && a[i] >= 0);\n"
            "  int *p = (int *)malloc(n * sizeof(int));\n  int s = -1;\n"
            "  if (p) {\n    for (int k = 0; k < n; ++k) p[k] = a[i] * k + i;\n"
            "    s = 0;\n    for (int k = n - 1; k >= 0; --k) s += p[k];\n    free(p);\n  }\n"
            "  a[i + 64] = s;\n}\n")
hdesc = {"grid": [1], "block": [64],
         "buffers": {"a": {"dtype": "i32", "count": 128, "init": {"iota": [1, 3]}, "output": True}},
         "args": [{"buffer": "a"}, {"i32": 37}]}
if nvcc:
    ref = os.path.join(work, "heap.nvcc.cubin")
    sh([nvcc, "-cubin", "-arch=sm_90", "-o", ref, src])
    rd = os.path.join(work, "heap-ref")
    with open(os.path.join(work, "heap-ref.json"), "w") as f:
        json.dump(dict(hdesc, kernel="heap", cubin=ref), f)
    sh([tool("oa-emu"), os.path.join(work, "heap-ref.json"), "--out", rd])
    for name, cub in [("heap-oa-O3", None), ("heap-oa-O0", None), ("heap-nvcc", ref)]:
        d = os.path.join(out, name)
        os.makedirs(d, exist_ok=True)
        if cub is None:
            cub = os.path.join(d, "h.cubin")
            sh([tool("oa-cc"), "-arch=sm_90", "-" + name.split("-")[-1], "-o", cub, src])
        shutil.copy(os.path.join(rd, "a.bin"), os.path.join(d, "a.expect.bin"))
        desc = json.loads(json.dumps(hdesc))
        desc["buffers"]["a"]["expect"] = {"file": "a.expect.bin"}
        case(name, cub, "heap", desc)
else:
    print("heap cases: skipped (no nvcc here)")

# Cases whose expected outputs are oa-emu's, each checked here first
# against its test's host reference: [oa-cc command lines, ...] build
# DIR/k.cubin (the last one; {d} is the case folder), then the reference.
# optional: a case that may not build here (the SDK's headers) is skipped.
def emu_case(name, builds, spec, ref, outputs, optional=False):
    d = os.path.join(out, name)
    os.makedirs(d, exist_ok=True)
    cub = os.path.join(d, "k.cubin")
    try:
        for b in builds:
            sh([tool("oa-cc")] + [x.format(d=d) for x in b])
    except SystemExit:
        if not optional:
            raise
        print(f"{name}: skipped (does not build here)")
        return
    sdesc = json.load(open(spec))
    rd = os.path.join(work, name + "-ref")
    with open(os.path.join(work, name + ".json"), "w") as f:
        json.dump(dict(sdesc, cubin=cub), f)
    sh([tool("oa-emu"), os.path.join(work, name + ".json"), "--out", rd])
    sh([sys.executable, ref, rd])
    desc = json.loads(json.dumps(sdesc))
    for bn in outputs:
        shutil.copy(os.path.join(rd, bn + ".bin"), os.path.join(d, bn + ".expect.bin"))
        desc["buffers"][bn]["expect"] = {"file": bn + ".expect.bin"}
    case(name, cub, sdesc["kernel"], desc)


# The call ABI (oa-llc -sass-call-abi): recursion, __noinline__ functions,
# calls under divergence (test/Emulator/calls.test's kernel), at -O3 and -O0.
csrc = os.path.join(root, "test", "Emulator", "Inputs", "calls")
for lvl in ("O3", "O0"):
    emu_case("calls-" + lvl, [["--no-cuda-sdk", "-arch=sm_90", "-" + lvl, "-Xllc", "-sass-call-abi",
                               "-o", "{d}/k.cubin", os.path.join(csrc, "calls.cu")]],
             os.path.join(csrc, "calls.json"), os.path.join(csrc, "calls_ref.py"), ["o", "q", "d"])

# nvcc's build of the same kernel, checked against the same host reference
# in oa-emu: on the GPU it tells whether calls-O3's wrong values (the
# 2026-12-05 run) are oa's or the program's.
if nvcc:
    d = os.path.join(out, "calls-nvcc")
    os.makedirs(d, exist_ok=True)
    cub = os.path.join(d, "k.cubin")
    sh([nvcc, "-cubin", "-arch=sm_90", "-O3", "-include", "cuda_fp16.h", "-o", cub,
        os.path.join(csrc, "calls.cu")])
    sdesc = json.load(open(os.path.join(csrc, "calls.json")))
    rd = os.path.join(work, "calls-nvcc-ref")
    with open(os.path.join(work, "calls-nvcc.json"), "w") as f:
        json.dump(dict(sdesc, cubin=cub), f)
    sh([tool("oa-emu"), os.path.join(work, "calls-nvcc.json"), "--out", rd])
    sh([sys.executable, os.path.join(csrc, "calls_ref.py"), rd])
    desc = json.loads(json.dumps(sdesc))
    for bn in ("o", "q", "d"):
        shutil.copy(os.path.join(rd, bn + ".bin"), os.path.join(d, bn + ".expect.bin"))
        desc["buffers"][bn]["expect"] = {"file": bn + ".expect.bin"}
    case("calls-nvcc", cub, sdesc["kernel"], desc)
else:
    print("calls-nvcc: skipped (no nvcc here)")

fsrc = os.path.join(root, "test", "Emulator", "Inputs", "function-pointers")
for lvl, extra in (("O3", []), ("O0", []), ("abi", ["-Xllc", "-sass-call-abi"])):
    emu_case("fnptr-" + lvl, [["--no-cuda-sdk", "-arch=sm_90", "-O0" if lvl == "O0" else "-O3"]
                              + extra + ["-o", "{d}/k.cubin", os.path.join(fsrc, "function-pointers.cu")]],
             os.path.join(fsrc, "function-pointers.json"),
             os.path.join(fsrc, "function-pointers-ref.py"), ["o", "n"])
emu_case("virtual", [["--no-cuda-sdk", "-arch=sm_90", "-O3", "-o", "{d}/k.cubin",
                      os.path.join(fsrc, "virtual.cu")]],
         os.path.join(fsrc, "virtual.json"), os.path.join(fsrc, "virtual-ref.py"), ["o"])
wsrc = os.path.join(root, "test", "Emulator", "Inputs", "wmma")
for lvl in ("O3", "O0"):
    emu_case("wmma-" + lvl, [["-arch=sm_90", "-" + lvl, "-o", "{d}/k.cubin",
                              os.path.join(wsrc, "wmma.cu")]],
             os.path.join(wsrc, "wmma.json"), os.path.join(wsrc, "wmma-ref.py"), ["of", "oh", "oi"],
             optional=True)
rsrc = os.path.join(root, "test", "tools", "oa-cc", "Inputs", "rdc")
emu_case("rdc", [["--no-cuda-sdk", "-arch=sm_90", "-dc", "-o", "{d}/lib.o", os.path.join(rsrc, "lib.cu")],
                 ["--no-cuda-sdk", "-arch=sm_90", "-dc", "-o", "{d}/main.o", os.path.join(rsrc, "main.cu")],
                 ["-arch=sm_90", "{d}/lib.o", "{d}/main.o", "-o", "{d}/k.cubin"]],
         os.path.join(rsrc, "app.json"), os.path.join(rsrc, "check.py"), ["o", "counter"])

B.finish()
