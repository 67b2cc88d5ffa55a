#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpus (tools/fuzz/corpus/<target>/) from
files already in the repository, so that the checked-in seeds can be
remade after the tests change:

  tools/fuzz/make-seeds.py --build BUILD

sass-decode  words of test/MC/Disassembler/SASS/*-sm{80,90}.txt, 8 per file
sass-asm     test/MC/SASS/*.s and the emulator's kernels, cut at 60 lines
cubin        test/Emulator/*.s assembled by BUILD/bin/oa-mc (small cubins)
launch       test/E2E/*.json, test/Emulator/Inputs/*.json, oa-run's inputs
mlir         test/Dialect/OA/*.mlir, split at '// -----'
llc          test/CodeGen/SASS/*.ll and oa-cc -emit-llvm of a few e2e kernels
ptx          test/PTX/*.ptx, the asm() strings of test/E2E/tensor, and
             clang-22's PTX of a few e2e and tensor kernels (when clang-22 runs)
"""
import argparse
import glob
import hashlib
import os
import re
import shutil
import struct
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.abspath(os.path.join(HERE, "..", ".."))
OUT = os.path.join(HERE, "corpus")


def put(target, data, hint=""):
    if isinstance(data, str):
        data = data.encode()
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    name = (hint + "-" if hint else "") + hashlib.sha1(data).hexdigest()[:12]
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    a = ap.parse_args()
    for t in ("sass-decode", "sass-asm", "cubin", "launch", "mlir", "llc", "ptx"):
        shutil.rmtree(os.path.join(OUT, t), ignore_errors=True)

    for txt in sorted(glob.glob(os.path.join(SRC, "test/MC/Disassembler/SASS/*-sm[89]0.txt"))):
        words = re.findall(r"^(0x[0-9a-fA-F]{16})\s+(0x[0-9a-fA-F]{16})", open(txt).read(), re.M)
        base = os.path.basename(txt)[:-4]
        for i in range(0, len(words), 8):
            blob = b"".join(struct.pack("<QQ", int(lo, 16), int(hi, 16)) for lo, hi in words[i:i + 8])
            put("sass-decode", blob, base)

    asm = sorted(glob.glob(os.path.join(SRC, "test/MC/SASS/*.s")) +
                 glob.glob(os.path.join(SRC, "test/Emulator/*.s")))
    for s in asm:
        lines = [l for l in open(s).read().splitlines() if not l.lstrip().startswith("// CHECK")]
        head = [l for l in lines if l.startswith(".target")][:1]
        for i in range(0, len(lines), 60):
            chunk = lines[i:i + 60]
            if i and head:
                chunk = head + chunk
            put("sass-asm", "\n".join(chunk) + "\n", os.path.basename(s)[:-2])

    mc = os.path.join(a.build, "bin", "oa-mc")
    for s in sorted(glob.glob(os.path.join(SRC, "test/Emulator/*.s"))):
        out = subprocess.run([mc, "-filetype=obj", "-o", "-", s], capture_output=True)
        if out.returncode == 0:
            put("cubin", out.stdout, os.path.basename(s)[:-2])

    for j in sorted(glob.glob(os.path.join(SRC, "test/E2E/*.json")) +
                    glob.glob(os.path.join(SRC, "test/Emulator/Inputs/*.json")) +
                    glob.glob(os.path.join(SRC, "test/tools/oa-run/Inputs/*.json"))):
        put("launch", open(j, "rb").read(), os.path.basename(j)[:-5])

    for m in sorted(glob.glob(os.path.join(SRC, "test/Dialect/OA/*.mlir"))):
        for i, part in enumerate(re.split(r"^// -----$", open(m).read(), flags=re.M)):
            part = "\n".join(l for l in part.splitlines()
                             if not re.match(r"\s*// (RUN|CHECK|expected-)", l))
            if part.strip():
                put("mlir", part + "\n", os.path.basename(m)[:-5])

    for ll in sorted(glob.glob(os.path.join(SRC, "test/CodeGen/SASS/*.ll"))):
        put("llc", open(ll, "rb").read(), os.path.basename(ll)[:-3])
    occ = os.path.join(a.build, "bin", "oa-cc")
    for k in ("axpy", "bits_vote", "divergent_loop", "i64_math", "local_array", "reduce_smem",
              "scan_warp", "half_elem", "int_divrem", "device_funcs"):
        cu = os.path.join(SRC, "test/E2E", k + ".cu")
        out = subprocess.run([occ, "-mcpu=sm_90", "-O3", "-emit-llvm", "-S", "-I",
                              os.path.join(SRC, "test/E2E"), "-o", "-", cu], capture_output=True)
        if out.returncode == 0:
            put("llc", out.stdout, k)
    for p in sorted(glob.glob(os.path.join(SRC, "test/PTX/*.ptx"))):
        text = "\n".join(l for l in open(p).read().splitlines()
                         if not re.match(r"\s*// *(RUN|CHECK)", l))
        put("ptx", text + "\n", os.path.basename(p)[:-4])
    for h in sorted(glob.glob(os.path.join(SRC, "test/E2E/tensor/*.h")) +
                    glob.glob(os.path.join(SRC, "test/E2E/tensor/*.cu"))):
        # asm("..." "..." : ...) -> the concatenated string, one seed each.
        for m in re.finditer(r'\basm\s*(?:volatile\s*)?\(((?:\s*"(?:[^"\\]|\\.)*")+)', open(h).read()):
            body = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1)))
            put("ptx", body.encode().decode("unicode_escape"), "asm-" + os.path.basename(h).split(".")[0])
    for ll in sorted(glob.glob(os.path.join(SRC, "test/PTX/Inputs/asm-*.ll"))):
        # LLVM inline-asm strings (the translation's tests), one seed each.
        for m in re.finditer(r'asm (?:sideeffect )?"((?:[^"\\]|\\.)*)"', open(ll).read()):
            body = re.sub(r"\\([0-9A-Fa-f]{2})", lambda x: chr(int(x.group(1), 16)), m.group(1))
            put("ptx", body, "llvmasm")
    tensor = os.path.join(SRC, "test/E2E/tensor")
    for k, arch in (("vadd", "sm_90"), ("reduce_warp", "sm_90"), ("device_funcs", "sm_90"),
                    ("tensor/mma_frag", "sm_80"), ("tensor/gemm_f16_mma", "sm_80"),
                    ("tensor/wgmma_frag", "sm_90a"), ("tensor/tma_layout", "sm_90a")):
        cu = os.path.join(SRC, "test/E2E", k + ".cu")
        try:
            out = subprocess.run(["clang-22", "--cuda-device-only", "-S", "--cuda-gpu-arch=" + arch,
                                  "-O3", "-Wno-unknown-cuda-version", "-nocudainc", "-nocudalib",
                                  "-Xclang", "-target-feature", "-Xclang", "+ptx80", "-include",
                                  os.path.join(SRC, "lib/Headers/oa_cuda.h"), "-I",
                                  os.path.join(SRC, "test/E2E"), "-I", tensor, "-o", "-", cu],
                                 capture_output=True)
        except OSError:
            break
        if out.returncode == 0:
            put("ptx", out.stdout, os.path.basename(k))
    for t in sorted(os.listdir(OUT)):
        print("%-12s %4d seeds" % (t, len(os.listdir(os.path.join(OUT, t)))))


if __name__ == "__main__":
    main()
