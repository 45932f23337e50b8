; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:43:1
; property: equal(get_layoutD_TV(copy_V), get_layoutB_TV(mma))
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 1 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8,4),((2,2,2),1)):((32,1,0),((16,128,8),0)),((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 1024 true size(L1) = 1024
; expected: unsat (no counterexample exists)
; equal(((4,8,4),((2,2,2),1)):((32,1,0),((16,128,8),0)),((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))) L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 1024 true size(L1) = 1024
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
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024)) (< 1024 1024) (>= ?t2 1) (>= ?t1 1) (>= Hkv 1) (>= B 1))))))
(check-sat)
