package cuteprover.specfile;

import java.util.ArrayList;
import java.util.List;

/** Converts offsets of a whole file's text to 1-based line and column. */
public final class LineMap {

    private final String file;
    private final List<Integer> lineStarts = new ArrayList<>();

    public LineMap(String file, String text) {
        this.file = file;
        lineStarts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lineStarts.add(i + 1);
            }
        }
    }

    public String file() {
        return file;
    }

    public SourcePos position(int offset) {
        int lo = 0;
        int hi = lineStarts.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts.get(mid) <= offset) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return new SourcePos(file, lo + 1, offset - lineStarts.get(lo) + 1);
    }
}
