// The crisis check's word-vector neighbours at run time: crisis-vectors.ts's scorer over every
// labelled crisis set (corpus/example-sets.ts) with the bundled vectors (crisis-vectors.bin), built
// once, by warmGuide or on first use (about 250 ms). The crisis check and then the safety net ask
// about the same message: its scores are kept until the next message.
import { crisisWordVectors } from "../scripture/word-vectors.js";
import type { CorpusMessage } from "./corpus/categories.js";
import { everydayPlanExamples } from "./corpus/everyday-plan-examples.js";
import { crisisExampleMessages } from "./corpus/example-sets.js";
import { CARE_UPGRADE_AT, CRISIS_FROM_CARE_AT, crisisVectorScorer, DIRECT_UPGRADE_AT, type CrisisVectorScores } from "./crisis-vectors.js";

let scorer: ((text: string) => CrisisVectorScores) | undefined;
let last: { message: string; scores: CrisisVectorScores } | undefined;

/** Builds the neighbour index now rather than on the first message. */
export function warmCrisisNeighbours(): void {
  scorer ??= crisisVectorScorer(crisisExampleMessages(), crisisWordVectors());
}

function scoresOf(message: string): CrisisVectorScores {
  if (last?.message !== message) {
    warmCrisisNeighbours();
    last = { message, scores: scorer!(message) };
  }
  return last.scores;
}

/** All ten of the message's nearest labelled messages are direct statements of intent, plan, method, means or timing. */
export const neighboursReadDirect = (message: string): boolean => scoresOf(message).direct >= DIRECT_UPGRADE_AT;

/** What a veiled reading by the neighbours is for: the care line, or a crisis reply built on it. */
export type VeiledReading = "care line" | "crisis";

/**
 * Enough of the message's nearest labelled messages needed at least the care line: nine of ten for
 * the care line itself, all ten before the crisis check turns that care line into the crisis reply.
 */
export const neighboursReadVeiled = (message: string, reading: VeiledReading = "care line"): boolean =>
  scoresOf(message).veiled >= (reading === "crisis" ? CRISIS_FROM_CARE_AT : CARE_UPGRADE_AT);

// The care line's second look (care-line-everyday.ts): the same neighbours with the older plan
// sets' everyday messages among them. Built at warm-up (warmGuide) as well as on first use: built
// lazily, the first care guess of a process waited about 1.5 s for it (session 33); it holds about
// 4 MB.
let besideEverydayLife: ((text: string) => CrisisVectorScores) | undefined;

export function warmEverydayLifeNeighbours(): void {
  besideEverydayLife ??= crisisVectorScorer([...crisisExampleMessages(), ...everydayPlanExamples()], crisisWordVectors());
}

/** The share of the message's ten nearest messages that needed help, the plan sets' everyday messages among the examples. */
export function veiledShareBesideEverydayLife(message: string): number {
  warmEverydayLifeNeighbours();
  return besideEverydayLife!(message).veiled;
}

/** Which neighbours a swap replaces: the crisis check's, or the care line's second look's. */
type NeighbourPool = "crisis" | "beside everyday life";

/**
 * Runs `read` with the `pool` neighbours drawn from `examples` instead: a set left out of the pool
 * (bench/crisis-care-loso.ts, bench/crisis-abuse-loso.ts), or a plan set's own messages left out of
 * the second look's everyday examples, so that its care lines are measured out of sample
 * (bench/care-line-loso.ts).
 */
export function withNeighbourPool<T>(examples: readonly CorpusMessage[], read: () => T, pool: NeighbourPool = "crisis"): T {
  const committed = { scorer, besideEverydayLife };
  const swapped = crisisVectorScorer(examples, crisisWordVectors());
  if (pool === "crisis") scorer = swapped;
  else besideEverydayLife = swapped;
  last = undefined;
  try {
    return read();
  } finally {
    ({ scorer, besideEverydayLife } = committed);
    last = undefined;
  }
}
