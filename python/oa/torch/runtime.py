"""oa.compile: a torch.nn.Module trained and run by oa's kernels.

    model = oa.compile(module, example_inputs, train=True, loss=F.mse_loss,
                       optimizer=torch.optim.AdamW(module.parameters(), lr=1e-3))
    loss = model.step(x, y)      # forward, loss, backward, update: one bundle function
    y = model(x)                 # inference

The module is captured twice through torch.export (capture.py): its
forward (`forward`) and, when training, forward + loss (`loss`), which
oa-autodiff turns into `loss_train` (backward and optimizer update).
Both compile into one bundle (program.py), cached under
$OA_CACHE_DIR/models/<graph hash>/ and reused when the manifest still
matches (oa's version, the SM, the tools' fingerprint when the tools are
here; a GPU host without LLVM takes prebuilt bundles as they are).

On a GPU (torch CUDA tensors) the kernels run in place through oa's C
runtime (lib/Runtime/Plan.cpp, liboa_runtime.so through ctypes): the parameters are
the module's own tensors, updated in place (each update kernel writes the
buffer it read, `oa.update_of`), optimizer state and temporaries stay on
the device, and a whole step is captured once as a CUDA graph and
replayed; the graph is captured again when a bound pointer changes.
Without a GPU the same object runs the bundle in oa-emu (small shapes).
Shapes are static per bundle: other input shapes capture and compile the
module again (one _Variant per shape set, sharing parameters and optimizer
state).
"""
import math
import os
import shutil
import tempfile
import warnings

import numpy as np
import torch

from .. import cache as oacache
from .. import tools
from .capture import RNG, _module, capture as _capture, fp32_matmul, with_fp32_matmul
from .program import Bundle, EmuExecutor, compile_bundle, graph_hash
from ..version import __version__


def _optimizer_options(opt):
    """The oa-autodiff options of a torch optimizer (or a dict of them)."""
    if opt is None:
        return {"optimizer": "sgd", "lr": 1e-3}
    if isinstance(opt, dict):
        return dict(opt)
    if len(opt.param_groups) != 1:
        raise ValueError("oa.compile takes an optimizer with one parameter group")
    g = opt.param_groups[0]
    if isinstance(opt, torch.optim.SGD):
        if g.get("dampening", 0) or g.get("nesterov") or g.get("maximize"):
            raise ValueError("oa.compile's SGD has no dampening, nesterov or maximize")
        o = {"optimizer": "momentum" if g["momentum"] else "sgd", "lr": g["lr"],
             "weight-decay": g["weight_decay"]}
        if g["momentum"]:
            o["momentum"] = g["momentum"]
        return o
    if isinstance(opt, (torch.optim.AdamW, torch.optim.Adam)):
        if isinstance(opt, torch.optim.Adam) and not isinstance(opt, torch.optim.AdamW) \
                and g["weight_decay"]:
            raise ValueError("torch.optim.Adam's weight decay is L2 (coupled); oa.compile has AdamW's")
        if g.get("amsgrad") or g.get("maximize"):
            raise ValueError("oa.compile's AdamW has no amsgrad or maximize")
        return {"optimizer": "adamw", "lr": g["lr"], "beta1": g["betas"][0],
                "beta2": g["betas"][1], "eps": g["eps"], "weight-decay": g["weight_decay"]}
    raise ValueError(f"oa.compile supports SGD (with momentum) and AdamW, not {type(opt).__name__}")


class _WithLoss(torch.nn.Module):
    def __init__(self, module, loss, n_inputs):
        super().__init__()
        self.module, self.loss, self.n = module, loss, n_inputs

    def forward(self, *args):
        out = self.module(*args[:self.n])
        return self.loss(out, *args[self.n:]) if self.loss is not None else out


