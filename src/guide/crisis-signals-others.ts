// Issue 12, session 29: someone else's overdose, told as news, grief, work or a prayer request ("my
// buddy from AA relapsed and overdosed, praying he pulls through", "a teen who died of an
// overdose", "we had three overdoses tonight in the ER"). A bare "overdose" is one of the strong
// rules, so these raised the crisis reply in seven readable sets' hard negatives (blind-10 to
// blind-14). They are set aside before the rules read the message, like an idiom: the overdose is
// another person's (a third person overdosed), a death by it, or a case at work. The writer's own
// words of danger elsewhere in the message are still read. It widens crisis-signals-ninth.ts's
// subjects (a named relative "died of an overdose") to any third person, a loss "to" an overdose,
// a third person who overdosed and cases at work.

import { OTHER_PEOPLE } from "./crisis-signals-people.js";

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
const OTHER = `(?:he|she|they|hes|shes|(?:my|our|a|his|her|their|the) (?:\\w+ ){0,2}${OTHER_PEOPLE}s?(?: who)?)`;

// The writer following them ("my friend overdosed and i want to do the same") keeps every word.
const NOT_FOLLOWING =
  "(?!.* (?:do the same|same thing|same way|join (?:him|her|them)|like (?:he|she|they) did|me too|myself|my (?:own )?life)(?= ))";

export const OTHERS_OVERDOSE_IDIOMS: RegExp[] = [
  // A death by overdose: the writer, who is writing, is not the one who died.
  new RegExp(
    ` (?:(?:died|dies|dying|death|deaths|passed away|passed) (?:of|from|after|by)|lost (?:\\w+ ){1,3}to) (?:an? )?(?:accidental |drug |fentanyl |heroin |opioid )?overdose${NOT_FOLLOWING}`,
    "g",
  ),
  // A case at work: an overdose call, three overdoses tonight in the ER, overdose awareness.
  new RegExp(
    ` (?:(?:an?|the|another|two|three|four|five|\\d+|several) overdose (?:call|calls|patient|case|victim|death|awareness|prevention|reversal|kit|training)|(?:we|they|the er|the ward|the unit) (?:had|saw|treated|got|lost) (?:\\w+ ){0,2}overdoses|(?:worked|treated|responded to|ran|attended) (?:an? |another |\\w+ )?overdose(?:s| call| calls)?)${NOT_FOLLOWING}(?= )`,
    "g",
  ),
  // A third person overdosed ("my neighbour, she overdosed", "my buddy relapsed and overdosed").
  new RegExp(` ${OTHER}(?: \\w+){0,4} (?:overdosed|had an overdose|took an overdose)${NOT_FOLLOWING}(?= )`, "g"),
];
