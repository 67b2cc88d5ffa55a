"""select-i1-loop.test: writes DIR/k.json (n, step as given) and the
kernel's result DIR/ref/out.bin."""
import os
import struct
import sys

d, n, step = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
os.makedirs(os.path.join(d, "ref"), exist_ok=True)
open(os.path.join(d, "k.json"), "w").write(
    '{"kernel": "k", "grid": [1], "block": [64], "buffers": {"out": {"dtype": "i32", '
    '"count": 64, "init": "poison", "output": true}}, "args": [{"buffer": "out"}, '
    '{"i32": %d}, {"i32": %d}]}' % (n, step))
res = []
for t in range(64):
    s, i = 0, t
    while (i < n) if step > 0 else (i > n):
        s, i = s + i, i + step
    res.append(s)
open(os.path.join(d, "ref", "out.bin"), "wb").write(struct.pack("<64i", *res))
