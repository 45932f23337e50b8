; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:55:1
; property: forall i in [0,2048): (offset_of(slice_A) + layout_of(slice_A)(i)) / 32 / 64 == ca
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (((offset_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD_MULTICAST,mA,sA,(128,32),2),ca,2,group_modes(sA,0,2),group_modes((128,32):(32,1),0,2)),0)) + layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD_MULTICAST,mA,sA,(128,32),2),ca,2,group_modes(sA,0,2),group_modes((128,32):(32,1),0,2)),0))(i)) / 32) / 64) == ca
; expected: unsat (no counterexample exists)
; forall forall: (((offset_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD_MULTICAST,mA,sA,(128,32),2),ca,2,group_modes(sA,0,2),group_modes((128,32):(32,1),0,2)),0)) + layout_of(get(tma_partition(make_tma_atom(SM90_TMA_LOAD_MULTICAST,mA,sA,(128,32),2),ca,2,group_modes(sA,0,2),group_modes((128,32):(32,1),0,2)),0))(i)) / 32) / 64) == ca
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun ca () Int)
(declare-fun cb () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun i () Int)
(declare-fun div!2 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 32 |K#q|)))
 (let ((?t4 (* 4096 div!0)))
 (let ((?t5 (* 32 div!1)))
 (let ((?t6 (+ (* 2048 ca) (- i ?t4))))
 (let ((?t7 (* 64 div!2)))
 (and (and (<= 0 ca) (< ca 2) (<= 0 cb) (< cb 4) $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (<= 0 i) (< i 2048)) (not (= div!2 ca))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1) (<= ?t4 i) (< i (+ ?t4 4096)) (<= ?t5 ?t6) (< ?t6 (+ ?t5 32)) (<= ?t7 div!1) (< div!1 (+ ?t7 64))))))))))))
(check-sat)
