; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:49:1
; property: size(get(tAgA, 0)) == 128*64 && size(get(tAgA, 0, 0)) == 128*64
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 7 of 20
; expected: unsat
; cute-prover obligation: condition condition: (size(get(layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0)),0)) == (128 * 64)) && (size(get(layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0)),0,0)) == (128 * 64))
; expected: unsat (no counterexample exists)
; condition condition: (size(get(layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0)),0)) == (128 * 64)) && (size(get(layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0)),0,0)) == (128 * 64))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let (($t1 (= 8192 8192)))
 (and (and $t0 $t0 $t0 (= 1 1) (not (= |K#q| 1))) (and true (not (and $t1 $t1))) (>= (* 64 |K#q|) 1) (>= (* 256 |N#q|) 1)))))
(check-sat)
