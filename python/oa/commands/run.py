"""oa run PATH: run the launches of a compiled bundle (PATH/output/, or the
bundle folder itself): oa-run on this machine's GPU, oa-emu where there is
none, or on another host over SSH (--backend ssh://user@host)."""
import json
import os
import sys

from .. import remote, runner
from ..diag import UserError


def register(sub):
    p = sub.add_parser("run", help="run a compiled bundle's launches (locally or over SSH)",
                       description=__doc__)
    p.add_argument("path", metavar="PATH", help="a project (its output/ is run) or a bundle folder")
    add_arguments(p)
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.set_defaults(func=run)


def add_arguments(p, verify=True):
    p.add_argument("--backend", default="local", help="local (default) or ssh://[user@]host[:port]")
    p.add_argument("--device", choices=("auto", "gpu", "emu"), default=None,
                   help="gpu: oa-run (an error without a GPU); emu: oa-emu, oa's SASS emulator; "
                        "auto: the GPU if there is one (default: auto locally, gpu over SSH)")
    if verify:
        p.add_argument("--verify", action="store_true",
                       help="check every output against its expected values and reference script")
    p.add_argument("--results", metavar="DIR", help="where outputs go (default: BUNDLE/results)")
    p.add_argument("--keep-remote", action="store_true", help="leave the remote copy in place")


def find_bundle(path, out_dir=None):
    if not os.path.exists(path):
        raise UserError(f"no such file or directory: '{path}'", code=2)
    for cand in ([out_dir] if out_dir else []) + [path, os.path.join(path, "output")]:
        if cand and os.path.isfile(os.path.join(cand, "manifest.json")):
            return os.path.abspath(cand)
    raise UserError(f"no bundle at {path}: run `oa compile {path}` first (expected manifest.json "
                    f"in {path} or {os.path.join(path, 'output')})", code=2)


def run_bundle(args, bundle):
    with open(os.path.join(bundle, "manifest.json")) as f:
        man = json.load(f)
    if not man.get("runs"):
        raise UserError(f"{bundle} has no launches to run: add [[run]] entries (kernel, spec) to "
                        "oa.toml or pass --spec to oa compile", code=2)
    if args.backend == "local":
        try:
            res = runner.run_bundle(bundle, args.device or "auto", args.verify, results=args.results,
                                    quiet=getattr(args, "json", False))
        except runner.NoGPU as e:
            raise UserError(f"{e} (--device emu runs the kernels in oa-emu)", code=3)
        status = 0 if all(r["passed"] for r in res) else 1
        results = args.results or os.path.join(bundle, "results")
    else:
        status, results = remote.run(bundle, args.backend, args.device or "gpu", args.verify,
                                     args.results, args.keep_remote, quiet=getattr(args, "json", False))
        with open(os.path.join(results, "summary.json")) as f:
            res = json.load(f)["runs"]
    if getattr(args, "json", False):
        json.dump({"results": results, "runs": res}, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        passed = sum(1 for r in res if r["passed"])
        print(f"{passed} passed, {len(res) - passed} failed ({results})")
    return status


def run(args):
    return run_bundle(args, find_bundle(args.path))
