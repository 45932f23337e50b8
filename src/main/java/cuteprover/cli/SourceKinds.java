package cuteprover.cli;

import cuteprover.cxx.KernelFile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Which files a directory argument of {@code check} takes besides {@code *.cute}: kernel sources ({@code *.cu},
 * {@code *.cuh}, and {@code *.hpp} when the compile flags or the compile database say the project is CUDA) that hold
 * a spec statement of ours. One without asks nothing of the gate, and compiling it would cost seconds (and, for a
 * CUDA program we do not model, input errors); a kernel source named on the command line is always read.
 *
 * @param hppIsCuda whether {@code *.hpp} files are CUDA headers here
 */
record SourceKinds(boolean hppIsCuda, boolean compileConfigured) {

    boolean isKernelSource(Path file) {
        String name = file.getFileName().toString();
        boolean kernel = name.endsWith(".cu") || name.endsWith(".cuh") || (hppIsCuda && name.endsWith(".hpp"));
        if (!kernel || !Files.isRegularFile(file)) {
            return false;
        }
        try {
            return KernelFile.holdsSpecStatements(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException | java.io.UncheckedIOException e) {
            return false;   // unreadable or not UTF-8: not a kernel source of ours
        }
    }
}
