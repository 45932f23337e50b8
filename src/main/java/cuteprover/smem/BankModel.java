package cuteprover.smem;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The shared-memory bank model: one warp's access, given as byte addresses {@code addr[t][v]}
 * (thread t, value v) of elements of {@code bytes} bytes, as the hardware serves it.
 * <ol>
 *   <li><b>Vector width.</b> n is the largest power of two with n*bytes &lt;= 16 such that V % n == 0 and,
 *       for every thread and every aligned group of n consecutive values, the n addresses are consecutive
 *       and the first is a multiple of n*bytes. Value group g is one instruction of n*bytes per thread
 *       (a 16-byte group is {@code ld.shared.v4}, a cp.async of 16 bytes, or one ldmatrix/stmatrix row).</li>
 *   <li><b>Phases.</b> An instruction is served in phases of consecutive threads of the warp: 32 threads
 *       for widths up to 4 bytes, 16 for 8 bytes, 8 for 16 bytes.</li>
 *   <li><b>Degree.</b> Within a phase, each thread touches the 4-byte words its bytes fall in; the phase's
 *       degree is the largest number of distinct words in one bank (bank = word mod 32). Threads reading
 *       the same word do not conflict. The phase takes that many wavefronts.</li>
 * </ol>
 * The result is the worst degree over instructions and phases (1 = conflict-free) and the sum of the
 * degrees (the wavefronts that {@code l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum} counts;
 * measured on an H100 for 18 patterns, {@code hardware-models/observed/raw/bank_wavefronts.txt}).
 */
public final class BankModel {

    public static final int BANKS = 32;
    public static final int WORD_BYTES = 4;

    private BankModel() {
    }

    /** The worst phase: its instruction and phase index, the bank, and one thread and address per distinct word there. */
    public record Conflict(int instruction, int phase, int bank, List<Integer> threads, List<Long> addresses) {
        @Override
        public String toString() {
            StringBuilder s = new StringBuilder();
            s.append(threads.size()).append("-way in bank ").append(bank).append(" (instruction ").append(instruction)
                    .append(", phase ").append(phase).append("): ");
            for (int i = 0; i < threads.size(); i++) {
                s.append(i == 0 ? "" : ", ").append("thread ").append(threads.get(i)).append(" at byte ").append(addresses.get(i));
            }
            return s.toString();
        }
    }

    /**
     * @param vector     n, the values per instruction
     * @param widthBytes n*bytes, the bytes per thread per instruction
     * @param degree     the worst phase's degree (1 = conflict-free)
     * @param wavefronts the sum of the degrees over instructions and phases
     * @param worst      the first phase of the worst degree
     */
    public record Result(int vector, int widthBytes, int degree, long wavefronts, Conflict worst) { }

    /** The element size must be a power of two from 1 to 16 bytes. */
    public static void requireElementBytes(long bytes) {
        if (bytes < 1 || bytes > 16 || Long.bitCount(bytes) != 1) {
            throw new CuteError("element size " + bytes + " bytes: must be 1, 2, 4, 8 or 16 (a power of two of at most 16 bytes)");
        }
    }

    public static int threadsPerPhase(int widthBytes) {
        return widthBytes <= 4 ? 32 : widthBytes == 8 ? 16 : 8;
    }

    /** The vector width n of the access (see the class comment). */
    public static int vectorWidth(long[][] addr, int bytes) {
        requireElementBytes(bytes);
        int values = addr.length == 0 ? 0 : addr[0].length;
        for (int n = 16 / bytes; n > 1; n /= 2) {
            if (values % n == 0 && groupsAreVectors(addr, bytes, n)) {
                return n;
            }
        }
        return 1;
    }

    private static boolean groupsAreVectors(long[][] addr, int bytes, int n) {
        long width = (long) n * bytes;
        for (long[] thread : addr) {
            for (int g = 0; g < thread.length; g += n) {
                if (Math.floorMod(thread[g], width) != 0) {
                    return false;
                }
                for (int j = 1; j < n; j++) {
                    if (thread[g + j] != thread[g] + (long) j * bytes) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    public static Result analyze(long[][] addr, int bytes) {
        return analyze(addr, bytes, vectorWidth(addr, bytes));
    }

    /** The analysis with a given vector width n (each group of n values one instruction). */
    public static Result analyze(long[][] addr, int bytes, int n) {
        int threads = addr.length;
        int values = threads == 0 ? 0 : addr[0].length;
        int width = n * bytes;
        int perPhase = threadsPerPhase(width);
        int degree = 0;
        long wavefronts = 0;
        Conflict worst = null;
        for (int g = 0; g * n < values; g++) {
            int phase = 0;
            for (int warp = 0; warp < threads; warp += 32) {
                for (int first = warp; first < Math.min(threads, warp + 32); first += perPhase) {
                    Conflict c = phaseDegree(addr, g * n, first, Math.min(Math.min(threads, warp + 32), first + perPhase), width, g, phase++);
                    int d = c.threads().size();
                    wavefronts += d;
                    if (d > degree) {
                        degree = d;
                        worst = c;
                    }
                }
            }
        }
        return new Result(n, width, degree, wavefronts, worst);
    }

    /** One phase: the bank with the most distinct words, with one (thread, address) per word. */
    private static Conflict phaseDegree(long[][] addr, int value, int from, int to, int width, int instruction, int phase) {
        Map<Integer, TreeMap<Long, long[]>> wordsByBank = new HashMap<>();
        for (int t = from; t < to; t++) {
            long a = addr[t][value];
            if (a < 0) {
                throw new CuteError("thread " + t + " accesses the negative byte address " + a);
            }
            for (long w = a / WORD_BYTES; w <= (a + width - 1) / WORD_BYTES; w++) {
                int bank = (int) (w % BANKS);
                wordsByBank.computeIfAbsent(bank, k -> new TreeMap<>()).putIfAbsent(w, new long[] {t, Math.max(a, w * WORD_BYTES)});
            }
        }
        int bestBank = -1;
        TreeMap<Long, long[]> best = new TreeMap<>();
        for (int bank = 0; bank < BANKS; bank++) {
            TreeMap<Long, long[]> words = wordsByBank.get(bank);
            if (words != null && words.size() > best.size()) {
                best = words;
                bestBank = bank;
            }
        }
        List<Integer> ts = new ArrayList<>();
        List<Long> as = new ArrayList<>();
        for (long[] e : best.values()) {
            ts.add((int) e[0]);
            as.add(e[1]);
        }
        return new Conflict(instruction, phase, bestBank, ts, as);
    }
}
