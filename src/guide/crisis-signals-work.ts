// Issue 12, session 30: doses and overdoses as the writer's work ("i'm a pharmacist and i count out
// overdose-risk meds all day", "the nurse explained the lethal dose of paracetamol to the class",
// "in our lab we have strict rules for lethal doses", "i work at a pharmacy and someone tried to
// buy too much tylenol"). A bare "lethal dose" or "overdose" is a strong rule, and a helper's "i"
// near it reads as the writer's own; these raised the crisis reply in six readable sets by six
// authors (blind-9, -10, -12, -13, -15 and -18). With a role or a workplace named and none of the
// writer's own danger, the alarm stands down.

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
const WORK_ROLE =
  / (?:im a|i am a|as a|i work (?:at|in|as)(?: a| an| the)?|i (?:run|manage)(?: a| the)?|our|the) (?:\w+ )?(?:pharmacist|pharmacists|pharmacy|chemist|nurse|nurses|doctor|gp|physician|paramedic|paramedics|emt|lab|laboratory|vet|vets|veterinarian|toxicologist|anaesthetist|anesthetist|poison control|instructor|lecturer|professor)(?= )/;
const DOSE_TALK =
  / (?:lethal[ -]?doses?|toxic doses?|overdose[ -]?risk|overdose prevention|overdose awareness|max(?:imum)? doses?|stockpil\w*|too much (?:tylenol|paracetamol|acetaminophen|ibuprofen|insulin|medicine|medication))(?= )/;
// The writer's own danger beside the work: the alarm stays.
const OWN =
  / (?:myself|my life|my own|my (?:\w+ )?(?:insulin|meds|medication|medicine|pills|tablets|prescription)|for me|kill\w*|suicid\w*|end it|die|dying|wake up|sav(?:e|ed|ing)|hoard\w*|stash\w*|enough (?:to|for)|tempted|tonight|ive been|i (?:could|would|will|want to|plan to|am going to|m going to|keep|have been|know exactly))(?= )/;

/** Doses and overdoses as the writer's work, with none of the writer's own danger (normalised text). */
export function dosesAtWork(text: string): boolean {
  return WORK_ROLE.test(text) && DOSE_TALK.test(text) && !OWN.test(text);
}
