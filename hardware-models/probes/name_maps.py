#!/usr/bin/env python3
"""Turns the raw probe output (run_all.sh's probes.tar.gz, extracted) into hardware-models/observed/.

Usage: name_maps.py RAW_DIR OBSERVED_DIR "DEVICE DESCRIPTION"

Every check below fails loudly (exit 1) instead of writing a map that the data does not support.

Naming rules (the hardware fixes only what the experiments can distinguish):
- ldmatrix/stmatrix: physical. row = the thread whose address supplied the shared-memory row, col = the
  b16 element inside that row.
- wgmma (A from shared memory): physical. A position p and B position q are decoded with the descriptor's
  no-swizzle K-major canonical layout (8 rows x 16 bytes per core matrix, LBO = 128 B along K, SBO = 256 B
  along M or N): D(tc,vc) = (m(p), n(q)), and every record must have k(p) == k(q). Register A (RS): A(ta,va) =
  (m of the lit D row, k(q)).
- mma.sync: registers only, so rows, columns and k have no physical names; the relation (a, b) -> c does.
  Each operand is named through the PTX formulas of the OTHER two: A(a) = (row of C(c), k of B(b)),
  B(b) = (k of A(a), col of C(c)), C(c) = (row of A(a), col of B(b)), required to agree over all records.
  The relation itself is also kept (observed/raw/) for a naming-free check.
"""
import os
import shutil
import sys
from collections import defaultdict


def fail(msg):
    print("name_maps: " + msg, file=sys.stderr)
    sys.exit(1)


def rows(path):
    out = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            out.append(line.split())
    return out


def trailer(path):
    with open(path) as f:
        lines = [l for l in f if l.startswith("# ")]
    return lines[-1].strip() if lines else ""


def write_map(path, header, entries):
    with open(path, "w") as f:
        for h in header:
            f.write("# " + h + "\n")
        for (t, v), (r, c) in sorted(entries.items()):
            f.write(f"{t} {v} {r} {c}\n")


# ---- PTX fragment formulas (ISA "Matrix Fragments for mma.m16n8k*"), used only to NAME classes ----
def g(t):
    return t >> 2


def tig(t):
    return t % 4


C16x8 = lambda t, i: (g(t) + 8 * (i >= 2), 2 * tig(t) + (i & 1))
PTX = {
    "m16n8k8.f16": (lambda t, i: (g(t) + 8 * (i >= 2), 2 * tig(t) + (i & 1)),
                    lambda t, i: (2 * tig(t) + i, g(t)), C16x8, (16, 8, 8), 4, 2),
    "m16n8k16.f16": (lambda t, i: (g(t) + 8 * ((i >> 1) & 1), 2 * tig(t) + (i & 1) + 8 * (i >= 4)),
                     lambda t, i: (2 * tig(t) + (i & 1) + 8 * (i >= 2), g(t)), C16x8, (16, 8, 16), 8, 4),
    "m16n8k4.tf32": (lambda t, i: (g(t) + 8 * i, tig(t)),
                     lambda t, i: (tig(t), g(t)), C16x8, (16, 8, 4), 2, 1),
    "m16n8k8.tf32": (lambda t, i: (g(t) + 8 * (i & 1), tig(t) + 4 * (i >= 2)),
                     lambda t, i: (tig(t) + 4 * i, g(t)), C16x8, (16, 8, 8), 4, 2),
    "m16n8k16.s8": (lambda t, i: (g(t) + 8 * (i >= 4), 4 * tig(t) + (i & 3)),
                    lambda t, i: (4 * tig(t) + i, g(t)), C16x8, (16, 8, 16), 8, 4),
    "m16n8k32.s8": (lambda t, i: (g(t) + 8 * ((i >> 2) & 1), 4 * tig(t) + (i & 3) + 16 * (i >= 8)),
                    lambda t, i: (4 * tig(t) + (i & 3) + 16 * (i >= 4), g(t)), C16x8, (16, 8, 32), 16, 8),
    "m8n8k4.f64": (lambda t, i: (g(t), tig(t)), lambda t, i: (tig(t), g(t)),
                   lambda t, i: (g(t), 2 * tig(t) + i), (8, 8, 4), 1, 1),
}
PTX["m16n8k8.bf16"] = PTX["m16n8k8.f16"]
PTX["m16n8k16.bf16"] = PTX["m16n8k16.f16"]
PTX["m16n8k8.f16acc"] = PTX["m16n8k8.f16"]
PTX["m16n8k16.f16acc"] = PTX["m16n8k16.f16"]
ONE = {"f16": 0x3F800000, "bf16": 0x3F800000, "tf32": 0x3F800000, "s8": 1, "f64": 0x3FF00000, "f16acc": 0x3C00}


