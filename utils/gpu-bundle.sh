#!/usr/bin/env bash
# Builds a self-contained folder for a GPU host (CUDA driver, python3 with
# numpy and torch; no LLVM): the example projects compiled here by `oa
# compile` (cubins for sm_80 and sm_90, their launches), oa-run, the bundle
# runner, the oa Python package, and run.sh, which on the GPU host runs
#   * every example's launches with oa-run, checked (`oa run --verify`'s
#     runner: expected values, reference scripts), and
#   * the typed Python kernels on torch CUDA tensors through libcuda,
#     checked against torch.
#   utils/gpu-bundle.sh [OUT_DIR]        (default /tmp/oa-gpu-bundle)
# then on the GPU host:  bash OUT_DIR/run.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-/tmp/oa-gpu-bundle}
build=${OA_BUILD_DIR:-$root/build}
export OA_TOOLS_DIR=${OA_TOOLS_DIR:-$build/bin}
export PYTHONPATH=$root/python
rm -rf "$out" && mkdir -p "$out/bin" "$out/bundles"
for ex in axpy cuda-project ptx python-kernels; do
  python3 -m oa compile "$root/examples/$ex" --out-dir "$out/bundles/$ex" --no-sass
done
cp "$OA_TOOLS_DIR/oa-run" "$out/bin/"
cp "$root/python/oa/runner.py" "$out/"
cp -r "$root/python/oa" "$out/oa" && rm -rf "$out/oa/_tools" && find "$out/oa" -name __pycache__ -prune -exec rm -rf {} +
cp -r "$root/examples/python-kernels" "$out/python-kernels" && rm -rf "$out/python-kernels/output"
cp "$root/utils/gpu-typed-kernels.py" "$out/"
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# On the GPU host: every bundle's launches with oa-run (checked), then the
# typed Python kernels on torch CUDA tensors.  Exit 0 only when all pass.
set -u
here=$(cd "$(dirname "$0")" && pwd)
export PATH="$here/bin:$PATH"   # the runner finds oa-run here
rc=0
for b in "$here"/bundles/*/; do
  echo "== $(basename "$b")"
  python3 "$here/runner.py" "$b" --device gpu --verify --results "$b/results" || rc=1
done
echo "== typed Python kernels on torch CUDA tensors"
PYTHONPATH="$here" python3 "$here/gpu-typed-kernels.py" "$here" || rc=1
echo "run.sh: exit $rc"
exit $rc
RUN
chmod +x "$out/run.sh"
echo "gpu-bundle: $out ($(du -sh "$out" | cut -f1)); on the GPU host: bash $out/run.sh"
