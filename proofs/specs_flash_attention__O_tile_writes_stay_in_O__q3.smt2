; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:65:1
; property: forall m in [0,128), d in [0,128): offset_of(slice_and_offset(mQ, (_,h,_))) + offset_of(gQ) + layout_of(gQ)(m,d) < M*H*128
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 4 of 5
; expected: unsat
; cute-prover obligation: branch: ceil_div(M,128) != 1
; expected: unsat (no counterexample exists)
; branch: ceil_div(M,128) != 1
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun B () Int)
(declare-fun Hkv () Int)
(declare-fun |H#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun mb () Int)
(declare-fun h () Int)
(assert
 (let (($t0 (>= B 1)))
(let (($t1 (>= Hkv 1)))
(let ((?t2 (* |H#q| Hkv)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let (($t6 (= |M#q| 1)))
(let (($t7 (not $t6)))
(let (($t8 (<= B 1024)))
(let (($t9 (<= ?t2 256)))
(let (($t10 (<= ?t4 65536)))
(let (($t11 (< tid 128)))
(let (($t12 (<= 0 tid)))
(let (($t13 (< mb |M#q|)))
(let (($t14 (<= 0 mb)))
(let (($t15 (< h ?t2)))
(let (($t16 (<= 0 h)))
(let (($t17 (= 0 0)))
(let (($t18 (and $t17 $t17 $t16 $t15 $t14 $t13 $t12 $t11 $t10 $t9 $t8 $t7)))
(and $t18 $t6 $t5 $t3 $t1 $t0)))))))))))))))))))))
(check-sat)
