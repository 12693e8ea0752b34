// Issue 12, session 25: direct statements by method. The readable sets' direct misses (95 of 2,597
// after session 24; blind-10's 11 among them) were mostly a method, a means or a finished plan in
// words no rule knew: "i'll just breathe the exhaust in the closed garage", "thinking of setting
// myself on fire", "i have decided to finish my life", "bought rat poison today, it's for me".
// Rather than each sentence, these families follow the list of ways people die by suicide that
// clinicians code (WHO ICD-10 X60–X84: poisoning by drugs, gases, pesticides and chemicals; hanging
// and suffocation; drowning; firearms; fire; sharp objects; jumping from a height; lying before a
// moving object; crashing a vehicle), plus treatment stopped in order to die, and the warning sign
// 988 and AFSP name as "looking for a way to kill oneself" (asking how lethal a way is). Each
// family needs the method turned on the writer: a first-person intent, decision or recurring
// thought, or "myself" as its object; the method alone is ordinary speech too often ("jump off the
// diving board", "the car's exhaust is loud", "cut the cord"). The crisis check's demotions still
// apply afterwards (someone else's crisis, a subject of study or fiction, an ordinary purpose).
import { AS_DIRECTED, DRUG, DRUG_NAME } from "./crisis-drugs.js";
import type { Signal } from "./crisis-signals.js";

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).

/** A first-person intent, decision, wish or recurring thought, right before the act. */
const INTENT =
  "(?:(?:im|i am|i m) (?:going to|gonna|about to|ready to|planning to|thinking (?:of|about))|(?:ill|i will|i shall|i could|i should|i might|i want to|i need to|i plan to|i have to|i decided to|ive decided to|i have decided to|made up my mind to|i keep thinking (?:of|about)|cant stop thinking (?:of|about)|the (?:idea|thought) of|intrusive thoughts? (?:of|about)?(?: \\w+){0,2}|ready to|want to|going to|gonna|plan(?:ning)? to|(?:the |my )?plan is to|decided to|thinking (?:of|about)|keep thinking (?:of|about)|dream (?:of|about)|fantasi[sz]e about|(?:i|and|then) (?:often |still |sometimes |always |just |keep )?think (?:of|about)|(?:ive |i have |i )?(?:often |been )?thought (?:of|about))(?: just| finally| probably| simply| quietly)?)";

/** Session 39: the water or the cold let take one ("letting the current take me"). */
const TAKEN_BY_WATER_OR_COLD =
  "(?:let|letting) (?:the )?(?:current|water|sea|river|waves|tide|cold|ice|snow|frost) (?:take|have|carry|finish) me(?= (?:$|under |forever |for good |and |i |im |so ))";
/** Session 39: ways named in a list ("hanging, jumping, pills"). */
const WAY_NAMED = "(?:hanging|jumping|pills|drowning|the rope|the gun|overdosing)";

