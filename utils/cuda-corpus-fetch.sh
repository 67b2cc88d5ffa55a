#!/bin/bash
# cuda-corpus-fetch.sh CORPUS [MANIFEST...]: check out the public repositories
# a cuda-corpus manifest names (its header lines `#   OWNER/NAME  COMMIT`)
# under CORPUS/repos/OWNER+NAME at those commits, for utils/cuda-corpus.py.
# Their sources stay out of oa's repository (docs/CUDA.md, "Unseen kernels").
set -euo pipefail
corpus=${1:?usage: cuda-corpus-fetch.sh CORPUS [MANIFEST...]}
shift
[ $# -gt 0 ] || set -- "$(dirname "$0")"/cuda-corpus/manifest*.txt
mkdir -p "$corpus/repos"
grep -hE '^#[[:space:]]+[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+[[:space:]]+[0-9a-f]{40}' "$@" | sort -u |
while read -r _ repo commit; do
  dir="$corpus/repos/${repo/\//+}"
  if [ ! -d "$dir/.git" ]; then
    git clone -q --filter=blob:none --no-checkout "https://github.com/$repo" "$dir"
  fi
  git -C "$dir" -c advice.detachedHead=false checkout -q "$commit"
  echo "$repo $commit -> $dir"
done
