"""Reference for axpy.json: `python3 axpy_ref.py INPUTS OUTPUTS` recomputes
o = a * 2.5 + 1 from the saved input in f32 and exits 1 on a difference."""
import array
import sys

inputs, outputs = sys.argv[1], sys.argv[2]
a, o = array.array("f"), array.array("f")
with open(f"{inputs}/a.bin", "rb") as f:
    a.frombytes(f.read())
with open(f"{outputs}/o.bin", "rb") as f:
    o.frombytes(f.read())
want = array.array("f", (x * 2.5 + 1.0 for x in a))  # rounded to f32 as the kernel's FFMA may not be
bad = [i for i in range(len(a)) if abs(o[i] - want[i]) > 1e-6 * max(1.0, abs(want[i]))]
if len(o) != len(a) or bad:
    print(f"axpy differs at {len(bad)} places (first {bad[:4]})")
    sys.exit(1)
print(f"axpy matches ({len(o)} values)")
