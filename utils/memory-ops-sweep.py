#!/usr/bin/env python3
"""Every memory operation of LLVM IR in every address space, through oa-llc.

  utils/memory-ops-sweep.py --build BUILD [--sm 80 --sm 90] [-O 0 -O 3]
                            [--jobs J] [--keep DIR] [--only REGEX]

One kernel per case: load, store (plain, volatile, under-aligned) of i1..i128,
odd widths, half/bfloat/float/double, pointers, vectors and aggregates;
atomic load and store of every scalar type and ordering; every atomicrmw
operation of every type it takes (three orderings and scopes); cmpxchg
(strong, weak, volatile) of i8..i64 and pointers.  Each in the generic (0),
global (1), shared (3), constant (4), local (5) and parameter (101) spaces
and in spaces the hardware lacks (2, 7).  Each is compiled for every SM and
-O level asked and counted as in utils/stress-llc.py: ok, error (a
deliberate diagnostic), internal (oa-llc's fatal-error net: a gap), abort,
timeout.  Internal errors and aborts are listed by message with one case
each.  Exit status 0 when every case is ok or a deliberate error.
"""
import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

INTS = ["i8", "i16", "i32", "i64"]
FPS = ["half", "bfloat", "float", "double"]
SPACES = [0, 1, 3, 4, 5, 101, 2, 7]
RMW = ["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
       "fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum", "uinc_wrap", "udec_wrap",
       "usub_cond", "usub_sat"]
FP_RMW = {"fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum"}
MEM_TYPES = ["i1", "i8", "i16", "i24", "i32", "i48", "i64", "i128", "half", "bfloat", "float",
             "double", "ptr", "<2 x i8>", "<4 x i8>", "<2 x i16>", "<2 x half>", "<2 x i32>",
             "<4 x i32>", "<2 x i64>", "<3 x float>", "<8 x i32>", "<4 x i1>", "[2 x i32]",
             "{i32, i64}"]
ALIGN = {"i8": 1, "i16": 2, "half": 2, "bfloat": 2, "i32": 4, "float": 4, "i64": 8,
         "double": 8, "ptr": 8}


def pointer(space, ty):
    """Globals, extra kernel arguments and the body lines that make %p."""
    if space in (0, 1):
        return "", "", f"  %p = getelementptr {ty}, ptr addrspace({space}) %g, i32 %t\n"
    if space in (3, 4):
        name = "s" if space == 3 else "c"
        init = "undef" if space == 3 else "zeroinitializer"
        return (f"@{name} = internal addrspace({space}) global [64 x {ty}] {init}, align 16\n", "",
                f"  %p = getelementptr [64 x {ty}], ptr addrspace({space}) @{name}, i32 0, i32 %t\n")
    if space == 5:
        return "", "", (f"  %a = alloca [64 x {ty}], align 16\n"
                        f"  %a5 = addrspacecast ptr %a to ptr addrspace(5)\n"
                        f"  %p = getelementptr [64 x {ty}], ptr addrspace(5) %a5, i32 0, i32 %t\n")
    return "", f", ptr addrspace({space}) %h", \
        f"  %p = getelementptr {ty}, ptr addrspace({space}) %h, i32 %t\n"


