// Issue 12, session 33: a means held for a purpose the writer will not name, but points at.
// Across seventeen older authors (authored-3 to blind-19) a means, bought, kept, saved or taken,
// is followed by a pointer to its use instead of the use itself: "you know why", "i know why i
// did that", "i know what i'm doing with them", "i'm keeping it for me", "that's my exit", "when
// it's full i'll use them", or its ordinary use denied ("not for the range", "it's not for the
// dog", "not for balloons", "didn't buy it for protection"). No older everyday message or hard
// negative says a means and one of these pointers together (session 44, blind-32's means: "it isn't
// there by accident", "i know what it is for", "i didn't bring it home for fish", a knife or weedkiller
// under the bed; session 46, blind-34's: "we both know what the reason is", "it is for me, not the
// apples", "not for the paddy"); "i know what i'm doing" alone is
// everyday ("i know what i'm doing with the budget"), so a means must be named.
import { AS_DIRECTED, DRUG_NAME } from "./crisis-drugs.js";
import type { Signal } from "./crisis-signals.js";

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).

/** A means that can end a life, by name or by the container it is kept in. */
export const HELD_MEANS = `(?:guns?|handgun|rifles?|shotguns?|pistols?|revolvers?|humane killer|captive bolt|ammo|ammunition|bullets|ropes?|noose|spray|razors?|blades?|charcoal|helium|poison|rat poison|bleach|ammonia|antifreeze|cyanide|paraquat|pesticide|insecticide|weed killer|weedkiller|knife|knifes|knives|chemicals?|pills?|tablets|meds|medicines?|remedios|prescriptions?|painkillers|sedatives?|blood thinners|insulin|patches|supply|pill organi[sz]ers|${DRUG_NAME})`;

/**
 * A pointer to the use instead of the use, or the ordinary use denied (session 52: "i think about it every time", blind-40;
 * session 56: the means thought of beside the writer, "chopping veg for dinner i think about the knife and me", blind-44;
 * session 60: "deer season only, but i've been thinking of a different use for it", blind-48, said at the message's end).
 */
const POINTED_PURPOSE = `(?:(?:thinking|thought|think|considering|wondering) (?:of|about) (?:a|another|some) (?:different |other )use for (?:it|them)(?= $)|(?:think|thinking|thought) (?:about|of) (?:the |my |a )?${HELD_MEANS} and (?:me|myself)|i (?:think|keep thinking) about (?:it|using it) every time (?:im|i am|were|we are|i go|i see|i walk|i open|i pass)|thinks? (?:its|it is|theyre|they are) for \\w+(?: \\w+){0,3} (?:it|that|they) (?:isnt|is not|arent|are not)|you know why|i know why(?: i)?(?: did (?:that|it)| im keeping| i kept)?|i know what (?:im|i am|its|it is|theyre|they are|i) (?:doing|keeping|for)|(?:isnt|is not|arent|are not|wasnt|not) (?:there )?by accident|keep\\w* (?:it|them|dem) (?:for|fi) one night|(?:im |i am )?keeping (?:it|them) for me|for me for one day|(?:not|isnt|is not|arent|are not) (?:for|fo) (?:the |a |my |da )?(?:range|dog|cat|balloons|protection|hunting|party|pain|garden|rats|pests|work|fish|cooking|rice|crops|farm|allotment|pressure|paddy|apples|orchard|fields?|sheep|ewes|foxes|bears|weeds|vines|cattle|cows|pigs?|deer|rabbits)|(?:didnt|did not) (?:buy|get|take|bring) (?:it|them) (?:home )?for|thats my (?:exit|way out)|we both know (?:what|why)|kept (?:it|them) for a reason|(?:its|it is|theyre|they are) for me not (?:for )?(?:the|my)|(?:when|once) (?:its|theyre|it is) full (?:ill|i will) use|(?:think|thinking|feel|know) (?:its|it is|theyre|they are) (?:there |kept )?for me(?!${AS_DIRECTED})|(?:afraid|scared|frightened|terrified) of what i (?:want to|might|will|could|would|am going to|m going to) do with (?:them|it)|so (?:id|i would|ill|i will|i could) have (?:a |my own )?(?:supply|stash|enough)(?! for | to (?:get|last|see|take|cover)))`;

