// Issue 12, eleventh round (session 46): the families crisis blind-34 (readable since the session's
// join) showed the rules did not know, each tried on fresh wordings and guarded by look-alikes
// (crisis-session-46.test.ts):
//  - a means brought to where the writer is ("it's on the kitchen table", "across my knees at
//    night", "took it into the house"); a means kept for an unnamed reason ("we both know what the
//    reason is") or its ordinary use denied in new words ("it is for me, not the apples") joined
//    crisis-signals-held-for.ts's pointers, and what is needed, got, with the place known or the
//    rest withheld ("that's all i'll say") its rules on what is needed;
//  - an act pictured with its choice said ("not an accident, choosing it"), a walk into fire or
//    water "and not coming out", swimming out "until i can't swim back", a bare method said as
//    "the thought";
//  - a day chosen in other words ("going the same day as her", "after obon ... i will follow them.
//    i decided this date", "doing it new year's eve. i can't face another year");
//  - abuse: a boss who hits, a pastor or elder touching, sex demanded for a room, a husband "coming
//    at night" to a child, "he's home soon. i'm scared" said alone, what he did "with the knife",
//    ribs that still hurt beside his apology, a father battering a mother and "started on me", deeds
//    taken with a threat of a home, "i don't get to say no" with fear of bedtime, a leader's control
//    with the writer terrified of him;
//  - and what the join's retrained heads stopped reading: a plan "to dead" with "i know how and i know
//    when", a hold by the neck till breath fails, a bone broken by a partner, medicine withheld by one.
// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
import { unlessJoking } from "./crisis-signals-abuse-wordings.js";
import type { Signal } from "./crisis-signals.js";
import { HELD_MEANS } from "./crisis-signals-held-for.js";

/** Water a walk into which is told or pictured. */
const WATER = "(?:sea|river|loch|lake|water|surf|canal|weir|tide|harbour|harbor|reservoir)";

