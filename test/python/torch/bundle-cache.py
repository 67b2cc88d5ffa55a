# The model bundle cache under concurrent builds: four processes build the
# same entry at once (they once left a kernels.ll that defined no kernel);
# each gets a whole bundle, and what stays in the cache is one bundle (no
# half-built or temporary folders left) that loads as cached.  A stale
# entry is replaced in place.
# RUN: rm -rf %t && mkdir -p %t && %python %s %t | FileCheck %s
# CHECK: 4 builds: 4 bundles with a cubin
# CHECK-NEXT: cache: 1 entry, cached on reload: True
# CHECK-NEXT: stale entry rebuilt: True, cached on reload: True
import json
import multiprocessing as mp
import os
import sys

import torch
import torch.nn as nn

from oa.torch import capture
from oa.torch.runtime import bundle_dir, load_or_build

ROOT = sys.argv[1]


def mlir():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))
    return capture(m, (torch.randn(3, 8),)).mlir


def build(_):
    b, _cached = load_or_build(mlir(), None, "sm_90", root=ROOT)
    return os.path.isfile(b.cubin())


if __name__ == "__main__":
    with mp.get_context("spawn").Pool(4) as pool:
        ok = pool.map(build, range(4))
    print(f"{len(ok)} builds: {sum(ok)} bundles with a cubin")
    text = mlir()
    _, cached = load_or_build(text, None, "sm_90", root=ROOT)
    print(f"cache: {len(os.listdir(ROOT))} entry, cached on reload: {cached}")
    d = bundle_dir(text, None, "sm_90", root=ROOT)
    with open(os.path.join(d, "manifest.json")) as f:
        m = json.load(f)
    m["graph_hash"] = "stale"
    with open(os.path.join(d, "manifest.json"), "w") as f:
        json.dump(m, f)
    _, cached = load_or_build(text, None, "sm_90", root=ROOT)
    _, again = load_or_build(text, None, "sm_90", root=ROOT)
    print(f"stale entry rebuilt: {not cached}, cached on reload: {again}")
