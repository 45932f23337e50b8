; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:42:1
; property: equal(get_layoutD_TV(copy_K), get_layoutB_TV(mma))
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8,4),((2,2,2),1)):((32,1,0),((16,128,8),0)),((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))) L1's domain lies in L2's: size(L2) = 1024 >= size(L1) = 1024
; expected: unsat (no counterexample exists)
; equal(((4,8,4),((2,2,2),1)):((32,1,0),((16,128,8),0)),((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))) L1's domain lies in L2's: size(L2) = 1024 >= size(L1) = 1024
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
(let (($t6 (< 1024 1024)))
(let (($t7 (<= B 1024)))
(let (($t8 (<= ?t2 256)))
(let (($t9 (<= ?t4 65536)))
(let (($t10 (< tid 128)))
(let (($t11 (<= 0 tid)))
(let (($t12 (< mb |M#q|)))
(let (($t13 (<= 0 mb)))
(let (($t14 (< h ?t2)))
(let (($t15 (<= 0 h)))
(let (($t16 (= 0 0)))
(let (($t17 (and $t16 $t16 $t15 $t14 $t13 $t12 $t11 $t10 $t9 $t8 $t7)))
(and $t17 $t6 $t5 $t3 $t1 $t0))))))))))))))))))))
(check-sat)
