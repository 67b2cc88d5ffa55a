"""Reference for launch/histogram.json: `python3 histogram_ref.py INPUTS OUTPUTS`
recounts the bins from the saved input (clamped to 0..15) and exits 1 on a
difference."""
import struct
import sys

inputs, outputs = sys.argv[1], sys.argv[2]
with open(f"{inputs}/data.bin", "rb") as f:
    raw = f.read()
data = struct.unpack(f"<{len(raw) // 4}i", raw)
expect = [0] * 16
for d in data:
    expect[min(max(d, 0), 15)] += 1
with open(f"{outputs}/bins.bin", "rb") as f:
    bins = list(struct.unpack("<16I", f.read()))
if bins != expect:
    print(f"histogram differs: {bins} vs {expect}")
    sys.exit(1)
print(f"histogram matches ({sum(bins)} values)")
