import type { Signal } from "./crisis-signals.js";
import { MEANS_AT_HAND } from "./crisis-signals-sixteenth.js";

// Issue 12, session 54's round, read on blind-42 (sealed in session 53 and read twice, readable from this
// session), each miss written as its family, not the one wording. Patterns run on normaliseForCrisis text
// (lowercase, no apostrophes, punctuation as spaces, so a message's sentences run together). Later in the session the
// join's two losses and the readable sets' false alarms of ordinary speech were written here too. Four lists:
// - EIGHTEENTH_IDIOMS: ordinary speech taken out before the rules read the text;
// - EIGHTEENTH_CONCERN: veiled signs for the care line;
// - EIGHTEENTH_STRONG: direct statements;
// - EIGHTEENTH_ABUSE: danger from someone else to the writer or to someone in their home or care;
// and NOT_SOMEONE_ELSE_OR_GLADLY_AGAIN, a lookbehind the timing rule and the relapse cue share.

/** A means the writer could take, named anywhere in the message (the late mother's medicines, the rat poisons). */
const A_MEANS = MEANS_AT_HAND;
/** A celebration, trip or event a plan is ordinarily for. */
const AN_EVENT =
  "(?:wedding|party|trip|holiday|meeting|date night|surprise|proposal|birthday|reunion|match|game|picnic|menu|service|event|concert|gig|course|lesson|lessons|route|week|weekend|move|renovation|budget|diet|garden|retirement|itinerary|funeral plan)";

// Ordinary speech behind the readable sets' false alarms, taken out before the rules read the text: a threat to kill the
// writer over a small mistake told with its laugh ("my boss said he'd kill me. he bought me a pint after", "'if you drop
// that magnum i'll kill you' ... i'm still alive", blind-35), and a fright ("i nearly died when the hospital rang"). Never
// where a partner, fear, a blow or a weapon is named: "my husband said he'd kill me if i told anyone lol" is a threat.
export const EIGHTEENTH_IDIOMS: RegExp[] = [
  / (?:said|says|told me|shouted|yelled)(?: \w+){0,8} (?:hed|shed|he would|she would|hell|shell|he will|she will|theyd|theyll|ill|i will|id) kill (?:me|us|you)(?<!^(?=.* (?:husband|boyfriend|partner|wife|girlfriend|ex|exs|stepdad|stepfather|scared|afraid|terrified|frightened|hits|hit me|hurts|beats|threatens|threatened|knife|gun)(?= )).*)(?:(?=.* (?:bought me a (?:pint|drink|coffee|beer)|laughed|lol|haha|joking|kidding|(?:im|i am) still alive|still breathing|were fine|we are fine|hugged me)(?= ))|(?<=^ (?:lol|haha|lmao) .*))(?= )/g,
  / (?:i )?(?:nearly|almost) died when (?:the|my|he|she|they|i|we|it) (?:\w+ ){0,3}(?:rang|called|phoned|told|said|texted|walked in|came in|showed)(?= )/g,
];

/**
 * Not "i'd do it again (tomorrow)" said gladly (a kidney donor, blind-36), nor someone else doing it ("our priest is doing it
 * maundy thursday", blind-35): a lookbehind for the timing and relapse rules. "I'd do it again" after an attempt, pills, a
 * cut or a death keeps its alarm.
 */
export const NOT_SOMEONE_ELSE_OR_GLADLY_AGAIN =
  "(?<!(?: is| are| was| were| hes| shes| theyre)|^(?!.* (?:tried|attempt\\w*|overdos\\w*|pills|tablets|cut|cutting|hurt myself|harm\\w*|kill\\w*|die|died|dead|suicid\\w*)(?= )).*(?: id| i would| wed| we would))";