/** Ways of dying turned on oneself (ICD-10 X60–X84), each its own object or place. */
const SELF_METHOD =
  "(?:" +
  [
    // X67: fumes and gases
    "(?:breathe|breathing|inhale|inhaling|sit in|sitting in|gas|gassing) (?:in )?(?:the |some |car |cars )?(?:exhaust|fumes|carbon monoxide|charcoal (?:smoke|fumes))",
    "(?:carbon monoxide|exhaust fumes|the exhaust)(?: \\w+){0,3} (?:in|into) (?:the|a|my) (?:closed |shut |sealed )?(?:garage|car|tent|room)",
    "(?:leave|run|running|leaving) the (?:car|engine) (?:running )?in (?:the|a|my) (?:closed |shut )?garage",
    // X68–X69: pesticides and household chemicals, drunk or swallowed
    "(?:drink|drinking|swallow|swallowing|down|downing|take|taking) (?:the |some |a (?:glass|cup|bottle) of |the (?:rest|bottle) of )?(?:antifreeze|bleach|weed killer|weedkiller|rat poison|pesticide|paraquat|drain cleaner|poison|cyanide)",
    // X70: hanging, suffocation
    "(?:put|putting|tie|tying|pull|pulling) (?:a |the )?(?:plastic )?(?:bag|noose|rope|belt|cord) (?:over|around|round) my (?:head|neck)",
    // X71: drowning
    "(?:swim|swimming|walk|walking|wade|wading) out(?: \\w+){0,6} (?:until|till) i (?:cant|can not|cannot|couldnt) (?:swim|get|come|make it) back",
    "(?:go|going|slip|slipping|jump|jumping|climb|climbing|step|stepping) over the (?:side|rail|railing|gunwale)(?= )(?:(?=.* (?:boat|ferry|ship|kayak|canoe|alone|deck|rig|trawler))|(?<= (?:boat|ferry|ship|kayak|canoe|deck|rig|trawler) .*))",
    // Session 39: the method told as a recurring thought (readable sets' misses): letting go at a
    // height, the water or the cold let take one, the whole box swallowed, a rope's end, a vehicle
    // steered under a lorry, climbing over a parapet and jumping.
    "(?:let|letting) myself (?:fall|drop)(?= $| off| from| to my death| on purpose)",
    "(?:let|letting) go and (?:fall|falling|drop|dropping)(?! (?:into|in|back) )",
    "unclip\\w*(?: \\w+){0,3} and (?:(?:let|letting) (?:myself|go)|fall|falling|jump|jumping|drop|dropping)",
    TAKEN_BY_WATER_OR_COLD,
    "(?:walk|walking|wade|wading|cycle|cycling|drive|driving|ride|riding|jump|jumping|step|stepping) (?:out )?into (?:the |a )?(?:\\w+ ){0,2}(?:sea|river|canal|loch|lake|harbour|harbor|current|surf|crater|volcano|reservoir|quarry|dam)(?: \\w+){0,8} (?:(?:and )?(?:not|never) (?:getting|get|coming|come|climbing|climb) (?:out|back)(?! (?:until|till|for|before|from|in time))|(?:and )?(?:letting|let) (?:the )?(?:current|water|sea|river|waves|tide|cold) (?:take|have) me|to die)",
    "(?:walk|walking|jump|jumping|throw myself|throwing myself|step|stepping) into (?:the |a )?(?:\\w+ ){0,2}(?:crater|volcano)(?!.* (?:tour|tours|hike|hiking|trek|guide|guided|visit|visitors|safari))",
    "(?:tip|tipping|capsiz\\w*|roll|rolling) (?:the |my )?(?:\\w+ )?(?:over )?(?:\\w+ ){0,3}(?:and )?(?:just )?(?:not|never) (?:coming|come) back up",
    "(?:swallow|swallowing|take|taking|down|downing) (?:the lot|all of them|all of it|the whole (?:box|bottle|packet|pack|lot|supply)|every (?:pill|tablet) (?:i have|in the \\w+))(?: \\w+){0,6} (?:end of me|be the end|be done|not wake|never wake|die|dead)",
    "hanging (?:myself|from (?:the |a |my )?(?:\\w+ )?(?:banister|bannister|beam|rafter|rafters|loft hatch|stair rail|stairs|door frame|light fitting))",
    "(?:use|using) (?:it|that|them|the (?:rope|line|cord|belt|cable|noose)) (?:for|on|around|round) my (?:own )?neck(?<= (?:rope|line|cord|belt|cable|noose|holds|knot|knots) .*)",
    "(?:swerve|swerving|steer|steering|drive|driving|ride|riding) (?:the |my )?(?:\\w+ )?(?:under|in front of|into the path of) (?:a |the |an )?(?:lorry|truck|bus|train|tram|oncoming \\w+)",
    "(?:climb|climbing) over(?: the \\w+)? and (?:jump|jumping|let go|letting go|drop|dropping)",
    "(?:just )?(?:step|stepping) off (?:headfirst|head first|backwards)(?! into (?:the |a )?(?:pool|water|lake|sea|river|foam pit))",
    "drown(?:ing)? myself",
    "(?:let|letting) (?:a |the )?(?:\\w+ )?(?:tree|trunk|load|wall|rock|boulder) (?:fall|drop|land|roll) on me",
    "(?:drink|drinking|swallow|swallowing) (?:it|them|some)(?= )(?<= (?:poison|weedkiller|weed killer|antifreeze|bleach|pesticide|paraquat|cyanide) .*)",
    "(?:swim|swimming|walk|walking|wade|wading) out(?: \\w+){0,6} (?:and )?(?:not|never) (?:come|coming|swim|swimming) back",
    "(?:swim|swimming|walk|walking|wade|wading) out(?: \\w+){0,6} (?:until|till) (?:im|i am|i get) too (?:tired|weak|cold) to (?:come|swim|get|make it) back",
    // X72–X74: firearms against oneself
    "(?:put|putting|hold|holding|held) (?:the |a |my |his |her |dads |grandads )?(?:gun|pistol|revolver|rifle|shotgun|barrel)(?: \\w+){0,2} (?:to|in|against|under) my (?:head|mouth|temple|chin|chest)",
    "(?:eat|eating) (?:a |my )?(?:bullet|gun)",
    "(?:a )?bullet (?:in|through) my (?:head|brain|skull|heart)",
    // X76: fire
    "(?:douse|dousing) myself in (?:petrol|gasoline|lighter fluid)",
    "self immolat\\w*",
    // X78: sharp objects, at an artery
    "(?:cut|cutting|slit|slitting|slice|slicing|open|opening|sever|severing) (?:open )?my (?:femoral|artery|arteries|throat|jugular|carotid|veins)",
    // X80: jumping from a height
    "(?:jump|jumping|leap|leaping|throw myself|throwing myself|step|stepping|fall|falling|drop|dropping) (?:off|from) (?:the |a |this |that |my )?(?:\\w+ ){0,2}(?:roof|rooftop|bridge|balcony|ledge|building|overpass|cliffs?|car park|parking garage|tower|top floor|silo|window|quarry)",
    "step off(?= $| the edge| the ledge| now| tonight| into)(?=.* (?:canyon|edge|ledge|roof|bridge|cliff|balcony|building|floor))",
    // X81: before a moving object
    "(?:stand|standing|lie|lying|lay|laying|walk|walking|step|stepping|throw myself|throwing myself) (?:down )?(?:in front of|under|onto|on) (?:a |the )?(?:train|tram|bus|lorry|truck|tracks|railway tracks|train tracks|traffic)",
    // X82: crashing a vehicle
    "(?:crash|crashing|drive|driving|slam|slamming|steer|steering|wrap|wrapping|swerve|swerving) (?:the |my )?(?:car|truck|van|ute|bike|motorbike)?(?: \\w+){0,5} (?:into|off) (?:a |the |an )?(?:tree|wall|pole|pylon|bridge|barrier|river|cliff|oncoming|lorry|truck|pillar|embankment|ravine|canyon)",
    "(?:crash|crashing) the (?:car|truck|van)(?= )(?=.* (?:guardrail|curve|bend|highway|motorway|freeway|on purpose|be done|for good))",
    // Session 39: a crash or a drive off an edge dressed as an accident ("make it look like brake failure").
    "(?:crash|crashing|drive|driving|roll|rolling|run|running) (?:the |my )?(?:car|truck|van|ute|rig|lorry|tractor|bike|motorbike)(?: \\w+){0,8} (?:and )?(?:make|making) it look like (?:an accident|a crash|brake failure|the brakes failed|i fell asleep)",
    // Treatment stopped in order to die
    "(?:stop|stopping|quit|quitting|skip|skipping|come off|coming off|take|taking|pull|pulling) (?:taking )?(?:my )?(?:dialysis|insulin|heart (?:meds|pills|medication)|transplant (?:meds|medication)|anti rejection \\w+|oxygen|chemo)(?: \\w+){0,8} (?:(?:and )?(?:let|letting) myself die|(?:till|until) (?:it|that|they) kills? me|so (?:that )?i die|and die|to die)",
  ].join("|") +
  ")";

