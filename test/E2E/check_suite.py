"""check_suite.py DIR OA-RUN OA-CC: static checks of the end-to-end suite.

Every kernel K.cu has a K.json that oa-run accepts, whose outputs all say
how they start ("init"); its "kernel" is an
extern "C" __global__ of K.cu; K.cu goes through clang-22 (oa-cc
-emit-llvm, no CUDA SDK) for sm_90 and sm_80; and the description's
"args" match the kernel's parameters in the IR one for one (buffers are
pointers, scalars have the IR type of their dtype, structs are byval).
Prints one line per problem and a count line.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

d, oa_run, oa_cc = sys.argv[1:4]
IRTYPE = {"i8": "i8", "u8": "i8", "i16": "i16", "u16": "i16", "i32": "i32", "u32": "i32", "i64": "i64",
          "u64": "i64", "f16": "half", "bf16": "bfloat", "f32": "float", "f64": "double"}


def strip_comments(text):
    return re.sub(r"//[^\n]*|/\*.*?\*/", "", text, flags=re.S)


def split_params(s):
    out, depth, cur = [], 0, ""
    for c in s:
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


problems = []
names = sorted(f[:-3] for f in os.listdir(d) if f.endswith(".cu"))
tmp = tempfile.mkdtemp()
for k in names:
    desc = os.path.join(d, k + ".json")
    if not os.path.isfile(desc):
        problems.append(f"{k}: no {k}.json")
        continue
    p = subprocess.run([oa_run, desc, "--print-plan"], capture_output=True, text=True)
    if p.returncode:
        problems.append(f"{k}: oa-run rejects {k}.json: {p.stderr.strip()}")
        continue
    j = json.loads(strip_comments(open(desc).read()))
    for bn, b in j.get("buffers", {}).items():
        # An output without "init" starts as poison: in-place operands must
        # say how they start, or the kernel reads NaNs and both sides agree.
        if b.get("output") and "init" not in b:
            problems.append(f"{k}: output '{bn}' has no explicit \"init\"")
    kname = j["kernel"]
    src = open(os.path.join(d, k + ".cu")).read()
    if not re.search(r'extern "C" __global__ void\s+(__launch_bounds__\(\w+\)\s*)?' + re.escape(kname) + r"\(", src):
        problems.append(f"{k}: no extern \"C\" __global__ void {kname}( in {k}.cu")
    for arch in ("sm_90", "sm_80"):
        ll = os.path.join(tmp, f"{k}.{arch}.ll")
        p = subprocess.run([oa_cc, "--no-cuda-sdk", f"-mcpu={arch}", "-O3", "-emit-llvm", "-I", d, "-o", ll,
                            os.path.join(d, k + ".cu")], capture_output=True, text=True)
        if p.returncode or p.stderr.strip():
            problems.append(f"{k}: clang {arch}: {(p.stderr.strip().splitlines() or ['exit %d' % p.returncode])[0]}")
            continue
        ir = open(ll).read()
        m = re.search(r"define (?:dso_local )?ptx_kernel void @" + re.escape(kname) + r"\((.*)\)", ir)
        if not m:
            problems.append(f"{k}: {arch} IR has no ptx_kernel @{kname}")
            continue
        params = split_params(m.group(1))
        args = j.get("args", [])
        if len(params) != len(args):
            problems.append(f"{k}: {len(args)} args in the JSON, {len(params)} kernel parameters")
            continue
        for i, (a, prm) in enumerate(zip(args, params)):
            key = next(iter(a))
            if key == "buffer":
                ok = prm.startswith("ptr") and "byval" not in prm
            elif key == "struct":
                ok = prm.startswith("ptr") and "byval(" in prm
            else:
                ok = prm.split()[0] == IRTYPE[key]
            if not ok:
                problems.append(f"{k}: arg {i} is {key} in the JSON but '{prm}' in the IR")
for pr in problems:
    print("problem:", pr)
print(f"{len(names)} kernels, {len(problems)} problems")
