; cute-prover 0.1.0 proof obligation
; source: specs/hopper_gemm_ex48.cute:29:1
; property: forall t in [0,256), v in [0,64): offset_of(gC) + layout_of(gC)(acc(t,v) % 128, acc(t,v) / 128) < M*N
; assume: 0 <= ca && ca < 2 && 0 <= cb && cb < 4 && M % 128 == 0 && N % 128 == 0 && K % 32 == 0 && M <= 65536 && N <= 65536 && K <= 65536 && bm < M/128 && bn < N/128
; query 2 of 7
; expected: unsat
; cute-prover obligation: branch: M >= 1
; expected: unsat (no counterexample exists)
; branch: M >= 1
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun ca () Int)
(declare-fun cb () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(declare-fun bm () Int)
(declare-fun bn () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 128 |M#q|)))
 (let ((?t2 (* 128 |N#q|)))
 (let ((?t3 (* 32 |K#q|)))
 (and (and (<= 0 ca) (< ca 2) (<= 0 cb) (< cb 4) $t0 $t0 $t0 (<= ?t1 65536) (<= ?t2 65536) (<= ?t3 65536) (< bm |M#q|) (< bn |N#q|)) (< ?t1 1) (>= ?t1 1) (>= ?t2 1) (>= ?t3 1) (>= bm 1) (>= bn 1)))))))
(check-sat)