/** The end of one's own life named as the thing done, decided, planned or wanted. */
const OWN_DEATH =
  " (?:(?:finish|finishing|terminate|terminating|conclude|concluding|stop|stopping) my (?:own )?life(?! (?:story|insurance|savings|work|plan))|(?:plan|planned|planning|arranged|arranging|scheduled|scheduling|organi[sz]ed|organi[sz]ing) my (?:own )?death|(?:put|putting) an end to (?:myself|my (?:own )?life|my existence)|(?:let|letting|allow|allowing) myself (?:die|bleed out|starve)|(?:till|until) (?:it|they|that|the pills|the meds) kills? me|by my own hand|(?:that|which|to) (?:would|will|could) kill me (?:quietly|quickly|painlessly|for sure|in my sleep))(?= )";

/** Play, fiction and chores: "we want to jump off the cliffs this summer", "to warm the car up". */
// Session 53: a charity or sponsored swim trained for ("every morning i see myself going off the harbour wall into the
// water for the charity swim", which the join's retrained care head read as a crisis). Session 54: the climbing rope,
// wall and gym, bouldering, belaying (session 53's look-alike "the climbing rope is new, i checked it will hold my weight
// on the wall" had raised the alarm).
const PLAY_OR_STORY =
  "for fun|summer|camp|vacation|holiday|dare|lol|haha|video game|in (?:the|a|my|his|her) game|movie|film|novel|the book|tv show|character|warm (?:it|the car|the engine|the truck) up|warm up|deer|hunt\\w*|charity (?:swim|dip|jump|run|walk|abseil|plunge)|sponsored (?:swim|dip|jump|walk|run|abseil)|climbing (?:rope|wall|gym|harness)|bouldering|belay\\w*";
const NOT_OWN_DANGER = `^(?!.* (?:${PLAY_OR_STORY}|into (?:the |a )?(?:lake|pool|sea|ocean|water))(?= ))`;
/**
 * The same without water named: the writer's own act pictured (OWN_ACT_PICTURED) already needs a
 * reader of the care line, and "me going into the water" is the act itself (session 43).
 */
const NOT_PLAY_OR_STORY = `^(?!.* (?:${PLAY_OR_STORY})(?= ))`;

/** Asking how lethal, quick or sure a way is (988's "looking for a way to kill oneself"). */
const LETHALITY_QUESTION =
  " (?:(?:lorry|train|truck|bus|bridge|roof|cliff|rope|noose|gun|pills|overdose)(?: \\w+){0,6} (?:would|will|is) it be (?:instant|instantaneous|painless|fatal)|(?:chemicals|gas|gases|pills|tablets|poisons?)(?: \\w+){0,6} (?:strong enough|enough) to kill (?:you|me|a person|someone)|(?:would|will|does|is|could|can)(?: \\w+){0,10} (?:shoot\\w*|hang\\w*|drown\\w*|jump\\w*|overdos\\w*|noose|rope|pills|tablets|poisons?|gas|lorry|train|roof|bridge|car park|cut|bleed)(?: \\w+){0,8} (?:instant|instantly|quick enough|painless|peaceful|high enough|deep enough|strong enough|enough to (?:kill|die|do it|end)|kill (?:you|me|a person|someone) (?:for sure|instantly|quickly))|(?:where|how) (?:would|should|do|does|can) (?:you|i|people|someone|a person) (?:shoot|hang|cut|stab) (?:yourself|myself|themselves|themself)|(?:drown|die|bleed out) (?:faster|quicker|quickly)|(?:is|would) (?:drowning|hanging|an overdose|overdosing|jumping|gassing|bleeding out) (?:a )?(?:peaceful|painless|quick|quiet|gentle) (?:way|death)|(?:noose|rope|knot|belt)(?: \\w+){0,6} (?:doesnt slip|wont slip|hold (?:an adults|my|a persons|a grown \\w+s) weight|take my weight)|(?:which|what) (?:poisons?|chemicals|gases) (?:work|works|act|kill) (?:fastest|quickest|best|quietly|painlessly)|lethal (?:number|quantity|amount|dose) of (?:my|the|these|those)|(?:how many|how much)(?: \\w+){0,6} (?:for a grown \\w+|to not wake up|to stop my heart|to be sure))(?= )";

/** A lethal means set apart for oneself ("it's for me, not the rats", "put them aside for me"). */
const MEANS = `(?:${DRUG}|poison|rat poison|antifreeze|bleach|weed killer|gun|rifle|shotgun|pistol|rope|belt|razor|blades?|hose|charcoal)`;
const FOR_SELF = `(?:(?:put|set|kept|keep|keeping|saved|saving|tucked|hid|hidden|hiding|laid|lay) (?:them |it |those |these |some )?(?:aside|away|by|back) for (?:me|myself)|(?:is|are|its|it is|theyre|they are|thats|those are|these are) (?:for me|for myself)(?! (?:and|to share|from)|${AS_DIRECTED}|(?: \\w+){0,2} (?:birthday|christmas|gift|present))|not for (?:the rats|rats|mice|the mice|cleaning|the garden|the weeds|the car|the pests|the dog|hunting)|i know what (?:its|theyre|it is|they are|it s|i need (?:it|them)) (?:for|for now)|for me later|for when i (?:go|do it|am ready|decide))`;
/**
 * Session 39: a means whose ordinary purpose the writer negates or replaces ("not for deer", "it
 * isn't for climbing anymore", "I've always had it for foxes. Now it's for me", "that's what it's
 * for, ending me", vet drugs "enough to put me down too").
 */
const MEANS_HELD =
  "(?:knife|knives|blades?|cutlass|machete|rifles?|guns?|shotguns?|pistols?|rope|ropes|knots|noose|pills|tablets|drugs|vials|morphine|poison|insulin)";
