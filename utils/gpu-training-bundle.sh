#!/usr/bin/env bash
# Builds the folder the GPU host needs for docs/Training.md's checks (issue
# 17): prebuilt sm_90 bundles of the example's models (mlp, block, lm,
# swiglu, causal, convnet) at the GPU shapes in fp32, bf16 and fp16 (the host has torch but no
# LLVM), the oa Python package, the example and liboa_runtime.so (libc/libdl
# only).  Then checks, with no compiler in reach, that a fresh capture of
# every model finds its prebuilt bundle from the folder's own copy of oa.
#
#   bash utils/gpu-training-bundle.sh [DIR]      # here (default DIR /tmp/oa-training-bundle)
#   bash DIR/run.sh [STEPS [train.py options]]   # on the GPU host (default 100 steps)
#
# run.sh trains each model with torch (eager) and oa from the same weights,
# checks the fp32 loss curves agree per step (1e-4), times a step (eager,
# torch.compile, oa with and without CUDA graph replay) and the bundle
# cache's second start, prints a table and writes results.json, results.md
# and run.log under $OUT (or DIR/results).  Without a GPU it runs the small
# shapes in oa-emu, which needs oa's tools (OA_TOOLS_DIR).
# Here: torch from .deps/torch (utils/setup-deps.sh) or $PYTHONPATH; oa's
# build in $OA_BUILD_DIR (default build/); OA_TRAINING_MODELS="causal
# convnet" bundles only those models, OA_TRAINING_PRECISIONS="fp32 fp16"
# only those precisions (default fp32 bf16 fp16).  The bundles keep what the
# host reads (manifest, plan, cubin, the model's MLIR), not the compiler's
# intermediates (lowered.mlir, kernels.ll).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OA_BUILD_DIR:-$root/build}
out=${1:-/tmp/oa-training-bundle}
models=${OA_TRAINING_MODELS:-mlp block lm swiglu causal convnet}
precisions=${OA_TRAINING_PRECISIONS:-fp32 bf16 fp16}
rm -rf "$out" && mkdir -p "$out/bundles"
export OA_TOOLS_DIR=${OA_TOOLS_DIR:-$build/bin}
ninja -C "$build" oa-opt oa-translate oa-llc oa-emu oa_runtime >/dev/null
tpath="$root/.deps/torch${PYTHONPATH:+:$PYTHONPATH}"
PYTHONPATH="$tpath" OA_SM=sm_90 \
  python3 "$root/examples/torch-training/train.py" --shapes gpu --prebuild --bundles "$out/bundles" \
  --models $models --precision $precisions
rm -f "$out"/bundles/*/lowered.mlir "$out"/bundles/*/kernels.ll
mkdir -p "$out/python" "$out/examples" "$out/lib"
cp "$build/lib/liboa_runtime.so" "$out/lib/"
cp -r "$root/python/oa" "$out/python/"
find "$out/python" -name __pycache__ -prune -exec rm -rf {} +
cp -r "$root/examples/torch-training" "$out/examples/"
find "$out/examples" -name __pycache__ -prune -exec rm -rf {} +
git -C "$root" rev-parse HEAD > "$out/COMMIT" 2>/dev/null || true
cat > "$out/run.sh" <<RUN
#!/usr/bin/env bash
# oa training check on a GPU host (torch, numpy; no LLVM): see
# utils/gpu-training-bundle.sh in oa.  Usage: bash run.sh [STEPS [train.py options]]
set -uo pipefail
here=\$(cd "\$(dirname "\$0")" && pwd)
res=\${OUT:-\$here/results}
mkdir -p "\$res"
export PYTHONPATH="\$here/python\${PYTHONPATH:+:\$PYTHONPATH}" OA_RUNTIME_LIB="\$here/lib/liboa_runtime.so"
export OA_TOOLS_DIR=\${OA_TOOLS_DIR:-/nonexistent} OA_CACHE_DIR=\${OA_CACHE_DIR:-\$res/cache}
{ echo "oa \$(cat "\$here/COMMIT" 2>/dev/null)"; nvidia-smi -L 2>&1;
  python3 -c 'import torch, numpy; print("torch", torch.__version__, "cuda", torch.version.cuda, "numpy", numpy.__version__)'; } \\
  | tee "\$res/env.txt"
steps=\${1:-100}; shift || true
python3 "\$here/examples/torch-training/train.py" --steps "\$steps" --bundles "\$here/bundles" \\
  --models $models --precision $precisions --kernels --out "\$res" "\$@" 2>&1 | tee "\$res/run.log"
rc=\${PIPESTATUS[0]}
echo "results in \$res (exit \$rc)"
exit \$rc
RUN
chmod +x "$out/run.sh"
# No compiler in reach: every model must find its prebuilt bundle.
PYTHONPATH="$tpath:$out/python" OA_TOOLS_DIR=/nonexistent OA_SM=sm_90 \
  python3 "$out/examples/torch-training/train.py" --shapes gpu --prebuild --bundles "$out/bundles" \
  --models $models --precision $precisions | grep -c "(cached)" \
  | grep -qx $(($(wc -w <<< "$precisions") * $(wc -w <<< "$models"))) \
  || { echo "gpu-training-bundle: a prebuilt bundle is not found without the compiler" >&2; exit 1; }
du -sh "$out"
echo "on the GPU host: bash $out/run.sh"
