#!/usr/bin/env python3
"""Times cute-prover's eval and pycute on the same mixed batch, in one run, and prints the ratio.

The batch: composition, complement (with a cotarget), logical_divide, coalesce and eval of random
small static layouts (seeded, so every run builds the same batch). Only the expressions on which
both engines return the same layout or integer are timed, so neither side is timed on errors.

cute-prover's side is `cuteprover.bench.EvalBatch` (src/jmh/java): per expression it parses the
text, runs the operation with its post-condition checks and formats the result line, in one warm
JVM. pycute's side calls the operation on prebuilt Python objects (no parsing, no printing).

    mvn -B -q -Pbench -DskipTests package      # the jar with the bench classes
    python3 bench/compare_pycute.py [--n 20000] [--seconds 6] [--pycute /work/cutlass/python] [--general] [--operations]

With --operations it also times the checked operations alone on operands read beforehand
(`cuteprover.bench.OperationBatch`), the footing of pycute's figure: grouped by operation and the operands' leaf counts (`LeanBatch`, and pycute
timed on the same grouping), and in
batch order with the operands packed in one array and loaded into the engine's working trees inside the timed loop,
and, as before, one object per operand.
"""
import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

SIZES = [1, 2, 3, 4, 6, 8, 16]


def fmt(t):
    if isinstance(t, int):
        return str(t)
    return "(" + ",".join(fmt(x) for x in t) + ")"


def lay(layout):
    return fmt(layout.shape) + ":" + fmt(layout.stride)


def flat(t):
    return [t] if isinstance(t, int) else [y for x in t for y in flat(x)]


def random_shape(rng, rank):
    modes = []
    for _ in range(rank):
        if rng.random() < 0.25:
            modes.append(tuple(rng.choice(SIZES[1:5]) for _ in range(2)))
        else:
            modes.append(rng.choice(SIZES[1:]))
    return modes[0] if rank == 1 else tuple(modes)


def compact_permuted(rng, pc, shape):
    """A bijective layout of the given shape: compact strides assigned in a random mode order."""
    leaves = flat(shape)
    order = list(range(len(leaves)))
    rng.shuffle(order)
    strides = [0] * len(leaves)
    running = 1
    for i in order:
        strides[i] = running
        running *= leaves[i]
    it = iter(strides)

    def rebuild(s):
        return next(it) if isinstance(s, int) else tuple(rebuild(x) for x in s)

    return pc.Layout(shape, rebuild(shape))


def scaled(t, k):
    return t * k if isinstance(t, int) else tuple(scaled(x, k) for x in t)


def candidate(rng, pc):
    kind = rng.choice(["composition", "complement", "logical_divide", "coalesce", "eval"])
    a = compact_permuted(rng, pc, random_shape(rng, rng.randint(1, 3)))
    if rng.random() < 0.3:  # scaled strides: not a bijection, still injective
        a = pc.Layout(a.shape, scaled(a.stride, 2))
    n = pc.size(a)
    if kind == "composition":
        b = pc.Layout(rng.choice([d for d in range(1, n + 1) if n % d == 0]), rng.choice([1, 1, 2, 4]))
        if rng.random() < 0.5:
            s0 = rng.choice([2, 4])
            b = pc.Layout((s0, rng.choice([1, 2, 4])), (rng.choice([1, 2]), rng.choice([4, 8])))
        return kind, "composition(%s,%s)" % (lay(a), lay(b)), pc.composition, (a, b)
    if kind == "complement":
        m = pc.cosize(a) * rng.choice([1, 2, 4])
        return kind, "complement(%s,%d)" % (lay(a), m), pc.complement, (a, m)
    if kind == "logical_divide":
        b = pc.Layout(rng.choice([2, 4, 8]), rng.choice([1, 2]))
        return kind, "logical_divide(%s,%s)" % (lay(a), lay(b)), pc.logical_divide, (a, b)
    if kind == "coalesce":
        return kind, "coalesce(%s)" % lay(a), pc.coalesce, (a,)
    i = rng.randrange(n)
    return kind, "eval(%s,%d)" % (lay(a), i), (lambda l, x: l(x)), (a, i)


def render(value):
    return str(value) if isinstance(value, int) else lay(value)


def run_java(jar, batch, seconds, general=False):
    out = tempfile.NamedTemporaryFile(suffix=".out", delete=False).name
    proc = subprocess.run(["java", "-cp", jar, "cuteprover.bench.EvalBatch", batch, out, str(seconds)]
                          + (["general"] if general else []),
                          check=True, capture_output=True, text=True)
    with open(out) as f:
        results = f.read().splitlines()
    os.unlink(out)
    return results, proc.stdout.strip()


