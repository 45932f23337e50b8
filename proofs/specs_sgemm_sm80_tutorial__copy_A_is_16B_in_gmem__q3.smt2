; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:33:1
; property: forall t in [0,128), v in [0,8): layout_of(gA)(copyA_TV(t,v) % 16, copyA_TV(t,v) / 16, 0) == layout_of(gA)(copyA_TV(t,0) % 16, copyA_TV(t,0) / 16, 0) + v
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 4 of 11
; expected: unsat
; cute-prover obligation: forall forall: layout_of(local_tile(mA,(128,128,64),(bm,bn,_),Step<1,X,1>))(copyA_TV(t,v) % 16,copyA_TV(t,v) / 16,0) == (layout_of(local_tile(mA,(128,128,64),(bm,bn,_),Step<1,X,1>))(copyA_TV(t,0) % 16,copyA_TV(t,0) / 16,0) + v)
; expected: unsat (no counterexample exists)
; forall forall: layout_of(local_tile(mA,(128,128,64),(bm,bn,_),Step<1,X,1>))(copyA_TV(t,v) % 16,copyA_TV(t,v) / 16,0) == (layout_of(local_tile(mA,(128,128,64),(bm,bn,_),Step<1,X,1>))(copyA_TV(t,0) % 16,copyA_TV(t,0) / 16,0) + v)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!2 () Int)
(declare-fun div!0 () Int)
(declare-fun div!3 () Int)
(declare-fun div!4 () Int)
(declare-fun div!1 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 16 div!3)))
 (let ((?t4 (* 64 (- div!0 ?t3))))
 (let ((?t5 (* 8 div!0)))
 (let ((?t6 (* 8 div!1)))
 (let ((?t7 (* 16 div!2)))
 (let ((?t8 (* 128 (- t ?t5))))
 (let ((?t9 (+ ?t8 div!0 (* 16 (- v ?t6)))))
 (let ((?t10 (* 16 div!4)))
 (let ((?t11 (+ ?t8 div!0)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= 64 65536) (< bm |M#q|) (< bn |N#q|) (= 1 1)) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 8)) (not (= (+ div!2 ?t4) (+ v div!4 ?t4)))) (>= ?t1 1) (>= ?t2 1) (>= bm 1) (>= bn 1) (<= ?t5 t) (< t (+ ?t5 8)) (<= ?t6 v) (< v (+ ?t6 8)) (<= ?t7 ?t9) (< ?t9 (+ ?t7 16)) (<= ?t3 div!0) (< div!0 (+ ?t3 16)) (<= ?t10 ?t11) (< ?t11 (+ ?t10 16))))))))))))))))
(check-sat)
