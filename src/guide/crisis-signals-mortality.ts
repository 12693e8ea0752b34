// Issue 12, session 37: "going to die" and "want to die" where no one's wish or act is told. The
// readable sets' hard negatives (blind-8, -14, -16, -18, -20, -21) raised the crisis reply on
// someone else's coming death ("how do i explain to my 6 year old that grandpa is going to die
// soon"), a child's question ("my 6 year old asked if i'm going to die"), a fright told of another
// ("she said she thought she was going to die. baby and mom are perfect"), mortality itself
// ("remembering i'm going to die someday"), another's saying ("my mum keeps saying i'm going to
// die soon"), embarrassment ("so embarrassed i wanted to die") and sore muscles ("my calves want
// to die"). Set aside before the rules read the message, like an idiom; the writer's own wish or
// act beside it keeps every word.

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
// Words that, anywhere in the message, keep "going to die" read as it is: the writer's own wish or
// act ("so why not now", "might as well be me"), or someone in danger now ("took a bottle of
// pills", "isn't breathing"), whom the helper's emergency line is for (review, session 37).
const KEEPS_DIE =
  "(?:by my own|and i (?:wish|wanted|want|hoped)|i want to die|wish i (?:had|was|were)|myself|end it|my life|tonight|pills|tablets|overdos\\w*|took|taken|swallowed|breathing|bleeding|unconscious|wont wake|not waking|ambulance|911|999|112|what do i do|what should i do|hurry|anyway|why not|might as well|be me|i hope|hope so|cant wait|this weekend|tomorrow|now)";
const NOT_OWN_ACT = `(?<!(?:^| )${KEEPS_DIE} .*)(?!.* ${KEEPS_DIE}(?= ))`;

export const MORTALITY_IDIOMS: RegExp[] = [
  // Someone else's coming death: "grandpa is going to die soon", "she thought she was going to die".
  new RegExp(
    ` (?:grandpa|grandad|granddad|grandma|nan|nana|gran|granny|grandmother|grandfather|mum|mom|dad|mother|father|he|she|they|hes|shes|theyre|it|the (?:dog|cat|baby)) (?:is |are |was |were )?(?:(?:really |actually )?going to|gonna|about to) die${NOT_OWN_ACT}(?= )`,
    "g",
  ),
  new RegExp(
    ` (?:she|he|they) (?:thought|felt like|was sure|were sure)(?: that)? (?:she|he|they) (?:was|were) (?:going to|gonna|about to) die${NOT_OWN_ACT}(?= )`,
    "g",
  ),
  // A question asked of the writer, or another's saying: "asked if i'm going to die", "keeps saying i'm going to die".
  new RegExp(
    ` (?:asked|asks|asking|wonders|wondered|wondering)(?: me)? (?:if|whether) (?:im|i am|were|we are|mommy is|daddy is|you are|youre) (?:going to|gonna) die${NOT_OWN_ACT}(?= )`,
    "g",
  ),
  new RegExp(
    ` (?:keeps|kept|always|forever) saying(?: that)? (?:im|i am|shes|hes|she is|he is) (?:going to|gonna) die${NOT_OWN_ACT}(?= )`,
    "g",
  ),
  // A life shared to its end: "the man i want to grow old and die with".
  new RegExp(
    ` (?:grow|growing|grown) old (?:(?:and (?:then )?die )?(?:together|with (?:you|him|her|them|my \\w+))|and (?:then )?die with)${NOT_OWN_ACT}(?= )`,
    "g",
  ),
  // Mortality: "i'm going to die someday", "we're all going to die one day".
  new RegExp(
    ` (?:going to|gonna|will) die (?:someday|some day|one day|eventually|like everyone(?: else)?)${NOT_OWN_ACT}(?= )| memento mori(?= )`,
    "g",
  ),
  // Embarrassment and sore muscles: "so embarrassed i wanted to die", "my calves want to die".
  new RegExp(
    ` (?:so |too )?(?:embarrassed|mortified|humiliated|cringed|cringing)(?: that)? i (?:wanted|want|could|would|might) (?:just )?(?:to )?die${NOT_OWN_ACT}(?= )`,
    "g",
  ),
  // Hospice and a funeral planned ahead: "how do i pray for a peaceful death for him", "told my
  // kids what hymns i want at my funeral ... i'm 60 and fit as a fiddle" (blind-18, -21, -23).
  new RegExp(
    ` (?:pray|praying|prayers?|ask god) for (?:a |an )?(?:peaceful|good|gentle|easy|holy|dignified|painless|quick) (?:death|passing|end)(?! for me)(?= )`,
    "g",
  ),
  new RegExp(
    ` (?:hymns?|songs?|readings?|music|flowers|poems?)(?: \\w+){0,4} (?:at|for) my (?:own )?funeral(?=.* (?:morbid|fit as a fiddle|fit and well|healthy|in good health|just in case|rolled their eyes|save (?:the|my) kids|pre ?plan\\w*|funeral plan|(?:im|i am) (?:\\d+|sixty|seventy|eighty) and (?:fine|fit|well|healthy))(?= ))(?!.* (?:soon|tonight|this week|wont be long|when im gone|ready to go)(?= ))`,
    "g",
  ),
  / my (?:legs|calves|feet|arms|knees|thighs|quads|hamstrings|glutes|lungs|muscles|abs|shoulders) (?:want|wanted|are going|are gonna) to die(?= )/g,
];
