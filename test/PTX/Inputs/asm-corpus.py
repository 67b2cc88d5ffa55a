"""asm-corpus.py OA-CC OA-PTX WORK FILE.cu...: compiles each CUDA file to LLVM
IR (oa-cc -emit-llvm, no SDK, sm_90), translates its inline PTX (oa-ptx
--lower-asm) and counts the asm calls before and after.  Prints one line per
file and a total; a file whose asm does not all translate is a problem."""
import os
import re
import subprocess
import sys

oa_cc, oa_ptx, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
total = problems = 0
for src in sys.argv[4:]:
    name = os.path.basename(src)[:-3]
    ll = os.path.join(work, name + ".ll")
    p = subprocess.run([oa_cc, "--no-cuda-sdk", "-arch=sm_90", "-O3", "-emit-llvm", "-I", os.path.dirname(src),
                        "-o", ll, src], capture_output=True, text=True)
    if p.returncode:
        print("%s: problem: clang: %s" % (name, p.stderr.strip().splitlines()[:1]))
        problems += 1
        continue
    before = len(re.findall(r"call [^\n]*\basm\b", open(ll).read()))
    q = subprocess.run([oa_ptx, "--lower-asm", ll], capture_output=True, text=True)
    after = len(re.findall(r"call [^\n]*\basm\b", q.stdout))
    if q.returncode or after or q.stderr.strip():
        print("%s: problem: %s" % (name, (q.stderr.strip().splitlines() or ["%d asm left" % after])[0]))
        problems += 1
        continue
    total += before
    print("%s: %d asm translated" % (name, before))
print("%d asm statements translated, %d problems" % (total, problems))
