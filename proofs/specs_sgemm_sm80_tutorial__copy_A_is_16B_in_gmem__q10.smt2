; cute-prover 0.1.0 proof obligation
; source: specs/sgemm_sm80_tutorial.cute:33:1
; property: forall t in [0,128), v in [0,8): layout_of(gA)(copyA_TV(t,v) % 16, copyA_TV(t,v) / 16, 0) == layout_of(gA)(copyA_TV(t,0) % 16, copyA_TV(t,0) / 16, 0) + v
; assume: M % 128 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 11 of 11
; expected: unsat
; cute-prover obligation: forall forall: layout_of(local_tile(mA,(128,128,64),(bm,bn,_),Step<1,X,1>))(copyA_TV(t,v) % 16,copyA_TV(t,v) / 16,0) == (layout_of(local_tile(mA,(128,128,64),(bm,bn,_),Step<1,X,1>))(copyA_TV(t,0) % 16,copyA_TV(t,0) / 16,0) + v)
; expected: unsat (no counterexample exists)
; forall forall: layout_of(local_tile(mA,(128,128,64),(bm,bn,_),Step<1,X,1>))(copyA_TV(t,v) % 16,copyA_TV(t,v) / 16,0) == (layout_of(local_tile(mA,(128,128,64),(bm,bn,_),Step<1,X,1>))(copyA_TV(t,0) % 16,copyA_TV(t,0) / 16,0) + v)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!3 () Int)
(declare-fun div!4 () Int)
(declare-fun div!2 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (* 16 div!1)))
 (let ((?t5 (* 64 |K#q| (- div!0 ?t4))))
 (let ((?t6 (* 8 div!0)))
 (let ((?t7 (* 8 div!2)))
 (let ((?t8 (* 16 div!3)))
 (let ((?t9 (* 128 (- t ?t6))))
 (let ((?t10 (+ ?t9 div!0 (* 16 (- v ?t7)))))
 (let ((?t11 (* 16 div!4)))
 (let ((?t12 (+ ?t9 div!0)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|) (not (= |K#q| 1))) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 8)) (not (= (+ ?t5 div!3) (+ ?t5 v div!4)))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1) (<= ?t6 t) (< t (+ ?t6 8)) (<= ?t4 div!0) (< div!0 (+ ?t4 16)) (<= ?t7 v) (< v (+ ?t7 8)) (<= ?t8 ?t10) (< ?t10 (+ ?t8 16)) (<= ?t11 ?t12) (< ?t12 (+ ?t11 16)))))))))))))))))
(check-sat)
