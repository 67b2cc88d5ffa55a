# call-abi.ll's kernel, computed on the host: exit 0 when DIR's outputs match.
import struct
import sys


def fact(n):
    return 1 if n < 2 else fact(n - 1) * n + (n & 1)


d = sys.argv[1]
o = struct.unpack("<64i", open(d + "/o.bin", "rb").read())
x = struct.unpack("<64d", open(d + "/d.bin", "rb").read())
want_o = [fact(t & 7) if t > 2 else 0 for t in range(64)]
want_d = [(-0.5 if t & 1 else 0.5) * t for t in range(64)]
bad = [t for t in range(64) if o[t] != want_o[t] or x[t] != want_d[t]]
if bad:
    t = bad[0]
    sys.exit("thread %d: o %d d %r, want %d %r" % (t, o[t], x[t], want_o[t], want_d[t]))
print("ok")
