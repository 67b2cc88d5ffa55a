"""Prints a manifest.json (or compile-error.json) with what changes from run
to run or with the backend replaced: hashes, times, cache hits, resource
counts (their presence and type are kept), tool output and absolute paths."""
import json
import re
import sys

VOLATILE = {"sha256": "<sha256>", "compile_seconds": "<seconds>", "seconds": "<seconds>",
            "cached": "<cached>", "output": "<output>", "log": "<log>"}
COUNTS = ("registers", "shared", "local")


def norm(v, key=None):
    if isinstance(v, dict):
        return {k: norm(x, k) for k, x in v.items()}
    if isinstance(v, list):
        return [norm(x) for x in v]
    if key in VOLATILE and v is not None:
        return VOLATILE[key]
    if key in COUNTS and isinstance(v, int):
        return "<int>"
    if isinstance(v, str) and len(sys.argv) > 2:
        return v.replace(sys.argv[2], "<root>")
    return v


with open(sys.argv[1]) as f:
    print(json.dumps(norm(json.load(f)), indent=1, sort_keys=True))