def kernel(space, ty, body):
    glob, arg, make = pointer(space, ty)
    gty = "ptr" if space == 0 else "ptr addrspace(1)"
    return (f"{glob}\ndefine ptx_kernel void @k({gty} %g{arg}, ptr addrspace(1) %o, "
            f"{ty} %v, {ty} %w) {{\n"
            "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
            f"{make}{body}  ret void\n}}\n"
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n").replace("addrspace(0) ", "")


def keep_result(ty):
    return (f"  %q = getelementptr {ty}, ptr addrspace(1) %o, i32 %t\n"
            f"  store {ty} %r, ptr addrspace(1) %q\n")


def slug(ty):
    return re.sub(r"[^A-Za-z0-9]+", "_", ty).strip("_")


def cases():
    """(name, IR) for every case."""
    for sp in SPACES:
        P = f"ptr addrspace({sp})"
        for op in RMW:
            tys = FPS if op in FP_RMW else INTS + (["ptr", "float"] if op == "xchg" else [])
            for ty in tys:
                for order, scope, tag in [("monotonic", "", "mono"), ("seq_cst", "", "sc"),
                                          ("monotonic", 'syncscope("block") ', "block")]:
                    yield (f"rmw-{op}-{slug(ty)}-as{sp}-{tag}",
                           kernel(sp, ty, f"  %r = atomicrmw {op} {P} %p, {ty} %v {scope}{order}\n"
                                  + keep_result(ty)))
        for ty in INTS + ["ptr"]:
            for kind, mod, ords in [("strong", "", "seq_cst monotonic"),
                                    ("relaxed", "", "monotonic monotonic"),
                                    ("weak", "weak volatile ", "acquire acquire")]:
                yield (f"cmpxchg-{kind}-{slug(ty)}-as{sp}",
                       kernel(sp, ty, f"  %x = cmpxchg {mod}{P} %p, {ty} %v, {ty} %w {ords}\n"
                              f"  %r = extractvalue {{{ty}, i1}} %x, 0\n" + keep_result(ty)))
        for ty in MEM_TYPES:
            s = slug(ty)
            yield f"load-{s}-as{sp}", kernel(sp, ty, f"  %r = load {ty}, {P} %p\n" + keep_result(ty))
            yield f"store-{s}-as{sp}", kernel(sp, ty, f"  store {ty} %v, {P} %p\n")
            yield f"store-volatile-{s}-as{sp}", kernel(sp, ty, f"  store volatile {ty} %v, {P} %p\n")
            if ty not in ALIGN:
                continue
            a = ALIGN[ty]
            for order in ["monotonic", "acquire", "seq_cst"]:
                yield (f"load-atomic-{s}-as{sp}-{order}",
                       kernel(sp, ty, f"  %r = load atomic {ty}, {P} %p {order}, align {a}\n"
                              + keep_result(ty)))
            for order in ["monotonic", "release", "seq_cst"]:
                yield (f"store-atomic-{s}-as{sp}-{order}",
                       kernel(sp, ty, f"  store atomic {ty} %v, {P} %p {order}, align {a}\n"))
            yield (f"load-align1-{s}-as{sp}",
                   kernel(sp, ty, f"  %r = load {ty}, {P} %p, align 1\n" + keep_result(ty)))
            yield f"store-align1-{s}-as{sp}", kernel(sp, ty, f"  store {ty} %v, {P} %p, align 1\n")


def classify(rc, out):
    if rc == 0:
        return "ok"
    if rc is None:
        return "timeout"
    if rc == 1 and "internal error" in out:
        return "internal"
    if rc == 1 and "error:" in out:
        return "error"
    return "abort"


def compile_case(llc, path, sm, opt, timeout):
    try:
        p = subprocess.run([llc, f"-mcpu=sm_{sm}", f"-O{opt}", "-filetype=obj", "-o", os.devnull,
                            path], capture_output=True, text=True, timeout=timeout)
        rc, out = p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        rc, out = None, ""
    first = next((l for l in out.splitlines()
                  if re.search(r"error|ERROR|Cannot select|Assert", l)), "")
    first = re.sub(r"0x[0-9a-f]+|t\d+|\d+", "N", first.split(": error:")[-1])[:160]
    return classify(rc, out), first


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--llc")
    ap.add_argument("--sm", type=int, action="append")
    ap.add_argument("-O", dest="opt", type=int, action="append")
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--keep")
    ap.add_argument("--only", help="cases whose name matches this regex")
    ap.add_argument("--timeout", type=int, default=60)
    a = ap.parse_args()
    llc = a.llc or os.path.join(a.build, "bin", "oa-llc")
    sms, opts = a.sm or [80, 90], a.opt if a.opt is not None else [0, 3]
    work = a.keep or tempfile.mkdtemp(prefix="oa-memsweep-")
    os.makedirs(work, exist_ok=True)
    jobs = []
    for name, ir in cases():
        if a.only and not re.search(a.only, name):
            continue
        path = os.path.join(work, name + ".ll")
        with open(path, "w") as f:
            f.write(ir)
        jobs += [(name, path, sm, o) for sm in sms for o in opts]
    counts = collections.Counter()
    bad = collections.defaultdict(list)
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        futs = {ex.submit(compile_case, llc, p, sm, o, a.timeout): (n, sm, o)
                for n, p, sm, o in jobs}
        for f in concurrent.futures.as_completed(futs):
            kind, msg = f.result()
            counts[kind] += 1
            if kind not in ("ok", "error"):
                n, sm, o = futs[f]
                bad[(kind, msg)].append(f"{n} sm_{sm} -O{o}")
    print(f"{len(jobs)} compiles ({len(jobs) // (len(sms) * len(opts))} cases): " +
          ", ".join(f"{counts[k]} {k}" for k in ["ok", "error", "internal", "abort", "timeout"]))
    for (kind, msg), where in sorted(bad.items(), key=lambda x: -len(x[1])):
        print(f"  {len(where):5d} {kind}: {msg}\n        e.g. {where[0]}")
    if not a.keep:
        subprocess.run(["rm", "-rf", work])
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
