"""cute-prover from Python: prove CuTe layout properties, check spec files, evaluate the layout algebra.

    import cute_prover
    cute_prover.prove("bijective((M,N):(1,M))", assume=["M % 8 == 0"]).verdict      # Verdict.PROVED
    cute_prover.eval("composition((4,2):(1,4),(2,2):(2,1))")                         # Layout((2,2), (2,1))
    cute_prover.check(["specs/"]).exit_code

Each call runs the cute-prover jar (Java 17) in a process of its own; ``cute_prover.locate`` says where the
jar is looked for. CuTe DSL layouts and tensors are accepted by their ``str()`` (``cute_prover.notation``).
"""

from .checking import CheckReport, PropertyResult, SpecError, check
from .errors import (CuteProverError, CuteProverWarning, InputError, JarNotFoundError, JavaNotFoundError,
                     ProverFailedError)
from .evaluation import eval
from .notation import notation
from .proving import ProofResult, prove
from .values import Layout, ScaledBasis, SwizzledLayout, TensorView, parse_value
from .verdicts import Counterexample, Verdict

__version__ = "0.1.0"

__all__ = [
    "prove", "check", "eval", "notation", "parse_value",
    "ProofResult", "CheckReport", "PropertyResult", "SpecError", "Verdict", "Counterexample",
    "Layout", "SwizzledLayout", "TensorView", "ScaledBasis",
    "CuteProverError", "InputError", "JavaNotFoundError", "JarNotFoundError", "ProverFailedError", "CuteProverWarning",
]
