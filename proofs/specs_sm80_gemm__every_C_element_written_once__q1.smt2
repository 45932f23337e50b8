; cute-prover 0.1.0 proof obligation
; source: specs/sm80_gemm.cute:41:1
; property: bijective(cta_C)
; assume: M % 128 == 0 && N % 128 == 0 && K % 32 == 0
; query 2 of 2
; expected: unsat
; cute-prover obligation: bijective(((4,8,2,2),((2,2),4,8),(M/128,N/128)):((2,N,16*N,8),((1,8*N),32*N,16),(128*N,128))) range: 0 <= L(x) < 16384*(M/128)*(N/128), L = ((4,8,2,2),((2,2),4,8),(M/128,N/128)):((2,N,16*N,8),((1,8*N),32*N,16),(128*N,128))
; expected: unsat (no counterexample exists)
; bijective(((4,8,2,2),((2,2),4,8),(M/128,N/128)):((2,N,16*N,8),((1,8*N),32*N,16),(128*N,128))) range: 0 <= L(x) < 16384*(M/128)*(N/128), L = ((4,8,2,2),((2,2),4,8),(M/128,N/128)):((2,N,16*N,8),((1,8*N),32*N,16),(128*N,128))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun x0!20 () Int)
(declare-fun x1!21 () Int)
(declare-fun x2!22 () Int)
(declare-fun x3!23 () Int)
(declare-fun x4!24 () Int)
(declare-fun x5!25 () Int)
(declare-fun x6!26 () Int)
(declare-fun x7!27 () Int)
(declare-fun x8!28 () Int)
(declare-fun |M#q| () Int)
(declare-fun x9!29 () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |N#q|)))
 (let ((?t2 (+ (* 2 x0!20) (* ?t1 x1!21) (* (* 2048 |N#q|) x2!22) (* 8 x3!23) x4!24 (* (* 1024 |N#q|) x5!25) (* (* 4096 |N#q|) x6!26) (* 16 x7!27) (* (* 16384 |N#q|) x8!28) (* 128 x9!29))))
 (and (and $t0 $t0 $t0) (and (and (>= x0!20 0) (< x0!20 4) (>= x1!21 0) (< x1!21 8) (>= x2!22 0) (< x2!22 2) (>= x3!23 0) (< x3!23 2) (>= x4!24 0) (< x4!24 2) (>= x5!25 0) (< x5!25 2) (>= x6!26 0) (< x6!26 4) (>= x7!27 0) (< x7!27 8) (>= x8!28 0) (>= |M#q| 1) (< x8!28 |M#q|) (>= x9!29 0) (>= |N#q| 1) (< x9!29 |N#q|)) (or (< ?t2 0) (>= ?t2 (* 16384 |M#q| |N#q|)))) (>= (* 128 |M#q|) 1) (>= ?t1 1) (>= (* 32 |K#q|) 1))))))
(check-sat)
