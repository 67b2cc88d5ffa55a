"""oa compile PATH: build every kernel and model oa supports in a repository
into an output folder: cubin/<sm>/, sass/<sm>/, manifest.json, the launches
to run (run/), and compile-error.json with a non-zero exit when something
fails to build."""
import json
import os
import shutil
import sys
import time

from .. import build, diag
from ..diag import Loc, UserError
from ..project import ARCHS, Project


def register(sub):
    p = sub.add_parser("compile", help="compile a repository's kernels and models to cubins",
                       description=__doc__)
    add_arguments(p)
    p.set_defaults(func=run)


def add_arguments(p):
    p.add_argument("path", metavar="PATH", help="a directory or a single file")
    p.add_argument("--out-dir", metavar="DIR", help="where to build (default: PATH/output/)")
    p.add_argument("--arch", default=None,
                   help=f"comma-separated SMs (default: oa.toml's arch, else {','.join(ARCHS)})")
    p.add_argument("--verify", action="store_true",
                   help="run every launch (oa.toml [[run]], --spec) in oa-emu and check its "
                        "expected outputs and reference script")
    p.add_argument("--dry-run", action="store_true", help="print the plan; build and write nothing")
    p.add_argument("--no-sass", action="store_true", help="do not write SASS listings")
    p.add_argument("--entrypoint", metavar="FILE:NAME", help="build only this kernel or model")
    p.add_argument("--input-shapes", metavar="JSON",
                   help="a model's example input shapes, e.g. '[[8, 64]]' (with --entrypoint)")
    p.add_argument("--spec", metavar="LAUNCH.json", action="append", default=[],
                   help="a launch description (docs/Launch.md) to bundle for `oa run` (repeatable)")
    p.add_argument("-j", "--jobs", type=int, default=None,
                   help="parallel compile processes (default: the machine's cores)")
    p.add_argument("--json", action="store_true", help="print the manifest (or the plan) as JSON")


def out_dir(args, project):
    return os.path.abspath(args.out_dir or os.path.join(project.root, "output"))


def _rel_loc(project, e):
    f = e.get("file")
    if not f:
        return None
    p = f if os.path.isabs(f) else project.abs(f)
    return Loc(p if os.path.exists(p) else f, e.get("line") or 0, e.get("column") or 0)


def run(args):
    code, _ = compile_project(args)
    return code


