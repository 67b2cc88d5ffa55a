"""check_libdevice.py OUTDIR...: libdevice's own math (oa-cc --libdevice-math),
whose code is made of NVVM intrinsics (fma.rm, d2i.hi, lohi.i2d, mul.rn,
add.rz, f2i.rn ...), against Python's libm: a few ulp for the functions,
bit-exact for the intrinsics with a rounding mode."""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                                "CodeGen", "SASS", "Inputs"))
from nvvm_values import F32, F64, rnd, to_int  # noqa: E402
from fractions import Fraction as Fr  # noqa: E402


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


x = [f32(-7.9 + 0.0621 * i) for i in range(256)]
xd = [-9.3 + 0.0737 * i for i in range(256)]
bad = 0
for d in sys.argv[1:]:
    o = struct.unpack("<2048f", open(os.path.join(d, "o.bin"), "rb").read())
    od = struct.unpack("<1536d", open(os.path.join(d, "od.bin"), "rb").read())
    for i in range(256):
        v, w = x[i], xd[i]
        third = f32(1.0 / 3.0)
        close32 = [math.exp(v), math.log(f32(abs(v) + 1)), math.copysign(abs(v) ** (1 / 3), v),
                   math.log1p(abs(v)), None, None, None, 10 ** f32(v * 0.25)]
        exact32 = {4: struct.unpack("<f", struct.pack("<I", to_int(f32(v * 1000.0), "rn", 32, True)))[0],
                   5: rnd(Fr(v) + Fr(third), F32, "rz"),
                   6: rnd(Fr(w), F32, "rm")}
        for j in range(8):
            g = o[8 * i + j]
            if j in exact32:
                ok = struct.pack("<f", g) == struct.pack("<f", exact32[j])
            else:
                r = close32[j]
                ok = abs(g - r) <= 4e-7 * max(abs(r), 1e-30) + 1e-37
            if not ok:
                bad += 1
                if bad < 20:
                    print(f"{d}: f32[{j}]({v}) = {g!r} want {exact32.get(j, close32[j])!r}")
        close64 = [math.exp(w), math.log(abs(w) + 1), math.expm1(w), math.erf(w),
                   (abs(w) + 1) ** 1.5, None]
        for j in range(6):
            g = od[6 * i + j]
            if j == 5:
                ok = g == rnd(Fr(w) * Fr(1.0 / 3.0), F64, "rp")
                r = rnd(Fr(w) * Fr(1.0 / 3.0), F64, "rp")
            else:
                r = close64[j]
                ok = abs(g - r) <= 4e-16 * max(abs(r), 1e-300)
            if not ok:
                bad += 1
                if bad < 20:
                    print(f"{d}: f64[{j}]({w}) = {g!r} want {r!r}")
print("libdevice ok" if not bad else f"libdevice: {bad} wrong")
