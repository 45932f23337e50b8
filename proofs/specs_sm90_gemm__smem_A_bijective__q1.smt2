; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:18:1
; property: bijective(sA) && bijective(sA_swizzled)
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; query 2 of 4
; expected: unsat
; cute-prover obligation: bijective(((8,16),(64,1)):((64,512),(1,0))) range: 0 <= L(x) < 8192, L = ((8,16),(64,1)):((64,512),(1,0))
; expected: unsat (no counterexample exists)
; bijective(((8,16),(64,1)):((64,512),(1,0))) range: 0 <= L(x) < 8192, L = ((8,16),(64,1)):((64,512),(1,0))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun x0!8 () Int)
(declare-fun x1!9 () Int)
(declare-fun x2!10 () Int)
(declare-fun x3!11 () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (+ (* 64 x0!8) (* 512 x1!9) x2!10 (* 0 x3!11))))
 (and (and $t0 $t0 $t0) (and (and (>= x0!8 0) (< x0!8 8) (>= x1!9 0) (< x1!9 16) (>= x2!10 0) (< x2!10 64) (>= x3!11 0) (< x3!11 1)) (or (< ?t1 0) (>= ?t1 8192))) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1)))))
(check-sat)