class _LossScaler:
    """torch.amp.GradScaler's dynamic loss scale, kept by the runtime: the
    step seeds the loss with `scale` and unscales the gradients with 1/scale
    (amp.scale, amp.inv_scale on the device); a step whose gradients are not
    all finite is skipped on the device (oa.select_finite) and backs the
    scale off; growth_interval good steps in a row grow it."""

    def __init__(self, spec):
        o = dict(init_scale=2.0 ** 16, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000)
        if isinstance(spec, torch.amp.GradScaler):
            o.update(init_scale=spec._init_scale, growth_factor=spec._growth_factor,
                     backoff_factor=spec._backoff_factor, growth_interval=spec._growth_interval)
        elif isinstance(spec, dict):
            bad = set(spec) - set(o)
            if bad:
                raise ValueError(f"oa.compile: unknown loss_scale options {sorted(bad)} "
                                 f"(takes {', '.join(o)})")
            o.update(spec)
        elif spec not in (None, True, "dynamic"):
            raise ValueError("oa.compile: loss_scale is 'dynamic', False, a dict of GradScaler's "
                             f"options or a torch.amp.GradScaler, got {spec!r}")
        if not (o["growth_factor"] > 1.0 and 0.0 < o["backoff_factor"] < 1.0
                and o["growth_interval"] >= 1 and o["init_scale"] > 0):
            raise ValueError(f"oa.compile: bad loss_scale options {o}")
        self.growth, self.backoff = float(o["growth_factor"]), float(o["backoff_factor"])
        self.interval = int(o["growth_interval"])
        # float32 like GradScaler's scale tensor, so both follow the same values.
        self.scale = float(np.float32(o["init_scale"]))
        self.good = 0
        self.skipped = 0

    def update(self, found_inf):
        """After a step: its amp.found_inf; True when the step was skipped."""
        if not math.isfinite(found_inf):
            self.scale = float(np.float32(self.scale * self.backoff))
            self.good = 0
            self.skipped += 1
            return True
        self.good += 1
        if self.good == self.interval:
            self.scale = float(np.float32(self.scale * self.growth))
            self.good = 0
        return False


def _has_gpu():
    try:
        return torch.cuda.is_available()
    except Exception:
        return False


def bundle_dir(mlir_text, autodiff, sm, root=None):
    root = root or os.environ.get("OA_BUNDLE_DIR") or os.path.join(oacache.cache_dir(), "models")
    return os.path.join(root, graph_hash(mlir_text, autodiff, sm)[:24])


def load_or_build(mlir_text, autodiff, sm, root=None, log=None):
    """The cached bundle of this graph, rebuilt when stale; (Bundle, was_cached)."""
    d = bundle_dir(mlir_text, autodiff, sm, root)
    have_tools = tools.find("oa-llc", required=False) is not None
    if os.path.isfile(os.path.join(d, "manifest.json")):
        b = Bundle(d)
        m = b.manifest
        fresh = (m.get("graph_hash") == graph_hash(mlir_text, autodiff, sm)
                 and m.get("oa_version") == __version__ and m.get("sm") == sm
                 and os.path.isfile(b.cubin())
                 and (not have_tools or m.get("tools") == tools.fingerprint()))
        if fresh:
            return b, True
        if not have_tools:
            raise RuntimeError(f"the bundle in {d} is stale and oa's compiler is not here to rebuild it")
        if log:
            log(f"oa: rebuilding the stale bundle {d}")
    elif not have_tools:
        # The graph that was looked for, to compare with the prebuilt ones.
        want = os.path.join(oacache.cache_dir(), "missing", os.path.basename(d) + ".mlir")
        try:
            os.makedirs(os.path.dirname(want), exist_ok=True)
            with open(want, "w") as f:
                f.write(mlir_text)
        except OSError:
            want = None
        raise RuntimeError(f"no prebuilt bundle {d} for this model and oa's compiler is not here "
                           "(set OA_BUNDLE_DIR to a folder of prebuilt bundles)"
                           + (f"; its graph is in {want}" if want else ""))
    return _build_in_place(mlir_text, d, sm, autodiff), False


