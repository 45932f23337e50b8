package cuteprover.kernelcheck;

import java.util.Map;

/**
 * One property that {@code check} proves of a kernel without a spec: its name ({@code smem_injective(SmemLayoutA)}),
 * the definitions it reads (name to spec-language text, in order), its text in the spec language, and the offset in
 * the compiled text of the C++ declaration it is located at. {@code error}, when not null, is why it cannot be checked
 * (it is then reported as not checked there, never proved).
 */
public record AutoProperty(String name, Map<String, String> definitions, String property, int offset, String error) {

    public AutoProperty {
        definitions = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(definitions));
    }

    static AutoProperty notCheckable(String name, int offset, String why) {
        return new AutoProperty(name, Map.of(), "", offset, why);
    }
}
