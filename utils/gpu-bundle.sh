#!/usr/bin/env bash
# Builds a self-contained folder for a GPU host (CUDA driver, python3 with
# numpy and torch; no LLVM): the example projects compiled here by `oa
# compile` (cubins for sm_80 and sm_90, their launches), oa-run, the bundle
# runner, the oa Python package, and run.sh, which on the GPU host runs
#   * every example's launches with oa-run, checked (`oa run --verify`'s
#     runner: expected values, reference scripts), and
#   * the typed Python kernels on torch CUDA tensors through libcuda,
#     checked against torch, and
#   * the model examples (torch-model, torch-training: compiled here with
#     torch from .deps/torch or $PYTHONPATH) with `oa run --device gpu
#     --verify`: the saved bundles and weights on the GPU through oa.torch
#     and liboa_runtime.so, checked against torch; no compiler is needed
#     there, which this script checks here first (oa-emu only).
# Together: `oa cnr examples/<each> --verify` of issue 18, compiled here.
#   utils/gpu-bundle.sh [OUT_DIR]        (default /tmp/oa-gpu-bundle)
# then on the GPU host:  bash OUT_DIR/run.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-/tmp/oa-gpu-bundle}
build=${OA_BUILD_DIR:-$root/build}
export OA_TOOLS_DIR=${OA_TOOLS_DIR:-$build/bin}
tpath="$root/.deps/torch${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONPATH=$root/python
rm -rf "$out" && mkdir -p "$out/bin" "$out/bundles" "$out/projects" "$out/lib"
for ex in axpy cuda-project ptx python-kernels; do
  python3 -m oa compile "$root/examples/$ex" --out-dir "$out/bundles/$ex" --no-sass
done
# Models run from their project (oa run imports the module's code there).
for ex in torch-model torch-training; do
  cp -r "$root/examples/$ex" "$out/projects/$ex"
  rm -rf "$out/projects/$ex/output" && find "$out/projects/$ex" -name __pycache__ -prune -exec rm -rf {} +
  PYTHONPATH="$PYTHONPATH:$tpath" python3 -m oa compile "$out/projects/$ex" --arch sm_90 --no-sass
  # No compiler in reach (only oa-emu, an empty cache): the saved bundles must do.
  mkdir -p "$out/emu-only" && ln -sf "$OA_TOOLS_DIR/oa-emu" "$out/emu-only/oa-emu"
  PYTHONPATH="$PYTHONPATH:$tpath" OA_TOOLS_DIR="$out/emu-only" OA_BUILD_DIR=/nonexistent \
    OA_CACHE_DIR="$out/emu-only/cache" python3 -m oa run "$out/projects/$ex" --device emu --verify \
    --results "$out/emu-only/results-$ex" > /dev/null \
    || { echo "gpu-bundle: $ex's saved bundles do not run without the compiler" >&2; exit 1; }
  rm -rf "$out/emu-only"
done
cp "$build/lib/liboa_runtime.so" "$out/lib/"
cp "$OA_TOOLS_DIR/oa-run" "$out/bin/"
cp "$root/python/oa/runner.py" "$out/"
cp -r "$root/python/oa" "$out/oa" && rm -rf "$out/oa/_tools" && find "$out/oa" -name __pycache__ -prune -exec rm -rf {} +
cp -r "$root/examples/python-kernels" "$out/python-kernels" && rm -rf "$out/python-kernels/output"
cp "$root/utils/gpu-typed-kernels.py" "$out/"
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# On the GPU host: every bundle's launches with oa-run (checked), the typed
# Python kernels on torch CUDA tensors, then the model projects with oa run
# (their saved bundles and weights, checked against torch).  Exit 0 only
# when all pass.
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
for p in "$here"/projects/*/; do
  echo "== $(basename "$p") (oa run --device gpu --verify)"
  PYTHONPATH="$here${PYTHONPATH:+:$PYTHONPATH}" OA_RUNTIME_LIB="$here/lib/liboa_runtime.so" \
    OA_TOOLS_DIR="$here/bin" OA_BUILD_DIR=/nonexistent OA_CACHE_DIR="$here/cache" \
    python3 -m oa run "$p" --device gpu --verify || rc=1
done
echo "run.sh: exit $rc"
exit $rc
RUN
chmod +x "$out/run.sh"
echo "gpu-bundle: $out ($(du -sh "$out" | cut -f1)); on the GPU host: bash $out/run.sh"
