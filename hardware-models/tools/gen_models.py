#!/usr/bin/env python3
"""Writes the repetitive hardware-model spec files (hardware-models/*.cute) from the tables below.

The layouts are CuTe's (cutlass commit 7107b05, see shared reference hardware.md); each formula is the
PTX ISA fragment formula written independently as arithmetic on (t, v). Run from the repository root:
    python3 hardware-models/tools/gen_models.py
"""
import os

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

# PTX: g = t/4 (groupID), t%4 (threadID_in_group); rows/cols of A (MxK), B (KxN), C (MxN).
ROW16 = "t/4 + 8*(v/2)"
COL8 = "2*(t%4) + v%2"
SM80 = [
    # shape, types, (M,N,K), A layout, B layout, C layout, A (row, col), B (k, n), C (row, col), values A/B/C
    ("m16n8k8", ["f16", "bf16"], (16, 8, 8), "((4,8),(2,2)):((32,1),(16,8))", "((4,8),2):((16,1),8)",
     "((4,8),(2,2)):((32,1),(16,8))", ("t/4 + 8*(v/2)", "2*(t%4) + v%2"), ("2*(t%4) + v", "t/4"), (ROW16, COL8), (4, 2, 4)),
    ("m16n8k16", ["f16", "bf16"], (16, 8, 16), "((4,8),(2,2,2)):((32,1),(16,8,128))", "((4,8),(2,2)):((16,1),(8,64))",
     "((4,8),(2,2)):((32,1),(16,8))", ("t/4 + 8*((v/2)%2)", "2*(t%4) + v%2 + 8*(v/4)"),
     ("2*(t%4) + v%2 + 8*(v/2)", "t/4"), (ROW16, COL8), (8, 4, 4)),
    ("m16n8k4", ["tf32"], (16, 8, 4), "((4,8),2):((16,1),8)", "((4,8),1):((8,1),0)",
     "((4,8),(2,2)):((32,1),(16,8))", ("t/4 + 8*v", "t%4"), ("t%4", "t/4"), (ROW16, COL8), (2, 1, 4)),
    ("m16n8k8", ["tf32"], (16, 8, 8), "((4,8),(2,2)):((16,1),(8,64))", "((4,8),2):((8,1),32)",
     "((4,8),(2,2)):((32,1),(16,8))", ("t/4 + 8*(v%2)", "t%4 + 4*(v/2)"), ("t%4 + 4*v", "t/4"), (ROW16, COL8), (4, 2, 4)),
    ("m16n8k16", ["s8"], (16, 8, 16), "((4,8),(4,2)):((64,1),(16,8))", "((4,8),4):((32,1),8)",
     "((4,8),(2,2)):((32,1),(16,8))", ("t/4 + 8*(v/4)", "4*(t%4) + v%4"), ("4*(t%4) + v", "t/4"), (ROW16, COL8), (8, 4, 4)),
    ("m16n8k32", ["s8"], (16, 8, 32), "((4,8),(4,2,2)):((64,1),(16,8,256))", "((4,8),(4,2)):((32,1),(8,128))",
     "((4,8),(2,2)):((32,1),(16,8))", ("t/4 + 8*((v/4)%2)", "4*(t%4) + v%4 + 16*(v/8)"),
     ("4*(t%4) + v%4 + 16*(v/4)", "t/4"), (ROW16, COL8), (16, 8, 4)),
    ("m8n8k16", ["s8"], (8, 8, 16), "((4,8),4):((32,1),8)", "((4,8),4):((32,1),8)", "((4,8),2):((16,1),8)",
     ("t/4", "4*(t%4) + v"), ("4*(t%4) + v", "t/4"), ("t/4", "2*(t%4) + v"), (4, 4, 2)),
    ("m8n8k4", ["f64"], (8, 8, 4), "((4,8),1):((8,1),0)", "((4,8),1):((8,1),0)", "((4,8),2):((16,1),8)",
     ("t/4", "t%4"), ("t%4", "t/4"), ("t/4", "2*(t%4) + v"), (1, 1, 2)),
    # 4-bit (.s4/.u4): eight values per 32-bit register, PTX col = threadID_in_group*8 + (i & 7); CuTe writes
    # a single register's values as the rank-1 mode Shape<_8>, kept here so shapes print as CuTe's do
    ("m8n8k32", ["s4"], (8, 8, 32), "((4,8),(8)):((64,1),(8))", "((4,8),(8)):((64,1),(8))", "((4,8),2):((16,1),8)",
     ("t/4", "8*(t%4) + v"), ("8*(t%4) + v", "t/4"), ("t/4", "2*(t%4) + v"), (8, 8, 2)),
    ("m16n8k32", ["s4"], (16, 8, 32), "((4,8),(8,2)):((128,1),(16,8))", "((4,8),(8)):((64,1),(8))",
     "((4,8),(2,2)):((32,1),(16,8))", ("t/4 + 8*(v/8)", "8*(t%4) + v%8"), ("8*(t%4) + v", "t/4"), (ROW16, COL8), (16, 8, 4)),
    ("m16n8k64", ["s4"], (16, 8, 64), "((4,8),(8,2,2)):((128,1),(16,8,512))", "((4,8),(8,2)):((64,1),(8,256))",
     "((4,8),(2,2)):((32,1),(16,8))", ("t/4 + 8*((v/8)%2)", "8*(t%4) + v%8 + 32*(v/16)"),
     ("8*(t%4) + v%8 + 32*(v/8)", "t/4"), (ROW16, COL8), (32, 16, 4)),
    # 1-bit (.b1, xor.popc / and.popc): 32 values per register, PTX col = threadID_in_group*32 + (i & 31)
    ("m8n8k128", ["b1"], (8, 8, 128), "((4,8),32):((256,1),8)", "((4,8),32):((256,1),8)", "((4,8),2):((16,1),8)",
     ("t/4", "32*(t%4) + v"), ("32*(t%4) + v", "t/4"), ("t/4", "2*(t%4) + v"), (32, 32, 2)),
    ("m16n8k128", ["b1"], (16, 8, 128), "((4,8),(32,2)):((512,1),(16,8))", "((4,8),32):((256,1),8)",
     "((4,8),(2,2)):((32,1),(16,8))", ("t/4 + 8*(v/32)", "32*(t%4) + v%32"), ("32*(t%4) + v", "t/4"), (ROW16, COL8), (64, 32, 4)),
    ("m16n8k256", ["b1"], (16, 8, 256), "((4,8),(32,2,2)):((512,1),(16,8,2048))", "((4,8),(32,2)):((256,1),(8,1024))",
     "((4,8),(2,2)):((32,1),(16,8))", ("t/4 + 8*((v/32)%2)", "32*(t%4) + v%32 + 128*(v/64)"),
     ("32*(t%4) + v%32 + 128*(v/32)", "t/4"), (ROW16, COL8), (128, 64, 4)),
]


