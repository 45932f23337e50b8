package cuteprover.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code prove} contract: output lines and exit status. */
class ProveCommandTest {

    record Run(int status, List<String> lines) { }

    private static Run run(String stdin, String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int status = ProveCommand.execute(out, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), args);
        out.flush();
        String text = bytes.toString(StandardCharsets.UTF_8);
        return new Run(status, text.isEmpty() ? List.of() : List.of(text.split("\n", -1)).subList(0, text.split("\n", -1).length - 1));
    }

    /** A time limit below 1 ms or a bound below 1 is a usage error in both commands that prove (SolverLimits). */
    @Test
    void solverLimitsBelowOneAreUsageErrors() {
        assertEquals(cuteprover.ExitCode.USAGE_ERROR, run("", "--timeout", "0", "bijective(4:1)").status());
        Run bound = run("", "--bound", "0", "bijective(4:1)");
        assertEquals(cuteprover.ExitCode.USAGE_ERROR, bound.status());
        assertEquals(List.of(), bound.lines(), "nothing is proved");
        PrintStream none = new PrintStream(java.io.OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        assertEquals(cuteprover.ExitCode.USAGE_ERROR, CheckCommand.execute(none, "--timeout", "0", "no-such-spec"));
        assertEquals(cuteprover.ExitCode.USAGE_ERROR, CheckCommand.execute(none, "--bound", "0", "no-such-spec"));
    }

    @Test
    void provedPrintsOneLineAndExitsZero() {
        Run r = run("", "bijective((M,N):(1,M))");
        assertEquals(List.of("PROVED"), r.lines());
        assertEquals(0, r.status());
    }

    @Test
    void refutedPrintsVariablesCoordinatesAndBothSidesAndExitsOne() {
        Run r = run("", "injective((M,N):(1,8))");
        assertEquals(List.of("REFUTED", "M = 9", "N = 2", "x = 8", "y = 9", "lhs = 8", "rhs = 8"), r.lines());
        assertEquals(1, r.status());
    }

    /** The JSON line carries the witness's layouts at the counterexample's sizes and its indices as coordinates. */
    @Test
    void jsonCarriesTheWitnessLayoutsAndCoordinates() throws java.io.IOException {
        Run r = run("", "--json", "injective((M,N):(1,8))");
        com.fasterxml.jackson.databind.JsonNode v = new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.lines().get(0));
        assertEquals("(9,2):(1,8)", v.path("terms").path("(M,N):(1,8)").asText(), v.toString());
        assertEquals("(8,0)", v.path("coordinates").path("x").asText(), v.toString());
        assertEquals("(0,1)", v.path("coordinates").path("y").asText(), v.toString());
    }

    @Test
    void assumptionsAreRepeatableOptions() {
        Run r = run("", "--assume", "M % 64 == 0", "--assume", "1 <= M <= 65536", "cosize((64,M/64):(1,64)) <= 65536");
        assertEquals(List.of("PROVED"), r.lines());
        Run s = run("", "--assume", "M % 64 == 0", "cosize((64,M/64):(1,64)) <= 65536");
        assertEquals("REFUTED", s.lines().get(0));
        assertEquals("M = 65600", s.lines().get(1));
    }

    @Test
    void unknownExitsTwoAndBadInputExitsThree() {
        Run bad = run("", "injective((M,N):(1,8)");
        assertEquals(3, bad.status());
        assertTrue(bad.lines().get(0).startsWith("error: at column"), bad.lines().toString());
        Run badAssumption = run("", "--assume", "M %% 8", "injective(M:1)");
        assertEquals(3, badAssumption.status());
        assertTrue(badAssumption.lines().get(0).startsWith("error: in --assume"), badAssumption.lines().toString());
        Run badTimeout = run("", "--timeout", "0", "injective(M:1)");
        assertEquals(4, badTimeout.status(), "a bad option value is a usage error");
        // 1 ms is too short for this nonlinear query: the verdict must be UNKNOWN, not PROVED.
        Run hurried = run("", "--timeout", "1", "injective(((32,W),V):((V,32*V),1))");
        assertTrue(hurried.status() == 2 || hurried.status() == 0, hurried.lines().toString());
        if (hurried.status() == 2) {
            assertTrue(hurried.lines().get(0).startsWith("UNKNOWN: "), hurried.lines().toString());
        }
    }

    @Test
    void standardInputGivesOneBlockPerPropertySeparatedByBlankLines() {
        Run r = run("bijective((M,N):(1,M))\n\n# a comment\ninjective((4,4):(1,2))\nnot a property(\n", new String[0]);
        assertEquals(List.of("PROVED", "", "REFUTED", "x = 2", "y = 4", "lhs = 2", "rhs = 2", "", r.lines().get(8)), r.lines());
        assertTrue(r.lines().get(8).startsWith("error: "));
        assertEquals(3, r.status());
        Run mixed = run("bijective((M,N):(1,M))\ninjective((4,4):(1,2))\n", new String[0]);
        assertEquals(1, mixed.status());
    }

    @Test
    void verboseAddsHowEachVerdictWasReached() {
        Run r = run("", "-v", "bijective((M,N):(1,M))");
        assertEquals("PROVED", r.lines().get(0));
        assertTrue(r.lines().get(1).startsWith("# ") && r.lines().get(1).contains("certificate"), r.lines().toString());
    }
}
