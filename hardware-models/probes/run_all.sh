#!/usr/bin/env bash
# Builds and runs every silicon probe of this folder on the local GPU (sm_90a: H100/H200) and packs the
# observations into one archive. Usage: run_all.sh OUTDIR  (writes OUTDIR/probes.tar.gz)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:?usage: run_all.sh OUTDIR}"
work="$(mktemp -d)"
mkdir -p "$out" "$work/raw"
nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv,noheader || true
nvcc --version | tail -2
flags=(-std=c++17 -O2 -diag-suppress 550 -gencode=arch=compute_90a,code=sm_90a)
python3 "$here/gen_wgmma.py" "$work/wgmma_probe.cu"
pids=()
nvcc "${flags[@]}" -o "$work/mma_sync" "$here/mma_sync.cu" & pids+=($!)
nvcc "${flags[@]}" -o "$work/ldst_matrix" "$here/ldst_matrix.cu" & pids+=($!)
nvcc "${flags[@]}" -o "$work/wgmma" "$work/wgmma_probe.cu" & pids+=($!)
for pid in "${pids[@]}"; do wait "$pid" || echo "!! a build failed"; done
echo "built: $(ls "$work")"
status=0
for p in mma_sync ldst_matrix wgmma; do
  echo "== $p"
  if ! timeout 150 "$work/$p" "$work/raw"; then echo "!! $p failed"; status=1; fi
done
tar -C "$work" -czf "$out/probes.tar.gz" raw
ls -la "$work/raw" | head -100
exit $status