def mma_sync_rows(prefix, shape, typ, row):
    """The model lines of one mma.sync shape and type (a row of SM80) under the name prefix.typ."""
    _, _, (M, N, K), la, lb, lc, fa, fb, fc, (va, vb, vc) = row
    p = f"{prefix}.{shape}.{typ}"
    tag = prefix.split(".")[0] + "_" + shape + "_" + typ
    return [f"model {p}.A = {la}", f"model {p}.B = {lb}", f"model {p}.C = {lc}",
            f"prove {tag}_A_bijective: bijective({p}.A) && size({p}.A) == {M * K}",
            f"prove {tag}_B_bijective: bijective({p}.B) && size({p}.B) == {N * K}",
            f"prove {tag}_C_bijective: bijective({p}.C) && size({p}.C) == {M * N}",
            f"prove {tag}_A_ptx: forall t in [0,32), v in [0,{va}): {p}.A(t,v) == ({fa[0]}) + {M}*({fa[1]})",
            f"prove {tag}_B_ptx: forall t in [0,32), v in [0,{vb}): {p}.B(t,v) == ({fb[1]}) + {N}*({fb[0]})",
            f"prove {tag}_C_ptx: forall t in [0,32), v in [0,{vc}): {p}.C(t,v) == ({fc[0]}) + {M}*({fc[1]})"]


def sm80_row(shape, typ):
    return next(r for r in SM80 if r[0] == shape and typ in r[1])


# mma.sync shapes that predate or postdate SM80 and that CuTe names SM75_* / SM89_*: (arch, shape, model type,
# the SM80 row whose PTX fragment they share, CuTe op names). PTX states one fragment figure for each shape and
# type class, so the formulas are the SM80 ones; the models are separate so that each op names its own instruction.
OLDER_MMA = [
    ("sm75", "m16n8k8", "f16", ("m16n8k8", "f16"), "SM75_16x8x8_F32F16F16F32_TN, SM75_16x8x8_F16F16F16F16_TN"),
    ("sm75", "m8n8k16", "s8", ("m8n8k16", "s8"), "SM75_8x8x16_S32S8S8S32_TN"),
    ("sm89", "m16n8k32", "f8", ("m16n8k32", "s8"),
     "SM89_16x8x32_{F32,F16}{E4M3,E5M2}{E4M3,E5M2}{F32,F16}_TN (PTX: .e4m3/.e5m2 share the .s8 fragments)"),
]


