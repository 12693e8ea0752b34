// A second look at the care line the trained guesses give (the care head and the word-vector
// neighbours; care-guess.ts), for the care line alone (issue 15: at most 5 % of everyday messages).
// The crisis corpus holds few messages about ordinary life written the way members write on an
// everyday day (a choice being weighed, a budget, a busy week, good news), so those sit near veiled
// signs. Read again beside the older plan sets' everyday messages (crisis-neighbours.ts,
// veiledShareBesideEverydayLife): a neighbours' guess needs its nine of ten there too, and a care
// head's guess at least three of ten. The crisis check never asks this: its second readers, the
// crisis reply and help for abuse keep their reading. A word of distress or a veiled sign's own
// wording keeps the care line without the second look. Session 33: docs/decisions.md, "Care-line round".
import type { CareGuess } from "./care-guess.js";
import { CARE_UPGRADE_AT } from "./crisis-vectors.js";
import { veiledShareBesideEverydayLife } from "./crisis-neighbours.js";

/** A care head's guess stands when at least this share of the ten nearest, everyday life among them, needed help. */
export const CARE_HEAD_BESIDE_EVERYDAY_AT = 0.3;

// Words of death, farewell, hurt, grief or giving up (normaliseForCrisis's text: spaces at both ends).
const DISTRESS_SAID =
  / (?:die|dying|dead|death|kill\w*|suicid\w*|unalive|overdos\w*|end it|end my|not be here|gone for good|goodbye|last time|last one|anymore|no point|nothing left|give up|giving up|cant (?:cope|go on|do this|take it)|hopeless|worthless|burden|hurt myself|cut myself|alone|empty|numb|trapped|no way out|griev\w*|mourn\w*|heartbr\w*|crying|tears)(?= )/;
// The veiled signs' families in everyday words: withdrawal, a farewell, a cut or a scar, things
// given away, being a weight on others.
const VEILED_WORDING =
  / (?:(?:dont|do not|havent|no longer|stopped|quit) (?:go|going|leave|leaving|answer|answering|text|texting|call|calling|see|seeing|been|pick up)|stay in|before i go|ready to go|its over|the end of the road|this is the last|for everything|cut|cuts|cutting|lines|scars?|who gets|leave (?:my|it|them) to|my things|give away|giving away|load|take from|anchor|better off|no door|no energy)(?= )/;

/**
 * Whether the trained `guess` on `message` (`normalised` by normaliseForCrisis) reads as everyday
 * life once the plan sets' everyday messages stand beside the crisis examples: the care line then stands down.
 */
export function guessReadsAsEverydayLife(message: string, normalised: string, guess: CareGuess): boolean {
  if (DISTRESS_SAID.test(normalised) || VEILED_WORDING.test(normalised)) return false;
  const veiled = veiledShareBesideEverydayLife(message);
  return veiled < (guess === "neighbours" ? CARE_UPGRADE_AT : CARE_HEAD_BESIDE_EVERYDAY_AT);
}
