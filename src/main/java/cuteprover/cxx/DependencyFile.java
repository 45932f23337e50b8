package cuteprover.cxx;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The files a translation unit read, from the make rule clang writes with {@code -MD -MF}. */
final class DependencyFile {

    private DependencyFile() {
    }

    static List<Path> read(Path depsFile) throws IOException {
        String text = Files.readString(depsFile, StandardCharsets.UTF_8).replace("\\\n", " ");
        int colon = text.indexOf(": ");
        if (colon < 0) {
            return List.of();
        }
        List<Path> files = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        String rule = text.substring(colon + 2);
        for (int i = 0; i < rule.length(); i++) {
            char c = rule.charAt(i);
            if (c == '\\' && i + 1 < rule.length() && rule.charAt(i + 1) == ' ') {
                word.append(' ');   // an escaped space in a path
                i++;
            } else if (Character.isWhitespace(c)) {
                if (word.length() > 0) {
                    files.add(Path.of(word.toString()));
                    word.setLength(0);
                }
            } else {
                word.append(c);
            }
        }
        if (word.length() > 0) {
            files.add(Path.of(word.toString()));
        }
        return files;
    }
}