def older_mma():
    out = ["# mma.sync ops CuTe names for sm_75 (mma_traits_sm75.hpp) and sm_89 (mma_traits_sm89.hpp), with the same",
           "# conventions as sm80_mma.cute: A (thread, value) -> m + M*k, B -> n + N*k, C -> m + M*n. Each model is proved a",
           "# bijection onto its tile and equal to the PTX fragment formula of its shape and type class (ISA 'Matrix",
           "# Fragments for mma.m16n8k8 / m8n8k16 / m16n8k32'), and equal to the sm80 model of the same fragment.",
           "# Not probed on silicon (the sm80 models they equal are).", ""]
    for arch, shape, typ, (s80, t80), ops in OLDER_MMA:
        row = sm80_row(s80, t80)
        M, N, K = row[2]
        out += [f"# mma.sync.aligned.{shape}.row.col ({ops}): A is {M}x{K}, B is {K}x{N}, C is {M}x{N}"]
        out += mma_sync_rows(f"{arch}.mma", shape, typ, row)
        out += [f"prove {arch}_{shape}_{typ}_is_the_sm80_fragment: equal({arch}.mma.{shape}.{typ}.A, sm80.mma.{s80}.{t80}.A) "
                f"&& equal({arch}.mma.{shape}.{typ}.B, sm80.mma.{s80}.{t80}.B) && equal({arch}.mma.{shape}.{typ}.C, sm80.mma.{s80}.{t80}.C)", ""]
    return out


def sm80():
    out = ["# SM80 mma.sync fragments: thread-value layouts as CuTe writes them (mma_traits_sm80.hpp).",
           "#   A: (thread, value) -> m + M*k over the M x K tile",
           "#   B: (thread, value) -> n + N*k  (CuTe stores B as N x K; PTX's B is K x N: row = k, col = n)",
           "#   C: (thread, value) -> m + M*n",
           "# Each model is proved a bijection onto its tile and equal, for every thread and value, to the PTX",
           "# fragment formula (ISA 'Matrix Fragments for mma.m16n8k*'), written below as arithmetic.",
           "# Validated on silicon: see observed/ and HwObservedTest.", ""]
    for shape, types, (M, N, K), la, lb, lc, fa, fb, fc, (va, vb, vc) in SM80:
        for typ in types:
            p = f"sm80.mma.{shape}.{typ}"
            out += [f"# mma.sync.aligned.{shape}.row.col {typ}: A is {M}x{K}, B is {K}x{N}, C is {M}x{N}",
                    f"model {p}.A = {la}", f"model {p}.B = {lb}", f"model {p}.C = {lc}",
                    f"prove {shape}_{typ}_A_bijective: bijective({p}.A) && size({p}.A) == {M * K}",
                    f"prove {shape}_{typ}_B_bijective: bijective({p}.B) && size({p}.B) == {N * K}",
                    f"prove {shape}_{typ}_C_bijective: bijective({p}.C) && size({p}.C) == {M * N}",
                    f"prove {shape}_{typ}_A_ptx: forall t in [0,32), v in [0,{va}): {p}.A(t,v) == ({fa[0]}) + {M}*({fa[1]})",
                    f"prove {shape}_{typ}_B_ptx: forall t in [0,32), v in [0,{vb}): {p}.B(t,v) == ({fb[1]}) + {N}*({fb[0]})",
                    f"prove {shape}_{typ}_C_ptx: forall t in [0,32), v in [0,{vc}): {p}.C(t,v) == ({fc[0]}) + {M}*({fc[1]})",
                    ""]
    return out


WG_TYPES = [("f16", 16), ("bf16", 16), ("tf32", 8), ("s8", 32)]
WG_A = {
    "f16": ("((4,8,4),(2,2,2)):((128,1,16),(64,8,512))", "16*(t/32) + (t%32)/4 + 8*((v/2)%2)", "8*(v/4) + 2*(t%4) + v%2", 8),
    "bf16": ("((4,8,4),(2,2,2)):((128,1,16),(64,8,512))", "16*(t/32) + (t%32)/4 + 8*((v/2)%2)", "8*(v/4) + 2*(t%4) + v%2", 8),
    "tf32": ("((4,8,4),(2,2)):((64,1,16),(8,256))", "16*(t/32) + (t%32)/4 + 8*(v%2)", "t%4 + 4*(v/2)", 4),
    "s8": ("((4,8,4),(4,2,2)):((256,1,16),(64,8,1024))", "16*(t/32) + (t%32)/4 + 8*((v/4)%2)", "16*(v/8) + 4*(t%4) + v%4", 16),
}


