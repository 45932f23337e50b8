; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:43:1
; property: equal(get_layoutD_TV(copy_V), get_layoutB_TV(mma))
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 2 of 2
; expected: unsat
; cute-prover obligation: equal(((4,8,4),((2,2,2),1)):((32,1,0),((16,128,8),0)),((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8,4),((2,2,2),1)):((32,1,0),((16,128,8),0)), L2 = ((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))
; expected: unsat (no counterexample exists)
; equal(((4,8,4),((2,2,2),1)):((32,1,0),((16,128,8),0)),((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))) equal: L1(x) == L2(x) for x in the domain of L1, L1 = ((4,8,4),((2,2,2),1)):((32,1,0),((16,128,8),0)), L2 = ((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun h () Int)
(declare-fun |H#q| () Int)
(declare-fun Hkv () Int)
(declare-fun mb () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun B () Int)
(declare-fun xp!0 () Int)
(declare-fun xp!1 () Int)
(declare-fun xp!2 () Int)
(declare-fun xp!3 () Int)
(declare-fun xp!4 () Int)
(declare-fun xp!5 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* |H#q| Hkv)))
 (let ((?t2 (* 128 |M#q|)))
 (let (($t3 (and (>= xp!0 0) (< xp!0 4) (>= xp!1 0) (< xp!1 8) (>= xp!2 0) (< xp!2 4) (>= xp!3 0) (< xp!3 2) (>= xp!4 0) (< xp!4 2) (>= xp!5 0) (< xp!5 2))))
 (let ((?t4 (+ (* 32 xp!0) xp!1 (* 0 xp!2) (* 16 xp!3) (* 128 xp!4) (* 8 xp!5) (* 0 0))))
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024)) (and $t3 $t3 (not (= ?t4 ?t4))) (>= ?t2 1) (>= ?t1 1) (>= Hkv 1) (>= B 1))))))))
(check-sat)
