; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:28:1
; property: covers(mmaC, (16,8))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8),(2,2)):((32,1),(16,8)),(16,8)) size(TV) == size(S): 128 == 128
; expected: unsat (no counterexample exists)
; covers(((4,8),(2,2)):((32,1),(16,8)),(16,8)) size(TV) == size(S): 128 == 128
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(assert
 (let ((?x18 (* 32 |K#q|)))
(let (($x19 (>= ?x18 1)))
(let ((?x46 (* 128 |N#q|)))
(let (($x47 (>= ?x46 1)))
(let ((?x10 (* 128 |M#q|)))
(let (($x12 (>= ?x10 1)))
(let (($x257 (= 128 128)))
(let (($x258 (not $x257)))
(let (($x44 (= 0 0)))
(let (($x48 (and $x44 $x44 $x44)))
(and $x48 $x258 $x12 $x47 $x19))))))))))))
(check-sat)
