; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:32:1
; property: forall t in [0,256), v in [0,512): tA(t,v) < 128*8
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: tA(t,v) < (128 * 8)
; expected: unsat (no counterexample exists)
; forall forall: tA(t,v) < (128 * 8)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun ca () Int)
(declare-fun cb () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 32 |K#q|)))
 (let ((?t4 (* 512 div!0)))
 (let ((?t5 (- v ?t4)))
 (let ((?t6 (* 64 div!1)))
 (let ((?t7 (* 128 div!2)))
 (and (and (<= 0 ca) (< ca 2) (<= 0 cb) (< cb 4) $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (<= 0 t) (< t 256) (<= 0 v) (< v 512)) (not (< (+ (- ?t5 ?t6) (* 128 div!1) (* 64 div!2)) 1024))) (<= ?t4 v) (< v (+ ?t4 512)) (<= ?t6 ?t5) (< ?t5 (+ ?t6 64)) (<= ?t7 t) (< t (+ ?t7 128)) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))))))
(check-sat)
