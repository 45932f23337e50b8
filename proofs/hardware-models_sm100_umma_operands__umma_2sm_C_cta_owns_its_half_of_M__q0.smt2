; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:24:1
; property: forall c in [0,2), v in [0,M2*N2/2): (C_2sm(c,v) % M2) / (M2/2) == c
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {4,8,16,32,64,128}
; assume: M2 in {128,256} && N2 % 16 == 0 && 16 <= N2 && N2 <= 256 && K2 in {4,8,16,32,64,128}
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((C_2sm(c,v) % M2) / (M2 / 2)) == c
; expected: unsat (no counterexample exists)
; forall forall: ((C_2sm(c,v) % M2) / (M2 / 2)) == c
(set-info :status unknown)
(set-logic QF_NIA)
(declare-fun M () Int)
(declare-fun |N#q| () Int)
(declare-fun K () Int)
(declare-fun M2 () Int)
(declare-fun |N2#q| () Int)
(declare-fun K2 () Int)
(declare-fun c () Int)
(declare-fun v () Int)
(declare-fun div!6 () Int)
(declare-fun div!0 () Int)
(declare-fun div!1 () Int)
(declare-fun mod!2 () Int)
(declare-fun mod!3 () Int)
(declare-fun div!4 () Int)
(declare-fun mod!5 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 8 |N#q|)))
 (let ((?t2 (* 16 |N2#q|)))
 (let ((?t3 (* 2 div!0)))
 (let (($t4 (> div!0 0)))
 (let ((?t5 (* div!0 div!1)))
 (let ((?t6 (+ ?t5 div!0)))
 (let (($t7 (< div!0 0)))
 (let (($t8 (not (= div!0 0))))
 (let ((?t9 (- v ?t5)))
 (let ((?t10 (* M2 div!4)))
 (let ((?t11 (* M2 div!1)))
 (let ((?t12 (* c div!0)))
 (let ((?t13 (+ ?t11 ?t12 mod!3)))
 (let ((?t14 (+ ?t10 M2)))
 (let ((?t15 (* div!0 div!6)))
 (let ((?t16 (+ ?t15 div!0)))
 (and (and (or (= M 64) (= M 128)) $t0 (<= 8 ?t1) (<= ?t1 256) (or (= K 4) (= K 8) (= K 16) (= K 32) (= K 64) (= K 128)) (or (= M2 128) (= M2 256)) $t0 (<= 16 ?t2) (<= ?t2 256) (or (= K2 4) (= K2 8) (= K2 16) (= K2 32) (= K2 64) (= K2 128))) (and (and (<= 0 c) (< c 2) (<= 0 v) (< v (* 8 M2 |N2#q|))) (not (= div!6 c))) (<= ?t3 M2) (< M2 (+ ?t3 2)) (=> $t4 (and (<= ?t5 v) (< v ?t6))) (=> $t7 (and (>= ?t5 v) (> v ?t6))) (=> $t8 (= mod!2 ?t9)) (=> $t8 (= mod!3 ?t9)) (=> (> M2 0) (and (<= ?t10 ?t13) (< ?t13 ?t14))) (=> (< M2 0) (and (>= ?t10 ?t13) (> ?t13 ?t14))) (=> (not (= M2 0)) (= mod!5 (- (+ ?t11 ?t12 mod!2) ?t10))) (=> $t4 (and (<= ?t15 mod!5) (< mod!5 ?t16))) (=> $t7 (and (>= ?t15 mod!5) (> mod!5 ?t16))))))))))))))))))))))
(check-sat)