def sm90():
    out = ["# SM90 wgmma (warpgroup of 128 threads) register fragments, as CuTe writes them (mma_traits_sm90_gmma.hpp).",
           "#   C (accumulator, 64 x N): (thread, value) -> m + 64*n, CLayout_64xN = ((4,8,4),(2,2,N/8)):((128,1,16),(64,8,512))",
           "#   A from registers (64 x K): (thread, value) -> m + 64*k (ALayout_64x16 / 64x8 / 64x32)",
           "# PTX (wgmma 'Register fragments'): w = t/32, row = 16w + (t%32)/4 + 8*((v/2)%2), col = 8*(v/4) + 2*(t%4) + v%2.",
           "# The accumulator layout does not depend on the input type; one model per type and N for lookup by name.",
           "# The A models hold for every N (named without N).", ""]
    for typ, k in WG_TYPES:
        la, fr, fc, nv = WG_A[typ]
        p = f"sm90.wgmma.m64k{k}.{typ}.A"
        out += [f"model {p} = {la}",
                f"prove wgmma_{typ}_A_bijective: bijective({p}) && size({p}) == {64 * k}",
                f"prove wgmma_{typ}_A_ptx: forall t in [0,128), v in [0,{nv}): {p}(t,v) == ({fr}) + 64*({fc})", ""]
    for typ, k in WG_TYPES:
        for n in range(8, 257, 8):
            p = f"sm90.wgmma.m64n{n}k{k}.{typ}.C"
            out.append(f"model {p} = ((4,8,4),(2,2,{n // 8})):((128,1,16),(64,8,512))")
            if typ == "f16":
                out.append(f"prove wgmma_m64n{n}_C: bijective({p}) && size({p}) == {64 * n} && "
                           f"(forall t in [0,128), v in [0,{n // 2}): {p}(t,v) == "
                           f"(16*(t/32) + (t%32)/4 + 8*((v/2)%2)) + 64*(8*(v/4) + 2*(t%4) + v%2))")
            else:
                out.append(f"prove wgmma_m64n{n}k{k}_{typ}_C_same_as_f16: equal({p}, sm90.wgmma.m64n{n}k16.f16.C)")
        out.append("")
    return out


TMEM_SHAPES = [
    # name, max .num, layout(N) in 32-bit cells (lane*65536 + column), lane formula, column formula, regs per thread
    ("32x32b", 128, lambda n: f"(32,{n}):(65536,1)", "t", "r", lambda n: n),
    ("16x64b", 128, lambda n: f"((2,2,8),{n}):((524288,1,65536),2)", "t/4 + 8*(t%2)", "2*r + (t/2)%2", lambda n: n),
    ("16x128b", 64, lambda n: f"((4,8),(2,{n})):((1,65536),(524288,4))", "t/4 + 8*(r%2)", "4*(r/2) + t%4", lambda n: 2 * n),
    ("16x256b", 32, lambda n: f"((4,8),(2,2,{n})):((2,65536),(1,524288,8))", "t/4 + 8*((r/2)%2)", "8*(r/4) + 2*(t%4) + r%2",
     lambda n: 4 * n),
    ("16x32bx2", 128, lambda n: f"((16,2),{n}):((65536,{n}),1)", "t%16", f"r + NUM*(t/16)", lambda n: n),
]


