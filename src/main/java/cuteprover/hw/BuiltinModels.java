package cuteprover.hw;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * The hardware models shipped inside the jar (resources under {@code cuteprover/hardware-models/}), so that
 * {@code java -jar cute-prover.jar check} knows every model from any directory. Read through a zip
 * file system: the spec loader reads them like any other files.
 */
public final class BuiltinModels {

    private static volatile Optional<Path> root;

    private BuiltinModels() {
    }

    /** The directory of the bundled models, if this build carries them. */
    public static Optional<Path> root() {
        Optional<Path> r = root;
        if (r == null) {
            r = locate();
            root = r;
        }
        return r;
    }

    private static Optional<Path> locate() {
        try {
            URI code = BuiltinModels.class.getProtectionDomain().getCodeSource().getLocation().toURI();
            Path location = Path.of(code);
            if (Files.isDirectory(location)) {
                Path dir = location.resolve("cuteprover/hardware-models");
                return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
            }
            URI jar = URI.create("jar:" + code);
            FileSystem fs;
            try {
                fs = FileSystems.newFileSystem(jar, Map.of());
            } catch (FileSystemAlreadyExistsException e) {
                fs = FileSystems.getFileSystem(jar);
            }
            Path dir = fs.getPath("/cuteprover/hardware-models");
            return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
        } catch (URISyntaxException | IOException | SecurityException | NullPointerException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
