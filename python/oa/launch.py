"""Splits an oa-translate launch plan into files oa-run and oa-emu take.

    python3 -m oa.launch PLAN.json OUTDIR [--function NAME]

writes, for one function of the plan (the only one, or --function):
  OUTDIR/launch_<i>.json   launch i, a docs/Launch.md description
  OUTDIR/check.json        the function's outputs only, for
                           `oa-run check.json --from DIR --compare REF`
  OUTDIR/plan.json         the function's entry of the plan (buffers, shapes)
Launch i reads every buffer it does not write from OUTDIR/<name>.bin and
writes its output as an output buffer, so running the launches in order,
each with `--out OUTDIR`, chains them through OUTDIR (the caller writes the
function's inputs there first).
"""
import argparse
import json
import os
import sys


def pick(plan, name=None):
    funcs = plan["functions"]
    if name is None:
        if len(funcs) != 1:
            raise ValueError("the plan has several functions; pick one with --function: "
                             + ", ".join(f["name"] for f in funcs))
        return funcs[0]
    for f in funcs:
        if f["name"] == name:
            return f
    raise ValueError(f"no function {name} in the plan")


def check_description(fn, rtol=1e-5):
    """A description whose buffers are the function's outputs (no launch)."""
    outs = {n: b for n, b in fn["buffers"].items() if b["role"] == "output"}
    last = fn["launches"][-1]
    return {
        "kernel": last["kernel"], "grid": [1], "block": [1],
        "buffers": {n: {"dtype": b["dtype"], "count": b["count"], "init": "poison",
                        "output": True, "rtol": rtol} for n, b in outs.items()},
        "args": [{"buffer": n} for n in outs],
    }


def split(plan, outdir, name=None, rtol=1e-5):
    fn = pick(plan, name)
    os.makedirs(outdir, exist_ok=True)
    paths = []
    for i, l in enumerate(fn["launches"]):
        p = os.path.join(outdir, f"launch_{i}.json")
        with open(p, "w") as f:
            json.dump(l, f, indent=1)
            f.write("\n")
        paths.append(p)
    with open(os.path.join(outdir, "check.json"), "w") as f:
        json.dump(check_description(fn, rtol), f, indent=1)
        f.write("\n")
    with open(os.path.join(outdir, "plan.json"), "w") as f:
        json.dump(fn, f, indent=1)
        f.write("\n")
    return fn, paths


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("plan")
    ap.add_argument("outdir")
    ap.add_argument("--function")
    ap.add_argument("--rtol", type=float, default=1e-5)
    a = ap.parse_args(argv)
    with open(a.plan) as f:
        plan = json.load(f)
    try:
        fn, paths = split(plan, a.outdir, a.function, a.rtol)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    for p in paths:
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
