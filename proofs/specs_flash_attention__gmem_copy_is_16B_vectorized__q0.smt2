; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:23:1
; property: forall t in [0,128), v in [0,8): gmem_tv(t,v) == gmem_tv(t,0) + 16*v
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: gmem_tv(t,v) == (gmem_tv(t,0) + (16 * v))
; expected: unsat (no counterexample exists)
; forall forall: gmem_tv(t,v) == (gmem_tv(t,0) + (16 * v))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun h () Int)
(declare-fun |H#q| () Int)
(declare-fun Hkv () Int)
(declare-fun mb () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun B () Int)
(declare-fun t () Int)
(declare-fun v () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* |H#q| Hkv)))
 (let ((?t2 (* 128 |M#q|)))
 (let ((?t3 (* 8 div!0)))
 (let ((?t4 (* 128 (- t ?t3))))
 (let ((?t5 (* 8 div!1)))
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024)) (and (and (<= 0 t) (< t 128) (<= 0 v) (< v 8)) (not (= (+ ?t4 div!0 (* 16 (- v ?t5))) (+ (* 16 v) ?t4 div!0)))) (<= ?t3 t) (< t (+ ?t3 8)) (<= ?t5 v) (< v (+ ?t5 8)) (>= ?t2 1) (>= ?t1 1) (>= Hkv 1) (>= B 1)))))))))
(check-sat)
