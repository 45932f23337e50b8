; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_tmem_family.cute:15:1
; property: forall t in [0,128), v in [0,N): read_D(t,v) % 65536 < A
; assume: N % 32 == 0 && 32 <= N && N <= 256
; assume: A in {32,64,128,256,512} && N <= A
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (read_D(t,v) % 65536) < A
; expected: unsat (no counterexample exists)
; forall forall: (read_D(t,v) % 65536) < A
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |N#q| () Int)
(declare-fun A () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let ((?t0 (* 32 |N#q|)))
 (let ((?t1 (* 32 div!0)))
 (let ((?t2 (+ (- v ?t1) ?t1)))
 (let ((?t3 (* 65536 div!1)))
 (and (and (= 0 0) (<= 32 ?t0) (<= ?t0 256) (or (= A 32) (= A 64) (= A 128) (= A 256) (= A 512)) (<= ?t0 A)) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v ?t0)) (not (< (- ?t2 ?t3) A))) (<= ?t1 v) (< v (+ ?t1 32)) (<= ?t3 ?t2) (< ?t2 (+ ?t3 65536))))))))
(check-sat)
