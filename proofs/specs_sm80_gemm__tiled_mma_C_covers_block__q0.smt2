; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:35:1
; property: covers(tiledC, (32,16))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8,2,2),((2,2),(1,1))):((64,1,16,256),((32,8),(0,0))),(32,16)) size(TV) == size(S): 512 == 512
; expected: unsat (no counterexample exists)
; covers(((4,8,2,2),((2,2),(1,1))):((64,1,16,256),((32,8),(0,0))),(32,16)) size(TV) == size(S): 512 == 512
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
(let (($t6 (= 512 512)))
(let (($t7 (not $t6)))
(let (($t8 (= 0 0)))
(let (($t9 (and $t8 $t8 $t8)))
(and $t9 $t7 $t5 $t3 $t1))))))))))))
(check-sat)
