#!/usr/bin/env python3
"""build-convergence-bundle.py OUT [--build BUILD] [--repeat N]: the GPU probes
for issue 15's wrong calls-O3 kernel (a warp not reconverged at the kernel's
BSYNC B6 after CALL fib; oa-emu passes the same cubin).  One device call runs
every variant; each tests one hypothesis (docs/CUDA.md, "Convergence probes",
says what each outcome means):

  calls-nvcc            nvcc -O3's build of calls.cu
  calls-oa-O3           oa -O3 (-sass-call-abi) as built now
  calls-oa-O3-20261205  the cubin that failed on the H200 on 2026-12-05 (the
                        same fib; its kernel still kept two parameters in a
                        frame, which 142badb's rematerialisation removed)
  calls-oa-O0           oa -O0: passed on the H200
  calls-oa-O3-allp      the -O3 cubin with p > 0 everywhere: every lane calls
                        fib, so none waits at the kernel's BSYNC B6 meanwhile
  calls-oa-O3-notailrec -fno-optimize-sibling-calls: fib keeps its two
                        recursive calls (no loop), as ptxas's fib
  edit-*                the -O3 listing (oa-cc -S) edited by hand and
                        assembled by oa-mc:
    edit-kernel-b7      the kernel's region around CALL fib uses B7, which fib
                        never touches (fib unchanged)
    edit-fib-b7         fib saves, arms and restores B7 instead of B6 (the
                        kernel unchanged)
    edit-warpsync-bar   WARPSYNC.ALL before the kernel's BAR.SYNC
    edit-short-windows  in every function that saves B6: BMOV.32.CLEAR right
                        before its BSSY, the restoring BMOV.32 right after its
                        BSYNC (ptxas's placement)
    edit-noyield        no yield hint on any instruction
    edit-rotated-loop   fib's loop tested at the bottom: leaving lanes fall
                        through to BSYNC B6, staying ones branch back
    edit-bmov-wait      about 40 more cycles after each restoring BMOV.32 B6
    edit-call-region    fib's recursive CALL in a BSSY B7 / BSYNC B7 region of
                        its own (fib saves and restores B7 too)
    edit-ptxas-fib      oa's kernel calling ptxas's fib (spliced in from
                        nvcc's cubin) instead of oa's
  nvcc-roundtrip        nvcc's cubin disassembled and assembled again by
                        oa-mc, unchanged (the control for the next one)
  nvcc-oa-fib           nvcc's kernel calling oa's fib instead of ptxas's
  fibrec-{oa,nvcc}, fibloop-nvcc, loopcall-{oa,nvcc}  small kernels
                        (test/Emulator/Inputs/convergence): the same
                        recursion alone, a loop around a recursive call
                        written in the source (oa's build deadlocks in
                        oa-emu, an open bug: docs/CUDA.md), and a loop
                        calling a function that arms a barrier (no
                        recursion); they record __activemask() after the
                        region (m) besides the values (o)

Every variant runs here in oa-emu first and must pass there.  On the GPU
host: python3 OUT/run.py RESULTS --tar RESULTS.tar.gz (utils/gpu_bundle_run.py):
RESULTS/summary.txt has a line per variant: PASS, or FAIL with the number of
wrong output elements in each failing launch (each variant is launched
--repeat times, default 8).
"""
import argparse
import json
import os
import shutil
import sys

root = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
sys.path.insert(0, os.path.join(root, "utils"))
import gpu_bundle  # noqa: E402
import sass_edit  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("out")
ap.add_argument("--build", default=os.path.join(root, "build"))
ap.add_argument("--repeat", type=int, default=8)
ap.add_argument("--no-emu", action="store_true")
a = ap.parse_args()
B = gpu_bundle.Bundle(a.out, a.build, a.no_emu)
work = os.path.join(B.out, "src")
os.makedirs(work, exist_ok=True)
nvcc = shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc" if os.path.exists("/usr/local/cuda/bin/nvcc") else None)
if not nvcc:
    sys.exit("build-convergence-bundle: nvcc is needed (the nvcc variants are the reference)")


def sh(cmd, **kw):
    return gpu_bundle.sh(cmd, "build-convergence-bundle", **kw)


OA = ["--no-cuda-sdk", "-arch=sm_90", "-Xllc", "-sass-call-abi"]
CALLS = os.path.join(root, "test", "Emulator", "Inputs", "calls")
CONV = os.path.join(root, "test", "Emulator", "Inputs", "convergence")


