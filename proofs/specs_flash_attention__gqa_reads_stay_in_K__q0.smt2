; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:59:1
; property: forall d in [0,128), g in [0,H/Hkv), j in [0,Hkv): K_for_query_heads(d,(g,j)) < Hkv*128
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: K_for_query_heads(d,(g,j)) < (Hkv * 128)
; expected: unsat (no counterexample exists)
; forall forall: K_for_query_heads(d,(g,j)) < (Hkv * 128)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun h () Int)
(declare-fun |H#q| () Int)
(declare-fun Hkv () Int)
(declare-fun mb () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun B () Int)
(declare-fun d () Int)
(declare-fun g () Int)
(declare-fun j () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* |H#q| Hkv)))
 (let ((?t2 (* 128 |M#q|)))
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024)) (and (and (<= 0 d) (< d 128) (<= 0 g) (< g |H#q|) (<= 0 j) (< j Hkv)) (not (< (+ d (* 128 j)) (* 128 Hkv)))) (>= ?t1 1) (>= Hkv 1) (>= ?t2 1) (>= B 1))))))
(check-sat)
