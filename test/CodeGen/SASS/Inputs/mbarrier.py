"""mbarrier.py OUT: checks the words test/CodeGen/SASS/Inputs/mbarrier.ll wrote.
Arrival order between warps is the scheduler's, so counts seen by the
threads of one barrier are compared as sets."""
import struct, sys
o = struct.unpack('512i', open(sys.argv[1] + '/o.bin', 'rb').read())
col = lambda k, ts: [o[t * 8 + k] for t in ts]
W0, W1, ALL = range(32), range(32, 64), range(64)
ok = (sorted(col(0, ALL)) == list(range(1, 65)) and sorted(col(1, ALL)) == list(range(33, 97))
      and sorted(col(2, W0)) == list(range(1, 33)) and col(2, W1) == [-1] * 32
      and sorted(col(3, W0)) == list(range(1, 33)) and sorted(col(3, W1)) == list(range(33, 65))
      and col(4, ALL) == [1000 + (t ^ 32) for t in ALL] and col(5, ALL) == [1064 + (t ^ 32) for t in ALL]
      and col(6, range(4)) == [2, 3, 4, 5] and col(7, range(4)) == [1] * 4
      and col(6, range(4, 64)) == [-1] * 60 and col(7, range(4, 64)) == [-1] * 60)
print("mbarrier ok" if ok else "mbarrier WRONG: " + str([col(k, ALL) for k in range(8)]))
