; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:31:1
; property: forall m in [0,128), d in [0,128): sQ(m,d) % 8 == d % 8
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: (sQ(m,d) % 8) == (d % 8)
; expected: unsat (no counterexample exists)
; forall forall: (sQ(m,d) % 8) == (d % 8)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun h () Int)
(declare-fun |H#q| () Int)
(declare-fun Hkv () Int)
(declare-fun mb () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun B () Int)
(declare-fun m () Int)
(declare-fun d () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* |H#q| Hkv)))
 (let ((?t2 (* 128 |M#q|)))
 (let ((?t3 (* 64 div!0)))
 (let ((?t4 (- d ?t3)))
 (let ((?t5 (* 8 div!1)))
 (let ((?t6 (* 8 div!2)))
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024)) (and (and (<= 0 m) (< m 128) (<= 0 d) (< d 128)) (not (= (- ?t4 ?t5) (- d ?t6)))) (<= ?t3 d) (< d (+ ?t3 64)) (<= ?t5 ?t4) (< ?t4 (+ ?t5 8)) (<= ?t6 d) (< d (+ ?t6 8)) (>= ?t2 1) (>= ?t1 1) (>= Hkv 1) (>= B 1))))))))))
(check-sat)