def time_pycute(calls, seconds):
    for fn, args in calls:  # warm-up pass
        fn(*args)
    per_expr = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end or len(per_expr) < 3:
        t0 = time.thread_time()  # CPU time of this thread, as on the Java side
        for fn, args in calls:
            fn(*args)
        per_expr.append((time.thread_time() - t0) / len(calls) * 1e9)
    return statistics.median(per_expr), len(per_expr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--seconds", type=float, default=6.0)
    ap.add_argument("--jar", default="target/cute-prover.jar")
    ap.add_argument("--pycute", default="/work/cutlass/python")
    ap.add_argument("--save-batch", help="also write the timed batch (one expression a line) to this file")
    ap.add_argument("--operations", action="store_true",
                    help="also time the checked operations alone on operands read beforehand (OperationBatch): pycute's footing")
    ap.add_argument("--general", action="store_true",
                    help="also time the general path (every line through parser and evaluator): the engine before the lean path")
    opts = ap.parse_args()
    sys.path.insert(0, opts.pycute)
    import pycute as pc

    rng = random.Random(opts.seed)
    cases = []
    while len(cases) < opts.n:
        kind, text, fn, args = candidate(rng, pc)
        try:
            expected = render(fn(*args))
        except Exception:
            continue  # pycute refuses it: not part of the batch
        cases.append((kind, text, fn, args, expected))

    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(c[1] for c in cases) + "\n")
        candidates_file = f.name
    ours, _ = run_java(opts.jar, candidates_file, 0.3)
    agreed = [c for c, r in zip(cases, ours) if r == c[4]]
    kinds = {}
    for c in agreed:
        kinds[c[0]] = kinds.get(c[0], 0) + 1
    print("batch: %d expressions, %d where both engines agree (%s)" % (
        len(cases), len(agreed), ", ".join("%s %d" % kv for kv in sorted(kinds.items()))))

    with open(candidates_file, "w") as f:
        f.write("\n".join(c[1] for c in agreed) + "\n")
    if opts.save_batch:
        with open(opts.save_batch, "w") as f:
            f.write("\n".join(c[1] for c in agreed) + "\n")
    print("load average before: %.2f %.2f %.2f" % os.getloadavg())
    _, java_line = run_java(opts.jar, candidates_file, opts.seconds)
    ours_ns = float(java_line.split("median ")[1].split()[0])
    py_ns, passes = time_pycute([(c[2], c[3]) for c in agreed], opts.seconds)
    general_ns = None
    if opts.general:
        _, general_line = run_java(opts.jar, candidates_file, opts.seconds, general=True)
        general_ns = float(general_line.split("median ")[1].split()[0])
    operations_line = None
    py_grouped_ns = None
    if opts.operations:
        # pycute on the same expressions grouped as LeanBatch groups them (by operation, then by the leaf counts of
        # the layout operands, up to 7; batch order within a group), so that both sides run in the same order
        kind_order = {"coalesce": 0, "complement": 1, "composition": 2, "logical_divide": 3, "eval": 4}

        def group(c):
            layouts = [a for a in c[3] if isinstance(a, pc.Layout)]
            return (kind_order[c[0]],) + tuple(min(len(flat(a.shape)), 7) for a in layouts[:2])

        py_grouped_ns, _ = time_pycute([(c[2], c[3]) for c in sorted(agreed, key=group)], opts.seconds)
        operations_line = subprocess.run(["java", "-cp", opts.jar, "cuteprover.bench.OperationBatch", candidates_file,
                                          str(opts.seconds)], check=True, capture_output=True, text=True).stdout.strip()
    os.unlink(candidates_file)
    print("cute-prover eval (parse, checked operation, format): %.0f CPU ns per expression (%s)" % (ours_ns, java_line))
    if general_ns is not None:
        print("cute-prover eval, general path only:                %.0f CPU ns per expression (%s)" % (general_ns, general_line))
    print("pycute (operation on prebuilt objects):             %.0f CPU ns per expression (median of %d passes)" % (
        py_ns, passes))
    print("ratio pycute / cute-prover: %.1fx" % (py_ns / ours_ns))
    if operations_line is not None:
        grouped_ns, packed_ns, objects_ns = (float(operations_line.split("median ")[i].split()[0]) for i in (1, 2, 3))
        print("cute-prover checked operations alone, operands read beforehand: %.0f CPU ns per expression grouped by operation"
              " (%s)" % (grouped_ns, operations_line))
        print("pycute, the same expressions grouped by operation:  %.0f CPU ns per expression" % py_grouped_ns)
        print("ratio pycute / cute-prover, both on prebuilt operands, both grouped by operation: %.1fx" % (py_grouped_ns / grouped_ns))
        print("ratio pycute / cute-prover, both on prebuilt operands, both in batch order: %.1fx (operands packed in one array);"
              " %.1fx (operands as one object each)" % (py_ns / packed_ns, py_ns / objects_ns))
    if general_ns is not None:
        print("ratio pycute / cute-prover general path: %.1fx; lean path speed-up over the general path: %.1fx" % (
            py_ns / general_ns, general_ns / ours_ns))
    print("load average after: %.2f %.2f %.2f" % os.getloadavg())


if __name__ == "__main__":
    main()
