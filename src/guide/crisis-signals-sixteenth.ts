// Issue 12, session 52: false alarms read on blind-40's hard negatives (sealed in session 51 and read twice,
// readable from this session), each written as the family of ordinary speech it belongs to, not the one
// wording. Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces) and
// are taken out before the rules read it (crisis.ts, IDIOMS).

export const SIXTEENTH_IDIOMS: RegExp[] = [
  // Dead before a slow thing gets done, the old complaint ("i'll be dead and buried before the council fixes
  // that road", "we'll be long gone by the time they finish the bypass"): a joke about waiting, not a date. Only a
  // slow job, payment, apology or change is named: "before the sun comes up" or "before the auctioneer arrives"
  // is a time (blind-5 and blind-16 lost them to a wider list).
  / (?:ill|i will|id|i would|well|we will|wed|youll|you will) be (?:long )?(?:dead|gone|dead and (?:buried|gone)|in (?:my|our|the) graves?|six feet under|pushing up daisies) (?:before|by the time) (?:\w+ ){1,5}(?:fix|fixes|fixed|fixing|finish|finishes|finished|gets? round to|gets? around to|sorts? (?:it|this|that|out)|pays? (?:me|us|up|back)|builds?|built|repairs?|repaired|mends?|learns?|changes?|is finished|are finished|retires?|admits?|apologi[sz]es?|agrees?)(?= )/g,
  // A course or training about abuse ("we just finished our church's safeguarding training, how to spot abuse
  // and who to tell"): the subject of the course, not a danger the writer is in.
  / (?:training|course|module|workshop|seminar|session|refresher|certificate|talk|class)(?: \w+){0,3} (?:on|about|in|for) (?:\w+ ){0,2}(?:safeguarding|child protection|abuse awareness|domestic abuse awareness|spotting abuse)(?= )| (?:safeguarding|child protection) (?:training|course|module|workshop|seminar|session|refresher|certificate|lead|officer|policy)(?= )| how to (?:spot|recognise|recognize|report|respond to|handle|prevent) (?:the )?(?:signs of )?(?:\w+ )?abuse(?= )/g,
];

// The care line for a veiled sign in an elder's words, found writing this round's look-alikes: praying to be
// taken so that the one caring for them "can have their life back" (a burden said in prayer).
export const SIXTEENTH_CONCERN: RegExp[] = [
  / (?:so|then|and) (?:my|our|the) (?:\w+ ){0,2}(?:can|could|would|will|might) (?:have|get) (?:his|her|their) (?:own )?lives? back(?= )/,
  / (?:pray|praying|prayed|ask|asking|asked|beg|begging) (?:every (?:night|day|morning) )?(?:that )?(?:the lord|god|jesus|he) (?:will |would )?(?:takes?|call|calls) me (?:home )?(?:so|soon|now|tonight|in my sleep|before)(?= )/,
];