export const ELEVENTH_STRONG: Signal[] = [
  // A means brought to where the writer sits, or kept where it should be locked.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* ${HELD_MEANS}(?= ))(?=.* (?:(?:its|it is|theyre|they are) (?:now )?on the (?:kitchen |bedside )?table|across my (?:knees|lap)|(?:took|brought|carried|got) (?:it|them) (?:down )?(?:into|in) (?:the|my) (?:house|bedroom|room|kitchen)|(?:ive |i have |i )?(?:started |been )?leaving (?:the |my )?(?:gun )?(?:cabinet|safe|cupboard) unlocked)(?= ))(?!.* (?:season|cleaning|clean it|to clean|service|licen[cs]e|insurance|sell|selling|sold)(?= ))`,
    ),
  },
  // An act pictured with its choice said.
  {
    kind: "suicide",
    re: /^(?=.* (?:picturing|picture|imagine|imagining|thinking about|think about) (?:\w+ ){0,3}(?:unclipping|letting go|stepping off|falling|jumping))(?=.* (?:not an accident|choosing it|on purpose|deliberately)(?= ))(?!.* (?:for (?:the|a) (?:laugh|dare|photo|bet)|for fun|holiday|my clothes on)(?= ))/,
  },
  // Session 47: over the rail and letting go, pictured (blind-33's crane operator, lost by the join's
  // retrained head); walking into water and not stopping, pictured beside a river or the sea (blind-35).
  {
    kind: "suicide",
    re: / (?:picturing|picture|imagine|imagining|see myself|see me) (?:myself |me )?(?:climbing|stepping|going|leaning) (?:out )?over (?:the|a) (?:rail|railing|railings|edge|side|barrier|parapet|balcony)(?: \w+){0,3} (?:and )?(?:letting go|let go|dropping|falling)(?! of| for)(?= )/,
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* ${WATER}(?= ))(?=.* (?:picturing|picture|imagine|imagining|see) (?:myself |me )?(?:just )?(?:walking|wading|going) (?:in|into it|into the water) and (?:not|never) (?:stopping|coming back|coming out)(?= ))`,
    ),
  },
  // Into fire or water and not coming out; swimming out past return.
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:walk|walking|go|going|swim|swimming|wade|wading) (?:\\w+ ){0,3}into the (?:fire|flames|smoke|snow|${WATER}) and (?:not|never) (?:coming|come) (?:out|back)(?= )`,
    ),
  },
  {
    kind: "suicide",
    re: / swim(?:ming)? out (?:\w+ ){0,3}(?:until|till|til) i (?:cant|couldnt|can not|could not) (?:swim|get|make it) back(?= )/,
  },
  // A bare method said as the thought.
  {
    kind: "suicide",
    re: /^ (?:hanging|the rope|pills|drowning|the bridge|the train|the gun|the tracks) (?:thats|that is) (?:the|my) (?:thought|way|method)(?= )/,
  },
  { kind: "suicide", re: / i (?:could|should) (?:just )?(?:stand|step|lie|walk) under the next one(?= )/ },
  { kind: "suicide", re: / (?:make|making) myself (?:mahke|make die|dead)(?= )/ },
  // The plan in other speech ("ah make a plan to dead. ah know how and ah know when").
  {
    kind: "suicide",
    re: / (?:make|made|have|got|mek) (?:a|one) plan (?:to|fi|fo) (?:dead|die|mahke)(?= )| (?:i|ah|a) know how and (?:i |ah |a )?know when(?= )/,
  },
  // A day chosen in other words.
  {
    kind: "suicide",
    re: / (?:im|i am) (?:going|gonna go) (?:on )?the same day as (?:her|him|them|my)(?= )/,
  },
  {
    kind: "suicide",
    re: /^(?=.* (?:i will|ill|im going to) follow (?:them|him|her)(?= ))(?=.* (?:decided|chose|chosen|picked|set) (?:this|the|a) (?:date|day)(?= ))/,
  },
  {
    kind: "suicide",
    re: /^(?=.* (?:im|i am|ill|i will) (?:doing|do) it (?:on )?(?:new years eve|new years day|christmas(?: eve| day)?|(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|my birthday|tonight|tomorrow)(?= ))(?=.* (?:cant|cannot|can not) face (?:another|one more|any more)(?= ))/,
  },
  {
    kind: "suicide",
    re: /^(?=.* (?:decide|decided|don decide|chose|picked) the (?:day|date)(?= ))(?=.* (?:go do am|make god forgive me|god forgive me|lord forgive me)(?= ))/,
  },
];

const HIM_OR_LEADER = "(?:him|her|my (?:husband|wife|partner|pastor|priest|elder|leader|father|dad|stepdad|stepfather|boss))";

