; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:9:1
; property: bijective((128,H,M,B):(1,128,H*128,M*H*128))
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 2 of 2
; expected: unsat
; cute-prover obligation: bijective((128,H,M,B):(1,128,128*H,128*H*M)) range: 0 <= L(x) < 128*B*H*M, L = (128,H,M,B):(1,128,128*H,128*H*M)
; expected: unsat (no counterexample exists)
; bijective((128,H,M,B):(1,128,128*H,128*H*M)) range: 0 <= L(x) < 128*B*H*M, L = (128,H,M,B):(1,128,128*H,128*H*M)
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun h () Int)
(declare-fun |H#q| () Int)
(declare-fun Hkv () Int)
(declare-fun mb () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun B () Int)
(declare-fun x0!8 () Int)
(declare-fun x1!9 () Int)
(declare-fun x2!10 () Int)
(declare-fun x3!11 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* |H#q| Hkv)))
 (let ((?t2 (* 128 |M#q|)))
 (let (($t3 (>= ?t1 1)))
 (let (($t4 (>= ?t2 1)))
 (let (($t5 (>= B 1)))
 (let ((?t6 (+ x0!8 (* 128 x1!9) (* (* 128 |H#q| Hkv) x2!10) (* (* 16384 |H#q| Hkv |M#q|) x3!11))))
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024)) (and (and (>= x0!8 0) (< x0!8 128) (>= x1!9 0) $t3 (< x1!9 ?t1) (>= x2!10 0) $t4 (< x2!10 ?t2) (>= x3!11 0) $t5 (< x3!11 B)) (or (< ?t6 0) (>= ?t6 (* 16384 B |H#q| Hkv |M#q|)))) $t3 (>= Hkv 1) $t4 $t5)))))))))
(check-sat)
