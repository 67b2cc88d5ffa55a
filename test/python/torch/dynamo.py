# torch.compile(model, backend="oa"): a supported inference graph runs in oa-emu and
# matches eager; an unsupported one falls back to eager with a warning.
# RUN: rm -rf %t && env OA_BUNDLE_DIR=%t %python %s
import warnings, torch, torch.nn as nn, torch.nn.functional as F
import oa.torch
class M(nn.Module):
    def __init__(s):
        super().__init__(); s.fc = nn.Linear(8, 8)
    def forward(s, x):
        return F.gelu(s.fc(x)) + x
m = M().eval()
x = torch.randn(4, 8)
cm = torch.compile(m, backend="oa")
with torch.no_grad():
    y = cm(x)
print("oa vs eager", ((y - m(x)).norm() / m(x).norm()).item())
class S(nn.Module):
    def forward(s, x):
        return torch.sin(x)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = torch.compile(S(), backend="oa")(x)
    print([str(i.message)[:100] for i in w if "oa" in str(i.message)])
print("fallback ok", torch.allclose(y, torch.sin(x)))
assert ((cm(x) - m(x)).norm() / m(x).norm()).item() < 1e-5
assert any("eager mode" in str(i.message) for i in w)
print("1 passed, 0 failed")