def sm100():
    out = ["# SM100 (Blackwell) tensor memory. NOT validated on silicon (no sm_100 device here): checked against the",
           "# PTX ISA formulas only (tcgen05 chapter: 'Tensor Memory', 'Data Movement Shape', 'Access restrictions').",
           "# A TMEM address is 32 bits: lane in bits [31:16], column in bits [15:0]; cells are 32 bits.",
           "# Layouts below map to addresses counted in 32-bit cells: lane*65536 + column.", "",
           "# The whole tensor memory of a CTA: (lane, column) -> address; 128 lanes x 512 columns.",
           "model sm100.tmem.address = (128,512):(65536,1)",
           "prove tmem_address_injective: injective(sm100.tmem.address)",
           "prove tmem_lane_in_high_half: forall l in [0,128), c in [0,512): sm100.tmem.address(l,c) / 65536 == l && sm100.tmem.address(l,c) % 65536 == c",
           "# Allocation: one warp allocates a power-of-two number of columns from 32 to 512 (all 128 lanes).",
           "model sm100.tmem.alloc.min_columns = 32",
           "model sm100.tmem.alloc.max_columns = 512",
           "model sm100.tmem.lanes = 128",
           "model sm100.tmem.lanes_per_warp = 32",
           "",
           "# tcgen05.ld / tcgen05.st access maps for one warp: (thread, register) -> address relative to the",
           "# warp's base address taddr (CuTe: ValID o DstLayout of SM100_TMEM_LOAD_*, upcast to 32-bit cells).",
           "# The 16-lane shapes touch lanes base..base+15; CuTe uses base lanes 32*(w%4) and 32*(w%4)+16 only.",
           ""]
    for shape, maxn, lay, lane, col, regs in TMEM_SHAPES:
        n = 1
        while n <= maxn:
            for op in ("ld", "st"):
                p = f"sm100.tcgen05.{op}.{shape}.x{n}"
                out.append(f"model {p} = {lay(n)}")
            p = f"sm100.tcgen05.ld.{shape}.x{n}"
            lanes = 32 if shape == "32x32b" else 16
            cols = {"32x32b": n, "16x64b": 2 * n, "16x128b": 4 * n, "16x256b": 8 * n, "16x32bx2": 2 * n}[shape]
            c = col.replace("NUM", str(n))
            tag = f"{shape}_x{n}"
            out.append(f"prove tcgen05_{tag}_ptx: injective({p}) && size({p}) == {32 * regs(n)} && "
                       f"(forall t in [0,32), r in [0,{regs(n)}): {p}(t,r) == ({lane})*65536 + ({c}))")
            out.append(f"prove tcgen05_{tag}_footprint: forall t in [0,32), r in [0,{regs(n)}): "
                       f"{p}(t,r) / 65536 < {lanes} && {p}(t,r) % 65536 < {cols}")
            out.append(f"prove tcgen05_{tag}_st_same: equal(sm100.tcgen05.st.{shape}.x{n}, {p})")
            n *= 2
        out.append("")
    out += [
        "# Warp-quadrant rule (Access restrictions): warp w of a warpgroup may touch lanes 32*(w%4) .. 32*(w%4)+31 only.",
        "# A warp's base address is lane 32*(w%4) + o (o = 0, or 16 for the 16-lane shapes) at column c0.",
        "# (column base 384: the last one at which a 128-column access still fits in the 512 columns)",
        "prove quadrant_32x32b: forall w in [0,8), t in [0,32), r in [0,128): "
        "(32*(w%4)*65536 + 384 + sm100.tcgen05.ld.32x32b.x128(t,r)) / 65536 / 32 == w%4",
        "prove quadrant_16x256b: forall w in [0,8), o in [0,2), t in [0,32), r in [0,128): "
        "((32*(w%4) + 16*o)*65536 + sm100.tcgen05.ld.16x256b.x32(t,r)) / 65536 / 32 == w%4",
        "prove quadrant_16x64b: forall w in [0,8), o in [0,2), t in [0,32), r in [0,128): "
        "((32*(w%4) + 16*o)*65536 + sm100.tcgen05.ld.16x64b.x128(t,r)) / 65536 / 32 == w%4",
        "# A 16-lane shape at base lane offset 17 leaves the quadrant (the model allows offsets 0 and 16 only).",
        "expect refuted quadrant_16x256b_offset17: forall t in [0,32), r in [0,4): "
        "(17*65536 + sm100.tcgen05.ld.16x256b.x1(t,r)) / 65536 / 32 == 0",
        "",
        "# tcgen05.mma accumulator placements (m, n) -> address (ISA 'Data Path Layout Organization'; CuTe tmem_frg).",
        "# M=128, cta_group::1 (layout D) and M=256 cta_group::2 per CTA (layout A): lane = m, column = n.",
    ]
    for n in (64, 128, 256):
        out.append(f"model sm100.tcgen05.mma.m128n{n}.D = (128,{n}):(65536,1)")
    out += ["# M=256, cta_group::2 (layout A): each CTA of the pair holds its 128 rows as layout D does."]
    for n in (64, 128, 256):
        out.append(f"model sm100.tcgen05.mma.cta2.m256n{n}.A = (128,{n}):(65536,1)")
    out += ["# M=64, cta_group::1 (layout F, half datapath): lane = m%16 + 32*(m/16), column = n, at lane offset 0;",
            "# a second M=64 tile may sit at lane offset 16 (address + 16*65536) with the same layout."]
    for n in (64, 128, 256):
        out.append(f"model sm100.tcgen05.mma.m64n{n}.F = ((16,4),{n}):((65536,2097152),1)")
    out += ["# M=128, cta_group::2 dense (layout B, 2x2), per CTA: lane = m + 64*(n/(N/2)), column = n%(N/2)."]
    for n in (64, 128, 256):
        out.append(f"model sm100.tcgen05.mma.cta2.m128n{n}.B = (64,({n // 2},2)):(65536,(1,4194304))")
    out += [
        "prove mma_D_ptx: forall m in [0,128), n in [0,256): sm100.tcgen05.mma.m128n256.D(m,n) == m*65536 + n",
        "prove mma_F_ptx: forall m in [0,64), n in [0,256): sm100.tcgen05.mma.m64n256.F(m,n) == (m%16 + 32*(m/16))*65536 + n",
        "prove mma_B_ptx: forall m in [0,64), n in [0,256): sm100.tcgen05.mma.cta2.m128n256.B(m,n) == (m + 64*(n/128))*65536 + n%128",
        "prove mma_placements_injective: injective(sm100.tcgen05.mma.m128n256.D) && injective(sm100.tcgen05.mma.m64n256.F) && injective(sm100.tcgen05.mma.cta2.m128n256.B) && equal(sm100.tcgen05.mma.cta2.m256n256.A, sm100.tcgen05.mma.m128n256.D)",
        "# Layout F at lane offsets 0 and 16 (two M=64 tiles) never collide: tile 0 uses lanes with lane%32 < 16, tile 1 the others.",
        "prove mma_F_two_tiles_disjoint: forall m in [0,64), n in [0,256): (sm100.tcgen05.mma.m64n256.F(m,n) / 65536) % 32 < 16 && ((16*65536 + sm100.tcgen05.mma.m64n256.F(m,n)) / 65536) % 32 >= 16",
        "",
        "# Reading the M=128 accumulator (layout D, N=256) with a warpgroup: warp w at lane 32w, 32x32b.x32 at",
        "# columns 32*i. (thread of warpgroup, (register, instruction)) -> address: every (m, n) exactly once.",
        "let read_D_32x32b = ((32,4),(32,8)):((65536,2097152),(1,32))",
        "# injective, 128*256 values, every address inside the accumulator: so every (m, n) is read exactly once.",
        "prove read_D_32x32b_exact: injective(read_D_32x32b) && size(read_D_32x32b) == 32768 && "
        "(forall t in [0,128), v in [0,256): read_D_32x32b(t,v) / 65536 < 128 && read_D_32x32b(t,v) % 65536 < 256)",
        "# Reading the M=64 layout F accumulator with 32x32b: lanes 16..31 of each quadrant hold no data.",
        "expect refuted read_F_with_32x32b: forall w in [0,4), t in [0,32): (32*w*65536 + sm100.tcgen05.ld.32x32b.x1(t,0)) / 65536 % 32 < 16",
        "# With a 16-lane shape at lane offset 0 every touched lane holds data of layout F.",
        "prove read_F_with_16x256b: forall w in [0,4), t in [0,32), r in [0,4): (32*w*65536 + sm100.tcgen05.ld.16x256b.x1(t,r)) / 65536 % 32 < 16",
        "",
    ]
    return out