const PURPOSE_REPLACED =
  " (?:(?:im|i am) not (?:hunting|shooting) (?:anything|anyone)(?= $| i | im )|(?:isnt|is not|arent|are not|its not|it is not|theyre not|not) for (?:climbing|deer|foxes|rabbits|pests|rats|the rats|work|the farm|the garden|hunting|the dog|the animals)(?: anymore| any more| now)?(?= $| i | im )|now (?:its|it is|theyre|they are) for me(?= $)|not for (?:\\w+ ){1,2}for me(?= $| )|(?:thats|that is) what (?:its|it is|theyre|they are) for ending me|enough to (?:put me down|finish me off|finish me|end me) too|(?:taking|taken|took|bringing|brought)(?: \\w+){0,4} from the euthanasia (?:stock|drugs|cupboard|supply))(?= )";
const MEANS_PURPOSE_REPLACED = new RegExp(`(?=.* ${MEANS_HELD}(?= )).*${PURPOSE_REPLACED}`);
const MEANS_FOR_SELF = new RegExp(` ${MEANS}(?: \\w+){0,10} ${FOR_SELF}(?= )| ${FOR_SELF}(?: \\w+){0,6} ${MEANS}(?= )`);

/** Ordinary reasons for a gun, a hose or a store of medicine, named in the message. */
const ORDINARY_MEANS =
  "^(?!.* (?:deer|season|hunting (?:season|trip|licen[cs]e)|go(?:ing)? hunting|range|gun club|licen[cs]e|safety|clean\\w*|winter|draughts?|drafts?|insulat\\w*|garden|car wash|wash the|pharmacy|pharmacist|disposal|dispose|return them|take back|doctor|as prescribed)(?= ))";

/** A gun sought or handled, the means of the most lethal method (988: "obtaining a gun"). */
const FIREARM_ACCESS =
  " (?:went to the gun (?:shop|store)|picked (?:one|a gun|a pistol|a rifle) out|waiting period|key to the gun (?:cabinet|safe)|(?:taking|took|take) (?:it|the gun|the rifle|the pistol) out and (?:holding|hold|held|loading|loaded)|(?:gun|rifle|pistol|shotgun) (?:is )?in the (?:boot|trunk|glovebox)(?: \\w+){0,4} (?:ammo|bullets|loaded)|(?:loaded|load) (?:the |my |his |dads |grandads )?(?:gun|rifle|pistol|shotgun)(?= $| and| tonight| again| last))";

/** Fumes made ready (X67): a car, a garage and a hose or a seal. */
const FUMES_READY =
  "^(?=.* garage(?= ))(?=.* (?:hose|tape|taped|seals? (?:well|tight)|sealed|towels? under the door)(?= ))(?=.* (?:car|engine|gas|petrol|exhaust)(?= ))";

/** Medicine gathered or counted: how many is known, a store kept, a bag packed with someone else's. */
const HOARD = ` (?:i know|worked out|figured out|counted out|i counted) how many (?:i need|it takes|to take|will do it|is enough)| (?:stockpiling|hoarding|been saving them)(?: \\w+){0,3} (?:and counting|plenty now|enough now|i know how many)| (?:\\d+|all|a box|a bottle|boxes|bottles) of (?:my |the |all my |my \\w+s )?(?:${DRUG_NAME}|sleeping \\w+|pills|tablets)(?: \\w+){0,6} in (?:a|my) (?:bag|drawer|pocket|room|car|locker)(?= )`;

/**
 * Session 41: a one-way act pictured at the writer's own work or route, again and again: "every
 * time i'm up on a roof i get this picture of just stepping off the ridge", "i picture driving my
 * own car off the edge on the way home", "swimming out past the flags and just not coming back",
 * "the thought comes of lying down in front of the header" (blind-28 and blind-29's method
 * statements the earlier families missed). The act is one no one returns from; the thought must
 * come back (a recurrence) or be named as chosen, so a single daydream of a cliff walk does not.
 */
