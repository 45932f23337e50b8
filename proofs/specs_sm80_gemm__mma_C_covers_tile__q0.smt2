; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:30:1
; property: covers(mmaC, (16,8))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0))),(16,8)) size(TV) == size(S): 128 == 128
; expected: unsat (no counterexample exists)
; covers(((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0))),(16,8)) size(TV) == size(S): 128 == 128
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let ((?t0 (* 32 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 128 |N#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let (($t6 (= 128 128)))
(let (($t7 (not $t6)))
(let (($t8 (= 0 0)))
(let (($t9 (and $t8 $t8 $t8)))
(and $t9 $t7 $t5 $t3 $t1))))))))))))
(check-sat)
