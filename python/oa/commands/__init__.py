"""Subcommands of `oa`: each module here with a `register(subparsers)` is
one (see oa/cli.py)."""