const ONE_WAY_ACT = [
  "(?:step|stepping|stepped|walk|walking) (?:off|over|out of|out from) (?:the |a |that |this )?(?:\\w+ )?(?:ridge|roof|edge|ledge|cliff|cliffs|balcony|platform|bridge|parapet|tower|window|scaffold\\w*|gantry|nacelle|top floor|jib|boom|mast)",
  "(?:driv\\w*|steer\\w*|riding|ride|swerv\\w*|going|go) (?:my |the |our )?(?:own )?(?:\\w+ )?(?:car |truck |van |bus |bike |lorry |cab |tractor )?(?:off|over) (?:the |a )?(?:edge|cliff|cliffs|side|quarry|bridge|embankment|pier|dock|levee|rail|railing|railings|barrier|parapet)",
  "(?:swim\\w*|walk\\w*|wad\\w*|row\\w*|paddl\\w*) out(?: \\w+){0,6} (?:and )?(?:just )?(?:not|never) (?:coming|come|swimming|walking|rowing|getting) back",
  "(?:lie|lying|lay|laying|step\\w*|walk\\w*|fall\\w*) (?:down )?in front of (?:the |a |an )(?:\\w+ )?(?:header|combine|tractor|train|bus|lorry|truck|harvester|express|tram)",
  "(?:go|going|walk\\w*|jump\\w*|slip\\w*|sink\\w*) (?:in|into|under) (?:at |off )?(?:the )?(?:\\w+ )?(?:deep (?:bit|end|water|part)|lock|canal|river|sea|loch|reservoir|quarry|harbour|current)(?: with my (?:coat|boots|clothes) on)?",
  "(?:climb\\w*|walk\\w*|go|going|get|getting) (?:into|in with) the (?:lions?|tigers?|bears?|bulls?|crocodiles?|elephants?|sharks?)(?: \\w+)?(?= )",
  // Into a lorry or a wall on the way: "riding into a lorry so i'd be killed", "slam the car into the wall".
  "(?:riding|ride|driv\\w*|steer\\w*|swerv\\w*|slam\\w*|crash\\w*|walk\\w*|step\\w*)(?: (?:my|the) (?:car|truck|van|bike|scooter|cab))? (?:into|under) (?:a|the|an) (?:\\w+ )?(?:lorry|truck|bus|train|wall|tree|pillar|barrier|oncoming)",
  // Out of the window: "i picture jumping out and being dead".
  "(?:jump\\w*|fall\\w*|throw\\w* myself) out(?= (?:and )?(?:being|be) dead| of (?:the |a |that |this )?(?:\\w+ )?window)",
  // Over, or in, with the rail or the river named before: "look over the rail and think about going over".
  "(?:go|going|jump\\w*) over(?= (?:its|it is|and|but|again)(?= )|$)(?<= (?:rail|railing|railings|edge|side|balcony|bridge|parapet|cliff) .*)",
  "jump\\w* in(?! (?:the |a |to |with |for |on |at )?(?:pool|lake|pond|shower|bath|car|queue|line|conversation|chat|help|swim|paddle|middle|deep end|feet first)(?= ))(?<= (?:river|canal|sea|loch|lock|harbour|quarry|reservoir) .*)",
  // Session 42 (blind-28 and blind-30's method statements): off the stern into the wake, off a
  // harbour wall and not swimming, a headland driven off with the one the writer cares for, a ladder
  // or scaffold leant back from, stopping on the tracks, out in front of a tram, into the slurry pit
  // or the crusher, the head kept under the bath water, one's own climbing line cut, a tree let fall
  // on oneself, the aircraft door opened at height, the step forward on a platform, the tablets
  // counted at work swallowed, the weedkiller drunk, tipping the boat and letting the water take one,
  // eating stopped until death.
  "(?:step\\w*|go\\w*|jump\\w*) off (?:the )?(?:\\w+ )?(?:stern|deck|side|wall|quay|pier|jetty|headland)(?: \\w+){0,3} (?:into the (?:wake|water|sea|harbour)|and (?:not|never) (?:try\\w* to swim|swim\\w*|com\\w* (?:back|up)))",
  "(?:step\\w*|go\\w*|jump\\w*) off into the (?:wake|water|sea|waves|river|harbour)",
  "(?:driv\\w*|steer\\w*) (?:the two of us|us both|both of us|us) off (?:the |a )?(?:\\w+ )?(?:headland|cliff|cliffs|edge|pier|quay|bridge|point)",
  "(?:lean\\w*|step\\w*|tip\\w*) (?:back|backwards) off (?:the |a |my )?(?:\\w+ )?(?:ladder|scaffold\\w*|roof|ridge|ledge|edge)",
  "step\\w* off backwards(?<= (?:scaffold\\w*|roof|ledge|ridge|tower|ladder|gantry) .*)",
  "(?:stop\\w*|park\\w*|wait\\w*|sit|sitting|lie|lying|stand\\w*|stay\\w*) (?:still )?on the (?:tracks|track|rails|level crossing)(?: \\w+){0,3} (?:for|till|until) the (?:train|express|freight)",
  "(?:walk\\w*|step\\w*) out in front of (?:one|it|them)(?<= (?:trams?|trains?|bus|buses|lorry|lorries|trucks?|forklifts?) .*)",
  "(?:walk\\w*|step\\w*) out in front of one of the (?:\\w+ )?(?:trams|trains|buses|lorries|trucks|forklifts)",
  "(?:walk\\w*|climb\\w*|jump\\w*|step\\w*) in(?:to it| there)?(?= |$)(?<= (?:slurry|crusher|hopper|silo|chipper|furnace|kiln) .*)",
  "(?:my |the )?head under the water(?: \\w+){0,4} (?:and )?(?:just )?(?:stay\\w*|not com\\w* up|keep\\w* it there)",
  "cut\\w* (?:through )?my own (?:line|rope|harness|lanyard)",
  "let\\w* (?:a|the|that) (?:tree|trunk|load|beam) (?:come|fall|drop) (?:down )?on me",
  "open\\w* the (?:door|hatch)(?: \\w+){0,3} (?:and )?(?:go\\w*|step\\w*|jump\\w*) out",
  "(?:the )?step forward(?<= (?:platform|train|tracks) .*)",
  "swallow\\w* (?:them|the lot|all of them|the tablets|the pills) myself",
  "(?:drink\\w*|swallow\\w*) (?:the |de |da )?(?:weedkiller|bleach|antifreeze|paraquat|pesticide|sheep dip)",
  "(?:jump|walk|wad|slip)\\w* in(?:to)?(?: \\w+){0,4} (?:and|an) (?:not|never) (?:com\\w*|get\\w*) (?:back )?(?:up|out|back)",
  "tip\\w* (?:over|the boat|it over)(?: \\w+){0,3} (?:and )?let\\w* the (?:water|river|sea|bayou|current) take me",
  "stop\\w* eating(?: \\w+){0,2} (?:until|till) i (?:die|am dead|m dead)",
  // Session 44 (blind-32's method statements): a harness undone to let go, a step off a height named
  // before it ("up on the ridge ... all i could think was about stepping off"), a jump with the gorge or
  // the cliff named before it, a bus stopped on the level crossing named before it.
  "undo\\w* (?:my |the )?(?:harness|lanyard|strop|rope|line|clips?|karabiner)(?: \\w+){0,3} and (?:let\\w* go|fall\\w*|drop\\w*)",
  "step\\w* off(?= (?:not|and|its|i|im)(?= )|$)(?<= (?:ridge|roof|ledge|edge|cliff|cliffs|balcony|bridge|tower|scaffold\\w*|platform|parapet|viaduct) .*)",
  "jump\\w*(?= (?:the|its|it is|and|i|im)(?= )|$)(?<= (?:gorge|cliff|cliffs|ravine|canyon|bridge|ledge|quarry|viaduct|balcony) .*)",
  "stop\\w* (?:the |my )?(?:bus|car|van|truck|lorry|tractor) on (?:it|the (?:tracks|track|rails|crossing|level crossing))(?<= (?:level crossing|crossing|tracks|railway|rails) .*)",
  // Session 45 (blind-33's method statements): a wheelchair rolled off a height, going under the
  // horses or the wheels, reaching for the live wire the writer works beside.
  "roll\\w* (?:my |the )?(?:wheel)?chair (?:off|over|into)(?: the)?(?: \\w+){0,3} (?:pier|quay|jetty|wharf|edge|cliff|bridge|platform|wall|harbour|river|sea|water)",
  "(?:go\\w*|fall\\w*|slip\\w*) under the (?:horses|hooves|field|wheels|train|lorry|truck|bus|tram)",
  "reach\\w* (?:out )?for the (?:live |hot |bare )?(?:wire|wires|line|lines|cable)",
].join("|");
const PICTURED =
  "(?:picture|picturing|pictured|think about|thinking about|thought about|thought of|think of|thinking of|think (?:was|is) about|the idea of|imagine|imagining|see myself|seeing myself|tink about)";