def name_mma(raw, obs, key, header):
    fa, fb, fc, (M, N, K), av, bv = PTX[key]
    typ = key.split(".")[1]
    pairs = rows(os.path.join(raw, f"mma.{key}.pairs"))
    if "overflow=0" not in trailer(os.path.join(raw, f"mma.{key}.pairs")):
        fail(f"{key}: record buffer overflowed")
    named = {"A": {}, "B": {}, "C": {}}

    def put(op, elem, coord):
        prev = named[op].setdefault(elem, coord)
        if prev != coord:
            fail(f"{key}.{op}: element {elem} named {prev} by one record and {coord} by another")

    for r in pairs:
        ta, va, tb, vb, tc, vc = map(int, r[:6])
        if int(r[6], 16) != ONE[typ]:
            fail(f"{key}: D value bits {r[6]} are not 1")
        put("A", (ta, va), (fc(tc, vc)[0], fb(tb, vb)[0]))
        put("B", (tb, vb), (fa(ta, va)[1], fc(tc, vc)[1]))
        put("C", (tc, vc), (fa(ta, va)[0], fb(tb, vb)[1]))
    expect = {"A": 32 * av, "B": 32 * bv, "C": M * N}
    for op in "ABC":
        if len(named[op]) != expect[op]:
            fail(f"{key}.{op}: {len(named[op])} elements observed, {expect[op]} expected")
        if len(set(named[op].values())) != expect[op]:
            fail(f"{key}.{op}: two elements share a coordinate")
    if len(pairs) != M * N * K:
        fail(f"{key}: {len(pairs)} lit pairs, {M * N * K} expected (one per (m,n,k))")
    cin = rows(os.path.join(raw, f"mma.{key}.cin"))
    if len(cin) != M * N or any(r[0] != r[2] or r[1] != r[3] for r in cin):
        fail(f"{key}: a one-hot C did not come out as the same D element")
    shutil.copy(os.path.join(raw, f"mma.{key}.pairs"), os.path.join(obs, "raw", f"mma.{key}.pairs"))
    shutil.copy(os.path.join(raw, f"mma.{key}.cin"), os.path.join(obs, "raw", f"mma.{key}.cin"))
    if typ == "f16acc":
        return named
    for op in "ABC":
        write_map(os.path.join(obs, f"sm80.mma.{key}.{op}.txt"), header + [
            f"mma.sync.{key} operand {op}: thread value row col (PTX orientation: A is MxK, B is KxN, C is MxN)",
            "named through the PTX formulas of the other two operands (probes/name_maps.py); relation in raw/"],
            named[op])
    return named


