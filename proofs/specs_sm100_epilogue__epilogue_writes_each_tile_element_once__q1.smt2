; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:27:1
; property: bijective(tTR_cD) && size(tTR_cD) == 128*256
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective(((32,4),(128,1),(1,2)):((1,32),(128,0),(0,16384))) range: 0 <= L(x) < 32768, L = ((32,4),(128,1),(1,2)):((1,32),(128,0),(0,16384))
; expected: unsat (no counterexample exists)
; bijective(((32,4),(128,1),(1,2)):((1,32),(128,0),(0,16384))) range: 0 <= L(x) < 32768, L = ((32,4),(128,1),(1,2)):((1,32),(128,0),(0,16384))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!12 () Int)
(declare-fun x1!13 () Int)
(declare-fun x2!14 () Int)
(declare-fun x3!15 () Int)
(declare-fun x4!16 () Int)
(declare-fun x5!17 () Int)
(assert
 (let ((?t0 (+ x0!12 (* 32 x1!13) (* 128 x2!14) (* 0 x3!15) (* 0 x4!16) (* 16384 x5!17))))
 (and true (and (and (>= x0!12 0) (< x0!12 32) (>= x1!13 0) (< x1!13 4) (>= x2!14 0) (< x2!14 128) (>= x3!15 0) (< x3!15 1) (>= x4!16 0) (< x4!16 1) (>= x5!17 0) (< x5!17 2)) (or (< ?t0 0) (>= ?t0 32768))))))
(check-sat)