export const EIGHTEENTH_STRONG: Signal[] = [
  // A bare "planned" opening the message with what follows it only in a death planned ("it's planned. i've even chosen
  // what song i want at the funeral", "planned it. picked the date. wrote to my kids", "everything planned out except
  // the nerve"); not a party, a trip or a funeral plan bought ahead.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.* ${AN_EVENT}s?(?= )) (?:its|it is|its all|it is all|all|everythings|everything is|everything|ive|i have|i)? ?(?:planned|planned out|sorted|worked out)(?: it| out)?(?= ).* (?:(?:song|hymn|music|reading)s? (?:i want )?(?:at|for) (?:the|my) funeral|picked (?:the|a) (?:date|day)|wrote (?:to|letters to|notes to) (?:my|the) (?:kids|children|family|wife|husband|mum|mom|parents)|(?:im|i am) not (?:scared|afraid) (?:anymore|any more)|except the (?:nerve|courage|guts|bottle))(?= )`,
    ),
  },
  // A crash into something big pictured on the writer's own road ("i imagine riding into the back of a lorry on the dual
  // carriageway. every delivery"); not a fear of being hit, or a crash dreaded.
  {
    kind: "suicide",
    re: /^(?!.* (?:scared|afraid|terrified|anxious|anxiety|worried|worry|fear|nervous|nightmares?|flashbacks?|accident|game|film|movie)(?= )).* (?:imagine|imagining|picture|picturing|think about|thinking about|see myself) (?:myself )?(?:riding|driving|swerving|steering|veering|crashing|going) (?:straight )?(?:into|under) (?:the back of |the side of )?(?:a|the|an) (?:lorry|truck|bus|wall|tree|pillar|bridge|oncoming \w+|juggernaut|artic|tanker)(?= )/,
  },
  // "i think to throw myself in": a wish said in a learner's English; not throwing oneself into work.
  {
    kind: "suicide",
    re: / i (?:think|thinking|want|wanting|wish) to (?:throw|jump|drown|hang|kill|shoot|poison) myself(?! into (?:the |my )?(?:work|job|study|studies|project|ministry|it|life|training|music))(?= )/,
  },
  // The train driver's picture of being the one on the line.
  {
    kind: "suicide",
    re: /^(?=.* (?:train|trains|railway|rail|driver|tracks)(?= ))(?!.* (?:call|calls|phone|control|radio|signaller)(?= )).* (?:picture|picturing|imagine|imagining|see|seeing|think about|thinking about) (?:myself )?being the one (?:on the (?:line|tracks)|under the train|in front of the train)(?= )/,
  },
  // A method's name alone with how long and how often ("hanging. since january. every night").
  {
    kind: "suicide",
    re: /^ (?:hanging|a noose|the noose|an overdose|overdosing|the train|the tracks|the bridge|jumping|drowning)(?: since \w+)? (?:every|each) (?:night|day|morning)(?= )|^ (?:hanging|a noose|the noose|an overdose|overdosing) since (?:january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|last \w+|the \w+)(?= )/,
  },
  // Thinking of jumping where the writer walks, a height named ("the headland at the end of our road. i walk the dog
  // up there and think about jumping"); not a jump for sport or into water to swim.
  {
    kind: "suicide",
    re: /^(?=.* (?:headland|cliffs?|clifftop|cliff top|bluff|viaduct|quarry|bridge|rooftop|ledge|tower block|car park|multi storey|top floor|overpass|gorge|dam|crag)(?= ))(?!.* (?:bungee|parachut\w*|sky ?div\w*|base jump\w*|paraglid\w*|cliff div\w*|coasteering|tombstoning|swim\w*|pool|horse|show ?jump\w*|trampoline|queue|ship|job|gun|conclusions?|in with|bandwagon|for joy|up and down|climb\w*|abseil\w*)(?= )).* (?:think|thinking|thought) about jumping(?= )/,
  },
  // A knife carried that is "not for anyone else".
  {
    kind: "suicide",
    re: / (?:carrying|carry|carried|bought|got|keep|kept) (?:a|the|my) (?:knife|blade|gun|pistol|rope)(?: \w+){0,6} (?:its |it is |thats )?not for (?:anyone|anybody|someone|somebody) else(?= )/,
  },
  // A means thought of "for me" ("the poisons i carry for rats, i've started thinking about them for me", "my late mum's
  // medicines. i think about them for me now").
  {
    kind: "suicide",
    re: new RegExp(`^(?=.* ${A_MEANS}(?= )).* (?:think|thinking|thought) about (?:them|it|using (?:them|it)) for (?:me|myself)(?= )`),
  },
  // "got means. got reasons.": the means, with no article, opening the message (SEVENTEENTH_STRONG has "got the means").
  { kind: "suicide", re: /^ (?:got|have|ive got|i have got|i have|now i have) means(?! to| for| test| of)(?= )/ },
  // The last night and the act ("this is the last night. im doing it").
  {
    kind: "suicide",
    re: / (?:this is|tonight is|today is|its) (?:the|my) last (?:night|day)(?! of| in| at| on| before| for| with| here| together| at)(?: \w+){0,3} (?:im|i am|ill|i will) (?:doing|do) it(?= $| tonight| today)/,
  },
  // A day set after a feast not to spoil it ("the day after christmas. i won't spoil it for the kids"); not news kept
  // back till then.
  {
    kind: "suicide",
    re: /^(?!.* (?:tell|telling|told|news|divorce|divorcing|moving|move|diagnosis|leaving|results|announce\w*|surprise|present|presents|gift|gifts|decorations?)(?= ))^ (?:the day after|after|once|straight after|on) (?:christmas|boxing day|new year|easter|his birthday|her birthday|their birthday|the wedding|the holidays)(?: \w+){0,3} (?:i )?(?:wont|will not|dont want to|do not want to|cant) (?:spoil|ruin) (?:it|christmas|easter|\w+s \w+|their \w+) for (?:the kids|the children|my kids|them|everyone|the family)(?= )/,
  },
  // Following the dead one after the funeral ("after his funeral on monday, i'll follow him. i mean that"); not into the
  // trade, or in faith.
  {
    kind: "suicide",
    re: /^(?=.* (?:funeral|bury|buried|burial|grave|died|passed|gone)(?= )).* (?:ill|i will|im going to|im gonna|i am going to|i want to) (?:follow|join) (?:him|her|them)(?: (?:soon|there|then|too|as well))?(?= $| i mean| i swear| i promise| thats| and be)/,
  },
  // A date alone and "that's it" as the whole message ("end of this week. that's it").
  {
    kind: "suicide",
    re: /^ (?:(?:the )?end of (?:this|the|next) (?:week|month)|this (?:weekend|friday|saturday|sunday)|tomorrow|tonight|sunday|friday) (?:and )?(?:thats it|that is it|then thats it|thats the end) $/,
  },
  // The join's loss (authored-7): doing the same as someone who took their life ("i saw the man who jumped from the
  // bridge on the news and i'm going to do the same on saturday"); not a skydive or a charity jump.
  {
    kind: "suicide",
    re: /^(?=.* (?:jumped (?:from|off) (?:the|a) (?:bridge|building|roof|cliff|tower|car park|viaduct|overpass)|killed (?:himself|herself|themselves)|took (?:his|her|their) (?:own )?life|hanged (?:himself|herself)|ended (?:his|her|their) (?:own )?life)(?= ))(?!.* (?:plane|parachut\w*|sky ?div\w*|charity|bungee|sponsored|abseil\w*|record)(?= )).* (?:im|i am|ill|i will|im gonna|i want to) (?:going to |gonna )?(?:do the same|do what (?:he|she|they) did|go the same way)(?= )/,
  },
  // A time and an apology to everyone as the whole message ("tonight. sorry, everyone").
  {
    kind: "suicide",
    re: /^ (?:tonight|today|tomorrow|this weekend|in the morning) (?:im )?(?:sorry|forgive me) (?:everyone|everybody|all|all of you|guys|mum|dad|mom) $/,
  },
];

