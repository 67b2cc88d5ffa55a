"""An sm_90 GEMM of oa's fed by cp.async (policy wgmma = 1, tma = 0),
compiled by oa-llc, then its `DEPBAR.LE SB0` waits planted away (NOP):
the HGMMAs read shared memory LDGSTS copies have not finished writing, and
oa-emu must say so.  Prints oa-emu's output for the clean and the planted
kernel.

    planted-hgmma-ldgsts.py OUT
"""
import os
import subprocess
import sys

from oa.commands import rowwise as rw

MODEL = """func.func @g(%x: tensor<64x128xf16> {oa.name = "x"}, %w: tensor<64x128xf16> {oa.name = "w"}) -> (tensor<64x64xf32> {oa.name = "y"}) {
  %0 = oa.linear %x, %w {oa.policy = {wgmma = 1, tma = 0, bm = 64, bn = 64, bk = 64, warps_m = 4, warps_n = 1, stages = 3}} : (tensor<64x128xf16>, tensor<64x128xf16>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
"""


def main():
    out = sys.argv[1]
    rw.compile_model(MODEL, out, 90)
    for name in ("x", "w"):
        raw, _ = rw.encode([((i * 7) % 13 - 6) / 8 for i in range(64 * 128)], "f16")
        with open(os.path.join(out, f"{name}.bin"), "wb") as f:
            f.write(raw)
    listing = rw.run_tool([rw.find_tool("oa-llc"), "-mcpu=sm_90", "-O3", "-filetype=asm",
                           os.path.join(out, "kernels.ll"), "-o", "-"])
    planted = listing.replace("DEPBAR.LE SB0, 0x0 ;", "NOP ;")
    assert planted != listing, "no DEPBAR.LE SB0 to plant away"
    with open(os.path.join(out, "planted.s"), "w") as f:
        f.write(planted)
    rw.run_tool([rw.find_tool("oa-mc"), "-mcpu=sm_90", "-filetype=obj", os.path.join(out, "planted.s"),
                 "-o", os.path.join(out, "planted.cubin")])
    for label, cubin in (("clean", "kernel.cubin"), ("planted", "planted.cubin")):
        r = subprocess.run([rw.find_tool("oa-emu"), "--cubin", os.path.join(out, cubin),
                            os.path.join(out, "launch.json")], capture_output=True, text=True)
        print(f"{label}: exit {r.returncode}")
        print(r.stdout + r.stderr)


if __name__ == "__main__":
    main()
