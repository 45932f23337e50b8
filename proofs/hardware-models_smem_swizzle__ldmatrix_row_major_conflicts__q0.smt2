; cute-prover 0.1.0 proof obligation
; source: hardware-models/smem_swizzle.cute:75:1
; property: forall c in [0,8), r1 in [0,8), r2 in [0,8): r1 == r2 || (row_major_8x128B(r1,16*c) / 16) % 8 != (row_major_8x128B(r2,16*c) / 16) % 8
; query 1 of 1
; expected: sat
; cute-prover obligation: forall forall: (r1 == r2) || (((row_major_8x128B(r1,16 * c) / 16) % 8) != ((row_major_8x128B(r2,16 * c) / 16) % 8))
; expected: unsat (no counterexample exists)
; forall forall: (r1 == r2) || (((row_major_8x128B(r1,16 * c) / 16) % 8) != ((row_major_8x128B(r2,16 * c) / 16) % 8))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun c () Int)
(declare-fun r1 () Int)
(declare-fun r2 () Int)
(declare-fun div!0 () Int)
(assert
 (let ((?t0 (* 8 div!0)))
 (let ((?t1 (- c ?t0)))
 (and true (and (and (<= 0 c) (< c 8) (<= 0 r1) (< r1 8) (<= 0 r2) (< r2 8)) (not (or (= r1 r2) (not (= ?t1 ?t1))))) (<= ?t0 c) (< c (+ ?t0 8))))))
(check-sat)
