# `oa compile` on a repository's PyTorch model, as nanoGPT writes one: the
# model class is imported by a factory oa.toml names (discovery cannot see
# what `Model(cfg).eval()` returns), its output layer's weight is tied to
# the embedding (torch.export names it twice), forward picks the last
# position with a list index (x[:, [-1], :]) and returns (logits, None).
# The build writes a cubin and the bundle; `oa run --verify` runs the
# model in oa-emu against torch, and so does oa.torch.compile.
# RUN: rm -rf %t && mkdir -p %t && %python %s %t | FileCheck %s
# CHECK: oa compile: exit 0
# CHECK-NEXT: manifest: entry.py make_tiny sm_90 ok True
# CHECK-NEXT: bundle: manifest.json plan.json kernels.sm_90.cubin
# CHECK-NEXT: oa run: exit 0
# CHECK-NEXT: entry.py:make_tiny (emu): passed, max error
# CHECK-NEXT: 1 passed, 0 failed
# CHECK-NEXT: run in oa-emu: second result None True, max error below 1e-5 True
import json
import os
import subprocess
import sys
import textwrap

work = sys.argv[1]
proj = os.path.join(work, "repo")
os.makedirs(proj)
with open(os.path.join(proj, "model.py"), "w") as f:
    f.write(textwrap.dedent("""\
        import torch
        import torch.nn as nn
        import torch.nn.functional as F


        class Tiny(nn.Module):
            def __init__(self, vocab, dim):
                super().__init__()
                self.wte = nn.Embedding(vocab, dim)
                self.ln = nn.LayerNorm(dim)
                self.fc = nn.Linear(dim, dim)
                self.head = nn.Linear(dim, vocab, bias=False)
                self.wte.weight = self.head.weight  # tied, as GPT-2's

            def forward(self, idx, targets=None):
                x = self.wte(idx)
                x = x + F.gelu(self.fc(self.ln(x)))
                if targets is None:
                    return self.head(x[:, [-1], :]), None
                return self.head(x), targets
        """))
with open(os.path.join(proj, "entry.py"), "w") as f:
    f.write(textwrap.dedent("""\
        from model import Tiny


        def make_tiny():
            return Tiny(48, 32).eval()
        """))
with open(os.path.join(proj, "oa.toml"), "w") as f:
    f.write('arch = ["sm_90"]\n[[model]]\nentrypoint = "entry.py:make_tiny"\n'
            'input_shapes = [[2, 8]]\ndtypes = ["i64"]\n')
env = dict(os.environ, OA_CACHE_DIR=os.path.join(work, "cache"))
r = subprocess.run([sys.executable, "-m", "oa", "compile", proj, "-j", "1"], env=env,
                   capture_output=True, text=True)
print("oa compile: exit", r.returncode)
if r.returncode:
    print(r.stdout, r.stderr)
m = json.load(open(os.path.join(proj, "output", "manifest.json")))
for k in m["kernels"]:
    if k["kind"] == "model":
        for arch, b in k["builds"].items():
            print("manifest:", k["source"], k["name"], arch, "ok", b["ok"])
bundle = os.path.join(proj, "output", "models", "sm_90", "entry.make_tiny")
print("bundle:", " ".join(n for n in ("manifest.json", "plan.json", "kernels.sm_90.cubin")
                           if os.path.isfile(os.path.join(bundle, n))))
r = subprocess.run([sys.executable, "-m", "oa", "run", proj, "--verify", "--device", "emu"],
                   env=env, capture_output=True, text=True)
print("oa run: exit", r.returncode)
print("\n".join(l for l in r.stdout.splitlines() if "passed" in l or "FAILED" in l))
if r.returncode:
    print(r.stderr)

sys.path.insert(0, proj)
import torch  # noqa: E402
import oa.torch as ot  # noqa: E402
from entry import make_tiny  # noqa: E402
torch.manual_seed(0)
model = make_tiny()
idx = torch.randint(0, 48, (2, 8))
ref, _ = model(idx)
out, none = ot.compile(model, [idx], bundle_root=os.path.join(work, "bundles"))(idx)
err = (out - ref).abs().max().item()
print("run in oa-emu: second result None %s, max error below 1e-5 %s" % (none is None, err < 1e-5))
