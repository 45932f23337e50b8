package cuteprover.cxx;

import cuteprover.CuteError;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** CommandLine.split: a flags string split into words as a POSIX shell splits it. */
class CommandLineTest {

    @Test
    void blanksSeparateWords() {
        assertEquals(List.of("-DA=1", "-I/x", "-O3"), CommandLine.split("  -DA=1 \t-I/x\n  -O3  "));
        assertEquals(List.of(), CommandLine.split(""));
        assertEquals(List.of(), CommandLine.split(" \t\n"));
    }

    @Test
    void singleQuotesAreLiteral() {
        assertEquals(List.of("-DMSG=a b \\n \"q\" $HOME"), CommandLine.split("'-DMSG=a b \\n \"q\" $HOME'"));
        assertEquals(List.of("-DX=ab c"), CommandLine.split("-DX='ab c'"));
    }

    @Test
    void doubleQuotesEscapeOnlyQuoteBackslashDollarBackquote() {
        assertEquals(List.of("-DS=\"x y\""), CommandLine.split("\"-DS=\\\"x y\\\"\""));
        assertEquals(List.of("a\\b$c`d\\n"), CommandLine.split("\"a\\\\b\\$c\\`d\\n\""));
        assertEquals(List.of("$HOME"), CommandLine.split("\"$HOME\""));
    }

    @Test
    void backslashOutsideQuotesEscapesAnyCharacter() {
        assertEquals(List.of("a b", "c\"d", "e'f", "gn"), CommandLine.split("a\\ b c\\\"d e\\'f g\\n"));
        assertEquals(List.of("ab"), CommandLine.split("a\\\nb"));
        assertEquals(List.of("end\\"), CommandLine.split("end\\"));
    }

    @Test
    void quotesJoinWithTheTextAroundThemAndEmptyQuotesAreAWord() {
        assertEquals(List.of("-DNAME=\"value\"", "", "x"), CommandLine.split("-DNAME='\"value\"' '' x"));
        assertEquals(List.of("abcde"), CommandLine.split("a'b'\"c\"d\\e"));
        assertEquals(List.of("", ""), CommandLine.split("\"\" ''"));
    }

    @Test
    void unclosedDoubleQuoteNamesOffsetAndFlags() {
        CuteError e = assertThrows(CuteError.class, () -> CommandLine.split("-DA=1 -DB=\"x y"));
        assertEquals("unclosed double quote (opened at offset 10) in compile flags: -DA=1 -DB=\"x y", e.getMessage());
        assertEquals(10, e.offset());
    }

    @Test
    void unclosedSingleQuoteNamesOffsetAndFlags() {
        CuteError e = assertThrows(CuteError.class, () -> CommandLine.split("'ok' -I'/a b"));
        assertEquals("unclosed single quote (opened at offset 7) in compile flags: 'ok' -I'/a b", e.getMessage());
        assertEquals(7, e.offset());
    }

    @Test
    void aQuoteInsideTheOtherKindDoesNotOpen() {
        assertEquals(List.of("it's"), CommandLine.split("\"it's\""));
        assertEquals(List.of("say \"hi\""), CommandLine.split("'say \"hi\"'"));
        CuteError e = assertThrows(CuteError.class, () -> CommandLine.split("\"a\\\""));
        assertEquals(0, e.offset());
    }
}
