# predicate-spill.ll's kernel on the host: prints ok when OUT holds it.
import struct, sys
out = struct.unpack('32i', open(sys.argv[1], 'rb').read())
want = []
for t in range(32):
    p = [-160 + 10 * t + i > 3 * i for i in range(10)]
    s = 0
    for j in range(5):
        for i in range(10):
            s ^= (j * (2 * i + 1)) & 0xffffffff if p[i] else i
        s = (s + j) & 0xffffffff
    want.append(s - (1 << 32) if s >= 1 << 31 else s)
print('ok' if list(out) == want else f'{list(out)} != {want}')