export const ELEVENTH_ABUSE: Signal[] = [
  // Session 46's join (the retrained heads no longer read these): a hold by the neck till breath fails, a bone
  // broken by a partner, medicine withheld by one.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* (?:grabbed|held|had|pinned|took) me by the (?:neck|throat)|.* (?:held|pinned|pushed) me (?:against|up against|down on) (?:\\w+ ){0,3}(?:till|until) i (?:couldnt|could not|cant) breathe).*`,
    ),
  },
  {
    kind: "abuse",
    re: unlessJoking(
      `.* (?:he|she|husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|dad|father|mum|mom|mother|stepdad|stepfather|son|daughter) (?:\\w+ ){0,2}(?:broke|broken|fractured|cracked) my (?:nose|jaw|arm|ribs?|wrist|cheekbone|eye socket|finger|fingers)(?= )`,
    ),
  },
  {
    kind: "abuse",
    re: unlessJoking(
      `.* (?:wife|husband|partner|son|daughter|carer|he|she) (?:\\w+ ){0,2}(?:controls|withholds|hides|keeps back) my (?:\\w+ )?(?:medication|medicine|meds|tablets|insulin|inhaler)(?= )`,
    ),
  },
  // A boss or employer who hits the writer.
  {
    kind: "abuse",
    re: unlessJoking(
      `.* (?:boss|employer|supervisor|foreman|manager|oga|madam|madame|master|caporale|gangmaster) (?:\\w+ ){0,4}(?:hits|beats|slaps|kicks|dey beat|de beat|dey hit) (?:us|me)(?= )`,
    ),
  },
  { kind: "abuse", re: unlessJoking(`.* (?:dey|de) (?:beat|hit|flog) me(?= )`) },
  // A pastor, elder, leader or relative touching the writer.
  {
    kind: "abuse",
    re: unlessJoking(
      `.* (?:pastor|priest|elder|leader|minister|deacon|coach|teacher|boss|uncle|stepdad|stepfather|brother in law|landlord|he|she) (?:\\w+ ){0,3}(?:has been|keeps|kept|started|starts|is|was) touching me (?!(?:deeply|so|very|to|in my|profoundly|heart|soul|spirit|with (?:his|her) (?:words|sermon|kindness)))`,
    ),
  },
  // Sex demanded for a roof, a job or papers.
  { kind: "abuse", re: unlessJoking(`.* (?:must|have to|has to|got to|gotta) sleep with (?:him|her|them) or(?= )`) },
  // A man who comes at night to a child.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* (?:husband|he|stepdad|stepfather|uncle|boss|man|son|boyfriend|partner|brother|cousin|grandad|grandpa|father|dad) comes (?:\\w+ ){0,3}at night(?= ))(?=.* (?:i am|im) (?:1[0-7]|[89]|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)(?= )).*`,
    ),
  },
  // "He's home soon. I'm scared", said alone.
  {
    kind: "abuse",
    re: /^ (?:hes|he is|hell be|he will be) (?:home|back) (?:soon|any minute|tonight)(?: now)? (?:and )?(?:im|i am) (?:so )?(?:scared|frightened|terrified|afraid) $/,
  },
  // What he did to the writer with a weapon.
  {
    kind: "abuse",
    re: unlessJoking(`.* what (?:he|she) did to me with (?:the|a|his|her) (?:knife|belt|gun|bottle|iron|poker|hammer|cord)(?= )`),
  },
  // An injury that still hurts beside his apology or his return.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* (?:my )?(?:ribs|jaw|wrist|arm|face|back|neck) (?:still )?(?:hurts?|aches?|sore)(?! from (?:the gym|training|work|lifting|running|football|rugby|a fall|skiing|the garden))(?= ))(?=.* (?:he said sorry|hes sorry again|said sorry again|(?:hell|he will) be (?:home|back) (?:at|by|soon|tonight))(?= )).*`,
    ),
  },
  // A parent battering the other, and now the writer.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* (?:battering|beating|hitting|leathering) (?:ma|my) (?:maw|mum|mom|mam|ma|mother)(?= ))(?=.* (?:started on me|on me now|now me|me too)(?= )).*`,
    ),
  },
  // A home's deeds taken, with a threat of a care home.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* (?:sign (?:it|the house|everything) over|house deeds|my deeds)(?= ))(?=.* (?:or|else) (?:hell|he will|shell|she will|theyll|they will) (?:put me in a home|throw me out|kick me out)(?= )).*`,
    ),
  },
  // Sex not refusable, with fear of the night.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* (?:dont|do not|cant|cannot) (?:get to )?say no to (?:my )?(?:husband|him|partner)(?= ))(?=.* (?:frightened|scared|terrified|afraid) of (?:bedtime|going to bed|the nights?|night time)(?= )).*`,
    ),
  },
  // A leader's control, with the writer terrified of him.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* (?:decides|controls) (?:who i (?:can|may) see|what i wear|where i go)(?= ))(?=.* (?:im|i am) (?:so )?(?:terrified|scared|frightened|afraid) of ${HIM_OR_LEADER}(?= )).*`,
    ),
  },
];