DP_B = 1 << 21  # TMEM lane stride in bits (CuTe TMEM::DP_b): 65536 cells of 32 bits
TMEM_COPY = [
    # CuTe shape name, PTX shape (model in sm100_tmem.cute), max N, bits per lane, lanes, registers per thread,
    # register-side layout (thread, register bit) -> logical bit (CuTe's DstLayout of the LOAD op)
    ("32dp32b", "32x32b", 128, lambda n: 32 * n, 32, lambda n: n, lambda n: f"(32,{32 * n}):({32 * n},1)"),
    ("16dp64b", "16x64b", 128, lambda n: 64 * n, 16, lambda n: n,
     lambda n: "((2,2,8),32):((512,32,64),1)" if n == 1 else f"((2,2,8),(32,{n})):(({512 * n},32,{64 * n}),(1,64))"),
    ("16dp128b", "16x128b", 64, lambda n: 128 * n, 16, lambda n: 2 * n,
     lambda n: "((4,8),(32,2)):((32,128),(1,1024))" if n == 1 else f"((4,8),(32,2,{n})):((32,{128 * n}),(1,{1024 * n},128))"),
    ("16dp256b", "16x256b", 32, lambda n: 256 * n, 16, lambda n: 4 * n,
     lambda n: "((4,8),(64,2)):((64,256),(1,2048))" if n == 1 else f"((4,8),(64,2,{n})):((64,{256 * n}),(1,{2048 * n},256))"),
    ("16dp32b", "16x32bx2", 128, lambda n: 64 * n, 16, lambda n: n, lambda n: f"((16,2),{32 * n}):(({64 * n},{32 * n}),1)"),
]