def _build_in_place(mlir_text, d, sm, autodiff):
    """Compiles into a fresh sibling folder and renames it to `d`, so that a
    process reading the cache, or another one building the same entry at
    the same time, sees a whole bundle or none (two processes once left a
    kernels.ll that defined no kernel)."""
    parent = os.path.dirname(os.path.abspath(d))
    os.makedirs(parent, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=os.path.basename(d) + ".tmp-", dir=parent)
    try:
        compile_bundle(mlir_text, tmp, sm=sm, autodiff=autodiff)
        try:
            os.rename(tmp, d)
        except OSError:
            # A bundle is there already (stale, or another process's): set it
            # aside, then take its place; whichever rename comes last wins.
            old = tempfile.mkdtemp(prefix=os.path.basename(d) + ".old-", dir=parent)
            try:
                os.rename(d, os.path.join(old, "b"))
            except OSError:
                pass
            shutil.rmtree(old, ignore_errors=True)
            try:
                os.rename(tmp, d)
            except OSError:
                if not os.path.isfile(os.path.join(d, "manifest.json")):
                    raise
                shutil.rmtree(tmp, ignore_errors=True)  # another process's is in place
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return Bundle(d)


class _CudaPlan:
    """One bundle function bound to device buffers and run through oa's C
    runtime (liboa_runtime.so, cudart.py) on torch's current stream, as a
    captured and replayed CUDA graph or launch by launch."""

    def __init__(self, bundle, fname, device):
        from .cudart import Plan
        self.fn = bundle.function(fname)
        self.device = device
        torch.cuda.init()
        with torch.cuda.device(device):
            self.plan = Plan(bundle.cubin(), self.fn)
        self._check_aliases()

    @property
    def captures(self):
        return self.plan.captures

    def run(self, ptrs, use_graph):
        with torch.cuda.device(self.device):
            self.plan.run(ptrs, torch.cuda.current_stream(self.device).cuda_stream, use_graph)

    def _check_aliases(self):
        """An output `<x>.new` is written into x's buffer: every other launch
        that reads x must come before the one that writes it, and that one
        may read x only at the element it writes (an elementwise chain)."""
        launches = self.fn["launches"]
        for out in self.fn["buffers"]:
            if not out.endswith(".new"):
                continue
            src = out[:-4]
            writer = max(i for i, l in enumerate(launches) if l["args"][-1]["buffer"] == out)
            for i, l in enumerate(launches):
                reads = any(a["buffer"] == src for a in l["args"][:-1])
                if not reads:
                    continue
                ops = l["kernel"].split("_k", 1)[-1].split("_", 1)[-1]
                # A GEMM whose epilogue reads x (SGD momentum fused into the
                # weight gradient's matmul) reads it at the element it
                # writes, as long as x is not a GEMM operand (the first two
                # arguments, three with linear's bias).
                gemm = next((g for g in ("batch_matmul", "matmul", "linear") if ops.startswith(g)),
                            None)
                rest = ops[len(gemm):] if gemm else ops
                nops = 3 if gemm == "linear" else 2
                if gemm and any(a["buffer"] == src for a in l["args"][:nops]):
                    rest = ops
                elementwise = not any(w in rest for w in ("linear", "matmul", "softmax", "norm",
                                                          "reduce", "transpose", "concat", "mse",
                                                          "attention", "embedding", "entropy"))
                if i > writer or (i == writer and not elementwise):
                    raise RuntimeError(f"{self.fn['name']}: launch {i} ({l['kernel']}) reads {src} "
                                       f"after or while launch {writer} updates it in place")


