"""oa cnr PATH: compile, then run (oa compile + oa run in one step)."""
from . import compile as compile_cmd
from . import run as run_cmd


def register(sub):
    p = sub.add_parser("cnr", help="compile a repository, then run its launches",
                       description=__doc__)
    compile_cmd.add_arguments(p)
    run_cmd.add_arguments(p, verify=False)  # --verify of compile's arguments checks the run
    p.set_defaults(func=run)


def run(args):
    if args.dry_run:
        return compile_cmd.run(args)
    verify = args.verify
    args.verify = False  # checked once, by the run
    code, out = compile_cmd.compile_project(args)
    if code:
        return code
    args.verify = verify
    return run_cmd.run_bundle(args, run_cmd.find_bundle(out))
