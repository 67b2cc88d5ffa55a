"""oa inspect PATH: what oa finds in a repository and whether it compiles it,
without running any of the user's code."""
import json
import sys

from .. import diag
from ..diag import Loc
from ..project import Project

KIND_TITLE = {"cuda-kernel": "CUDA kernels", "ptx-kernel": "PTX kernels",
              "python-kernel": "typed Python kernels", "torch-model": "PyTorch models",
              "jit-kernel": "Triton and Numba kernels"}


def register(sub):
    p = sub.add_parser("inspect", help="list the kernels and models in a repository, and what oa "
                                       "supports (static: no user code runs)",
                       description=__doc__)
    p.add_argument("path", metavar="PATH", help="a directory or a single file")
    p.add_argument("--json", action="store_true", help="print a JSON report on stdout")
    p.set_defaults(func=run)


def report(project):
    items, errors, files = project.discover()
    return {
        "root": project.root,
        "config": project.config_path,
        "files": files,
        "items": [i.as_dict() for i in items],
        "file_errors": [e.as_dict() for e in errors],
        "summary": {
            "items": len(items),
            "supported": sum(1 for i in items if i.supported is True),
            "unsupported": sum(1 for i in items if i.supported is not True),
            "file_errors": len(errors),
        },
    }


def run(args):
    project = Project(args.path)
    rep = report(project)
    if args.json:
        json.dump(rep, sys.stdout, indent=1)
        sys.stdout.write("\n")
        return 0
    items, errors, _ = project.discover()
    out = sys.stdout
    if not items and not errors:
        out.write(f"no CUDA, PTX, typed Python kernel or PyTorch model found under {args.path}\n")
        return 0
    for kind, title in KIND_TITLE.items():
        group = [i for i in items if i.kind == kind]
        if not group:
            continue
        out.write(diag.paint(f"{title} ({len(group)})", "bold", out) + "\n")
        for it in group:
            ok = it.supported is True
            mark = diag.paint("supported", "ok", out) if ok else diag.paint("unsupported", "error", out)
            extra = ""
            if kind == "torch-model":
                extra = f" [{it.info.get('model')}]"
            out.write(f"  {it.file}:{it.line}: {it.name}{extra}: {mark}\n")
            for l, c, m in it.problems:
                out.write(f"    {it.file}:{l}:{c}: {m}\n")
            for l, c, m in it.notes:
                out.write(f"    note: {it.file}:{l}: {m}\n")
    for e in errors:
        diag.error(e.message, Loc(project.abs(e.file), e.line, e.col))
    s = rep["summary"]
    out.write(f"{s['items']} found: {s['supported']} supported, {s['unsupported']} unsupported"
              + (f", {s['file_errors']} files with errors" if s["file_errors"] else "") + "\n")
    return 0
