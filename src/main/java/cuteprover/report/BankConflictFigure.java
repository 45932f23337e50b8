package cuteprover.report;

import cuteprover.CuteError;
import cuteprover.atom.SmemSideOfCopy;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.render.Figure;
import cuteprover.render.Grid;
import cuteprover.render.Palette;
import cuteprover.smem.BankModel;
import cuteprover.smem.SmemAccess;
import cuteprover.specfile.Obligation;
import cuteprover.specfile.Witness;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A refuted bank-conflict property ({@code bank_conflicts}, {@code bank_wavefronts}, {@code bank_report}) drawn as its
 * worst phase: one column per bank, one row per 128-byte line of shared memory the phase touches, each cell the threads
 * that read a word there; the bank in conflict is marked. The HTML report drew nothing for these ("not drawn"), the most
 * asked layout question. The call's arguments are evaluated at the counterexample's values, by the same model as the
 * property ({@link BankModel}).
 */
final class BankConflictFigure {

    private static final List<String> BANK_CALLS = List.of("bank_conflicts", "bank_wavefronts", "bank_report");
    /** A phase touches at most 32 threads x 16 bytes: 16 lines of 128 bytes; more rows than this is not one phase. */
    private static final int MAX_ROWS = 64;

    private BankConflictFigure() {
    }

    static Optional<Figure> draw(Obligation o, Witness witness) {
        Expr.Call call = bankCall(o.property());
        if (call == null || call.args().size() != 3) {
            return Optional.empty();
        }
        try {
            Evaluator at = SampleInstances.evaluator(o.definitions(), witness.values());
            Object smem = at.evaluate(call.args().get(0));
            Object bytes = at.evaluate(call.args().get(1));
            Layout tv = SmemSideOfCopy.accessTv(smem, at.evaluate(call.args().get(2)), Decider.CONCRETE);
            if (tv == null || !(bytes instanceof SymInt b) || !b.isConst()) {
                return Optional.empty();
            }
            long[][] addr = SmemAccess.addresses(smem, (int) b.value(), tv);
            BankModel.Result r = BankModel.analyze(addr, (int) b.value());
            return r.worst() == null || r.degree() <= 1 ? Optional.empty() : Optional.of(figure(addr, r, smem + ", " + b.value() + "-byte elements"));
        } catch (CuteError | ArithmeticException | IllegalArgumentException | ClassCastException e) {
            return Optional.empty();
        }
    }

    private static Figure figure(long[][] addr, BankModel.Result r, String what) {
        BankModel.Conflict worst = r.worst();
        int value = worst.instruction() * r.vector();
        int perPhase = BankModel.threadsPerPhase(r.widthBytes());
        int[] range = threadsOf(addr.length, perPhase, worst.phase());
        // the words each thread of the phase reads (its whole vector), by 128-byte line and bank
        TreeMap<Long, TreeMap<Integer, TreeSet<Integer>>> lines = new TreeMap<>();
        for (int t = range[0]; t < range[1]; t++) {
            for (int j = 0; j < r.vector(); j++) {
                long a = addr[t][value + j];
                if (a < 0) {
                    continue;
                }
                long word = a / BankModel.WORD_BYTES;
                lines.computeIfAbsent(word / BankModel.BANKS, k -> new TreeMap<>())
                        .computeIfAbsent((int) (word % BankModel.BANKS), k -> new TreeSet<>()).add(t);
            }
        }
        if (lines.size() > MAX_ROWS) {
            throw new IllegalArgumentException("more lines than one phase touches");
        }
        Grid g = new Grid("worst phase: instruction " + worst.instruction() + ", phase " + worst.phase() + " (threads " + range[0]
                + "-" + (range[1] - 1) + ")", lines.size(), BankModel.BANKS);
        int row = 0;
        for (var line : lines.entrySet()) {
            g.rowLabel(row, "byte " + line.getKey() * BankModel.BANKS * BankModel.WORD_BYTES);
            for (var bank : line.getValue().entrySet()) {
                List<String> ts = new ArrayList<>();
                bank.getValue().forEach(t -> ts.add("t" + t));
                String label = ts.size() <= 2 ? String.join(",", ts) : ts.get(0) + "+" + (ts.size() - 1);
                g.set(row, bank.getKey(), label, bank.getKey() == worst.bank() ? Palette.MISSING : Palette.thread(bank.getValue().first()));
                if (bank.getKey() == worst.bank()) {
                    g.mark(row, bank.getKey(), "*");
                }
            }
            row++;
        }
        g.caption("columns: banks 0-31; rows: 128-byte lines; * bank " + worst.bank() + ", " + r.degree() + " distinct words: "
                + r.degree() + "-way");
        Figure f = new Figure("bank conflict of " + what);
        f.row(g);
        f.note(worst.toString());
        return f;
    }

    /** The threads [from, to) of the phase with this index, counted as the model counts them (warps, then phases). */
    private static int[] threadsOf(int threads, int perPhase, int phase) {
        int k = 0;
        for (int warp = 0; warp < threads; warp += 32) {
            for (int first = warp; first < Math.min(threads, warp + 32); first += perPhase) {
                if (k++ == phase) {
                    return new int[] {first, Math.min(Math.min(threads, warp + 32), first + perPhase)};
                }
            }
        }
        return new int[] {0, Math.min(threads, perPhase)};
    }

    /** The first bank call in the property (the conjunct a conjunction fails at is usually the only one). */
    private static Expr.Call bankCall(Expr e) {
        if (e instanceof Expr.Binary b) {
            Expr.Call left = bankCall(b.left());
            return left != null ? left : bankCall(b.right());
        }
        if (e instanceof Expr.Unary u) {
            return bankCall(u.operand());
        }
        if (e instanceof Expr.Call c) {
            if (BANK_CALLS.contains(c.name())) {
                return c;
            }
            for (Expr a : c.args()) {
                Expr.Call inner = bankCall(a);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }
}
