package cuteprover;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The engine version (the pom's, through the filtered {@code cuteprover/version.properties}) and a
 * content fingerprint of the running build for the proof cache.
 */
public final class Version {

    /** The pom's version, e.g. {@code 0.1.0}. */
    public static final String VERSION = read("version");

    /** The Z3 version the jar bundles (the pom's {@code z3.version}), for messages about the solver library. */
    public static final String Z3 = read("z3");

    private static volatile String fingerprint;

    private Version() {
    }

    private static String read(String key) {
        try (InputStream in = Version.class.getResourceAsStream("/cuteprover/version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty(key, "unknown");
            // An unfiltered file (sources run without Maven's resource step) still says so honestly.
            return v.startsWith("${") ? "unknown" : v;
        } catch (IOException e) {
            return "unknown";
        }
    }

    /**
     * The version plus a SHA-256 of the code the engine runs from: the CRC-32 of every entry of the jar
     * (read from its central directory, no decompression), or the bytes of every class file when it runs
     * from a classes directory. Content, never modification times: a rebuild of the same sources gives
     * the same fingerprint, a changed class a new one.
     */
    public static String fingerprint() {
        String f = fingerprint;
        if (f == null) {
            f = VERSION + "+" + codeDigest();
            fingerprint = f;
        }
        return f;
    }

    private static String codeDigest() {
        try {
            File code = new File(Version.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            if (code.isFile()) {
                digestJar(code, sha);
            } else {
                digestClasses(code.toPath(), sha);
            }
            return HexFormat.of().formatHex(sha.digest(), 0, 8);
        } catch (URISyntaxException | SecurityException | NullPointerException | IOException | NoSuchAlgorithmException e) {
            // Without a readable code location every build shares one key space: say so in the key.
            return "unidentified-build";
        }
    }

    private static void digestJar(File jar, MessageDigest sha) throws IOException {
        try (ZipFile zip = new ZipFile(jar)) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry e = entries.nextElement();
                if (e.getName().endsWith(".class") || e.getName().endsWith(".so") || e.getName().endsWith(".dll")
                        || e.getName().endsWith(".dylib") || e.getName().endsWith(".properties")) {
                    sha.update(e.getName().getBytes(StandardCharsets.UTF_8));
                    sha.update(Long.toHexString(e.getCrc()).getBytes(StandardCharsets.UTF_8));
                }
            }
        }
    }

    private static void digestClasses(Path dir, MessageDigest sha) throws IOException {
        List<Path> classes;
        try (Stream<Path> s = Files.walk(dir)) {
            classes = s.filter(p -> p.toString().endsWith(".class")).sorted().toList();
        }
        for (Path c : classes) {
            sha.update(dir.relativize(c).toString().getBytes(StandardCharsets.UTF_8));
            try {
                sha.update(Files.readAllBytes(c));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
