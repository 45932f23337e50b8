package cuteprover.expr;

/**
 * The functions that state their own definedness for symbolic arguments ({@link FunctionTable.Contract#DECLARED}),
 * family by family, each read for refusals that a symbolic argument could skip (a check made only on
 * constants): every value-dependent refusal of these goes through the {@link cuteprover.layout.Decider}
 * (a requirement, a built layout's shape, a result it cannot check, a branch question), and the others
 * depend on their arguments' kinds only. Every other function keeps the default contract: the concrete
 * engine at each allowed value. The registry's property test holds both to the concrete engine.
 */
final class DeclaredContracts {

    private DeclaredContracts() {
    }

    static void declare(FunctionTable t) {
        // Not declared, found by the registry fuzz (FunctionRegistryDefinednessProperties): idx2crd and crd2idx
        // divide by shape entries that may be 0; make_tiled_mma's permutation and partition_shape_A/B/C build shapes that may
        // have an entry 0; make_layout_like, make_fragment_like and make_tensor_like order a
        // symbolic stride or shape as CuTe's dynamic one, unlike the static value.
        // Queries and constructors: sizes, ranks, modes and coordinates are terms; a mode index must be static.
        t.declared("size", "thr_size", "cosize", "rank", "depth", "shape", "stride", "congruent", "weakly_congruent", "is_static",
                "as_position_independent_swizzle_tensor", "get", "mode", "flatten", "make_layout", "make_ordered_layout", "eval",
                "conditional_return", "make_identity_layout", "make_identity_tensor", "make_tensor",
                "select", "take", "append", "prepend", "group_modes", "layout_of", "offset_of");
        // Integers: divisors and multiples are requirements, signs and ranges branch questions.
        t.declared("min", "max", "ceil_div", "round_up", "bits_to_bytes", "evenly_divides", "cpp_div", "cpp_mod", "cpp_ceil_div",
                "cpp_signed", "cpp_unsigned", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t", "int", "int32_t", "int64_t", "long",
                "sizeof", "sizeof_bits", "Int", "dim3", "elem_less", "elem_leq", "elem_gtr", "elem_geq", "lex_less");
        // The algebra: CuTe's algorithms on the decider, each result checked or handed over as unchecked.
        t.declared("coalesce", "filter", "filter_zeros", "admissibility", "complement", "right_inverse", "left_inverse", "composition",
                "make_composed_layout", "logical_divide", "zipped_divide", "tiled_divide", "flat_divide", "logical_product",
                "zipped_product", "tiled_product", "flat_product", "blocked_product", "raked_product", "tile_to_shape", "upcast", "downcast",
                "max_common_layout", "max_common_vector");
        // Views and partitions: slicing coordinates, threads and tile coordinates are requirements.
        t.declared("slice", "slice_and_offset", "partition", "local_tile", "local_partition", "partition_A", "partition_B", "partition_C",
                "partition_S", "partition_D", "get_slice", "get_thread_slice", "tma_partition", "tidfrg_S", "tidfrg_D", "get_layoutS_TV",
                "get_layoutD_TV");
        // MMA atoms and fragments: static atoms; a fragment's value count is a branch question, its shape a built layout.
        t.declared("get_layoutA_TV", "get_layoutB_TV", "get_layoutC_TV", "tile_size", "tile_shape", "thr_layout_vmnk",
                "atom_thr_id", "make_fragment_A", "make_fragment_B", "make_fragment_C", "partition_fragment_A", "partition_fragment_B", "partition_fragment_C", "retile_S", "retile_D", "tile_to_mma_shape", "UMMA::tile_to_mma_shape");
        // TMA: the majorness of gmem and smem is a requirement on gmem's stride; the rest is static structure.
        t.declared("make_tma_atom", "make_tma_copy", "make_tma_copy_A_sm90", "make_tma_copy_B_sm90", "make_tma_copy_C_sm90", "get_tma_tensor",
                "make_tma_atom_A_sm100", "make_tma_atom_B_sm100");
    }
}
