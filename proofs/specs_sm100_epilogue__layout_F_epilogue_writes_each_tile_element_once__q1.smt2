; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:54:1
; property: bijective(tTR_cD_F) && size(tTR_cD_F) == 64*256
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8,4),((2,64),1),(1,1)):((64,1,16),((8,256),0),(0,0))) range: 0 <= L(x) < 16384, L = ((4,8,4),((2,64),1),(1,1)):((64,1,16),((8,256),0),(0,0))
; expected: unsat (no counterexample exists)
; bijective(((4,8,4),((2,64),1),(1,1)):((64,1,16),((8,256),0),(0,0))) range: 0 <= L(x) < 16384, L = ((4,8,4),((2,64),1),(1,1)):((64,1,16),((8,256),0),(0,0))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun M () Int)
(declare-fun N () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(declare-fun x0!16 () Int)
(declare-fun x1!17 () Int)
(declare-fun x2!18 () Int)
(declare-fun x3!19 () Int)
(declare-fun x4!20 () Int)
(declare-fun x5!21 () Int)
(declare-fun x6!22 () Int)
(declare-fun x7!23 () Int)
(assert
 (let ((?t0 (+ (* 64 x0!16) x1!17 (* 16 x2!18) (* 8 x3!19) (* 256 x4!20) (* 0 x5!21) (* 0 x6!22) (* 0 x7!23))))
 (and (and (<= 1 M) (<= M 1048576) (<= 1 N) (<= N 1048576) (<= 0 bm) (< (* 128 bm) M) (<= 0 bn) (< (* 256 bn) N)) (and (and (>= x0!16 0) (< x0!16 4) (>= x1!17 0) (< x1!17 8) (>= x2!18 0) (< x2!18 4) (>= x3!19 0) (< x3!19 2) (>= x4!20 0) (< x4!20 64) (>= x5!21 0) (< x5!21 1) (>= x6!22 0) (< x6!22 1) (>= x7!23 0) (< x7!23 1)) (or (< ?t0 0) (>= ?t0 16384))))))
(check-sat)
