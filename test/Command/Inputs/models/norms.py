# Models as nanoGPT and llm.c write them: weights made with nn.Parameter,
# dtype limits and grad modes, which are no tensor ops.
import torch
import torch.nn as nn
import torch.nn.functional as F


class RMSNorm(nn.Module):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        with torch.no_grad():
            pass
        x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return x * self.weight


class Masked(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(16, 16)

    def forward(self, x, mask):
        x = x.masked_fill(mask, torch.finfo(x.dtype).min)
        return F.softmax(self.proj(x), dim=-1)


class Unsupported(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.AdaptiveAvgPool2d(1)

    def forward(self, x):
        return torch.fft.fft(self.pool(x))
