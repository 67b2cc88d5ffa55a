#!/usr/bin/env bash
# One folder for a whole GPU session: every bundle the project checks on the
# H200 with, built here, and one runner that runs a chosen set of them in a
# single device call and packs every result into one file (a device call
# brings back at most 8 files from $OUT, two folders deep).
#
#   bash utils/gpu-session.sh DIR [PART...]     # here; DIR inside the session
#                                               # checkout, ignored by git
#   bash DIR/run.sh OUT [PART...]               # there; OUT/results.tgz
#
# The default budgets add up to about 19 minutes: use two calls, e.g.
#   bash DIR/run.sh $OUT cuda tensor e2e       and
#   bash DIR/run.sh $OUT training rowwise gemm oacmd   (fuzz joins if built)
#
# Parts (default: all but fuzz and conv):
#   cuda      CUDA front-door bundle (utils/build-cuda-bundle.py)
#   conv      calls-O3 convergence probes (utils/build-convergence-bundle.py)
#   tensor    tensor-core suite, oa and nvcc (test/E2E/tensor/build-bundle.py)
#   e2e       e2e suite timings against nvcc, then compute-sanitizer over it
#   training  training against torch (utils/gpu-training-bundle.sh; models
#             and precisions from OA_TRAINING_MODELS / OA_TRAINING_PRECISIONS)
#   rowwise   row-wise, elementwise and attention bench (bench/build_bundle.py)
#   gemm      GEMM bench (bench/build_gemm_bundle.py)
#   oacmd     the oa command's examples (utils/gpu-bundle.sh)
#   fuzz      fuzz targets on the host's cores (needs build-fuzz, or
#             OA_FUZZ_BUILD; 20 MiB); runs whenever built, beside the others
#             (`run.sh OUT fuzz` runs it alone); OUT/results.tgz then holds
#             fuzz/summary.txt and the new corpus (utils/fuzz-corpus-merge.sh)
# run.sh gives each part a time budget (seconds, OA_BUDGET_<part>) so that
# the whole set ends inside one 10-minute call, and writes one line per
# part (status, seconds) to OUT/summary.txt, which is also in the tarball.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OA_BUILD_DIR:-$root/build}
out=${1:?usage: gpu-session.sh DIR [PART...]}
shift
parts=${*:-cuda tensor e2e training rowwise gemm oacmd}
mkdir -p "$out"
out=$(cd "$out" && pwd)
for p in $parts; do
  rm -rf "${out:?}/$p"
  echo "== $p" >&2
  case $p in
    cuda) python3 "$root/utils/build-cuda-bundle.py" "$out/cuda" --build "$build" ;;
    conv) python3 "$root/utils/build-convergence-bundle.py" "$out/conv" --build "$build" ;;
    tensor) python3 "$root/test/E2E/tensor/build-bundle.py" "$out/tensor" --build "$build" \
              --oa-cc "$build/bin/oa-cc" ;;
    e2e) bash "$root/utils/build-e2e.sh" "$out/e2e" --build "$build" --reps 1 --no-clang-ref -j 2
         cp "$root/utils/sanitize-e2e-gpu.sh" "$out/" ;;
    training) OA_BUILD_DIR=$build bash "$root/utils/gpu-training-bundle.sh" "$out/training" ;;
    rowwise) python3 "$root/bench/build_bundle.py" --build "$build" --out "$out/rowwise" --quick ;;
    gemm) python3 "$root/bench/build_gemm_bundle.py" --build "$build" --out "$out/gemm" --quick ;;
    oacmd) OA_BUILD_DIR=$build bash "$root/utils/gpu-bundle.sh" "$out/oacmd" ;;
    fuzz) bash "$root/utils/fuzz-bundle.sh" -b "${OA_FUZZ_BUILD:-$root/build-fuzz}" "$out/fuzz" ;;
    *) echo "gpu-session.sh: unknown part '$p'" >&2; exit 2 ;;
  esac
done
cat > "$out/run.sh" <<'EOF'
#!/usr/bin/env bash
# Runs the parts of this folder (default: every part present but fuzz, which
# runs in the background on the CPU cores while the GPU parts run) and packs
# OUT into OUT/results.tgz.
here=$(cd "$(dirname "$0")" && pwd)
dest=${1:?usage: run.sh OUT [PART...]}
shift
mkdir -p "$dest"; dest=$(cd "$dest" && pwd)
# Results gather outside OUT: only OUT/summary.txt and OUT/results.tgz go
# back (a device call returns at most 8 files).
res=$(mktemp -d /tmp/oa-session.XXXXXX)/results; mkdir -p "$res"
parts=${*:-$(for p in cuda conv tensor e2e training rowwise gemm oacmd; do [ -d "$here/$p" ] && echo $p; done)}
budget() { local v="OA_BUDGET_$1"; echo "${!v:-$2}"; }
: > "$res/summary.txt"
fuzzpid=
if [ -d "$here/fuzz" ]; then
  # On every core, below the GPU parts (nice): their host work comes first.
  (nice -n 10 bash "$here/fuzz/run.sh" "$res/fuzz" "$(budget fuzz 420)" > "$res/fuzz.log" 2>&1) &
  fuzzpid=$!
fi
for p in $parts; do
  [ "$p" = fuzz ] && continue  # runs in the background above
  t0=$(date +%s); mkdir -p "$res/$p"
  case $p in
    cuda) timeout "$(budget cuda 150)" python3 "$here/cuda/run.py" "$res/cuda" ;;
    conv) timeout "$(budget conv 120)" python3 "$here/conv/run.py" "$res/conv" ;;
    tensor) timeout "$(budget tensor 120)" python3 "$here/tensor/run.py" --out "$res/tensor" --time 50 ;;
    e2e) timeout "$(budget e2e 170)" python3 "$here/e2e/run-e2e.py" --time 100 --warmup 10 \
           --out "$res/e2e" --budget "$(( $(budget e2e 170) - 10 ))"
         (cd "$here" && timeout "$(budget sanitize 120)" bash sanitize-e2e-gpu.sh "$res/sanitize") ;;
    training) OUT="$res/training" timeout "$(budget training 200)" bash "$here/training/run.sh" 100 ;;
    rowwise) timeout "$(budget rowwise 150)" python3 "$here/rowwise/run.py" --out "$res/rowwise" --quick --rep 50 ;;
    gemm) timeout "$(budget gemm 120)" python3 "$here/gemm/gemm_run.py" --out "$res/gemm" --quick --rep 50 ;;
    oacmd) timeout "$(budget oacmd 120)" bash "$here/oacmd/run.sh" ;;
  esac > "$res/$p.log" 2>&1
  echo "$p rc=$? $(( $(date +%s) - t0 ))s" | tee -a "$res/summary.txt"
done
[ -n "$fuzzpid" ] && { wait "$fuzzpid"; echo "fuzz rc=$?" | tee -a "$res/summary.txt"
                        cat "$res/fuzz/summary.txt" >> "$res/summary.txt" 2>/dev/null; }
cp "$res/summary.txt" "$dest/"
tar czf "$dest/results.tgz" -C "$(dirname "$res")" results
ls -la "$dest/results.tgz"
EOF
chmod +x "$out/run.sh"
du -sh "$out"
size=$(du -sm "$out" | cut -f1)
if [ "$size" -gt 64 ]; then
  echo "gpu-session.sh: $out is ${size} MiB; a device call carries 64 MiB: split the parts" >&2
  exit 1
fi