class _Variant:
    """The captured functions, bundle and bound buffers of one set of input
    (and target) shapes."""

    def __init__(self, owner, inputs, targets):
        module = owner.module
        was = module.training
        # Inference in eval mode (dropout off, BatchNorm's running
        # statistics); the training step in the module's own mode.
        module.eval()
        try:
            self.fwd = _capture(module, inputs, name="forward", precision=owner.precision)
            texts = [self.fwd.mlir]
            self.loss_cap = None
            if targets is not None:
                module.train(was)
                wl = _WithLoss(module, owner.loss if owner.loss is not False else None, len(inputs))
                self.loss_cap = _capture(wl, tuple(inputs) + tuple(targets), name="loss",
                                         precision=owner.precision)
                texts.append(self.loss_cap.mlir)
        finally:
            module.train(was)
        self.mlir = with_fp32_matmul("\n".join(texts), owner.fp32_matmul)
        self.bundle, self.cached = load_or_build(self.mlir, owner.autodiff if targets is not None
                                                 else None, owner.sm, owner.bundle_root, owner.log)
        # Parameters and buffers as each function names them (the loss
        # function's are "module.<name>": the same tensors).
        self.params = dict(self.fwd.params)
        self.params.update(self.fwd.buffers)
        self.train_params = {}
        if self.loss_cap is not None:
            self.train_params = dict(self.loss_cap.params)
            self.train_params.update(self.loss_cap.buffers)
        for n, t in list(self.params.items()) + list(self.train_params.items()):
            if not t.is_contiguous():
                raise ValueError(f"oa.compile: {n} is not contiguous; oa binds tensors in place")
        self.in_key = _key(inputs)
        self.plans = {}
        self.static = {}


def _key(tensors):
    return tuple((tuple(t.shape), t.dtype) for t in tensors)


