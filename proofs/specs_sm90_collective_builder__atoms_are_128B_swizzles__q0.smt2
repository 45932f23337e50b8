; cute-prover 0.1.0 proof obligation
; source: specs/sm90_collective_builder.cute:20:1
; property: equal(SmemLayoutAtomA{}, GMMA::Layout_K_SW128_Atom<bfloat16_t>) && equal(SmemLayoutAtomB{}, GMMA::Layout_MN_SW128_Atom<bfloat16_t>)
; assume: M % 256 == 0 && N % 128 == 0 && K % 64 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && 0 <= bm && bm < M/256 && 0 <= bn && bn < N/128 && 0 <= cta && cta < 2
; query 1 of 4
; expected: unsat
; cute-prover obligation: equal(Sw<3,3,3> o 0 o (8,64):(64,1),Sw<3,3,3> o 0 o (8,64):(64,1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 512 true size(L1) = 512
; expected: unsat (no counterexample exists)
; equal(Sw<3,3,3> o 0 o (8,64):(64,1),Sw<3,3,3> o 0 o (8,64):(64,1)) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 512 true size(L1) = 512
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun cta () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 256 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 64 |K#q|)))
 (and (and $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (<= 0 bm) (< bm |M#q|) (<= 0 bn) (< bn |N#q|) (<= 0 cta) (< cta 2)) (< 512 512) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1)))))))
(check-sat)
