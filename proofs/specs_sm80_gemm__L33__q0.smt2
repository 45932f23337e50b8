; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:33:1
; property: covers(tiledC, (32,16))
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 1 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8,2,2),(2,2)):((64,1,16,256),(32,8)),(32,16)) size(TV) == size(S): 512 == 512
; expected: unsat (no counterexample exists)
; covers(((4,8,2,2),(2,2)):((64,1,16,256),(32,8)),(32,16)) size(TV) == size(S): 512 == 512
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
(let (($x337 (= 512 512)))
(let (($x338 (not $x337)))
(let (($x44 (= 0 0)))
(let (($x48 (and $x44 $x44 $x44)))
(and $x48 $x338 $x12 $x47 $x19))))))))))))
(check-sat)
