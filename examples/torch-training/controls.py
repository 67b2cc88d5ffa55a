"""Control runs for train.py's TF32 check: torch trained again from the
same weights with its TF32 GEMMs, every op's fp32 result moved by up to
an ulp at random (UlpNoise).  Each control is another TF32 implementation
that differs from torch only at the fp32 roundoff of each op, as oa does
(its kernels sum in other orders, fuse epilogues, use other exp/erf).

Why TF32 needs them: an fp32 difference of an ulp in a GEMM operand flips
that operand's rounding to TF32 (10 mantissa bits) now and then, a 2^-11
change, so two TF32 implementations' gradients differ far more than two
FP32 ones' do.  Measured in oa-emu (the causal model at d=32, 16 tokens,
one step's gradients, relative L2 over all parameters): oa's TF32 against
torch's emulated TF32 (operands rounded to nearest) 2.6e-5, a control
against torch 2.0e-5, the same noise without TF32 2.4e-7, TF32 against
FP32 3.4e-4 (test/python/torch/tf32-causal.py checks it).  Once a model memorises its batch (causal: loss 6.4 to 3e-4
in 100 AdamW steps) the training amplifies that into per-step loss
differences of 1e-1 relative, further than torch's own drift from float64
(what the fp32 check scales by) says: on the CPU at the GPU shapes 5 of
6 controls differ from torch by more than that allowance (0.99-1.30),
oa and torch on an H100 by 1.20 of it (docs/Training.md).
"""
import torch
from torch.utils._python_dispatch import TorchDispatchMode

# The ops whose fp32 results another implementation rounds differently:
# arithmetic, reductions, GEMMs and convolutions, the norms, softmax,
# activations, losses and their backwards.  Not the exact ones (copies,
# views, gathers, fills, masked_fill, relu, concatenation).
NOISY = {
    "mm", "bmm", "addmm", "baddbmm", "convolution", "convolution_backward", "cudnn_convolution",
    "add", "sub", "mul", "div", "sum", "mean", "rsqrt", "sqrt", "pow", "exp", "log", "tanh",
    "sigmoid", "reciprocal", "var_mean", "linalg_vector_norm",
    "_softmax", "_softmax_backward_data", "_log_softmax", "_log_softmax_backward_data",
    "native_layer_norm", "native_layer_norm_backward", "_fused_rms_norm",
    "_fused_rms_norm_backward", "native_batch_norm", "native_batch_norm_backward",
    "_native_batch_norm_legit", "_native_batch_norm_legit_functional", "cudnn_batch_norm",
    "cudnn_batch_norm_backward", "gelu", "gelu_backward", "silu", "silu_backward",
    "nll_loss_forward", "nll_loss_backward", "mse_loss", "mse_loss_backward",
    "embedding_dense_backward",
    "_scaled_dot_product_efficient_attention", "_scaled_dot_product_efficient_attention_backward",
    "_scaled_dot_product_flash_attention", "_scaled_dot_product_flash_attention_backward",
    "_scaled_dot_product_cudnn_attention", "_scaled_dot_product_cudnn_attention_backward",
    "_scaled_dot_product_flash_attention_for_cpu",
    "_scaled_dot_product_flash_attention_for_cpu_backward", "_efficient_attention_forward",
    "_efficient_attention_backward", "_flash_attention_forward", "_flash_attention_backward",
}


class UlpNoise(TorchDispatchMode):
    """Every NOISY op's fp32 results moved by -1, 0 or +1 ulp at random
    (finite nonzero elements; a seeded generator per device)."""

    def __init__(self, seed):
        super().__init__()
        self.seed, self.gens, self.moved = seed, {}, set()

    def noisy(self, t):
        if not isinstance(t, torch.Tensor) or t.dtype != torch.float32 or t.numel() == 0:
            return t
        g = self.gens.get(t.device)
        if g is None:
            g = self.gens[t.device] = torch.Generator(device=t.device).manual_seed(self.seed)
        s = torch.randint(-1, 2, t.shape, generator=g, device=t.device).float()
        moved = torch.nextafter(t, t + s * float("inf"))
        return torch.where((s != 0) & torch.isfinite(t) & (t != 0), moved, t)

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        name = func.overloadpacket.__name__
        if name not in NOISY or func._schema.is_mutable:
            return out
        self.moved.add(name)
        if isinstance(out, (tuple, list)):
            return type(out)(self.noisy(t) for t in out)
        return self.noisy(out)


class Control:
    """A torch model trained alongside the reference under UlpNoise(seed)."""

    def __init__(self, model, make_opt, seed):
        self.model, self.opt, self.mode = model, make_opt(model.parameters()), UlpNoise(seed)

    def step(self, x, y, loss):
        self.opt.zero_grad()
        with self.mode:
            lc = loss(self.model(x), y)
            lc.backward()
        # The mode must reach the backward too (autograd's device threads
        # take it from the caller), or the control would be too close.
        if not any(n.endswith(("_backward", "_backward_data")) for n in self.mode.moved):
            raise RuntimeError(f"UlpNoise saw no backward op (saw {sorted(self.mode.moved)})")
        self.opt.step()
        return lc.item()