def core_layout(index, elem_bytes):
    """(row, k) of element `index` in the no-swizzle K-major canonical layout (LBO 128 B, SBO 256 B)."""
    b = index * elem_bytes
    row = (b // 256) * 8 + (b % 128) // 16
    kbyte = ((b // 128) % 2) * 16 + b % 16
    return row, kbyte // elem_bytes


WG = {"f16": (2, 16), "bf16": (2, 16), "tf32": (4, 8), "s8": (1, 32)}


def name_wgmma(raw, obs, n, typ, header):
    eb, k = WG[typ]
    path = os.path.join(raw, f"wgmma.m64n{n}k{k}_{typ}_ss.raw")
    if "bad=0" not in trailer(path) or "overflow=0" not in trailer(path):
        fail(f"{path}: {trailer(path)}")
    d = {}
    count = defaultdict(int)
    for r in rows(path):
        p, tc, vc, q = map(int, r)
        m, ka = core_layout(p, eb)
        nn, kb = core_layout(q, eb)
        if ka != kb:
            fail(f"{path}: A at k={ka} met B at k={kb}")
        prev = d.setdefault((tc, vc), (m, nn))
        if prev != (m, nn):
            fail(f"{path}: D element {(tc, vc)} is {prev} and {(m, nn)}")
        count[(tc, vc)] += 1
    if len(d) != 64 * n or len(set(d.values())) != 64 * n or any(c != k for c in count.values()):
        fail(f"{path}: D is not a bijection onto 64x{n} reached once per k")
    write_map(os.path.join(obs, f"sm90.wgmma.m64n{n}k{k}.{typ}.C.txt"), header + [
        f"wgmma.m64n{n}k{k} {typ} accumulator D: thread value row col (row = m, col = n)",
        "named physically: A and B positions decoded with the no-swizzle K-major canonical layout"], d)
    return d


def name_wgmma_rs(raw, obs, n, typ, dmap, header):
    eb, k = WG[typ]
    av = {"f16": 8, "bf16": 8, "tf32": 4, "s8": 16}[typ]
    path = os.path.join(raw, f"wgmma.m64n{n}k{k}_{typ}_rs.raw")
    if "bad=0" not in trailer(path) or "overflow=0" not in trailer(path):
        fail(f"{path}: {trailer(path)}")
    a = {}
    for r in rows(path):
        idx, tc, vc, q = map(int, r)
        nn, kq = core_layout(q, eb)
        m, ncol = dmap[(tc, vc)]
        if ncol != nn:
            fail(f"{path}: D element {(tc, vc)} holds n={ncol} but received B column {nn}")
        prev = a.setdefault((idx // av, idx % av), (m, kq))
        if prev != (m, kq):
            fail(f"{path}: A element {(idx // av, idx % av)} is {prev} and {(m, kq)}")
    if len(a) != 64 * k or len(set(a.values())) != 64 * k:
        fail(f"{path}: register A is not a bijection onto 64x{k}")
    return a


def main():
    raw, obs, device = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(os.path.join(obs, "raw"), exist_ok=True)
    header = [f"observed on {device} by hardware-models/probes (run_all.sh), converted by name_maps.py"]
    for key in ["m16n8k8.f16", "m16n8k16.f16", "m16n8k8.bf16", "m16n8k16.bf16", "m16n8k4.tf32", "m16n8k8.tf32",
                "m16n8k16.s8", "m16n8k32.s8", "m8n8k4.f64"]:
        named = name_mma(raw, obs, key, header)
        if key in ("m16n8k8.f16", "m16n8k16.f16"):
            acc16 = name_mma(raw, obs, key.replace("f16", "f16acc"), header)
            if acc16 != named:
                fail(f"{key}: the f16-accumulator variant has other maps than the f32 one")
    for op in ["ldmatrix", "stmatrix"]:
        arch = "sm75" if op == "ldmatrix" else "sm90"
        for x in (1, 2, 4):
            for trans in ("", ".trans"):
                src = os.path.join(raw, f"{op}.x{x}{trans}.map")
                m = {}
                for r in rows(src):
                    t, v, row, col = map(int, r)
                    if row < 0 or col < 0 or (t, v) in m:
                        fail(f"{src}: element {(t, v)} missing or duplicated")
                    m[(t, v)] = (row, col)
                if len(m) != 64 * x or len(set(m.values())) != 64 * x:
                    fail(f"{src}: not a bijection onto {8 * x}x8")
                write_map(os.path.join(obs, f"{arch}.{op}.x{x}{trans}.txt"), header + [
                    f"{op}.sync.aligned.m8n8.x{x}{trans}.shared.b16: thread value row col",
                    "value = 2*register + half; row = the thread that supplied the row address; col = b16 element in the row"],
                    m)
    dmaps = {}
    for n in (8, 16, 24, 64, 128, 256):
        dmaps[("f16", n)] = name_wgmma(raw, obs, n, "f16", header)
    for typ in ("bf16", "tf32", "s8"):
        dmaps[(typ, 8)] = name_wgmma(raw, obs, 8, typ, header)
    for typ, n in (("f16", 8), ("f16", 64), ("tf32", 8), ("s8", 8)):
        a = name_wgmma_rs(raw, obs, n, typ, dmaps[(typ, n)], header)
        k = WG[typ][1]
        target = os.path.join(obs, f"sm90.wgmma.m64k{k}.{typ}.A.txt")
        if os.path.exists(target) and n != 8:
            if {tuple(map(int, r[:2])): tuple(map(int, r[2:])) for r in rows(target)} != a:
                fail(f"register A of m64n{n}k{k} {typ} differs from that of N=8")
            continue
        write_map(target, header + [
            f"wgmma m64nNk{k} {typ}, A from registers: thread value row col (row = m, col = k)",
            "named physically: m from the observed D row, k from the B position (no-swizzle K-major layout)"], a)
    print("name_maps: all observations consistent")


if __name__ == "__main__":
    main()