def expected(name, cubin, spec, check, outputs, p_range=None):
    """The launch description of spec with each output's expected values:
    oa-emu's outputs of cubin, checked first by the host reference check
    (a command that takes the output folder last)."""
    desc = json.load(open(spec))
    if p_range:
        desc["buffers"]["p"]["init"] = {"randint": p_range}
    rd = os.path.join(work, name + "-ref")
    with open(os.path.join(work, name + ".json"), "w") as f:
        json.dump(dict(desc, cubin=cubin), f)
    sh([B.tool("oa-emu"), os.path.join(work, name + ".json"), "--out", rd])
    sh(check + [rd])
    d = os.path.join(B.out, name)
    os.makedirs(d, exist_ok=True)
    for bn in outputs:
        shutil.copy(os.path.join(rd, bn + ".bin"), os.path.join(d, bn + ".expect.bin"))
        desc["buffers"][bn]["expect"] = {"file": bn + ".expect.bin"}
    return desc


def variant(name, cubin, spec, check, outputs, p_range=None):
    """A case whose expected outputs are the host reference's (through
    oa-emu's run of this very cubin)."""
    desc = expected(name, cubin, spec, check, outputs, p_range)
    B.case(name, cubin, desc.pop("kernel"), desc, repeat=a.repeat)


# calls.cu, built by nvcc and by oa.
calls_ref = [sys.executable, os.path.join(CALLS, "calls_ref.py")]
calls_json = os.path.join(CALLS, "calls.json")
OUTS = ["o", "q", "d", "f"]
builds = {
    "calls-nvcc": [nvcc, "-cubin", "-arch=sm_90", "-O3", "-include", "cuda_fp16.h"],
    "calls-oa-O3": [B.tool("oa-cc")] + OA + ["-O3"],
    "calls-oa-O0": [B.tool("oa-cc")] + OA + ["-O0"],
    "calls-oa-O3-notailrec": [B.tool("oa-cc")] + OA + ["-O3", "-fno-optimize-sibling-calls"],
}
cubins = {}
for name, cmd in builds.items():
    cubins[name] = os.path.join(work, name + ".cubin")
    sh(cmd + ["-o", cubins[name], os.path.join(CALLS, "calls.cu")])
# Without tail recursion elimination fib has no loop.
listing = sh([B.tool("oa-objdump"), "-d", cubins["calls-oa-O3-notailrec"]])
assert "CALL.REL.NOINC" in listing
for name in builds:
    variant(name, cubins[name], calls_json, calls_ref, OUTS)
variant("calls-oa-O3-allp", cubins["calls-oa-O3"], calls_json, calls_ref, OUTS, p_range=[1, 50])
variant("calls-oa-O3-20261205", os.path.join(CONV, "calls-O3-h200-20261205.cubin"), calls_json,
        calls_ref, OUTS)

# oa -O3's listing assembled unchanged is the -O3 cubin, byte for byte.
base_s = os.path.join(work, "calls-O3.s")
sh([B.tool("oa-cc")] + OA + ["-O3", "-S", "-o", base_s, os.path.join(CALLS, "calls.cu")])
oa_mc = B.tool("oa-mc")


def roundtrip(listing, cubin):
    sass_edit.assemble(sass_edit.Listing(listing).text(), os.path.join(work, "roundtrip.cubin"),
                       oa_mc, cubin)
    if open(os.path.join(work, "roundtrip.cubin"), "rb").read() != open(cubin, "rb").read():
        sys.exit("build-convergence-bundle: the unedited listing does not assemble to " + cubin)


roundtrip(open(base_s).read(), cubins["calls-oa-O3"])
# Hand edits of oa -O3's listing as it was when the probes were written
# (bff6377, 2026-12-07; the edits name its registers and instructions),
# which also assembles to its own cubin unchanged (the edits change only
# what they say).
BASE_CUBIN = os.path.join(CONV, "calls-O3-20261207.cubin")
BASE = open(os.path.join(CONV, "calls-O3-20261207.s")).read()
roundtrip(BASE, BASE_CUBIN)

FIB = "_Z3fibi"
SAVERS = (FIB, "_Z7is_evenj", "_Z6is_oddj")  # the functions that save B6


def rename_barrier(K, idx, old, new):
    for i in idx:
        K.insts[i].text = K.insts[i].text.replace("B%d" % old, "B%d" % new)


