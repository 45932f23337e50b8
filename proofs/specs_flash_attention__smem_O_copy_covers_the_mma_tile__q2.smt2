; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:64:1
; property: covers(get_layoutS_TV(copy_O), (64,16))
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 3 of 3
; expected: unsat
; cute-prover obligation: covers(((4,8,4),(1,(2,2,2))):((128,1,16),(0,(64,8,512))),(64,16)) range: 0 <= L(x) < 1024, L = ((4,8,4),(1,(2,2,2))):((128,1,16),(0,(64,8,512)))
; expected: unsat (no counterexample exists)
; covers(((4,8,4),(1,(2,2,2))):((128,1,16),(0,(64,8,512))),(64,16)) range: 0 <= L(x) < 1024, L = ((4,8,4),(1,(2,2,2))):((128,1,16),(0,(64,8,512)))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun h () Int)
(declare-fun |H#q| () Int)
(declare-fun Hkv () Int)
(declare-fun mb () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun B () Int)
(declare-fun x0!14 () Int)
(declare-fun x1!15 () Int)
(declare-fun x2!16 () Int)
(declare-fun x3!17 () Int)
(declare-fun x4!18 () Int)
(declare-fun x5!19 () Int)
(declare-fun x6!20 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* |H#q| Hkv)))
 (let ((?t2 (* 128 |M#q|)))
 (let ((?t3 (+ (* 128 x0!14) x1!15 (* 16 x2!16) (* 0 x3!17) (* 64 x4!18) (* 8 x5!19) (* 512 x6!20))))
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024)) (and (and (>= x0!14 0) (< x0!14 4) (>= x1!15 0) (< x1!15 8) (>= x2!16 0) (< x2!16 4) (>= x3!17 0) (< x3!17 1) (>= x4!18 0) (< x4!18 2) (>= x5!19 0) (< x5!19 2) (>= x6!20 0) (< x6!20 2)) (or (< ?t3 0) (>= ?t3 1024))) (>= ?t2 1) (>= ?t1 1) (>= Hkv 1) (>= B 1)))))))
(check-sat)
