"""check_expect.py LAUNCH.json OUTDIR: compares each output buffer that has
an "expect": {"fill": V} with OUTDIR/<name>.bin (oa-emu writes outputs but
leaves "expect" to oa-run); prints "expect ok" or each mismatch."""
import json
import struct
import sys

FMT = {"i32": "i", "u32": "I", "i64": "q", "u64": "Q", "f32": "f", "f64": "d"}
desc = json.load(open(sys.argv[1]))
bad = 0
for name, b in desc["buffers"].items():
    want = b.get("expect", {}).get("fill")
    if want is None:
        continue
    if isinstance(want, str):
        want = int(want, 16)
        if b["dtype"].startswith("i") and want >= 1 << (8 * struct.calcsize(FMT[b["dtype"]]) - 1):
            want -= 1 << (8 * struct.calcsize(FMT[b["dtype"]]))
    data = open(f"{sys.argv[2]}/{name}.bin", "rb").read()
    got = struct.unpack(f"<{len(data) // struct.calcsize(FMT[b['dtype']])}{FMT[b['dtype']]}", data)
    for i, g in enumerate(got):
        if g != want:
            bad += 1
            print(f"{name}[{i}] = {g}, expected {want}")
print("expect ok" if not bad else f"{bad} mismatches")
