package cuteprover.cxx;

import java.util.ArrayList;
import java.util.List;

/** Where each line of a text starts (offsets; line 1 at 0): clang's offsets turned into lines and back. */
public final class LineStarts {

    private LineStarts() {
    }

    public static int[] of(String text) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts.add(i + 1);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }
}
