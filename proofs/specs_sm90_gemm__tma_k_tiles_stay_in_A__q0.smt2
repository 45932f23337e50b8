; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:50:1
; property: forall i in [0,128*64), k in [0,K/64): tAgA(i, k) < 128*K
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 1 of 20
; expected: unsat
; cute-prover obligation: forall forall: layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0))(i,k) < (128 * K)
; expected: unsat (no counterexample exists)
; forall forall: layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0))(i,k) < (128 * K)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun div!0 () Int)
(declare-fun i () Int)
(declare-fun k () Int)
(assert
 (let ((?t0 (* 256 |N#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 8192 div!0)))
(let ((?t3 (+ ?t2 8192)))
(let (($t4 (< i ?t3)))
(let (($t5 (<= ?t2 i)))
(let ((?t6 (- i ?t2)))
(let (($t7 (< ?t6 8192)))
(let (($t8 (not $t7)))
(let (($t9 (< k 1)))
(let (($t10 (<= 0 k)))
(let (($t11 (< i 8192)))
(let (($t12 (<= 0 i)))
(let (($t13 (and $t12 $t11 $t10 $t9)))
(let (($t14 (and $t13 $t8)))
(let (($t15 (= 1 1)))
(let (($t16 (= 0 0)))
(let (($t17 (and $t16 $t16 $t16 $t15 $t15)))
(and $t17 $t14 $t5 $t4 $t1))))))))))))))))))))
(check-sat)
