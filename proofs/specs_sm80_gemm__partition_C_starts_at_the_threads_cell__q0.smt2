; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:56:1
; property: offset_of(tCcC) == ((tid%32)/4 + 16*((tid/32)%2), 2*(tid%4) + 8*(tid/64))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; assume: 0 <= bm && bm < M/128 && 0 <= bn && bn < N/128 && 0 <= tid && tid < 128
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: offset_of(partition_C(mma,make_identity_layout((128,128)),tid)) == (((tid % 32) / 4) + (16 * ((tid / 32) % 2)),(2 * (tid % 4)) + (8 * (tid / 64)))
; expected: unsat (no counterexample exists)
; condition condition: offset_of(partition_C(mma,make_identity_layout((128,128)),tid)) == (((tid % 32) / 4) + (16 * ((tid / 32) % 2)),(2 * (tid % 4)) + (8 * (tid / 64)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun bm () Int)
(declare-fun |M#q| () Int)
(declare-fun bn () Int)
(declare-fun |N#q| () Int)
(declare-fun tid () Int)
(declare-fun div!4 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun div!3 () Int)
(declare-fun div!5 () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 2 div!1)))
 (let ((?t2 (+ div!4 (* 16 (- div!0 ?t1)))))
 (let ((?t3 (* 32 div!0)))
 (let ((?t4 (- tid ?t3)))
 (let ((?t5 (* 4 div!4)))
 (let ((?t6 (* 2 div!3)))
 (let ((?t7 (* 4 div!5)))
 (let ((?t8 (* 64 div!2)))
 (and (and $t0 $t0 $t0 (<= 0 bm) (< bm |M#q|) (<= 0 bn) (< bn |N#q|) (<= 0 tid) (< tid 128)) (and true (not (and (= ?t2 ?t2) (= (+ (* 2 (- ?t4 ?t5)) (* 8 (- div!2 ?t6))) (+ (* 2 (- tid ?t7)) (* 8 div!2)))))) (>= (* 128 |M#q|) 1) (>= (* 128 |N#q|) 1) (>= (* 32 |K#q|) 1) (<= ?t3 tid) (< tid (+ ?t3 32)) (<= ?t1 div!0) (< div!0 (+ ?t1 2)) (<= ?t8 tid) (< tid (+ ?t8 64)) (<= ?t6 div!2) (< div!2 (+ ?t6 2)) (<= ?t5 ?t4) (< ?t4 (+ ?t5 4)) (<= ?t7 tid) (< tid (+ ?t7 4)))))))))))))
(check-sat)
