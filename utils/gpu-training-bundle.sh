#!/usr/bin/env bash
# Builds the folder the GPU host needs for docs/Training.md's checks (issue
# 17): prebuilt sm_90 bundles of the example's MLP and transformer block at
# the GPU shapes (the host has torch but no LLVM), the oa Python package and
# the example, and liboa_runtime.so (libc/libdl only).  On the GPU host:  bash DIR/run.sh  (writes DIR/results.json)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-/tmp/oa-training-bundle}
rm -rf "$out" && mkdir -p "$out/bundles"
export OA_TOOLS_DIR=${OA_TOOLS_DIR:-$root/build/bin}
PYTHONPATH="$root/.deps/torch${PYTHONPATH:+:$PYTHONPATH}" OA_SM=sm_90 \
  python3 "$root/examples/torch-training/train.py" --shapes gpu --prebuild --bundles "$out/bundles" \
  --precision fp32 bf16
ninja -C "$root/build" oa_runtime >/dev/null
mkdir -p "$out/python" "$out/examples" "$out/lib"
cp "$root/build/lib/liboa_runtime.so" "$out/lib/"
cp -r "$root/python/oa" "$out/python/"
find "$out/python" -name __pycache__ -prune -exec rm -rf {} +
cp -r "$root/examples/torch-training" "$out/examples/"
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# 100 AdamW steps of both models by torch and by oa from the same weights,
# step times (eager, torch.compile, oa with and without CUDA graph), the
# bundle cache's second start.  No LLVM needed: the bundles are prebuilt.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export PYTHONPATH="$here/python" OA_TOOLS_DIR=/nonexistent OA_RUNTIME_LIB="$here/lib/liboa_runtime.so"
python3 "$here/examples/torch-training/train.py" --steps 100 --bundles "$here/bundles" \
  --precision fp32 bf16 --json "$here/results.json"
RUN
chmod +x "$out/run.sh"
du -sh "$out"
echo "on the GPU host: bash $out/run.sh"