def parse_tuple(text):
    """'((2,2,8),4)' -> nested lists of ints."""
    stack = [[]]
    num = ""
    for ch in text:
        if ch.isdigit():
            num += ch
            continue
        if num:
            stack[-1].append(int(num))
            num = ""
        if ch == "(":
            stack.append([])
        elif ch == ")":
            done = stack.pop()
            stack[-1].append(done)
    if num:
        stack[-1].append(int(num))
    return stack[0][0]


def format_tuple(t):
    return str(t) if isinstance(t, int) else "(" + ",".join(format_tuple(e) for e in t) + ")"


def map_tuple(t, f):
    return f(t) if isinstance(t, int) else [map_tuple(e, f) for e in t]


def expand_bits(cell_layout, packed):
    """A (thread, register) -> cell map as (thread, bit) -> bit address: bit b of register r at 32*cell + b.
    packed (.pack::16b): half h of register r is the low half of cell (lane, 2*column + h), so column
    strides (those below the lane stride 65536) double."""
    shape_text, stride_text = cell_layout.split(":")
    shape, stride = parse_tuple(shape_text), parse_tuple(stride_text)
    scale = (lambda d: 32 * (2 * d if d < 65536 else d)) if packed else (lambda d: 32 * d)
    t_shape, r_shape = shape
    t_stride, r_stride = map_tuple(stride, scale)
    inner_shape, inner_stride = ([16, 2], [1, 32]) if packed else ([32], [1])
    flat_r = r_shape if isinstance(r_shape, list) else [r_shape]
    flat_rs = r_stride if isinstance(r_stride, list) else [r_stride]
    return (format_tuple([t_shape, inner_shape + flat_r]) + ":" + format_tuple([t_stride, inner_stride + flat_rs]))


def sm100_tmem_copy():
    out = ["# SM100 tcgen05.ld / tcgen05.st as CuTe's copy atoms SM100_TMEM_LOAD_<shape><N>x[_16b] and",
           "# SM100_TMEM_STORE_... (copy_traits_sm100.hpp). NOT validated on silicon: proved against the PTX access maps",
           "# of sm100_tmem.cute (tcgen05 'Data Movement Shape'; .pack::16b / .unpack::16b for the _16b atoms).",
           "# Units are bits, as in CuTe's traits. For each shape and repetition N:",
           "#   .regs   (thread, register bit) -> logical bit: the register side (DstLayout of LOAD, SrcLayout of STORE);",
           "#   .val_id logical bit -> TMEM bit address relative to the warp's taddr (lane*2^21 + 32*column + bit);",
           "#   .16b.val_id the same for .pack::16b: the two 16-bit halves of a register come from two adjacent",
           "#   columns (low 16 bits of each cell), so the 16-bit chunks of the logical bits are spread one per cell.",
           "# The TMEM side of an atom is (32, bits):(0,1): the warp's one address, the same for every thread.",
           "# The _ptx proofs: val_id o regs, (thread, register bit) -> TMEM bit address, is the PTX access map of",
           "# sm100_tmem.cute (tcgen05.ld.<PTX shape>.xN) with bit b of register r at bit b of its cell, written out",
           "# as a layout and checked against the PTX lane/column formulas; with .pack::16b half h of register r is",
           "# the low half of cell (lane, 2*column + h). cuteprover.atom.TmemCopyOps builds Copy_Atom<SM100_TMEM_*, T> from these.", ""]
    columns = {shape: col for shape, _, _, _, col, _ in TMEM_SHAPES}
    lanes_of = {shape: lane for shape, _, _, lane, _, _ in TMEM_SHAPES}
    layout_of = {shape: lay for shape, _, lay, _, _, _ in TMEM_SHAPES}
    for name, ptx, maxn, bits, lanes, regs, reg_layout in TMEM_COPY:
        n = 1
        while n <= maxn:
            p = f"sm100.tmem_copy.{name}.x{n}"
            cells = bits(n) // 16
            out.append(f"model {p}.regs = {reg_layout(n)}")
            out.append(f"model {p}.val_id = ({bits(n)},{lanes}):(1,{DP_B})")
            out.append(f"model {p}.16b.val_id = ((16,{cells}),{lanes}):((1,32),{DP_B})")
            lane = lanes_of[ptx]
            col = "(" + columns[ptx].replace("NUM", str(n)) + ")"  # the PTX column of register r
            cell = f"({lane})*65536 + {col}"
            bits_map = expand_bits(layout_of[ptx](n), packed=False)
            packed_map = expand_bits(layout_of[ptx](n), packed=True)
            out.append(f"prove tmem_copy_{name}_x{n}_ptx: size({p}.regs) == {bits(n) * lanes} "
                       f"&& equal(composition({p}.val_id, {p}.regs), {bits_map}) "
                       f"&& equal(composition({p}.16b.val_id, {p}.regs), {packed_map}) "
                       f"&& (forall t in [0,32), r in [0,{regs(n)}), b in [0,32): {bits_map}(t, 32*r + b) == 32*({cell}) + b) "
                       f"&& (forall t in [0,32), r in [0,{regs(n)}), h in [0,2), b in [0,16): "
                       f"{packed_map}(t, 32*r + 16*h + b) == 32*({cell} + {col} + h) + b)")
            n *= 2
        out.append("")
    out += ["prove tmem_copy_val_id_distinct_cells: injective(sm100.tmem_copy.16dp256b.x4.val_id) && injective(sm100.tmem_copy.16dp256b.x4.16b.val_id)",
            "# Swapping the two halves of a packed register is not what .pack::16b does:",
            "expect refuted tmem_copy_16b_halves_swapped: forall t in [0,32), r in [0,4), h in [0,2), b in [0,16): "
            "sm100.tmem_copy.16dp256b.x1.16b.val_id(sm100.tmem_copy.16dp256b.x1.regs(t, 32*r + 16*h + b)) == "
            "32*(sm100.tcgen05.ld.16x256b.x1(t,r) + sm100.tcgen05.ld.16x256b.x1(t,r) % 65536 + 1 - h) + b", ""]
    return out


