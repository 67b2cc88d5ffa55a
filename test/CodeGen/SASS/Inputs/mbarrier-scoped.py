"""mbarrier-scoped.py OUT: checks the words Inputs/mbarrier-scoped.ll wrote
(two warps, sm_90's mbarrier forms with a scope)."""
import struct
import sys

o = struct.unpack("512i", open(sys.argv[1] + "/o.bin", "rb").read())
col = lambda k, ts: [o[t * 8 + k] for t in ts]
W0, W1, ALL = range(32), range(32, 64), range(64)
ok = (col(0, ALL) == [1] * 64 and col(1, ALL) == [0] * 64 and col(2, ALL) == [0] * 64
      and col(3, ALL) == [1] * 64 and col(4, W0) == [1] * 32 and col(4, W1) == [-1] * 32
      and sorted(col(5, W0)) == list(range(1, 33)) and col(5, W1) == [-1] * 32)
print("mbarrier scoped ok" if ok else "mbarrier scoped WRONG: " + str([col(k, ALL) for k in range(6)]))
