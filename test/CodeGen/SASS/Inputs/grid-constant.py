"""grid-constant.test: writes DIR/k.json (a 64-byte aligned struct of 16
i32, a global buffer g) and the kernel's result DIR/ref/out.bin."""
import os
import struct
import sys

d = sys.argv[1]
os.makedirs(os.path.join(d, "ref"), exist_ok=True)
m = [1000 + 7 * i for i in range(16)]
g = [-3 * i for i in range(64)]
open(os.path.join(d, "k.json"), "w").write(
    '{"kernel": "k", "grid": [1], "block": [64], "buffers": {'
    '"g": {"dtype": "i32", "count": 64, "init": {"iota": [0, -3]}}, '
    '"out": {"dtype": "i32", "count": 64, "init": "poison", "output": true}}, '
    '"args": [{"struct": [%s], "align": 64}, {"buffer": "g"}, {"buffer": "out"}]}'
    % ", ".join('{"i32": %d}' % v for v in m))
res = [m[t % 16] if t & 1 else g[t] for t in range(64)]
open(os.path.join(d, "ref", "out.bin"), "wb").write(struct.pack("<64i", *res))
