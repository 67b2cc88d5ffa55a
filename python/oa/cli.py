"""The `oa` command: a dispatcher over subcommand modules.

Every module `oa/commands/<name>.py` that defines `register(subparsers)` is a
subcommand; `register` adds its parser with `subparsers.add_parser(...)` and
sets `func=<callable(args) -> exit status>` as a default.  Modules are
imported only to register them, so a broken or optional one (needing a
package that is not installed) is skipped with a warning instead of taking
the whole command down.
"""
import argparse
import importlib
import pkgutil
import sys

from . import diag
from .version import __version__


def _command_modules():
    from . import commands
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        if not info.name.startswith("_"):
            yield info.name


def build_parser():
    ap = argparse.ArgumentParser(
        prog="oa",
        description="oa: compile CUDA, PTX, typed Python kernels and PyTorch models "
                    "to SASS cubins, inspect a repository, run the results.")
    ap.add_argument("--version", action="version", version=f"oa {__version__}")
    ap.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                    help="colour diagnostics (default: when stderr is a terminal)")
    sub = ap.add_subparsers(dest="command", metavar="COMMAND")
    for name in _command_modules():
        try:
            mod = importlib.import_module(f"oa.commands.{name}")
        except Exception as e:  # an optional command must not break the others
            diag.warning(f"command '{name}' is unavailable: {e}")
            continue
        reg = getattr(mod, "register", None)
        if reg is None:
            continue
        try:
            reg(sub)
        except Exception as e:
            diag.warning(f"command '{name}' is unavailable: register() failed: {e}")
    return ap


def main(argv=None):
    ap = build_parser()
    args = ap.parse_args(argv)
    diag.set_color(args.color)
    if not getattr(args, "func", None):
        ap.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        diag.error("interrupted")
        return 130
    except diag.UserError as e:
        diag.error(str(e), loc=e.loc)
        return e.code


if __name__ == "__main__":
    sys.exit(main())
