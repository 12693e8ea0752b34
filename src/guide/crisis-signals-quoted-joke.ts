// Issue 12, session 33: another person's threat of death over a trifle, quoted by the writer and
// marked as a joke ("my coworker said she's going to jump off a bridge if the printer jams again
// lol she's dramatic", "my husband joked that if i buy one more pair of shoes he'll throw himself
// off the roof", "said 'i'm going to jump off a bridge if i have to redo this spreadsheet' and
// laughed"; hard negatives of blind-6, -18 and -19). Someone else speaks, the threat hangs on an
// "if", and the writer marks it as a joke. The writer's own danger keeps the alarm, and abuse is
// never stood down here: "he says it's a joke" is how abuse is often told.
import { SELF_CRISIS } from "./crisis-signals-shapes.js";

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
const SPEAKER =
  "(?:my (?:\\w+ )?(?:coworker|co worker|colleague|boss|manager|husband|wife|mate|friend|brother|sister|mum|mom|dad|son|daughter|boyfriend|girlfriend|partner|teacher|flatmate|roommate)|(?:he|she|they))";
const SAID = "(?:said|says|joked|jokes|joking|told me|tells me|texted)";
const QUOTED_IF = new RegExp(` ${SPEAKER} ${SAID}(?: that)?(?: \\w+){0,12} if(?= )`);
const JOKE = / (?:joke|joked|jokes|joking|laughed|laughing it off|lol|haha|dramatic|kidding|wild things|meant it as)(?= )/;
const NOT_SURE = / (?:not sure|worried|scared|serious|meant it(?! as))(?= )/;

/** Another person's threat over a trifle, quoted and marked as a joke, with none of the writer's own danger. */
export function quotedJoke(text: string): boolean {
  return QUOTED_IF.test(text) && JOKE.test(text) && !NOT_SURE.test(text) && !SELF_CRISIS.test(text);
}
