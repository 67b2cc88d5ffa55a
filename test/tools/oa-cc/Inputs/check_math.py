"""check_math.py OUT.bin...: each output of math_sdk.cu against Python's libm."""
import math
import struct
import sys

x = [struct.unpack("f", struct.pack("f", -3 + 0.0234375 * i))[0] for i in range(256)]
ref = []
for v in x:
    ref += [math.exp(v), math.log(abs(v) + 1), math.sin(v), math.tanh(v),
            math.pow(abs(v) + 1, 1.5), math.cos(v) / math.sqrt(v * v + 1)]
bad = 0
for path in sys.argv[1:]:
    got = struct.unpack("1536f", open(path, "rb").read())
    for i, (g, r) in enumerate(zip(got, ref)):
        if not abs(g - r) <= 4e-6 * max(1.0, abs(r)):
            bad += 1
            if bad < 10:
                print(f"{path}[{i}] ({['exp', 'log', 'sin', 'tanh', 'pow', 'cos*rsqrt'][i % 6]}"
                      f" of {x[i // 6]}): {g} vs {r}")
print("math ok" if not bad else f"math: {bad} wrong")
