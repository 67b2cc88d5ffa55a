# Checks function-pointers.ll's output o.bin in each oa-emu --out DIR given:
# even threads called addf(t, 3), odd ones mulf(t, 3); the table (tab.bin,
# where the launch reads it back) holds the numbers 8 and 16.
import os
import struct
import sys

ok = True
for d in sys.argv[1:]:
    data = open(d + "/o.bin", "rb").read()
    o = struct.unpack("<%df" % (len(data) // 4), data)
    bad = [t for t in range(len(o)) if o[t] != (t + 3.0 if t % 2 == 0 else t * 3.0)]
    if os.path.exists(d + "/tab.bin"):
        tab = struct.unpack("<2Q", open(d + "/tab.bin", "rb").read())
        if tab != (8, 16):
            bad = [0]
            print("table holds", tab)
    print(d.rsplit("/", 1)[-1], "ok" if not bad else "FAIL at %d: %r" % (bad[0], o[bad[0]]))
    ok &= not bad
sys.exit(0 if ok else 1)
