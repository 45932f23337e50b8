; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:21:1
; property: covers(gmem_tv, (16,64))
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 1 of 3
; expected: unsat
; cute-prover obligation: covers(((8,16),(8,1)):((128,1),(16,0)),(16,64)) size(TV) == size(S): 1024 == 1024
; expected: unsat (no counterexample exists)
; covers(((8,16),(8,1)):((128,1),(16,0)),(16,64)) size(TV) == size(S): 1024 == 1024
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
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024)) (not (= 1024 1024)) (>= ?t2 1) (>= ?t1 1) (>= Hkv 1) (>= B 1))))))
(check-sat)
