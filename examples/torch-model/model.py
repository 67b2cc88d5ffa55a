"""A small PyTorch model, as a user's repository has it: oa inspects it with
`ast` (torch need not be installed) and compiles it through the PyTorch
capture (oa.torch) when torch is installed."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class MLPBlock(nn.Module):
    """linear -> GELU -> linear, residual, LayerNorm: every op has an oa op."""

    def __init__(self, dim=64, hidden=256):
        super().__init__()
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, dim)
        self.norm = nn.LayerNorm(dim)
        self.drop = nn.Dropout(0.1)

    def forward(self, x):
        h = F.gelu(self.fc1(x))
        return self.norm(x + self.drop(self.fc2(h)))


class ConvNet(nn.Module):
    """A 3-D convolution oa has no op for yet."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv3d(3, 8, 3)
        self.head = nn.Linear(8, 10)

    def forward(self, x):
        y = torch.sigmoid(self.conv(x)).mean(dim=(2, 3, 4))
        return torch.softmax(self.head(y), dim=-1)


def make_model() -> nn.Module:
    return MLPBlock(64, 256)
