"""Test helper for tune.test: writes an entry of the tune cache the way
`oa gemm --tune` records one on a GPU (the same key and compiler id
functions), prints what the cache holds, and checks tune.choose."""
import argparse
import json
import sys

if sys.argv[1:2] == ["write-rowwise"]:
    from oa import tune
    from oa.commands import rowwise
    ap = argparse.ArgumentParser()
    ap.add_argument("what")
    rowwise.add_arguments(ap)
    a = ap.parse_args()
    tune.record(rowwise.tune_key(a), rowwise.compiler(a), {"policy": a.policy, "median_us": 4.5},
                7, "H200-test")
    sys.exit(0)

from oa import tune
from oa.commands import gemm, rowwise as rw

ap = argparse.ArgumentParser()
ap.add_argument("what", choices=("write", "show", "choose"))
gemm.add_arguments(ap)
ap.add_argument("--compiler", help="the compiler id to record (default: this build's)")
ap.add_argument("--us", type=float, default=12.3)
a = ap.parse_args()
if a.what == "choose":
    rs = [{"policy": {"a": 1}, "pass": True, "median_us": 9.0},
          {"policy": {"a": 2}, "pass": False, "median_us": 1.0},
          {"policy": {"a": 3}, "pass": True, "median_us": 5.0},
          {"policy": {"a": 4}, "pass": True, "median_us": None}]
    print("choose:", tune.choose(rs)["policy"], tune.choose(rs[1:2] + rs[3:]))
    sys.exit(0)
key = gemm.tune_key(a)
if a.what == "show":
    print(json.dumps(tune.load()["entries"].get(key), sort_keys=True))
    sys.exit(0)
best = {"policy": a.policy or {}, "median_us": a.us, "rel_l2": 1e-4}
tune.record(key, a.compiler or rw.compiler(a), best, 10, "H200-test")
print("recorded", key)
