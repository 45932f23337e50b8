; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:77:1
; property: descriptor_matches(gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 16, 8192*g + 16*kb, 16, 1024), sA_swizzled, (64*g,16*kb))
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; assume: 0 <= g && g < 2 && 0 <= kb && kb < 4
; query 2 of 5
; expected: unsat
; cute-prover obligation: descriptor_matches(Sw<3,3,3> o 4096*g+8*kb o ((8,8),(8,2)):((64,512),(1,8)),Sw<3,3,3> o 0 o ((8,16),(64,1)):((64,512),(1,0)),(64*g,16*kb)) the descriptor's MN range stays inside mode 0 of the layout: 128 >= 64*g+64
; expected: unsat (no counterexample exists)
; descriptor_matches(Sw<3,3,3> o 4096*g+8*kb o ((8,8),(8,2)):((64,512),(1,8)),Sw<3,3,3> o 0 o ((8,16),(64,1)):((64,512),(1,0)),(64*g,16*kb)) the descriptor's MN range stays inside mode 0 of the layout: 128 >= 64*g+64
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun |K#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |M#q| () Int)
(declare-fun g () Int)
(declare-fun kb () Int)
(assert
 (let ((?t0 (* 64 |K#q|)))
(let (($t1 (>= ?t0 1)))
(let ((?t2 (* 256 |N#q|)))
(let (($t3 (>= ?t2 1)))
(let ((?t4 (* 128 |M#q|)))
(let (($t5 (>= ?t4 1)))
(let ((?t6 (* 64 g)))
(let ((?t7 (+ ?t6 64)))
(let (($t8 (< 128 ?t7)))
(let (($t9 (< kb 4)))
(let (($t10 (<= 0 kb)))
(let (($t11 (< g 2)))
(let (($t12 (<= 0 g)))
(let (($t13 (= 0 0)))
(let (($t14 (and $t13 $t13 $t13 $t12 $t11 $t10 $t9)))
(and $t14 $t8 $t5 $t3 $t1)))))))))))))))))
(check-sat)
