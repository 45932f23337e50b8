package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntSort;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.SymInt;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The image bound of a swizzled layout {@code Sw<B,M,S> o O o L} from the swizzle's structure, without its bits.
 *
 * <p>A swizzle rewrites only its ZZZ bits, all below {@code z = M + B + max(0,-S)} (the top of ZZZ), so it keeps every
 * bit from z up: {@code floor(Sw(v) / 2^z) = floor(v / 2^z)} for every integer v (two's complement). It therefore maps
 * each aligned block {@code [k*2^z, (k+1)*2^z)} onto itself (it is an involution), and for a bound H that is a multiple
 * of 2^z, {@code 0 <= v < H} gives {@code 0 <= Sw(v) < H}. So {@code 0 <= Sw(O + L(x)) < N} for every x follows from
 * two premises that never mention the swizzle:
 * <ol>
 *   <li>block alignment: {@code 2^z | H} for an H with {@code H <= N} (H = N, or H = size(L)), for every allowed value;</li>
 *   <li>the unswizzled image: {@code 0 <= O + L(x) < H} for every x of L's domain, exactly by L's sorted-stride chain
 *       when O is 0 and H >= size(L), else as a linear range query in the coordinate encoding.</li>
 * </ol>
 * The block is 2^(M+B) for S > 0, smaller than the 2^(M+B+S) on which the swizzle is also a bijection. With
 * injectivity (a swizzle is injective on all integers, so {@code Sw o O o L} is iff L is), this decides bijectivity
 * onto [0, size(L)). The premises are sufficient, not necessary ({@code Sw<3,4,3> o 0 o (10,32):(32,1)} is a
 * bijection though 320 is no multiple of 128): where one is not proved, the exact bit encoding decides.
 */
final class SwizzleBlocks {

    static final String NAME = "swizzle block certificate (Sw keeps the bits above ZZZ: an aligned [0,H) within the bound "
            + "holds O + L(x))";

    private SwizzleBlocks() {
    }

    /** The number of low bits a swizzle may change: the top of its ZZZ mask (0 for the identity, B = 0). */
    static int changedBits(Swizzle sw) {
        return 64 - Long.numberOfLeadingZeros(sw.zzzMask());
    }

    /** Whether {@code 0 <= f(x) < bound} for every x and every allowed value follows from the premises above. */
    static boolean rangeWithin(Scope scope, LayoutFn f, SymInt bound) {
        ComposedLayout c = f.composed();
        if (c == null || !(c.outer() instanceof Swizzle sw) || !(c.offset() instanceof SymInt offset) || !f.hasIntegerStrides()) {
            return false;
        }
        long block = 1L << changedBits(sw);
        Layout inner = c.inner();
        Set<SymInt> candidates = new LinkedHashSet<>();
        candidates.add(bound);
        candidates.add(inner.size());
        for (SymInt h : candidates) {
            if (Premises.always(scope, new Cond.Cmp("<=", h, bound))
                    && Premises.always(scope, new Cond.Divides(SymInt.of(block), h))
                    && unswizzledWithin(scope, offset, inner, h)) {
                return true;
            }
        }
        return false;
    }

    /** {@code 0 <= O + L(x) < h} for every x of L's domain and every allowed value. */
    private static boolean unswizzledWithin(Scope scope, SymInt offset, Layout inner, SymInt h) {
        SymInt o = offset.substitute(scope.assumptions.substitution());
        if (o.isConstant(0) && Certificate.bijectiveChain(scope.substituted(inner)) != null
                && Premises.always(scope, new Cond.Cmp(">=", h, inner.size()))) {
            return true;   // L is a bijection onto [0, size(L))
        }
        LayoutEncoding e = new LayoutEncoding(inner);
        LayoutEncoding.Point x = e.point(scope.enc, "x", false);
        Context ctx = scope.enc.ctx();
        ArithExpr<IntSort> v = ctx.mkAdd(scope.enc.encode(offset), e.offset(scope.enc, x).scalar());
        return Premises.never(scope, ctx.mkAnd(x.domain(), ctx.mkOr(ctx.mkLt(v, scope.enc.num(0)), ctx.mkGe(v, scope.enc.encode(h)))));
    }
}
