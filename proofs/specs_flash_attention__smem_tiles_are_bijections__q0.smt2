; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:30:1
; property: bijective(sQ) && bijective(sKV) && bijective(sVt)
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 1 of 6
; expected: unsat
; cute-prover obligation: bijective(Sw<3,3,3> o 0 o ((8,16),(64,2)):((64,512),(1,8192))) injective: L(x) != L(y) for x != y, L = Sw<3,3,3> o 0 o ((8,16),(64,2)):((64,512),(1,8192))
; expected: unsat (no counterexample exists)
; bijective(Sw<3,3,3> o 0 o ((8,16),(64,2)):((64,512),(1,8192))) injective: L(x) != L(y) for x != y, L = Sw<3,3,3> o 0 o ((8,16),(64,2)):((64,512),(1,8192))
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
(declare-fun x3!3 () Int)
(declare-fun y0!4 () Int)
(declare-fun y1!5 () Int)
(declare-fun y2!6 () Int)
(declare-fun y3!7 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* |H#q| Hkv)))
 (let ((?t2 (* 128 |M#q|)))
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024)) (and (and (>= x0!0 0) (< x0!0 8) (>= x1!1 0) (< x1!1 16) (>= x2!2 0) (< x2!2 64) (>= x3!3 0) (< x3!3 2)) (and (>= y0!4 0) (< y0!4 8) (>= y1!5 0) (< y1!5 16) (>= y2!6 0) (< y2!6 64) (>= y3!7 0) (< y3!7 2)) (or (not (= x0!0 y0!4)) (not (= x1!1 y1!5)) (not (= x2!2 y2!6)) (not (= x3!3 y3!7))) (= (+ (* 64 x0!0) (* 512 x1!1) x2!2 (* 8192 x3!3)) (+ (* 64 y0!4) (* 512 y1!5) y2!6 (* 8192 y3!7)))) (>= ?t2 1) (>= ?t1 1) (>= Hkv 1) (>= B 1))))))
(check-sat)
