; cute-prover 0.1.0 proof obligation
; source: hardware-models/sm100_umma_operands.cute:23:1
; property: forall c in [0,2), v in [0,M2*K2/2): (A_2sm(c,v) % M2) / (M2/2) == c
; assume: M in {64,128} && N % 8 == 0 && 8 <= N && N <= 256 && K in {4,8,16,32,64,128}
; assume: M2 in {128,256} && N2 % 16 == 0 && 16 <= N2 && N2 <= 256 && K2 in {4,8,16,32,64,128}
; query 1 of 1
; expected: unsat
; cute-prover obligation: forall forall: ((A_2sm(c,v) % M2) / (M2 / 2)) == c
; expected: unsat (no counterexample exists)
; forall forall: ((A_2sm(c,v) % M2) / (M2 / 2)) == c
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
(declare-fun div!0 () Int)
(declare-fun div!7 () Int)
(declare-fun div!1 () Int)
(declare-fun div!2 () Int)
(declare-fun mod!3 () Int)
(declare-fun mod!4 () Int)
(declare-fun div!5 () Int)
(declare-fun mod!6 () Int)
(assert
 (let (($t0 (= 0 0)))
 (let ((?t1 (* 8 |N#q|)))
 (let ((?t2 (* 16 |N2#q|)))
 (let ((?t3 (* 2 div!0)))
 (let ((?t4 (* K2 M2)))
 (let ((?t5 (* 2 div!1)))
 (let (($t6 (> div!1 0)))
 (let ((?t7 (* div!1 div!2)))
 (let ((?t8 (+ ?t7 div!1)))
 (let (($t9 (< div!1 0)))
 (let (($t10 (not (= div!1 0))))
 (let ((?t11 (- v ?t7)))
 (let ((?t12 (* M2 div!5)))
 (let ((?t13 (* M2 div!2)))
 (let ((?t14 (* c div!1)))
 (let ((?t15 (+ ?t13 ?t14 mod!4)))
 (let ((?t16 (+ ?t12 M2)))
 (let ((?t17 (* div!1 div!7)))
 (let ((?t18 (+ ?t17 div!1)))
 (and (and (or (= M 64) (= M 128)) $t0 (<= 8 ?t1) (<= ?t1 256) (or (= K 4) (= K 8) (= K 16) (= K 32) (= K 64) (= K 128)) (or (= M2 128) (= M2 256)) $t0 (<= 16 ?t2) (<= ?t2 256) (or (= K2 4) (= K2 8) (= K2 16) (= K2 32) (= K2 64) (= K2 128))) (and (and (<= 0 c) (< c 2) (<= 0 v) (< v div!0)) (not (= div!7 c))) (<= ?t3 ?t4) (< ?t4 (+ ?t3 2)) (<= ?t5 M2) (< M2 (+ ?t5 2)) (=> $t6 (and (<= ?t7 v) (< v ?t8))) (=> $t9 (and (>= ?t7 v) (> v ?t8))) (=> $t10 (= mod!3 ?t11)) (=> $t10 (= mod!4 ?t11)) (=> (> M2 0) (and (<= ?t12 ?t15) (< ?t15 ?t16))) (=> (< M2 0) (and (>= ?t12 ?t15) (> ?t15 ?t16))) (=> (not (= M2 0)) (= mod!6 (- (+ ?t13 ?t14 mod!3) ?t12))) (=> $t6 (and (<= ?t17 mod!6) (< mod!6 ?t18))) (=> $t9 (and (>= ?t17 mod!6) (> mod!6 ?t18))))))))))))))))))))))))
(check-sat)
