; cute-prover 0.1.0 proof obligation
; source: specs/blackwell_05_mma_tma_epi.cute:49:1
; property: injective(tCtAcc) && (forall m in [0,128), n in [0,256): tCtAcc(m + 128*n) == sm100.tcgen05.mma.cta2.m256n256.A(m, n))
; assume: M % 256 == 0 && N % 256 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/256 && bn < N/256
; query 2 of 2
; expected: unsat
; cute-prover obligation: forall forall: tCtAcc(m + (128 * n)) == sm100.tcgen05.mma.cta2.m256n256.A(m,n)
; expected: unsat (no counterexample exists)
; forall forall: tCtAcc(m + (128 * n)) == sm100.tcgen05.mma.cta2.m256n256.A(m,n)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun m () Int)
(declare-fun n () Int)
(declare-fun div!8 () Int)
(declare-fun div!9 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 256 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (let ((?t4 (+ m (* 128 n))))
 (let ((?t5 (* 32768 div!8)))
 (let ((?t6 (- ?t4 ?t5)))
 (let ((?t7 (* 128 div!9)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (<= 0 m) (< m 128) (<= 0 n) (< n 256)) (not (= (+ (* 65536 (- ?t6 ?t7)) div!9) (+ (* 65536 m) n)))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1) (<= ?t5 ?t4) (< ?t4 (+ ?t5 32768)) (<= ?t7 ?t6) (< ?t6 (+ ?t7 128))))))))))))
(check-sat)
