; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:58:1
; property: injective(K_for_query_heads)
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 1 of 1
; expected: sat
; cute-prover obligation: injective((128,(H/Hkv,Hkv)):(1,(0,128))) injective: L(x) != L(y) for x != y, L = (128,(H/Hkv,Hkv)):(1,(0,128))
; expected: unsat (no counterexample exists)
; injective((128,(H/Hkv,Hkv)):(1,(0,128))) injective: L(x) != L(y) for x != y, L = (128,(H/Hkv,Hkv)):(1,(0,128))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun h () Int)
(declare-fun |H#q| () Int)
(declare-fun Hkv () Int)
(declare-fun mb () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun B () Int)
(declare-fun x0!0 () Int)
(declare-fun x1!1 () Int)
(declare-fun x2!2 () Int)
(declare-fun y0!3 () Int)
(declare-fun y1!4 () Int)
(declare-fun y2!5 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* |H#q| Hkv)))
 (let ((?t2 (* 128 |M#q|)))
 (let (($t3 (>= |H#q| 1)))
 (let (($t4 (>= Hkv 1)))
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024)) (and (and (>= x0!0 0) (< x0!0 128) (>= x1!1 0) $t3 (< x1!1 |H#q|) (>= x2!2 0) $t4 (< x2!2 Hkv)) (and (>= y0!3 0) (< y0!3 128) (>= y1!4 0) $t3 (< y1!4 |H#q|) (>= y2!5 0) $t4 (< y2!5 Hkv)) (or (not (= x0!0 y0!3)) (not (= x1!1 y1!4)) (not (= x2!2 y2!5))) (= (+ x0!0 (* 0 x1!1) (* 128 x2!2)) (+ y0!3 (* 0 y1!4) (* 128 y2!5)))) (>= ?t1 1) $t4 (>= ?t2 1) (>= B 1))))))))
(check-sat)
