; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:65:1
; property: forall m in [0,128), d in [0,128): offset_of(slice_and_offset(mQ, (_,h,_))) + offset_of(gQ) + layout_of(gQ)(m,d) < M*H*128
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 1 of 5
; expected: unsat
; cute-prover obligation: forall forall: ((offset_of(slice_and_offset(mQ,(_,h,_))) + offset_of(local_tile(slice(mQ,(_,h,_)),(128,128),(mb,0)))) + layout_of(local_tile(slice(mQ,(_,h,_)),(128,128),(mb,0)))(m,d)) < ((M * H) * 128)
; expected: unsat (no counterexample exists)
; forall forall: ((offset_of(slice_and_offset(mQ,(_,h,_))) + offset_of(local_tile(slice(mQ,(_,h,_)),(128,128),(mb,0)))) + layout_of(local_tile(slice(mQ,(_,h,_)),(128,128),(mb,0)))(m,d)) < ((M * H) * 128)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun h () Int)
(declare-fun |H#q| () Int)
(declare-fun Hkv () Int)
(declare-fun tid () Int)
(declare-fun B () Int)
(declare-fun m () Int)
(declare-fun d () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* |H#q| Hkv)))
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 0) (< 0 1) (<= 0 tid) (< tid 128) (<= 128 65536) (<= ?t1 256) (<= B 1024) (= 1 1)) (and (and (<= 0 m) (< m 128) (<= 0 d) (< d 128)) (not (< (+ (* 128 |H#q| Hkv m) d (* 128 h)) (* 16384 |H#q| Hkv)))) (>= ?t1 1) (>= Hkv 1) (>= B 1)))))
(check-sat)
