package cuteprover;

import java.io.File;
import java.net.URISyntaxException;

/** The engine version, and a fingerprint of the running build for the proof cache. */
public final class Version {

    public static final String VERSION = "0.1.0";

    private Version() {
    }

    /**
     * Version plus the size and time of the code the engine runs from, so that a rebuilt engine never
     * reuses proofs cached by another build.
     */
    public static String fingerprint() {
        try {
            File code = new File(Version.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            long stamp = code.isFile() ? code.lastModified() ^ code.length() : newestClass(code);
            return VERSION + "+" + Long.toHexString(stamp);
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return VERSION;
        }
    }

    private static long newestClass(File dir) {
        long newest = dir.lastModified();
        File[] children = dir.listFiles();
        if (children != null) {
            for (File c : children) {
                newest = Math.max(newest, c.isDirectory() ? newestClass(c) : c.lastModified());
            }
        }
        return newest;
    }
}
