#!/usr/bin/env bash
# Builds and runs the shared-memory probes on a Hopper device: TMA swizzle maps (tma_swizzle.cu) and
# shared-load wavefronts of the access patterns in bank_patterns.txt (bank_probe.cu, under ncu).
# Usage: run_smem.sh OUTDIR   (writes OUTDIR/tma.tar.gz, OUTDIR/bank_ncu.csv, OUTDIR/bank_launches.txt)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$1"; mkdir -p "$out"
work="$(mktemp -d)"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/device.txt"
nvcc --version | tail -2 >> "$out/device.txt"
nvcc -O2 -gencode=arch=compute_90a,code=sm_90a -o "$work/tma_swizzle" "$here/tma_swizzle.cu" -lcuda \
  || nvcc -O2 -gencode=arch=compute_90a,code=sm_90a -o "$work/tma_swizzle" "$here/tma_swizzle.cu" -L/usr/local/cuda/lib64/stubs -lcuda
nvcc -O2 -gencode=arch=compute_90a,code=sm_90a -o "$work/bank_probe" "$here/bank_probe.cu"
mkdir -p "$work/tma"
"$work/tma_swizzle" "$work/tma"
(cd "$work" && tar czf "$out/tma.tar.gz" tma)
"$work/bank_probe" "$here/bank_patterns.txt" > "$out/bank_launches.txt"
ncu --csv --metrics l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,smsp__inst_executed_op_shared_ld.sum,smsp__inst_executed_op_ldsm.sum \
    "$work/bank_probe" "$here/bank_patterns.txt" > "$out/bank_ncu.csv" 2> "$out/ncu_stderr.txt" || { cat "$out/ncu_stderr.txt"; exit 1; }
grep -c l1tex "$out/bank_ncu.csv" || true
python3 - "$out/bank_ncu.csv" "$out/bank_launches.txt" <<'PY'
import csv, sys
rows = [r for r in csv.reader(open(sys.argv[1])) if len(r) > 5]
head = rows[0]
names = [l.split()[2] for l in open(sys.argv[2])]
iid, iname, ival = head.index("ID"), head.index("Metric Name"), head.index("Metric Value")
vals = {}
for r in rows[1:]:
    vals.setdefault(int(r[iid]), {})[r[iname]] = r[ival]
for i, n in enumerate(names):
    v = vals.get(i, {})
    print(f"{n:32s} wavefronts {v.get('l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum','?'):>6s}  ld {v.get('smsp__inst_executed_op_shared_ld.sum','?'):>4s}  ldsm {v.get('smsp__inst_executed_op_ldsm.sum','?'):>4s}")
PY
