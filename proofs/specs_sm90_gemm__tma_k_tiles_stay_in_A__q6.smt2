; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:50:1
; property: forall i in [0,128*64), k in [0,K/64): tAgA(i, k) < 128*K
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 7 of 20
; expected: unsat
; cute-prover obligation: forall forall: layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0))(i,k) < (128 * K)
; expected: unsat (no counterexample exists)
; forall forall: layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD,gA,sA_swizzled,(128,64)),0,1,group_modes(sA_stages,0,2),group_modes(local_tile(gA,(128,128,64),(0,0,_),Step<1,X,1>),0,2)),0))(i,k) < (128 * K)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |K#q| () Int)
(declare-fun i () Int)
(declare-fun k () Int)
(declare-fun div!1 () Int)
(declare-fun div!0 () Int)
(declare-fun |N#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 8192 div!0)))
 (let ((?t2 (- i ?t1)))
 (let ((?t3 (* 64 div!1)))
 (and (and $t0 $t0 $t0 (= 1 1) (not (= |K#q| 1))) (and (and (<= 0 i) (< i 8192) (<= 0 k) (< k |K#q|)) (not (< (+ (* 64 |K#q| div!1) (* 64 k) (- ?t2 ?t3)) (* 8192 |K#q|)))) (>= (* 64 |K#q|) 1) (>= (* 256 |N#q|) 1) (<= ?t1 i) (< i (+ ?t1 8192)) (<= ?t3 ?t2) (< ?t2 (+ ?t3 64))))))))
(check-sat)
