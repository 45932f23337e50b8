package cuteprover.render;

/**
 * The colors of the pictures. Thread colors are CuTe's {@code TikzColor_TV} (eight pastels, by
 * thread modulo 8) and offset colors CuTe's {@code TikzColor_BWx8} (eight greys, by offset modulo
 * 8), so that an SVG reads like the LaTeX picture CuTe would print. Colors are 0xRRGGBB integers;
 * {@link #NONE} is a cell without fill (e.g. a tile cell no thread owns).
 */
public final class Palette {

    public static final int NONE = -1;
    public static final int WHITE = 0xffffff;
    /** The stroke of a marked (counterexample) cell, and the fill of a cell that is covered twice. */
    public static final int MARK = 0xd62728;
    /** The fill of a tile cell that nothing covers. */
    public static final int UNCOVERED = 0xe8e8e8;
    /** The fill of a tile cell that a coverage property needs covered and nothing covers. */
    public static final int MISSING = 0xf6c6c6;

    private static final int[] THREAD = {0xafafff, 0xafffaf, 0xffffaf, 0xffafaf, 0xd2d2ff, 0xd2ffd2, 0xffffd2, 0xffd2d2};
    private static final String[] THREAD_TIKZ = {
        "{rgb,255:red,175;green,175;blue,255}", "{rgb,255:red,175;green,255;blue,175}",
        "{rgb,255:red,255;green,255;blue,175}", "{rgb,255:red,255;green,175;blue,175}",
        "{rgb,255:red,210;green,210;blue,255}", "{rgb,255:red,210;green,255;blue,210}",
        "{rgb,255:red,255;green,255;blue,210}", "{rgb,255:red,255;green,210;blue,210}"};
    /** Percent of black of CuTe's BWx8 greys, in CuTe's order. */
    private static final int[] GREY_PERCENT = {0, 40, 20, 60, 10, 50, 30, 70};

    /** Distinct hues for categories that are not threads (e.g. the chunk a swizzle moves). */
    private static final int[] CATEGORY = {0x8dd3c7, 0xffffb3, 0xbebada, 0xfb8072, 0x80b1d3, 0xfdb462, 0xb3de69, 0xfccde5,
        0xd9d9d9, 0xbc80bd, 0xccebc5, 0xffed6f, 0x9ecae1, 0xfdd0a2, 0xc7e9c0, 0xdadaeb};

    private Palette() {
    }

    public static int thread(long tid) {
        return THREAD[(int) Math.floorMod(tid, 8L)];
    }

    public static String threadTikz(long tid) {
        return THREAD_TIKZ[(int) Math.floorMod(tid, 8L)];
    }

    public static int grey(long offset) {
        int black = GREY_PERCENT[(int) Math.floorMod(offset, 8L)];
        int level = Math.round(255 * (100 - black) / 100f);
        return level << 16 | level << 8 | level;
    }

    public static String greyTikz(long offset) {
        return String.format(java.util.Locale.ROOT, "black!%02d", GREY_PERCENT[(int) Math.floorMod(offset, 8L)]);
    }

    public static int category(long k) {
        return CATEGORY[(int) Math.floorMod(k, (long) CATEGORY.length)];
    }

    /** {@code #rrggbb}. */
    public static String hex(int rgb) {
        return String.format(java.util.Locale.ROOT, "#%06x", rgb & 0xffffff);
    }

    /** Dark text on light fills, white text on dark ones (CuTe's darkest grey is 70% black). */
    public static boolean isDark(int rgb) {
        int r = rgb >> 16 & 0xff;
        int g = rgb >> 8 & 0xff;
        int b = rgb & 0xff;
        return 0.299 * r + 0.587 * g + 0.114 * b < 110;
    }
}