def edit_kernel_b7(K):
    # The kernel's first region (around CALL fib): its BSSY and BSYNC.
    rename_barrier(K, [K.find(r"^BSSY B6,", func=""), K.find(r"^BSYNC B6", func="")], 6, 7)


def edit_fib_b7(K):
    idx = K.indices(r"\bB6\b", func=FIB)
    assert len(idx) == 4, idx  # BMOV.32.CLEAR, BSSY, BSYNC, BMOV.32
    rename_barrier(K, idx, 6, 7)


def edit_warpsync_bar(K):
    K.insert(K.find(r"^BAR\.SYNC", func=""), "WARPSYNC.ALL", "B------:R-:W-:Y:S05", label=False)


def edit_short_windows(K):
    for f in SAVERS:
        c = K.find(r"^BMOV\.32\.CLEAR R3, B6", func=f)
        assert K.insts[c + 1].text.startswith("STL") and K.insts[c + 1].text.endswith(", R3")
        # The cycles the two gave the instruction before them stay with it.
        stall = sum(int(x.fields()[4][1:]) for x in K.insts[c - 1:c + 2])
        K.insts[c - 1].set(stall=min(stall, 15))
        K.move(c, K.find(r"^BSSY B6,", func=f))       # CLEAR, BSSY
        s = K.find(r"^STL \[R1\+0x4\], R3", func=f)
        K.move(s, K.find(r"^BSSY B6,", func=f) + 1)   # CLEAR, BSSY, STL (waits on it)
        # The STL's read of R1 and R3 may have been waited for where it was
        # (by the next write of a register the prologue stored); moved past
        # that, the instruction after it waits, or a call's prologue would
        # write R1 under it.
        st = K.find(r"^STL \[R1\+0x4\], R3", func=f)
        rsb = K.insts[st].fields()[1]
        if rsb != "R-":
            nxt = K.insts[st + 1]
            nxt.set(wait=nxt.wait() | {int(rsb[1:])})
        # LDL of the saved value before the BSYNC (taking its address, the
        # branches' target), the BSYNC waiting on it, BMOV.32 right after.
        ld = K.find(r"^LDL R3, \[R1\+0x4\]", func=f)
        ldl = K.remove(ld)
        y = K.find(r"^BSYNC B6", func=f)
        K.insert(y, ldl.text, ldl.ctrl)
        sync = K.insts[y + 1]
        sync.set(wait=sync.wait() | {int(ldl.fields()[2][1:])})
        # BMOV.32 is the BSSY's target (the instruction after the BSYNC).
        bm = K.remove(K.find(r"^BMOV\.32 B6, R3", func=f))
        K.insert(y + 2, bm.text, bm.ctrl)


def edit_noyield(K):
    for x in K.insts:
        x.set(yld=False)


def edit_rotated_loop(K):
    h = K.find(r"^IADD3 R26, R16, R23, RZ", func=FIB)     # the loop's header
    assert K.insts[h + 1].text.startswith("ISETP.LT.AND P0") and K.insts[h + 2].text.startswith("@P0 BRA")
    body = K.insts[h + 3].labels[0]
    back = K.find(r"^BRA 0x", func=FIB)
    assert K.insts[back + 1].text == "BSYNC B6"
    for k, x in enumerate(K.insts[h:h + 2]):
        K.insert(back + k, x.text, x.ctrl)
    K.insert(back + 2, "@!P0 BRA 0x%x" % body, "B------:R-:W-:Y:S05")
    K.remove(back + 3)


def edit_bmov_wait(K):
    for f in SAVERS:
        r = K.find(r"^BMOV\.32 B6, R3", func=f)
        K.insts[r].set(stall=15)
        for k in (1, 2):
            K.insert(r + k, "NOP", "B------:R-:W-:Y:S15", label=False)


def edit_call_region(K):
    k = K.find(r"^CALL\.REL", func=FIB)
    assert K.insts[k - 2].text.startswith("MOV R20, ")
    after = K.insts[k + 1]
    K.insert(k + 1, "BSYNC B7", "B------:R-:W-:Y:S05")       # the return address
    K.insts[k + 2].labels = [0x100000]                        # after the BSYNC
    K.insert(k - 2, "BSSY B7, 0x100000", "B------:R-:W-:Y:S05")
    assert after is K.insts[k + 3]
    # fib saves B7 in the free word of its frame and restores it.
    c = K.find(r"^STL \[R1\+0x4\], R3", func=FIB)
    K.insert(c + 1, "BMOV.32.CLEAR R3, B7", "B-----5:R-:W0:Y:S05", label=False)
    K.insert(c + 2, "STL [R1], R3", "B0-----:R5:W-:Y:S01", label=False)
    r = K.find(r"^BMOV\.32 B6, R3", func=FIB)
    K.insert(r + 1, "LDL R3, [R1]", "B-----5:R5:W3:Y:S02", label=False)
    K.insert(r + 2, "BMOV.32 B7, R3", "B---3--:R5:W-:Y:S02", label=False)


