// The trained guesses behind the care line, shared by the safety net (the care line itself) and the
// crisis check (which turns an earned care line into the crisis reply when a means, place, plan or
// time is named): the trained classifier, then the nearest labelled messages by meaning (nine of
// ten for the care line; all ten before the crisis check builds the crisis reply on it). Both
// read words, not purposes: a message that names an ordinary purpose, errand or accident (and no
// word of death) is not guessed at, nor (crisis round 10) an ordinary plan, medicine taken as
// prescribed, or death as a subject of study, news or fiction.
import { classifierFlags } from "./classifier/index.js";
import { neighboursReadVeiled, type VeiledReading } from "./crisis-neighbours.js";
import { ordinaryContext } from "./crisis-signals-shapes.js";
import { ordinarySpeechRead } from "./crisis-signals-ordinary-speech.js";
import { aboutATopic, ordinaryPlan } from "./crisis-signals-tenth.js";

export type CareGuess = "classifier" | "neighbours";

/**
 * `normalised` is the message as normaliseForCrisis wrote it (the crisis check has it already);
 * `reading` is how many neighbours must agree ("care line" or, for the crisis reply, "crisis").
 */
export function trainedCareGuess(message: string, normalised: string, reading: VeiledReading = "care line"): CareGuess | undefined {
  const guess = classifierFlags(message) ? "classifier" : neighboursReadVeiled(message, reading) ? "neighbours" : undefined;
  return guess && !ordinaryContext(normalised) && !ordinaryPlan(normalised) && !aboutATopic(normalised) && !ordinarySpeechRead(normalised)
    ? guess
    : undefined;
}