/** Session 43: "and think, drink it and finish", "i think to walk out on the steppe" (non-native English). */
const THINKS_OF = "(?:and think(?: about| of)?|think to)";
/** A thought that arrives on its own ("the thought comes of lying down…"), the writer's without an "i". */
const THOUGHT_ARRIVES =
  "(?:the|this|that|an?)(?: same)? (?:intrusive )?(?:thought|picture|image|urge)(?: \\w+){0,2} (?:comes|came|keeps coming|pops up|arrives)(?: back)?(?: (?:of|to|that|just|me))";
const RECURS =
  "(?:lately|these days|nowadays|whenever|every|each time|each shift|times a (?:shift|day|night|week|trip)|keep thinking|keep imagining|keep picturing|each evening|each night|comes back|keeps coming|keep coming|came back|again and again|most days|all week|all the time|cant stop|cannot stop|hasnt passed|hasnt gone|it hasnt|wont go|wont leave|always there|not a slip|choosing it|on purpose|not an accident|the only thought|most (?:afternoons|mornings|evenings|nights)|getting clearer|so id be|being dead|be dead|be killed|be done|it would pass|its automatic|automatic now)";

/** The rule itself; ordinary speech (a chore on a roof, a job on the water) does not stand it down. */
export const PICTURED_ONE_WAY_ACT = new RegExp(
  `${NOT_OWN_DANGER}(?=.* ${RECURS}(?= )).* (?:(?:i|im|ive|me|my|myself|mind|head|ah)(?: \\w+){0,6} ${PICTURED}|${THOUGHT_ARRIVES}|intrusive thoughts?(?: \\w+){0,3})(?: \\w+){0,10} (?:${ONE_WAY_ACT})(?= |$)`,
);

/**
 * Session 42: the writer's own act of dying pictured, in general words: "i think about walking in",
 * "i picture just stepping off", "i keep imagining letting a tree come down on me", "the thought
 * keeps coming, just lean back". On its own it is not enough (a daydream, a fear of falling); it is
 * the care line made concrete (crisis.ts), so a reader of the care line must have heard a veiled sign
 * in the same message. The act follows the picturing directly, so another person pictured ("i picture
 * my son jumping off the pier") is not the writer's own.
 */
const OWN_ACT =
  "(?:step\\w*|jump\\w*|(?:walk\\w*|climb\\w*|wad\\w*|swim\\w*) (?:in|into|out|off|over|under)|driv\\w*(?: \\w+){0,4} (?:off|into|over)|driv\\w* (?:onto|on to) the (?:line|tracks|track|rails|railway)|let\\w* (?:the|my) (?:car|van|truck|lorry|bike|motorbike) (?:drift|veer|swerve|roll|slide)|stop\\w* (?:dead )?in the middle of the (?:traffic|road|carriageway|dual carriageway|motorway|highway|lanes?)|(?:go|going|goin) (?:off|over|under|in|into)|lean\\w* back|let\\w* (?:myself|(?:the|a) (?:water|sea|river|tide|current|waves|cold|tree|trunk|load))|swallow\\w*|drink\\w*|open\\w* the (?:door|hatch|window)|tip\\w* (?:over|the)|cut\\w* (?:my|through)|put\\w* my head|hang\\w* myself|shoot\\w* myself|drown\\w*|overdos\\w*|stop\\w* (?:on the|eating|breathing|taking)|(?:lie|lying|lay|laying) (?:down )?(?:in|on|under)|(?:stand|standing) on the (?:track|tracks|line|rails|railway)|just not coming back|let\\w* go of the (?:reins|wheel|rail|railing|handrail|rope|bar)|stop\\w* everything(?=.* (?:physio|nebuli[sz]er|enzymes|dialysis|treatment|meds|medication|insulin|chemo|oxygen)(?= ))|unclip\\w*|fall\\w* (?:into|off|from)|freez\\w*|stop\\w* (?:the |my )?(?:treatment|dialysis|chemo|insulin|(?:\\w+ ){0,2}(?:drugs|meds|medication|tablets|pills)))";
export const OWN_ACT_PICTURED = new RegExp(
  `${NOT_PLAY_OR_STORY}.* (?:(?:i|im|ive|me|my|myself|mind|head|ah)(?: \\w+){0,6} ${PICTURED}|${THOUGHT_ARRIVES}|${THINKS_OF}) (?:of )?(?:just |jus |me |myself )?${OWN_ACT}(?= |$)(?! (?:the |a |my |our )?(?:hot tub|jacuzzi|sauna|pool|bath|shower|bed|car|van|truck|cab|taxi|bus|train home|sleeping bag|arms|gods arms|his arms|the lords arms)(?= |$))`,
);

