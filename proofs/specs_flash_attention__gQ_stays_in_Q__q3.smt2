; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:15:1
; property: forall m in [0,128), d in [0,128): offset_of(slice_and_offset(mQ, (_,h,_))) + offset_of(gQ) + layout_of(gQ)(m,d) < M*H*128
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 4 of 5
; expected: unsat
; cute-prover obligation: branch: ceil_div(M,128) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(M,128) != 1
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun h () Int)
(declare-fun |H#q| () Int)
(declare-fun Hkv () Int)
(declare-fun mb () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun B () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* |H#q| Hkv)))
 (let ((?t2 (* 128 |M#q|)))
 (let (($t3 (= |M#q| 1)))
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024) (not $t3)) $t3 (>= ?t2 1) (>= ?t1 1) (>= Hkv 1) (>= B 1)))))))
(check-sat)
