; cute-prover 0.1.0 proof obligation
; source: specs/sm90_gemm.cute:77:1
; property: descriptor_matches(gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 16, 8192*g + 16*kb, 16, 1024), sA_swizzled, (64*g,16*kb))
; assume: M % 128 == 0 && N % 256 == 0 && K % 64 == 0
; assume: 0 <= g && g < 2 && 0 <= kb && kb < 4
; query 4 of 5
; expected: unsat
; cute-prover obligation: descriptor_matches(Sw<3,3,3> o 4096*g+8*kb o ((8,8),(8,2)):((64,512),(1,8)),Sw<3,3,3> o 0 o ((8,16),(64,1)):((64,512),(1,0)),(64*g,16*kb)) the descriptor's K range stays inside mode 1 of the layout: 64 >= 16*kb+16
; expected: unsat (no counterexample exists)
; descriptor_matches(Sw<3,3,3> o 4096*g+8*kb o ((8,8),(8,2)):((64,512),(1,8)),Sw<3,3,3> o 0 o ((8,16),(64,1)):((64,512),(1,0)),(64*g,16*kb)) the descriptor's K range stays inside mode 1 of the layout: 64 >= 16*kb+16
(set-info :status unknown)
(set-logic QF_LIA)
(declare-fun g () Int)
(declare-fun kb () Int)
(declare-fun |M#q| () Int)
(declare-fun |N#q| () Int)
(declare-fun |K#q| () Int)
(assert
 (let (($t0 (= 0 0)))
 (and (and $t0 $t0 $t0 (<= 0 g) (< g 2) (<= 0 kb) (< kb 4)) (< 64 (+ (* 16 kb) 16)) (>= (* 128 |M#q|) 1) (>= (* 256 |N#q|) 1) (>= (* 64 |K#q|) 1))))
(check-sat)