// The care line: a farewell round told as leaving, a pet kept "for good" by someone better for it, a car given away "serious",
// a hobby's things all given away, everything given to charity, a burden the family "breathe easier" without, one less
// child to cope with, the house not left past the bathroom, people not to be faced.
export const EIGHTEENTH_CONCERN: RegExp[] = [
  / like i (?:was|am|were) (?:leaving|going away|saying goodbye)(?: \w+){0,3} (?:i suppose|i guess|maybe|i think|perhaps) i am(?= )/,
  / (?:shell|hell|theyll|she will|he will|they will|shed|hed|theyd) be (?:better|kinder|happier) (?:for|to|with) (?:him|her|them|it) than (?:me|i (?:am|was|ever was|could be|ever could be))(?= )/,
  /^(?=.* (?:free|for free|for nothing)(?= ))(?=.* (?:serious|seriously|no catch|i mean it|dont need it anymore|wont need it)(?= )) who wants my (?:car|van|bike|motorbike|guitar|stuff|things|tools|clothes|everything)(?= )/,
  /^(?!.* (?:late|mums|moms|dads|grans|nans|grandmas|grandads|husbands|wifes|her|his|their|outgrown|baby|kids|childrens|moving|move|downsiz\w*)(?= )).* my (?:\w+ ){1,3}(?:my |the )(?:\w+ ){1,3}(?:\w+ )?all (?:given|gave) away(?= )/,
  /^(?!.* (?:move|moving|downsiz\w*|renovat\w*|new (?:house|flat|home)|declutter\w*|minimalis\w*|spring clean\w*)(?= )).* everything not just (?:the )?(?:old|worn|broken|unwanted) (?:stuff|things|clothes|bits)(?= )/,
  / (?:theyd|they would|they will|theyll|everyone would|everyone will|hed|shed|he would|she would|my family would|my \w+ would|the \w+ would) (?:all )?(?:breathe|sleep|rest|live|get on|manage|do|cope) (?:easier|better|fine|freer|lighter)(?: \w+){0,2} (?:with me gone|with me out of the way|if i was gone|if i were gone|once im gone|when im gone)(?= )/,
  // The join's loss (blind-31): "i am only heavy load for this family now".
  / (?:im|i am) (?:only |just |nothing but )?(?:a )?(?:heavy )?(?:load|burden|weight) (?:for|on|to) (?:this|my|the|our) (?:family|kids|children|household|daughter in law|son in law|daughter|son)(?= )/,
  / (?:theyd|they would|my parents would|mum would|dad would|my family would|they will|theyll) (?:cope|manage|be|do) (?:fine |better |ok |okay )?with one less (?:kid|child|mouth|son|daughter|person)(?= )/,
  /^(?!.* (?:op|surgery|operation|hip|knee|flu|covid|virus|broke|broken|leg|ankle|foot|recovering|recovery|bug|sick|ill|cast|crutches|chemo)(?= )).* (?:i )?(?:havent|have not|hadnt|didnt) (?:gone|been|got|walked|moved) (?:any )?further than (?:the|my) (?:bathroom|toilet|loo|kitchen|front door|door|end of the bed|sofa|couch|bed)(?= )/,
  /^(?!.* (?:covid|flu|contagious|infectious|migraine|germs|immune|chemo|introvert\w*|hangover)(?= )).* i (?:cant|cannot|can no longer|just cant) (?:be around|face|stand being around) (?:people|anyone|anybody|other people)(?: anymore| any more| now)?(?= $| i | so | and )/,
];

