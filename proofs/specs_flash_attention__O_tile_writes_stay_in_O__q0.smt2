; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:65:1
; property: forall m in [0,128), d in [0,128): offset_of(slice_and_offset(mQ, (_,h,_))) + offset_of(gQ) + layout_of(gQ)(m,d) < M*H*128
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 1 of 4
; expected: unsat
; cute-prover obligation: forall forall: 128*H*m+d+128*h < 128*H*M
; expected: unsat (no counterexample exists)
; forall forall: 128*H*m+d+128*h < 128*H*M
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun B () Int)
(declare-fun Hkv () Int)
(declare-fun |H#q| () Int)
(declare-fun h () Int)
(declare-fun d () Int)
(declare-fun m () Int)
(declare-fun tid () Int)
(assert
 (let (($t0 (>= B 1)))
(let (($t1 (>= Hkv 1)))
(let ((?t2 (* |H#q| Hkv)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 16384 |H#q| Hkv)))
(let ((?t5 (* 128 h)))
(let ((?t6 (* 128 |H#q| Hkv m)))
(let ((?t7 (+ ?t6 d ?t5)))
(let (($t8 (< ?t7 ?t4)))
(let (($t9 (not $t8)))
(let (($t10 (< d 128)))
(let (($t11 (<= 0 d)))
(let (($t12 (< m 128)))
(let (($t13 (<= 0 m)))
(let (($t14 (and $t13 $t12 $t11 $t10)))
(let (($t15 (and $t14 $t9)))
(let (($t16 (= 1 1)))
(let (($t17 (<= B 1024)))
(let (($t18 (<= ?t2 256)))
(let (($t19 (<= 128 65536)))
(let (($t20 (< tid 128)))
(let (($t21 (<= 0 tid)))
(let (($t22 (< 0 1)))
(let (($t23 (<= 0 0)))
(let (($t24 (< h ?t2)))
(let (($t25 (<= 0 h)))
(let (($t26 (= 0 0)))
(let (($t27 (and $t26 $t26 $t25 $t24 $t23 $t22 $t21 $t20 $t19 $t18 $t17 $t16)))
(and $t27 $t15 $t3 $t1 $t0))))))))))))))))))))))))))))))
(check-sat)
