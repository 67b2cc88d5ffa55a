"""Runs device-globals.ll's cubins (argv) in oa-emu with the globals bound
to buffers by name, and checks every value against the kernel's meaning."""
import json, os, struct, subprocess, sys, tempfile

desc = {
    "kernel": "k", "grid": [1], "block": [32],
    "buffers": {
        "o": {"dtype": "f32", "count": 32, "init": "poison", "output": True},
        "counter": {"dtype": "i32", "count": 1, "symbol": "counter",
                    "init": {"fill": 100}, "output": True},
        "zarr": {"dtype": "i32", "count": 64, "symbol": "zarr", "output": True},
        "table": {"dtype": "f32", "count": 4, "symbol": "table", "output": True},
        "hidden": {"dtype": "i32", "count": 1, "symbol": "hidden", "output": True},
    },
    "args": [{"buffer": "o"}],
}
want = {
    "o": [[1, 2, 3, 4][t & 3] + [1.5, 2.5, 3.5][t % 3] + 7 + b"hello"[t % 5]
          for t in range(32)],
    "counter": [132],
    "zarr": [t + 5 for t in range(32)] + [0] * 32,
    "table": [1.0, 2.0, 3.0, 4.0],
    "hidden": [42],
}
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "k.json")
    with open(path, "w") as f:
        json.dump(desc, f)
    for cubin in sys.argv[1:]:
        out = os.path.join(tmp, "out")
        subprocess.run(["oa-emu", "--cubin", cubin, "--out", out, path], check=True)
        bad = []
        for name, vals in want.items():
            fmt = ("f" if desc["buffers"][name]["dtype"] == "f32" else "i") * len(vals)
            got = list(struct.unpack(fmt, open(os.path.join(out, name + ".bin"), "rb").read()))
            if got != vals:
                bad.append(f"{name}: got {got}, want {vals}")
        print(os.path.basename(cubin) + ": " + ("values ok" if not bad else "WRONG " + "; ".join(bad)))
