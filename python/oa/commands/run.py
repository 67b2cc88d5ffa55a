"""oa run PATH: run the launches of a compiled bundle (PATH/output/, or the
bundle folder itself): oa-run on this machine's GPU, oa-emu where there is
none, or on another host over SSH (--backend ssh://user@host)."""
import json
import os
import shutil
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


def saved_bundles(bundle, models, sm):
    """A folder for oa.torch's bundle_root holding the bundles `oa compile`
    saved for sm (output/models/SM/FILE.NAME), each under the name oa.torch
    looks it up by (its graph hash): the run executes the saved kernels and
    launch plan, and needs no compiler where the module's graph is the one
    compiled (a GPU host with torch but no LLVM).  None when none is saved."""
    import tempfile
    root = None
    for m in models:
        rel = (m.get("builds", {}).get(sm) or {}).get("bundle")
        man = rel and os.path.join(bundle, rel, "manifest.json")
        if not man or not os.path.isfile(man):
            continue
        with open(man) as f:
            h = json.load(f).get("graph_hash")
        if not h:
            continue
        root = root or tempfile.mkdtemp(prefix="oa-run-bundles-")
        dst = os.path.join(root, h[:24])
        if not os.path.isdir(dst):
            shutil.copytree(os.path.join(bundle, rel), dst)
    return root


def run_models(args, bundle, models):
    """A bundle's models, run locally through oa.torch with the weights and
    example inputs `oa compile` saved (output/weights/FILE.NAME; rebuilt as
    compile made them when there are none) and the kernels and launch plan
    it saved (saved_bundles).  The module's code comes from the project, so
    a model runs where torch and its code are: on the GPU when there is one,
    else each launch in oa-emu.  --verify compares every output with the
    module's own (torch) result."""
    if args.backend != "local":
        raise UserError("models run locally (they need torch and the model's code); "
                        "--backend ssh:// runs kernel launches", code=2)
    try:
        import torch
        import oa.torch  # noqa: F401  (run_model's)
    except ImportError as e:
        raise UserError(f"running models needs torch: {e}", code=2)
    gpu = torch.cuda.is_available()
    if args.device == "gpu" and not gpu:
        raise UserError("--device gpu: torch sees no CUDA device (--device emu runs the kernels "
                        "in oa-emu)", code=3)
    if args.device == "emu":
        gpu = False
    root = os.path.dirname(bundle)
    results = args.results or os.path.join(bundle, "results")
    if gpu:
        sm = f"sm_{torch.cuda.get_device_capability()[0]}0"
    else:
        sm = os.environ.get("OA_SM", "sm_90")  # what oa.torch runs in oa-emu
    saved = saved_bundles(bundle, models, sm)
    res = []
    try:
        for m in models:
            res.append(run_model(args, m, root, bundle, results, gpu, saved))
    finally:
        if saved:
            shutil.rmtree(saved, ignore_errors=True)
    os.makedirs(results, exist_ok=True)
    with open(os.path.join(results, "models.json"), "w") as f:
        json.dump(res, f, indent=1)
    return res, results


def run_model(args, m, root, bundle, results, gpu, saved):
    """One model of run_models: its result dict (printed unless --json)."""
    import torch
    import oa.torch as ot
    from ..build import load_model, load_weights
    from ..pipeline import ToolError
    name = m["entrypoint"]
    r = {"model": name, "device": "gpu" if gpu else "emu", "passed": False}
    try:
        module, inputs = load_model(root, m["source"], m["name"], m.get("input_shapes"),
                                    m.get("dtypes"), name)
        if m.get("weights"):
            saved_inputs = load_weights(module, os.path.join(bundle, m["weights"]))
            if saved_inputs is not None:
                inputs = saved_inputs
                r["weights"] = m["weights"]
        if gpu:
            module, inputs = module.cuda(), [x.cuda() for x in inputs]
        compiled = ot.compile(module, inputs, bundle_root=saved)
        with torch.no_grad():
            got = compiled(*inputs)
            want = module(*inputs) if args.verify else None
        got = list(got) if isinstance(got, (tuple, list)) else [got]
        d = os.path.join(results, m["source"].replace(os.sep, "_") + "." + m["name"])
        os.makedirs(d, exist_ok=True)
        for i, t in enumerate(got):
            if t is not None:
                t.detach().cpu().contiguous().numpy().tofile(os.path.join(d, f"out{i}.bin"))
        r["outputs"] = [None if t is None else list(t.shape) for t in got]
        r["passed"] = True
        if args.verify:
            want = list(want) if isinstance(want, (tuple, list)) else [want]
            errs = [None if w is None else (g.float().cpu() - w.float().cpu()).abs().max().item()
                    for g, w in zip(got, want)]
            tol = [None if w is None else 1e-5 + 1e-4 * w.float().abs().max().item() for w in want]
            r["max_error"] = errs
            r["passed"] = len(got) == len(want) and all(
                (g is None) == (w is None) and (e is None or e <= t)
                for g, w, e, t in zip(got, want, errs, tol))
    except ToolError as e:
        r["error"] = e.as_dict()
    except Exception as e:
        r["error"] = {"message": f"{type(e).__name__}: {e}"}
    if not getattr(args, "json", False):
        what = "passed" if r["passed"] else "FAILED"
        extra = (f", max error {max(x for x in r['max_error'] if x is not None):.3g}"
                 if r.get("max_error") and any(x is not None for x in r["max_error"]) else "")
        err = f": {r['error']['message']}" if "error" in r else ""
        print(f"{name} ({r['device']}): {what}{extra}{err}")
    return r


def run_bundle(args, bundle):
    with open(os.path.join(bundle, "manifest.json")) as f:
        man = json.load(f)
    models = [k for k in man.get("kernels", []) if k.get("kind") == "model" and k.get("entrypoint")
              and any(b.get("ok") for b in k.get("builds", {}).values())]
    if models and not man.get("runs"):
        res, results = run_models(args, bundle, models)
        if getattr(args, "json", False):
            json.dump({"results": results, "models": res}, sys.stdout, indent=1)
            sys.stdout.write("\n")
        else:
            passed = sum(1 for r in res if r["passed"])
            print(f"{passed} passed, {len(res) - passed} failed ({results})")
        return 0 if all(r["passed"] for r in res) else 1
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
