; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm75_movmatrix.cute:8:1
; property: equal(sm75.movmatrix.trans, sm75.ldmatrix.x1)
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal((32,2):(2,1),(32,2):(2,1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 64 true size(L1) = 64
; expected: unsat (no counterexample exists)
; equal((32,2):(2,1),(32,2):(2,1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 64 true size(L1) = 64
(set-info :status unknown)
(set-logic QF_LIA)
(assert
 (and true (< 64 64)))
(check-sat)