def ldst():
    out = ["# ldmatrix (sm_75+) / stmatrix (sm_90+) .m8n8 .b16, x1/x2/x4, plain and .trans.",
           "# (thread, value) -> 8*row + col in b16 elements, where row = the thread whose address supplied the",
           "# shared-memory row (matrix j = row/8 is addressed by threads 8j..8j+7) and col = element in that row;",
           "# value = 2*register + half. This is CuTe's DstLayout of SM75_U32xX_LDSM_N / SM75_U16x(2X)_LDSM_T",
           "# (the SrcLayout of SM90_*_STSM_*) upcast from bits to 16-bit elements.",
           "# PTX: plain: row = 8*(v/2) + t/4, col = 2*(t%4) + v%2; .trans: row = 8*(v/2) + 2*(t%4) + v%2, col = t/4.", ""]
    for op, arch in (("ldmatrix", "sm75"), ("stmatrix", "sm90")):
        for x in (1, 2, 4):
            vals = "2" if x == 1 else f"(2,{x})"
            strides = "1" if x == 1 else "(1,64)"
            tstrides = "8" if x == 1 else "(8,64)"
            p = f"{arch}.{op}.x{x}"
            out += [f"model {p} = (32,{vals}):(2,{strides})",
                    f"model {p}.trans = ((4,8),{vals}):((16,1),{tstrides})",
                    f"prove {op}_x{x}: bijective({p}) && size({p}) == {64 * x} && (forall t in [0,32), v in [0,{2 * x}): "
                    f"{p}(t,v) == 8*(8*(v/2) + t/4) + 2*(t%4) + v%2)",
                    f"prove {op}_x{x}_trans: bijective({p}.trans) && size({p}.trans) == {64 * x} && (forall t in [0,32), v in [0,{2 * x}): "
                    f"{p}.trans(t,v) == 8*(8*(v/2) + 2*(t%4) + v%2) + t/4)", ""]
    return out


def main():
    files = {"ldmatrix_stmatrix.cute": ldst(), "sm80_mma.cute": sm80(), "sm75_sm89_mma.cute": older_mma(), "sm90_wgmma.cute": sm90(), "sm100_tmem.cute": sm100(),
             "sm100_tmem_copy.cute": sm100_tmem_copy()}
    for name, lines in files.items():
        with open(os.path.join(HERE, name), "w") as f:
            f.write("# GENERATED by hardware-models/tools/gen_models.py; edit the generator, not this file.\n")
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