def ptxas_fib(N):
    """[first, last] of ptxas's fib in nvcc's listing: the target of the
    kernel's first call."""
    t = int(N.insts[N.find(r"^CALL\.REL")].text.split()[-1], 16)
    return N.function(next(i for i, x in enumerate(N.insts) if t in x.labels))


def oa_fib(K):
    return K.function(K.find(r".", func=FIB))


nv_s = sh([B.tool("oa-objdump"), "-d", "--no-show-raw-insn", cubins["calls-nvcc"]])


def edit_ptxas_fib(K):
    N = sass_edit.Listing(nv_s).kernel("calls")
    K.splice(*oa_fib(K), N, *ptxas_fib(N), func=FIB)


EDITS = [("edit-kernel-b7", edit_kernel_b7), ("edit-fib-b7", edit_fib_b7),
         ("edit-warpsync-bar", edit_warpsync_bar), ("edit-short-windows", edit_short_windows),
         ("edit-noyield", edit_noyield), ("edit-rotated-loop", edit_rotated_loop),
         ("edit-bmov-wait", edit_bmov_wait), ("edit-call-region", edit_call_region),
         ("edit-ptxas-fib", edit_ptxas_fib)]
for name, edit in EDITS:
    L = sass_edit.Listing(BASE)
    edit(L.kernel("calls"))
    cub = os.path.join(work, name + ".cubin")
    sass_edit.assemble(L.text(), cub, oa_mc, BASE_CUBIN)
    variant(name, cub, calls_json, calls_ref, OUTS)

# nvcc's listing through oa-mc, unchanged and with oa's fib.
for name in ("nvcc-roundtrip", "nvcc-oa-fib"):
    L = sass_edit.Listing(nv_s)
    if name == "nvcc-oa-fib":
        K = sass_edit.Listing(BASE).kernel("calls")
        N = L.kernel("calls")
        N.splice(*ptxas_fib(N), K, *oa_fib(K), func=FIB)
    cub = os.path.join(work, name + ".cubin")
    sass_edit.assemble(L.text(), cub, oa_mc, cubins["calls-nvcc"])
    if name == "nvcc-roundtrip":
        # The same instructions and control codes as nvcc's.
        got = sh([B.tool("oa-objdump"), "-d", "--no-show-raw-insn", cub])
        if got.splitlines()[1:] != nv_s.splitlines()[1:]:
            sys.exit("build-convergence-bundle: nvcc's listing does not assemble to its code")
    variant(name, cub, calls_json, calls_ref, OUTS)

# The small kernels, by oa and by nvcc.
conv = os.path.join(CONV, "convergence.cu")
cc = {"oa": [B.tool("oa-cc")] + OA + ["-O3"], "nvcc": [nvcc, "-cubin", "-arch=sm_90", "-O3"]}
for who, cmd in cc.items():
    sh(cmd + ["-o", os.path.join(work, "convergence-%s.cubin" % who), conv])
for kernel in ("fibrec", "fibloop", "loopcall"):
    spec = os.path.join(work, kernel + ".json")
    desc = json.load(open(os.path.join(CONV, "convergence.json")))
    with open(spec, "w") as f:
        json.dump(dict(desc, kernel=kernel), f)
    # oa's fibloop arms one barrier from two groups of a warp in turn and
    # deadlocks in oa-emu (test/Emulator/convergence.test): not run.
    for who in (("nvcc",) if kernel == "fibloop" else cc):
        variant("%s-%s" % (kernel, who), os.path.join(work, "convergence-%s.cubin" % who), spec,
                [sys.executable, os.path.join(CONV, "convergence_ref.py"), kernel], ["o", "m"])

with open(os.path.join(B.out, "variants.txt"), "w") as f:
    f.write(__doc__)
B.finish()
if B.emu_failed:
    sys.exit("build-convergence-bundle: oa-emu fails %s" % ", ".join(B.emu_failed))