/** A religious leader's title, for a demand made in God's name. */
const SPIRITUAL_LEADER = "(?:prophet|pastor|bishop|apostle|priest|elder|imam|man of god|leader|evangelist|overseer|deliverance)";

export const EIGHTEENTH_ABUSE: Signal[] = [
  // A leader demanding sex for deliverance, or cursing the writer's children if they refuse.
  {
    kind: "abuse",
    re: new RegExp(
      `^(?=.* ${SPIRITUAL_LEADER}(?= )).* (?:says|said|tells me|told me|insists|demands) (?:that )?i (?:must|have to|should|need to) (?:sleep|have sex|lie) with him(?= )| (?:curse|cursing) (?:my|me|our) ?(?:children|kids|family|baby|son|daughter)? if (?:i|we) (?:refuse|say no|tell|leave|report|dont)(?= )`,
    ),
  },
  // An ex watching the writer's home, with a tracker or standing at a window at night.
  {
    kind: "abuse",
    re: /^(?=.* my ex(?:husband|wife|boyfriend|girlfriend|partner)?(?= ))(?=.* (?:tracker|tracking device|airtag|gps on my|standing outside|outside my (?:house|door|window|flat)|outside (?:the|my) (?:\w+ ){0,2}window|watching (?:the|my) (?:house|flat|kids|window|windows))(?= )).* (?:he|she) (?:turns up|shows up|follows|was standing|is standing|stands|watches|was watching|is watching|parks)(?= )/,
  },
  // A boss's men threatened on the workers' families ("if we go to police his men visit our families").
  {
    kind: "abuse",
    re: / (?:his|her|their|the bosss) (?:men|people|guys|friends|boys|thugs) (?:will )?(?:visit|come for|come after|find|hurt|go after|pay a visit to) (?:our|my|your) (?:families|family|kids|children|mum|mother|wife|parents)(?= )/,
  },
  // Someone in the family hitting a parent or child who lives with the writer ("my dad has alzheimer's and lives with us.
  // i found out my brother's been hitting him").
  {
    kind: "abuse",
    re: /^(?=.* (?:lives with (?:me|us)|in my care|i look after|i care for|im (?:his|her) carer)(?= )).* my (?:brother|sister|son|daughter|cousin|nephew|niece|uncle|aunt|stepbrother|stepsister)s? (?:has been|been|is|keeps) (?:hitting|hurting|slapping|pinching|shoving|pushing|kicking|beating) (?:him|her)(?= )/,
  },
  // A passport taken and work forced ("they took my passport and make me do sex work").
  {
    kind: "abuse",
    re: /^(?=.* (?:took|taken|take|takes|kept|keep|keeps|holding|hold|holds|has|have) (?:my|our) (?:passport|passports|papers|documents|id)(?= )).* (?:make|makes|made|force|forces|forced|forcing) (?:me|us) (?:to )?(?:do|work|sleep|sell|have sex)(?= )/,
  },
  // A threat to break the writer's bones if they don't get out or pay ("get out or they'll break my legs"); not a film's.
  {
    kind: "abuse",
    re: /^(?!.* (?:film|movie|show|series|book|novel|game|joke|lol|haha)(?= )).* (?:get out|leave|pay up|pay|move out|go)(?: \w+){0,3} or (?:theyll|they will|hell|he will|well|we will|ill|they would|hed|theyd) (?:break|smash|burn|stab|shoot|beat) (?:my|your|me|you|us|the)(?= )/,
  },
];