/** The use pointed at or the ordinary use denied: an ordinary purpose named beside it ("for protection") does not stand the alarm down. */
export const POINTS_AT_ITS_USE = new RegExp(` ${POINTED_PURPOSE}(?= )`);

export const HELD_FOR_STRONG: Signal[] = [
  {
    kind: "suicide",
    re: new RegExp(`^(?=.* ${HELD_MEANS}(?= ))(?=.* ${POINTED_PURPOSE}(?= ))`),
  },
];

/**
 * A means kept safe from use: locked away, in a lock box, its code known only to the household,
 * held with someone's permission ("the gun safe code is only known by me and my wife"). The word-vector neighbours
 * read a gun beside the writer as a means, so they do not raise the alarm alone on such a message.
 */
export const MEANS_KEPT_SAFE =
  / (?:locked away|locked up|lock ?box|with my permission|only (?:known|kept) by|known only (?:to|by)|only (?:my|me and my) \w+ (?:knows|has))(?= )/;

/**
 * A means in reach now, said as the writer sits with it: "just sitting here with it", "holding a
 * palmful of tablets as i type" (blind-16, blind-17). Every older message with a means and one of
 * these is a direct statement; no everyday message has both.
 */
const IN_REACH_NOW = "(?:(?:just )?sitting here with (?:it|them)|as i type|(?:in|on) my (?:lap|palm) right now)";
HELD_FOR_STRONG.push({ kind: "suicide", re: new RegExp(`^(?=.* ${HELD_MEANS}(?= ))(?=.* ${IN_REACH_NOW}(?= ))`) });

/**
 * A means within reach in plainer words ("they're right here", "a vial in my bag right now", "in
 * front of me"), read with the care line already earned: the upgrade then stands even where an
 * ordinary word is named ("the pharmacy gave me my whole month's supply of fentanyl patches.
 * they're right here").
 */
export const MEANS_IN_REACH = new RegExp(
  `^(?=.* (?:${HELD_MEANS}|vials?)(?= ))(?=.* (?:${IN_REACH_NOW}|(?:theyre|its|it is|they are) right here|in (?:my|one) hand|(?:right )?in front of me|in my (?:bag|pocket|lap) right now|right now in my (?:bag|pocket|hand))(?= ))`,
);

/**
 * Session 44 (blind-32): everything needed, got and put away where the writer sleeps or hides it ("got
 * everything i need now. it's all in a box under the bed"), with no use named after the need (an
 * ordinary purpose named, "for the trip", still stands the alarm down in crisis.ts).
 */
/** What the writer needs, got (its use not named after the need: "got what i need for the trip" is not it). */
const GOT_WHAT_IS_NEEDED =
  "(?:got|have|gathered|bought|got hold of) (?:what|everything|all) (?:id|i would|i) need(?: now)?(?! for | to (?!do it))";

/** Session 45 (blind-33): what the writer needs, got, and sat with ("got what i need now. sitting in my car with it"). */
HELD_FOR_STRONG.push({
  kind: "suicide",
  re: new RegExp(
    `^(?=.* ${GOT_WHAT_IS_NEEDED})(?=.* (?:sitting|sat|sit) (?:here |in (?:my|the) (?:car|truck|van|room|shed|garage|cab) )?with (?:it|them)(?= |$))`,
  ),
});
HELD_FOR_STRONG.push({
  kind: "suicide",
  re: /^(?=.* (?:got|have|gathered|bought) everything i need(?: now)?(?= $| it | its | all | now ))(?=.* (?:under (?:the|my) (?:bed|mattress)|hidden|hid (?:it|them)|in a box|in (?:my|the) (?:wardrobe|drawer|bedside drawer))(?= ))/,
});
/**
 * Session 46 (blind-34): what the writer needs, got, with the place known, at home now, or the rest withheld
 * ("i've got hold of what i'd need. it's at home now", "everything i need is in the car now. that's all i'll say").
 */
HELD_FOR_STRONG.push(
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* ${GOT_WHAT_IS_NEEDED})(?=.* (?:i know the (?:place|spot)|(?:its|it is|theyre|they are) (?:at home|home|in the house) now|thats all ill say|thats all i will say|i wont say more))`,
    ),
  },
  {
    kind: "suicide",
    re: / everything i need is (?:in|at) (?:the|my) (?:car|shed|garage|truck|van|cabin|room) now (?:thats all ill say|thats all i will say|i wont say more)/,
  },
);