def compile_project(args):
    """Returns (exit status, out dir)."""
    project = Project(args.path)
    archs = build.parse_archs(args.arch or project.config.get("arch") or ",".join(ARCHS))
    shapes = None
    if args.input_shapes:
        try:
            shapes = json.loads(args.input_shapes)
        except ValueError as e:
            raise UserError(f"--input-shapes is not JSON: {e}", code=2)
        if not args.entrypoint:
            raise UserError("--input-shapes needs --entrypoint", code=2)
    quiet = args.json
    plan = build.make_plan(project, archs, args.entrypoint, shapes, args.spec)
    out = out_dir(args, project)

    if args.dry_run:
        doc = {"out_dir": out, "archs": archs, "units": [u.as_dict() for u in plan.units],
               "skipped": plan.skipped, "errors": plan.errors, "runs": plan.runs,
               "inferred_config": plan.inferred}
        if args.json:
            json.dump(doc, sys.stdout, indent=1)
            sys.stdout.write("\n")
        else:
            print(f"would build into {out} for {', '.join(archs)}:")
            for u in plan.units:
                print(f"  {u.source} -> {u.cubin} [{u.kind}: {', '.join(u.kernels)}]")
            for s in plan.skipped:
                r0 = s["reasons"][0]
                print(f"  skip {s['name']} ({s['file']}:{r0['line']}): {r0['message']}")
            for r in plan.runs:
                print(f"  run {r['spec']} ({r['kernel']})")
            for e in plan.errors:
                diag.error(e["message"], _rel_loc(project, e))
        return (1 if plan.errors else 0), out

    started = time.monotonic()
    if os.path.isdir(out):
        for sub in ("cubin", "sass", "ir", "run", "models", "weights"):
            shutil.rmtree(os.path.join(out, sub), ignore_errors=True)
        for f in ("manifest.json", "compile-error.json", "oa.inferred.toml"):
            if os.path.exists(os.path.join(out, f)):
                os.remove(os.path.join(out, f))
    os.makedirs(out, exist_ok=True)
    for s in plan.skipped if plan.units else []:
        if not quiet:
            r0 = s["reasons"][0]
            diag.warning(f"skipping {s['name']}: {r0['message']}",
                         Loc(project.abs(s["file"]), r0["line"] or 0, r0["column"] or 0), show_source=False)
    prog = diag.Progress(len(plan.units), quiet=quiet)

    def step(r):
        u = r["unit"]
        state = "cached" if r["cached"] else ("ok" if r["ok"] else "FAILED")
        what = u.get("entrypoint") or u["source"]  # a file may hold several models
        prog.step(f"{what} ({u['arch']}) {state} {r['seconds']:.2f} s")

    results = build.execute(plan, out, args.jobs, args.no_sass, step)
    prog.close()
    man = build.manifest(plan, results, started)
    for r in plan.runs:
        copy_run(project, out, r)
    errors = list(plan.errors) + [dict(r["error"], unit=r["unit"]["cubin"]) for r in results if not r["ok"]]
    errors += [dict(e, unit=r["unit"]["cubin"]) for r in results for e in r.get("kernel_errors") or []]
    if not plan.units and not errors and not plan.runs:
        # Nothing built: the reasons each thing was skipped are the errors.
        for sk in plan.skipped:
            for r in sk["reasons"]:
                if r["message"].startswith("not one of oa.toml"):
                    continue  # excluded on purpose
                errors.append({"tool": "oa", "file": sk["file"], "line": r["line"], "column": r["column"],
                               "message": f"{sk['name']}: {r['message']}"})
        errors.append({"tool": "oa", "file": None, "line": None, "column": None,
                       "message": "nothing to compile: no supported kernel or model found (see oa inspect)"})
    write_json(os.path.join(out, "manifest.json"), man)
    if args.verify and not errors:
        from .. import runner
        ver = runner.run_bundle(out, device="emu", verify=True, quiet=quiet)
        man["verify"] = ver
        if not all(v["passed"] for v in ver):
            errors.append({"tool": "oa-emu", "file": None, "line": None, "column": None,
                           "message": "verification failed: " + ", ".join(v["name"] for v in ver if not v["passed"])})
    man["ok"] = not errors
    write_json(os.path.join(out, "manifest.json"), man)
    write_inferred(project, out, plan, archs)
    if errors:
        first = errors[0]
        write_json(os.path.join(out, "compile-error.json"),
                   {"tool": first.get("tool"), "file": first.get("file"), "line": first.get("line"),
                    "column": first.get("column"), "message": first.get("message"), "errors": errors})
        if not quiet:
            shown = set()
            for e in errors:
                where = (e.get("file"), e.get("line"), e.get("column"), e.get("message"))
                if where in shown:
                    continue  # the same error for another SM
                shown.add(where)
                diag.error(f"{e['message']}" + (f" [{e['tool']}]" if e.get("tool") not in (None, "oa") else ""),
                           _rel_loc(project, e))
    if args.json:
        json.dump(man, sys.stdout, indent=1)
        sys.stdout.write("\n")
    elif not errors:
        n = sum(len(k["builds"]) for k in man["kernels"])
        print(f"built {len(man['kernels'])} kernels ({n} cubin entries) into {out}"
              + (f"; {len(plan.skipped)} skipped" if plan.skipped else ""))
    return (1 if errors else 0), out


def copy_run(project, out, r):
    """The launch description in run/, pointing at the bundle's cubin."""
    os.makedirs(os.path.join(out, "run"), exist_ok=True)
    with open(project.abs(r["spec"])) as f:
        text = f.read()
    dst = os.path.join(out, "run", r["name"] + ".json")
    with open(dst, "w") as f:
        f.write(text)
    r["bundle_spec"] = f"run/{r['name']}.json"
    if r.get("reference"):
        ref = os.path.join("run", r["name"] + ".ref.py")
        shutil.copyfile(project.abs(r["reference"]), os.path.join(out, ref))
        r["bundle_reference"] = ref


def write_json(path, doc):
    with open(path, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


def write_inferred(project, out, plan, archs):
    """What discovery inferred, as an oa.toml the user can copy and edit."""
    if project.config_path and not plan.inferred:
        return
    lines = ["# Inferred by `oa compile` (copy to oa.toml to pin or change it).",
             f"arch = {json.dumps(archs)}"]
    cuda = plan.inferred.get("cuda")
    if cuda and cuda.get("per_file"):
        # One [cuda] flags line applies to every file: say what each needs.
        lines += ["", "# -I directories inferred per file (several headers share a name):"]
        lines += [f"#   {f}: {' '.join(v)}" for f, v in sorted(cuda["per_file"].items())]
    elif cuda:
        lines += ["", "[cuda]", f"flags = {json.dumps(cuda['flags'])}"]
    for m in plan.inferred.get("model", []):
        lines += ["", "[[model]]", f"entrypoint = {json.dumps(m['entrypoint'])}"]
        hint = f" (forward takes {', '.join(m['_inputs'])})" if m.get("_inputs") else ""
        if m.get("_in_features"):
            hint += f"; its first Linear takes {m['_in_features']} features"
        lines.append(f"# input_shapes = [[batch, ...]]  # not inferable{hint}")
    with open(os.path.join(out, "oa.inferred.toml"), "w") as f:
        f.write("\n".join(lines) + "\n")
