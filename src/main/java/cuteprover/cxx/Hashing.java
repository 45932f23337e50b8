package cuteprover.cxx;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 of texts and file contents: cache keys for precompiled headers and AST dumps. */
final class Hashing {

    private Hashing() {
    }

    static String sha256(String text) {
        return HexFormat.of().formatHex(digest().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** The hash of a file's bytes, or "absent" when it cannot be read (a deleted header invalidates its entries). */
    static String sha256(Path file) {
        MessageDigest d = digest();
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(file)) {
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                d.update(buffer, 0, n);
            }
        } catch (IOException e) {
            return "absent";
        }
        return HexFormat.of().formatHex(d.digest());
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
