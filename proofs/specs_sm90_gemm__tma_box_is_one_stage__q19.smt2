; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:49:1
; property: size(get(tAgA, 0)) == 128*64 && size(get(tAgA, 0, 0)) == 128*64
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 20 of 20
; expected: unsat
; cute-prover obligation: condition condition: (size(get(layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0)),0)) == (128 * 64)) && (size(get(layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0)),0,0)) == (128 * 64))
; expected: unsat (no counterexample exists)
; condition condition: (size(get(layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0)),0)) == (128 * 64)) && (size(get(layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0)),0,0)) == (128 * 64))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let ((?t0 (* 64 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 256 |N#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let (($t6 (= 8192 8192)))
(let (($t7 (and $t6 $t6)))
(let (($t8 (not $t7)))
(let (($t9 (and true $t8)))
(let (($t10 (= |K#q| 1)))
(let (($t11 (not $t10)))
(let (($t12 (= |M#q| 1)))
(let (($t13 (not $t12)))
(let (($t14 (= 0 0)))
(let (($t15 (and $t14 $t14 $t14 $t13 $t11)))
(and $t15 $t9 $t5 $t3 $t1))))))))))))))))))
(check-sat)