export const METHOD_STRONG: Signal[] = [
  { kind: "suicide", re: new RegExp(`${ORDINARY_MEANS}.*${FIREARM_ACCESS}`) },
  { kind: "suicide", re: new RegExp(`${ORDINARY_MEANS}${FUMES_READY}`) },
  { kind: "suicide", re: new RegExp(`${ORDINARY_MEANS}.*${HOARD}`) },
  { kind: "suicide", re: new RegExp(`${NOT_OWN_DANGER}.* ${INTENT}(?: \\w+){0,4} ${SELF_METHOD}(?= )`) },
  // "myself" in the method already turns it on the writer: no intent word needed.
  {
    kind: "suicide",
    re: / (?:set|setting|light|lighting) myself (?:on fire|alight|ablaze)(?= )| burn myself (?:alive|to death)(?= )| inject(?: \w+){0,10} (?:into|in) myself(?= )| (?:throw|throwing) myself (?:off|from|in front of|under)(?= )/,
  },
  // Session 25 (authored-8's twins): a method in words the families above miss, each turned on the
  // writer by its own shape: let myself go under, the car aimed at a tree, a gun to one's own mouth,
  // sitting in the running car in the closed garage, gaps taped against the fumes, over the edge of a
  // balcony, "that's how i'll do it" after a method, joining the dead tonight, not coming home from
  // the dam, cutting deep.
  {
    kind: "suicide",
    re: new RegExp(
      [
        " (?:let|letting) myself (?:go under|sink|slip under|drown)(?= )",
        " (?:aim|aiming|point|pointing) (?:the |my )?(?:car|truck|van|bike|motorbike)(?: \\w+){0,4} at (?:a |the |an )?(?:\\w+ )?(?:tree|oak|wall|pole|pylon|bridge|pillar|truck|lorry|barrier)(?= )",
        " (?:put|putting|hold|holding|held|press\\w*|stick\\w*) (?:it|the \\w+|my (?:\\w+ )?\\w+|(?:his|her|dads|grandads) \\w+)(?: \\w+){0,2} (?:in|to|against|under) my (?:mouth|head|temple|chin)(?= )(?:(?<= (?:gun|pistol|revolver|rifle|shotgun|barrel) .*)|(?=.* (?:gun|pistol|revolver|rifle|shotgun|barrel) ))",
        " (?:car|cars|engine|van|truck)(?: is| s)? (?:running|on)(?: \\w+){0,2} (?:in )?(?:the|a|my) (?:closed |shut |locked )?garage(?: \\w+){0,5} (?:im|i am|i m|with me) (?:sitting|lying|waiting|in it|inside)(?= )",
        " (?:taped|taping|sealed|sealing|blocked|blocking|stuffed|stuffing)(?: up)? (?:\\w+ ){0,4}(?:gaps|vents|cracks|door|doors|windows)(?: \\w+){0,4} (?:fumes|gas|exhaust|smoke|carbon monoxide|charcoal)(?= )",
        " (?:im|i am|ill|i will) (?:going|go) over the (?:edge|railing|side|ledge)(?= )(?=.* (?:balcony|floor|roof|bridge|cliff|canyon|building)(?= ))",
        // Session 29: "at the rail. i want to go over", "the way i've picked is hanging".
        " (?:want|going|about|ready) to go over(?= $| the (?:side|edge|rail|railing|top))(?<= (?:rail|railing|edge|ledge|bridge|deck|balcony|roof|cliff|parapet) .*)",
        " (?:method|way) (?:ive |i have |i )?(?:picked|chosen|chose|decided on|settled on)(?: for myself)? (?:is|will be) (?:hanging|the rope|a rope|pills|an overdose|the gun|a gun|jumping|drowning)(?= )",
        " (?:thats|that is|this is) how (?:ill|i will|im going to|i am going to|i want to|id|i would) (?:do it|go|die|end it)(?= )(?<= (?:jumper|jumpers|jumped|jump|jumping|overboard|overdose|overdosed|hanged|hanging|drowned|drowning|bridge|overpass|train|pills|rope|gun|shotgun|lorry|ice|cold|shaft|canal|river|sea|fall|falling|swerving) .*)",
        " (?:jumpers|jumper|overdoses|suicides)(?: \\w+){0,6} (?:im|i am) (?:going to|gonna) be (?:one|next|the next)(?= )",
        " (?:drowned|died|passed|killed himself|killed herself|took (?:his|her) (?:own )?life|grave)(?: \\w+){0,12} (?:join|be with) (?:him|her|them)(?: \\w+){0,3} (?:tonight|tomorrow|soon|this week|today|now)(?= )",
        " (?:driving|drive|going|walking|heading|walk|head) (?:out )?to the (?:dam|bridge|cliffs?|quarry|tracks|lake|river|sea|reservoir|gorge)(?: \\w+){0,3} (?:and )?(?:not|never|wont be) (?:coming|come) (?:home|back)(?= )",
      ].join("|"),
    ),
  },
  // Session 39: the method named as one's own without a verb of intent: "that's my method", "the
  // method that keeps coming into my head", "if i did it it'd be the train", "when i go it'll be
  // down the old shaft", "i'll do it the same way" after a family member's suicide, "deliberately,
  // to die".
  {
    kind: "suicide",
    re: new RegExp(
      [
        " (?:thats|that is|its|it is) my method(?= )(?<= (?:hang\\w*|rope|noose|jump\\w*|pills|overdose|gun|shotgun|drown\\w*|bridge|banister|bannister|cut\\w*) .*)",
        " method (?:that |which )?(?:keeps|kept) (?:coming|popping) (?:into|back into|in|up in) my (?:head|mind)(?= )",
        " if i (?:ever )?(?:do|did|went through with|go through with)(?: it)?(?: \\w+){0,2} (?:itll|it will|itd|it would) be (?:the |a |with (?:the |a |my )?|off (?:the |a )?)?(?:train|freight|bridge|rope|gun|shotgun|rifle|pills|cliff|tracks|overdose|noose)(?= )",
        " if i (?:ever )?(?:do|did|go through with) it (?:ill|i will|id|i would)(?: \\w+){0,2} (?:go overboard (?:at night|in the dark|with (?:my )?boots|off the|from the)|hang myself|drown myself|shoot myself|jump off|overdose)(?= )",
        " when i go (?:itll|it will|itd|it would) be(?: \\w+){0,4} (?:shaft|bridge|rope|gun|shotgun|pills|cliff|quarry|overdose|noose|jump)(?= )",
        " (?:shot|hanged|hung|gassed|drowned) (?:himself|herself|themselves|themself)(?! in the foot)(?: \\w+){0,8} (?:ill|i will|im going to|i think ill|id|i would)(?: \\w+){0,2} do it the same way(?= )",
        " (?:deliberately|on purpose) to die(?= )(?! for )",
        " (?:lie|lying|lay|laying) down (?:in the (?:cold|snow)|on the (?:sea )?ice|in the (?:river|sea|loch|lake))(?: \\w+){0,6} (?:until i die|and (?:die|not get up|never get up|let the cold))(?= )",
        ` (?:think\\w*|thought|idea|imagine|imagining|picture|picturing)(?: \\w+){0,12} ${TAKEN_BY_WATER_OR_COLD}`,
        "^(?!.* (?:terrif\\w*|scares? me|scared|afraid|fear\\w*|frighten\\w*|phobia|nightmares?|panic\\w*)(?= )).* (?:idea|thought|image|picture) of (?:drowning|hanging)(?: \\w+){0,10} (?:comes|keeps coming|came|pops|keeps popping) (?:into|in|back into|up in) my (?:head|mind)(?: \\w+){0,3} (?:every|all the time|constantly|again|each)(?= )",
        ` ${WAY_NAMED} (?:and |or )?${WAY_NAMED} (?:and |or )?${WAY_NAMED}(?= )`,
        " (?:research\\w*|googl\\w*|looking up|looked up|search\\w*) how to (?:overdose|od|hang myself|drown myself)(?= )",
      ].join("|"),
    ),
  },
  { kind: "suicide", re: PICTURED_ONE_WAY_ACT },
  // Session 45 (blind-33's method statements): a means or a way pictured as how the writer goes ("i
  // think about the car being how i go"), a death pictured and said not to be an accident, and a
  // means the writer thinks about whose picture will not go or grows clearer ("i think about my
  // father's shotgun ... the picture won't go"); not a crash or an attack remembered.
  {
    kind: "suicide",
    re: new RegExp(
      [
        " (?:think\\w*|thought|picture\\w*|imagin\\w*) about (?:the |my |a )?\\w+(?: \\w+)? being how (?:i|ill|i will|id|i would) (?:go|die|do it|end it|end things)(?= )",
        " (?:its|it is|it s|thats|that is) not an accident (?:im|i am|i m|that im|that i am) (?:picturing|imagining|thinking (?:of|about))(?= |$)",
        "^(?!.* (?:crash\\w*|accident|derail\\w*|attack\\w*|shooting|pointed|held (?:it|a|the)|robbed|war|flashbacks?)(?= )).* (?:i|im|ive)(?: \\w+){0,3} (?:think|thinking|thought) about (?:the|my|(?:my )?(?:fathers|dads|mums|mothers|brothers|grandads|husbands|his|her) )(?: \\w+)? ?(?:train|trains|tracks|railway|shotgun|rifle|gun|pistol|pills|tablets|rope|bridge|cliff|river|wire)(?: \\w+){0,14} (?:the )?(?:picture|thought|image) (?:is getting clearer|gets clearer|getting clearer|wont go|will not go|wont leave|will not leave|keeps coming back|never goes|is getting stronger)(?= |$)",
      ].join("|"),
    ),
  },
  // Session 41: off a ferry where no one would see: "i'd jump off the ferry halfway across. no one
  // would see in the dark" (blind-19).
  {
    kind: "suicide",
    re: / (?:id|i would|ill|i will|im going to|i could) (?:just )?(?:jump|go|slip) (?:off|over the side of|overboard from) (?:the |a )?(?:\w+ )?(?:ferry|boat|ship|deck)(?=.* (?:no one|nobody) (?:would|will|could|d) (?:see|notice|know|hear|find))/,
  },
  {
    kind: "self_harm",
    re: / (?:so (?:i|that i) can|going to|gonna|want to|ready to|need to) cut (?:deep|deeper|myself|my (?:arms?|wrists?|legs?|thighs?))(?= )| how to cut(?: \w+){0,3} so (?:it|the blood) (?:doesnt|wont|does not|will not) clot(?= )/,
  },
  { kind: "suicide", re: new RegExp(OWN_DEATH) },
  // At the height already, the jump wanted (X80): "standing on the roof edge and i want to jump".
  {
    kind: "suicide",
    re: new RegExp(
      `${NOT_OWN_DANGER}.* (?:im|i am|standing|stood|sitting|sat|here) (?:on|at|by) (?:the |a |this )?(?:\\w+ )?(?:roof|rooftop|ledge|bridge|edge|cliffs?|balcony|top floor|overpass|tracks|platform edge)(?: \\w+){0,8} (?:want to|going to|gonna|about to|ready to|could|might) (?:just )?(?:jump|let go|step off|fall|step out)(?= )`,
    ),
  },
  // The place or the means chosen, the plan's details worked out (C-SSRS: "worked out the details").
  {
    kind: "suicide",
    re: new RegExp(
      `${NOT_OWN_DANGER}.*(?: (?:i|ive|i have)(?: already)?)? (?:picked|chosen|chose|found|scouted|worked out|decided on|decided)(?: \\w+){0,3} (?:spot|place|tree|beam|bridge|cliff|cliffs|building|roof|quarry|day|date|time|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?: \\w+){0,10} (?:rope|noose|gun|rifle|pills|cliffs?|bridge|quarry|roof|tracks|jump|letters|nobody (?:goes|will find|comes)|(?:house|flat|place) is empty|traffic)(?= )`,
    ),
  },
  { kind: "suicide", re: new RegExp(`${NOT_OWN_DANGER}.*${LETHALITY_QUESTION}`) },
  { kind: "suicide", re: MEANS_FOR_SELF },
  { kind: "suicide", re: MEANS_PURPOSE_REPLACED },
];