class CompiledModel:
    """Shapes are static per bundle: a call or step with other shapes (or
    dtypes) captures and compiles the module again for them (cached), with
    the same parameters and optimizer state."""

    def __init__(self, module, example_inputs, train=False, loss=None, optimizer=None,
                 precision="fp32", cuda_graph=True, bundle_root=None, device=None, verbose=False,
                 loss_scale=None, tf32=None):
        self.module = module
        self.train = train
        self.cuda_graph = cuda_graph
        self.precision = precision
        # FP32 GEMMs (fp32 models, and fp32 products left in mixed
        # precision) as TF32 when torch allows it now (or tf32=True).
        self.fp32_matmul = fp32_matmul(tf32)
        self.bundle_root = bundle_root
        self.loss = loss
        self.example = tuple(example_inputs)
        self.log = print if verbose else None
        first = next(iter(module.parameters()), None)
        self.device = device or (first.device if first is not None else torch.device("cpu"))
        self.gpu = self.device.type == "cuda"
        if self.gpu:
            major, _ = torch.cuda.get_device_capability(self.device)
            self.sm = f"sm_{major}0"
        else:
            self.sm = os.environ.get("OA_SM", "sm_90")
        self.n_inputs = len(self.example)
        self.autodiff = None
        self.opt = None
        self.scaler = None     # _LossScaler (fp16 training)
        targets = None
        if train:
            if loss is None:
                raise ValueError("oa.compile(train=True) needs loss=... (a function of "
                                 "(output, *targets)); pass loss=False if the module returns it")
            self.autodiff = _optimizer_options(optimizer)
            self.autodiff["func"] = "loss"
            # fp16 gets dynamic loss scaling unless loss_scale=False (bf16
            # has fp32's exponent range and needs none).
            if loss_scale is not False and (precision == "fp16" or loss_scale is not None):
                self.scaler = _LossScaler(loss_scale)
                self.autodiff["loss-scale"] = "true"
            self.opt = optimizer
            targets = tuple(self._example_targets(loss))
        self.state = {}
        self.steps = 0          # optimizer steps taken (skipped ones not counted)
        self.runs = 0           # training steps run (dropout's rng offset)
        self.recompiles = 0
        self._variants = {}
        v = self._v = _Variant(self, self.example, targets)
        self._variants[_key(self.example + (targets or ()))] = v
        if train:
            self._init_state(v)

    # The first (or last used) variant's figures.
    bundle = property(lambda self: self._v.bundle)
    cached = property(lambda self: self._v.cached)
    mlir = property(lambda self: self._v.mlir)
    fwd = property(lambda self: self._v.fwd)
    loss_cap = property(lambda self: self._v.loss_cap)
    params = property(lambda self: self._v.params)
    train_params = property(lambda self: self._v.train_params)
    _plans = property(lambda self: self._v.plans)

    def _example_targets(self, loss):
        t = getattr(self, "example_targets", None)
        if t is None:
            raise ValueError("training needs example targets: oa.compile(..., example_targets=(y,))")
        return t

    def _variant(self, inputs, targets):
        """The variant for these shapes, captured and compiled when new."""
        key = _key(tuple(inputs) + tuple(targets or ()))
        v = self._variants.get(key)
        if v is None and targets is None:
            k = _key(inputs)
            v = next((w for w in self._variants.values() if w.in_key == k), None)
        if v is None:
            if self.log:
                self.log(f"oa: new shapes {[tuple(t.shape) for t in inputs]}: capturing again")
            v = self._variants[key] = _Variant(self, tuple(inputs), targets)
            self.recompiles += 1
            if targets is not None:
                self._init_state(v)
        self._v = v
        return v

    # --- state ---------------------------------------------------------------
    def _init_state(self, v):
        fn = v.bundle.function("loss_train")
        for name, b in fn["buffers"].items():
            if b["role"] != "input" or name in v.train_params or name in self.state:
                continue
            if name.endswith((".momentum", ".exp_avg", ".exp_avg_sq")):
                self.state[name] = torch.zeros(b["shape"], dtype=torch.float32, device=self.device)
            elif name in ("amp.scale", "amp.inv_scale"):
                self.state[name] = torch.zeros((), dtype=torch.float32, device=self.device)
            elif name == "adamw.corrections":
                self.state[name] = torch.zeros(2, dtype=torch.float32, device=self.device)
            elif name == RNG:
                # [seed, offset]: the seed from torch's generator (torch.manual_seed
                # reproduces it), the offset moved each step.
                seed = int(torch.randint(0, 2 ** 62, (1,)).item())
                self.state[name] = torch.tensor([seed, 0], dtype=torch.int64, device=self.device)

    def _corrections(self):
        a = self.autodiff
        t = self.steps
        b1, b2 = a.get("beta1", 0.9), a.get("beta2", 0.999)
        return [1.0 / (1.0 - b1 ** t), 1.0 / math.sqrt(1.0 - b2 ** t)]

    # --- execution -------------------------------------------------------------
    def _names(self, fname, tensors, captured_inputs):
        return {n: t for (n, _, _), t in zip(captured_inputs, tensors)}

    def _run(self, v, fname, feed):
        """Runs bundle function `fname` of variant v; `feed` maps input
        buffers to tensors.  Outputs with oa.update_of are written into the
        tensor they update."""
        fn = v.bundle.function(fname)
        if self.gpu:
            return self._run_cuda(v, fname, fn, feed)
        ex = v.plans.setdefault(fname, EmuExecutor(v.bundle))
        outs = ex.run(fname, {k: v.detach().cpu().numpy() for k, v in feed.items()})
        result = {}
        for name, a in outs.items():
            tgt = self._update_target(name, feed)
            if tgt is not None:
                with torch.no_grad():
                    tgt.copy_(torch.from_numpy(a))
            else:
                result[name] = torch.from_numpy(a)
        return result

    def _update_target(self, out_name, feed):
        if out_name.endswith(".new"):
            base = out_name[:-4]
            return feed.get(base)
        return None

    def _run_cuda(self, v, fname, fn, feed):
        plan = v.plans.get(fname)
        if plan is None:
            plan = v.plans[fname] = _CudaPlan(v.bundle, fname, self.device)
        static = v.static.setdefault(fname, {})
        ptrs, results = {}, {}
        for name, b in fn["buffers"].items():
            if b["role"] == "input":
                t = feed[name]
                if name in v.params or name in v.train_params or name in self.state:
                    ptrs[name] = t.data_ptr()
                else:
                    # Batches are copied into static buffers: the graph keeps its pointers.
                    s = static.get(name)
                    if s is None:
                        s = static[name] = torch.empty(b["shape"], dtype=t.dtype, device=self.device)
                    s.copy_(t.reshape(b["shape"]))
                    ptrs[name] = s.data_ptr()
        for name, b in fn["buffers"].items():
            if b["role"] == "input":
                continue
            tgt = self._update_target(name, feed) if b["role"] == "output" else None
            if tgt is not None:
                ptrs[name] = tgt.data_ptr()
                continue
            s = static.get(name)
            if s is None:
                dt = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}[b["dtype"]]
                s = static[name] = torch.empty(b["shape"], dtype=dt, device=self.device)
            ptrs[name] = s.data_ptr()
            if b["role"] == "output":
                results[name] = s
        plan.run(ptrs, self.cuda_graph)
        return results

    def __call__(self, *inputs):
        v = self._variant(inputs, None)
        feed = {n: p for n, p in v.params.items()}
        feed.update(self._names("forward", inputs, v.fwd.inputs))
        outs = self._run(v, "forward", feed)
        if getattr(v.fwd, "layout", None):  # the module returns None in places
            return tuple(None if n is None else outs[n] for n in v.fwd.layout)
        vals = [outs[n] for n, _, _ in v.fwd.outputs]
        return vals[0] if len(vals) == 1 else tuple(vals)

    def step(self, *batch):
        """One training step on (inputs..., targets...); returns the loss
        (a 0-d tensor, on the device)."""
        if not self.train:
            raise RuntimeError("compiled with train=False")
        v = self._variant(batch[:self.n_inputs], batch[self.n_inputs:])
        self.steps += 1
        self.runs += 1
        with torch.no_grad():
            if "adamw.corrections" in self.state:
                self.state["adamw.corrections"].copy_(torch.tensor(self._corrections()))
            if RNG in self.state:
                self.state[RNG][1].fill_(self.runs)
            if "amp.scale" in self.state:
                self.state["amp.scale"].fill_(self.scaler.scale)
                self.state["amp.inv_scale"].fill_(float(np.float32(1.0 / self.scaler.scale)))
        feed = dict(v.train_params)
        feed.update(self.state)
        feed.update(self._names("loss_train", batch, v.loss_cap.inputs))
        with torch.no_grad():
            outs = self._run(v, "loss_train", feed)
            for name in v.loss_cap.counters:
                v.train_params[name].add_(1)
        if "amp.found_inf" in outs:
            # Reading the flag waits for the step, as GradScaler.step does.
            if self.scaler.update(float(outs["amp.found_inf"])):
                self.steps -= 1     # a skipped step does not count for AdamW's t
        return outs["loss"]


