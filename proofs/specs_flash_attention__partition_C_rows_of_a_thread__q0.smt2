; cute-prover 0.1.0 proof obligation
; source: specs/flash_attention.cute:53:1
; property: offset_of(partition_C(mma, (128,64), tid)) % 128 == 16*(tid/32) + (tid%32)/4
; assume: M % 128 == 0 && H % Hkv == 0 && 0 <= h && h < H && 0 <= mb && mb < M/128 && 0 <= tid && tid < 128 && M <= 65536 && H <= 256 && B <= 1024
; query 1 of 1
; expected: unsat
; cute-prover obligation: condition condition: (offset_of(partition_C(mma,(128,64),tid)) % 128) == ((16 * (tid / 32)) + ((tid % 32) / 4))
; expected: unsat (no counterexample exists)
; condition condition: (offset_of(partition_C(mma,(128,64),tid)) % 128) == ((16 * (tid / 32)) + ((tid % 32) / 4))
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun h () Int)
(declare-fun |H#q| () Int)
(declare-fun Hkv () Int)
(declare-fun mb () Int)
(declare-fun |M#q| () Int)
(declare-fun tid () Int)
(declare-fun B () Int)
(declare-fun div!2 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun div!3 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* |H#q| Hkv)))
 (let ((?t2 (* 128 |M#q|)))
 (let ((?t3 (* 4 div!1)))
 (let ((?t4 (+ div!2 (* 16 (- div!0 ?t3)))))
 (let ((?t5 (* 128 div!3)))
 (let ((?t6 (* 32 div!0)))
 (let ((?t7 (* 4 div!2)))
 (let ((?t8 (- tid ?t6)))
 (and (and $t0 $t0 (<= 0 h) (< h ?t1) (<= 0 mb) (< mb |M#q|) (<= 0 tid) (< tid 128) (<= ?t2 65536) (<= ?t1 256) (<= B 1024)) (and true (not (= (- ?t4 ?t5) (+ div!2 (* 16 div!0))))) (>= ?t2 1) (>= ?t1 1) (>= Hkv 1) (>= B 1) (<= ?t6 tid) (< tid (+ ?t6 32)) (<= ?t3 div!0) (< div!0 (+ ?t3 4)) (<= ?t7 ?t8) (< ?t8 (+ ?t7 4)) (<= ?t5 ?t4) (< ?t4 (+ ?t5 128)))))))))))))
(check-sat)
