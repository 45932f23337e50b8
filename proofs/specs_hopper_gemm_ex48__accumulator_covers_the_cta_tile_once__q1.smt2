; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:25:1
; property: bijective(acc) && size(acc) == 128*128
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 2 of 3
; expected: unsat
; cute-prover obligation: bijective(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) range: 0 <= L(x) < 16384, L = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))
; expected: unsat (no counterexample exists)
; bijective(((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))) range: 0 <= L(x) < 16384, L = ((4,8,8),((2,2,16),(1,1))):((256,1,16),((128,8,1024),(0,0)))
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun ca () Int)
(declare-fun cb () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
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
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 32 |K#q|)))
 (let ((?t4 (+ (* 256 x0!16) x1!17 (* 16 x2!18) (* 128 x3!19) (* 8 x4!20) (* 1024 x5!21) (* 0 x6!22) (* 0 x7!23))))
 (and (and (<= 0 ca) (< ca 2) (<= 0 cb) (< cb 4) $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (and (and (>= x0!16 0) (< x0!16 4) (>= x1!17 0) (< x1!17 8) (>= x2!18 0) (< x2!18 8) (>= x3!19 0) (< x3!19 2) (>= x4!20 0) (< x4!20 2) (>= x5!21 0) (< x5!21 16) (>= x6!22 0) (< x6!22 1) (>= x7!23 0) (< x7!23 1)) (or (< ?t4 0) (>= ?t4 16384))) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1))))))))
(check-sat)