def compile(module, example_inputs, train=False, loss=None, optimizer=None, example_targets=None,
            precision="fp32", cuda_graph=True, bundle_root=None, verbose=False, loss_scale=None,
            tf32=None):
    """Compiles `module` (a torch.nn.Module or a factory) for `example_inputs`
    (tensors); see the module docstring.

    loss_scale (training with precision="fp16", where it is on by default):
    dynamic loss scaling as torch.amp.GradScaler does it: "dynamic" (its
    defaults), a dict of its options (init_scale, growth_factor,
    backoff_factor, growth_interval), a GradScaler to copy them from, or
    False.  `m.scaler.scale` and `m.scaler.skipped` follow it.

    tf32: FP32 matmul, linear and bmm (forward and backward) on the tensor
    cores as TF32 (True) or as FP32 FMAs (False); None (the default)
    follows torch when compiling: torch.backends.cuda.matmul.allow_tf32 /
    torch.set_float32_matmul_precision("high").  `m.fp32_matmul` says
    which ("tf32" or "ieee")."""
    module = _module(module)
    obj = CompiledModel.__new__(CompiledModel)
    obj.example_targets = tuple(example_targets) if example_targets is not None else None
    CompiledModel.__init__(obj, module, example_inputs, train=train, loss=loss, optimizer=optimizer,
                           precision=precision, cuda_graph=cuda_graph, bundle_root=bundle_root,
                           verbose=verbose, loss_scale=loss_scale, tf32=tf32)
    return obj
