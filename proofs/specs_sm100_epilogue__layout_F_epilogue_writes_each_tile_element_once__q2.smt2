; cute-prover 0.1.0 proof obligation
; source: specs/sm100_epilogue.cute:54:1
; property: bijective(tTR_cD_F) && size(tTR_cD_F) == 64*256
; assume: 1 <= M && M <= 1048576 && 1 <= N && N <= 1048576 && 0 <= bm && 128*bm < M && 0 <= bn && 256*bn < N
; query 3 of 3
; expected: unsat
; cute-prover obligation: condition condition: size(tTR_cD_F) == (64 * 256)
; expected: unsat (no counterexample exists)
; condition condition: size(tTR_cD_F) == (64 * 256)
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun N () Int)
(declare-fun bn () Int)
(declare-fun M () Int)
(declare-fun bm () Int)
(assert
 (let (($t0 (= 16384 16384)))
(let (($t1 (not $t0)))
(let (($t2 (and true $t1)))
(let ((?t3 (* 256 bn)))
(let (($t4 (< ?t3 N)))
(let (($t5 (<= 0 bn)))
(let ((?t6 (* 128 bm)))
(let (($t7 (< ?t6 M)))
(let (($t8 (<= 0 bm)))
(let (($t9 (<= N 1048576)))
(let (($t10 (<= 1 N)))
(let (($t11 (<= M 1048576)))
(let (($t12 (<= 1 M)))
(let (($t13 (and $t12 $t11 $t10 $t9 $t8 $t7 $t5 $t4)))
(and $t13 $t2))))))))))))))))
(check-sat)
