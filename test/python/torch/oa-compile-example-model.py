# `oa compile` and `oa run` on examples/torch-model (and, at the end,
# `oa cnr` on examples/torch-training) with torch installed:
# the golden manifest (the model's cubins, SASS, launch-plan bundle, each
# kernel's registers/shared/local, the weights folder), the weights and
# example inputs saved by the plan's names, and `oa run --verify` executing
# the saved bundle with the saved weights where no compiler is in reach (a
# GPU host with torch but no LLVM): only oa-emu on the tool path and an
# empty oa.torch cache.  Its output is the module's own on the saved
# weights and inputs.
# REQUIRES: oa-cc, oa-opt, oa-translate, oa-llc, oa-emu, oa-objdump
# RUN: rm -rf %t && mkdir -p %t/emu-only && cp -r %oa_src/examples/torch-model %t/proj && rm -rf %t/proj/output
# RUN: env OA_CACHE_DIR=%t/cache %python -m oa compile %t/proj 2>&1 | FileCheck %s --check-prefix=COMPILE
# COMPILE: model.py:9:1: warning: skipping MLPBlock: not one of oa.toml's {{\[\[}}model]] entries
# COMPILE: model.py:29:21: warning: skipping ConvNet: nn.Conv3d has no oa op yet
# COMPILE-DAG: model.py:make_model (sm_80) ok
# COMPILE-DAG: model.py:make_model (sm_90) ok
# COMPILE: built 1 kernels (2 cubin entries) into {{.*}}proj/output; 2 skipped
# RUN: %python %oa_src/test/Command/Inputs/normalize.py %t/proj/output/manifest.json %t/proj > %t/manifest.json
# RUN: diff %S/Inputs/torch-model.manifest.json %t/manifest.json
# RUN: ls %t/proj/output/weights/model.make_model | FileCheck %s --check-prefix=FILES
# FILES: fc1.bias.bin
# FILES-NEXT: fc1.weight.bin
# FILES-NEXT: fc2.bias.bin
# FILES-NEXT: fc2.weight.bin
# FILES-NEXT: norm.bias.bin
# FILES-NEXT: norm.weight.bin
# FILES-NEXT: weights.json
# FILES-NEXT: x.bin
# RUN: ls %t/proj/output/models/sm_90/model.make_model | FileCheck %s --check-prefix=BUNDLE
# BUNDLE: kernels.sm_90.cubin
# BUNDLE: plan.json
# RUN: FileCheck %s --check-prefix=SASS < %t/proj/output/sass/sm_90/model.make_model.sass
# SASS: .kernel forward_k0_linear_gelu
# SASS: .kernel forward_k2_layer_norm
# RUN: ln -s oa-emu %t/emu-only/oa-emu
# RUN: env OA_CACHE_DIR=%t/cache2 OA_TOOLS_DIR=%t/emu-only OA_BUILD_DIR=%t/none PATH=/usr/bin:/bin %python -m oa run %t/proj --device emu --verify | FileCheck %s --check-prefix=EXEC
# EXEC: model.py:make_model (emu): passed, max error
# EXEC: 1 passed, 0 failed
# RUN: %python %s %t/proj | FileCheck %s
# CHECK: weights used: True
# --entrypoint with --input-shapes builds a model oa.toml does not name, in
# a copy without oa.toml (nothing else is built: MLPBlock only).
# RUN: mkdir -p %t/bare && cp %oa_src/examples/torch-model/model.py %t/bare/
# RUN: env OA_CACHE_DIR=%t/cache %python -m oa cnr %t/bare --arch sm_90 --entrypoint model.py:MLPBlock --input-shapes '[[4, 64]]' --verify 2>&1 | FileCheck %s --check-prefix=SHAPES
# SHAPES: [1/1] model.py:MLPBlock (sm_90) ok
# SHAPES: model.py:MLPBlock (emu): passed, max error
# SHAPES: 1 passed, 0 failed
# RUN: %python -c "import json, sys; k = json.load(open(sys.argv[1]))['kernels']; print([(x['name'], x['input_shapes']) for x in k])" %t/bare/output/manifest.json | FileCheck %s --check-prefix=SHAPESMAN
# SHAPESMAN: [('MLPBlock', {{\[\[}}4, 64]])]
# examples/torch-training: its six models for inference (oa_models.py's
# factories at train.py's CPU shapes, named by its oa.toml), run in oa-emu
# and checked against torch.
# RUN: cp -r %oa_src/examples/torch-training %t/train && rm -rf %t/train/output
# RUN: env OA_CACHE_DIR=%t/cache %python -m oa cnr %t/train --verify 2>&1 | FileCheck %s --check-prefix=TRAIN
# TRAIN-DAG: oa_models.py:causal (sm_80) ok
# TRAIN-DAG: oa_models.py:convnet (sm_90) ok
# TRAIN: built 6 kernels (12 cubin entries)
# TRAIN-DAG: oa_models.py:block (emu): passed
# TRAIN-DAG: oa_models.py:causal (emu): passed
# TRAIN-DAG: oa_models.py:convnet (emu): passed
# TRAIN-DAG: oa_models.py:lm (emu): passed
# TRAIN-DAG: oa_models.py:mlp (emu): passed
# TRAIN-DAG: oa_models.py:swiglu (emu): passed
# TRAIN: 6 passed, 0 failed
import json
import os
import sys

import torch

proj = sys.argv[1]
sys.path.insert(0, proj)
import model  # noqa: E402

w = os.path.join(proj, "output", "weights", "model.make_model")
index = json.load(open(os.path.join(w, "weights.json")))


def read(e):
    t = torch.from_file(os.path.join(w, e["file"]), size=max(1, torch.Size(e["shape"]).numel()),
                        dtype=getattr(torch, e["dtype"]))
    return t[:torch.Size(e["shape"]).numel()].reshape(e["shape"])


m = model.make_model().eval()
m.load_state_dict({e["name"]: read(e) for e in index["weights"]})
x = read(index["inputs"][0])
want = m(x)
got = torch.from_file(os.path.join(proj, "output", "results", "model.py.make_model", "out0.bin"),
                      size=want.numel(), dtype=torch.float32).reshape(want.shape)
print("weights used:", (got - want).abs().max().item() < 1e-5)
