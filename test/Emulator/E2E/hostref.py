"""The host reference's runtime for run-e2e.py and utils/difftest: compiles
host_main.cpp and lib/Launch's sources (plain C++17, -ffp-contract=off as
OALaunch is built) once into WORK/hostref/, so that a reference links the
same input generator as oa-emu without the build's libOALaunch.a, which a
sanitizer build instruments (its runtime does not belong in the fiber
program)."""
import glob
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.abspath(os.path.join(HERE, "..", "..", ".."))


def support_objects(work, cxx):
    """The objects a reference links; raises RuntimeError with the
    compiler's output when one does not build."""
    out = os.path.join(work, "hostref")
    os.makedirs(out, exist_ok=True)
    srcs = [os.path.join(HERE, "host_main.cpp")] + sorted(glob.glob(os.path.join(SRC, "lib", "Launch", "*.cpp")))
    headers = glob.glob(os.path.join(SRC, "include", "oa", "Launch", "*.h"))
    objs = []
    for src in srcs:
        obj = os.path.join(out, os.path.basename(src)[:-4] + ".o")
        objs.append(obj)
        newest = max(os.path.getmtime(f) for f in [src] + headers)
        if os.path.exists(obj) and os.path.getmtime(obj) >= newest:
            continue
        r = subprocess.run([cxx, "-O2", "-std=c++17", "-ffp-contract=off", "-I", os.path.join(SRC, "include"),
                            "-c", src, "-o", obj], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode:
            raise RuntimeError(r.stdout)
    return objs
