"""The vocabulary of answers shared by ``prove`` and ``check``: verdicts and counterexamples."""

from dataclasses import dataclass, field
from enum import Enum
from typing import Dict, List, Optional


class Verdict(str, Enum):
    """A verdict as the prover names it (README, "What a verdict means"). ``prove`` answers one of the first
    four; ``check`` also classifies against ``expect refuted`` and reports input errors per property."""

    PROVED = "PROVED"
    BOUNDED = "BOUNDED"  # holds for every value up to --bound, not proved beyond
    REFUTED = "REFUTED"
    UNKNOWN = "UNKNOWN"
    REFUTED_AS_EXPECTED = "REFUTED_AS_EXPECTED"
    PROVED_BUT_EXPECTED_REFUTED = "PROVED_BUT_EXPECTED_REFUTED"
    ERROR = "ERROR"

    def __str__(self):
        return self.value


@dataclass(frozen=True)
class Counterexample:
    """A refutation's witness, re-checked by the prover on its concrete engine.

    ``values``: each variable and index (``M``, ``x``, forall binders) at the counterexample; ``lhs``/``rhs``: the
    two sides of the failed comparison; ``conjunct``: the part of the property that fails; ``terms``: subterms
    evaluated there, by their text; ``coordinates``: the indices as coordinates of their layout."""

    values: Dict[str, int]
    lhs: Optional[str] = None
    rhs: Optional[str] = None
    conjunct: Optional[str] = None
    terms: Dict[str, str] = field(default_factory=dict)
    coordinates: Dict[str, str] = field(default_factory=dict)

    def lines(self) -> List[str]:
        """The witness as the prover prints it, one ``name = value`` a line."""
        lines = ["%s = %s" % item for item in self.values.items()]
        lines += ["%s = %s" % (name, value) for name, value in (("lhs", self.lhs), ("rhs", self.rhs)) if value is not None]
        if self.coordinates:
            lines.append("coordinates: " + ", ".join("%s = %s" % item for item in self.coordinates.items()))
        lines += ["%s = %s" % item for item in self.terms.items() if item[0] != item[1]]
        return lines
