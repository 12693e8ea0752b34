import type { Signal } from "./crisis-signals.js";
import { ORDINARY_EVENT, THREATENING_LEADER } from "./crisis-signals-twentieth.js";

// Issue 12, session 57's round, read on blind-45 (sealed in session 56 and read twice, readable from this
// session), each miss written as its family, not the one wording. Patterns run on normaliseForCrisis text
// (lowercase, no apostrophes, punctuation as spaces, so a message's sentences run together). Four lists:
// - TWENTY_FIRST_IDIOMS: ordinary speech taken out before the rules read the text;
// - TWENTY_FIRST_STRONG: direct statements;
// - TWENTY_FIRST_CONCERN: veiled signs for the care line;
// - TWENTY_FIRST_ABUSE: danger from someone else to the writer or to someone in their home.

// Ordinary speech behind a false alarm on plan-blind-40: a person who "was my whole plan" after a breakup.
export const TWENTY_FIRST_IDIOMS: RegExp[] = [
  / (?:he|she|they|you|it|this|that) (?:was|were|is|are|s) (?:my|our) (?:whole|entire|only|big|life|five year) plan(?= )/g,
];

export const TWENTY_FIRST_STRONG: Signal[] = [
  // A day marked and a plan made, said bare ("date circled. plan made. calm."): no ordinary event named, nothing the
  // date or the plan is "for".
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.* ${ORDINARY_EVENT}(?= ))(?!.* for (?:the|our|my|a|an|his|her|their|next|this) )(?=.* (?:the )?(?:date|day) (?:is |s |has been |been )?(?:circled|set|picked|chosen|marked|fixed)(?= ))(?=.* (?:the )?plans? (?:is |s |are |has been |been )?(?:made|set|ready|done|sorted|in place|finished|fixed)(?= ))`,
    ),
  },
  // The join's losses (blind-5, blind-26), won back as families: "doing it" set for the day bad news comes ("going to do it
  // when the exam results come out on thursday if they're bad"); a leap pictured from a high place as the thought that
  // keeps coming ("the thought is. jumping. from the multi-storey. that's the one that keeps coming").
  {
    kind: "suicide",
    re: / (?:going to|gonna|ill|i will|im going to) do it (?:when|if|after|once|the day)(?: \w+){0,10} (?:if|when|and) (?:theyre|they are|its|it is|they come back|it comes back|the news is) (?:bad|not good|a fail|failed|no)(?= )/,
  },
  {
    kind: "suicide",
    re: /^(?=.* (?:jumping|jump|hanging|drowning|stepping off|throwing myself)(?: from| off| in front of| into)?(?: the| a)? (?:multi ?storey|car park|bridge|roof|cliff|tower|building|train|motorway|flyover|viaduct|ledge|balcony|river|quarry)(?= ))(?=.* (?:keeps coming|keep coming|keeps coming back|wont go away|cant shake|the thought is|thats the one)(?= ))/,
  },
];

export const TWENTY_FIRST_CONCERN: RegExp[] = [
  // A farewell no one understood ("said my farewells to the lads ... nobody knew what i meant by it").
  /^(?=.* (?:farewells?|goodbyes?|said bye|last time)(?= ))(?=.* (?:nobody|no one|noone|none of them|they didnt|he didnt|she didnt) (?:knew|know|realised|realized|understood|got) what i (?:meant|was saying|was doing)(?= ))/,
  // Not around for a family day to come, with no reason of travel or work given ("i'm not going to be around for my
  // grandson's christening and i wanted someone to know i'm sorry").
  /^(?!.* (?:because|cos|cause|since|as (?:i|im|we)|away|abroad|working|work|shift|holiday|trip|deployed|deployment|posted|moving|flight|visa|overseas|hospital|surgery|operation|conference|course|exam)(?= )).* (?:not going to|wont|will not|am not going to|im not going to|not gonna|i wont) be (?:around|here|there) (?:for|to see) (?:my|his|her|their|the|our) (?:\w+ ){0,2}(?:christening|wedding|birthday|graduation|baptism|confirmation|first|birth|next|school|christmas|exams|results|18th|21st|big day|kids|children|grandchildren|grandkids)(?= )/,
  // Everything put into other hands after things were given on ("my fiddle to the session lads. i'm putting everything
  // in other hands"); not God's hands.
  / (?:putting|put|placing|placed|leaving|left|handing|handed|passing|passed) (?:everything|it all|all of it|all my (?:things|stuff|belongings)) (?:in|into|over to|on to) (?:other|others|other peoples|new|someone elses|somebody elses) hands(?= )/,
  // Done with people and company ("no more visitors ... i'm done with people"); not a day at work with customers.
  /^(?!.* (?:customers?|shift|retail|work today|at work|lol|haha|lmao|rush|black friday|traffic|queue|queues)(?= )).* (?:im|i am|i m) (?:so |just |completely |totally )?done with (?:people|everyone|everybody|humans|the world|company)(?= )/,
  /(?: no more (?:sunday )?(?:visitors|phone calls|calls|church|services?|company|seeing (?:anyone|people|friends)|friends|texts|knocks at the door)(?= )(?: \w+){0,4}){2}/,
  // The join's losses (blind-4, blind-17, blind-19, blind-32), won back as families: a last word of thanks or sorrow
  // ("the last thing i want to say is thank you, and sorry"); the writer's air or place better given to someone useful;
  // self-harm kept up ("scars up my forearms like tally marks, and i'm still adding lines", "adding pain on purpose ...
  // pain i control").
  / the last thing i (?:want|wanted|need|needed|have) to say is (?:thank you|thanks|sorry|goodbye|bye|i love)(?= )/,
  / (?:the air i breathe|my (?:air|oxygen|space on (?:this )?earth|place on (?:this )?earth|life)) (?:should|could|would be better|might as well) (?:go|be given|be going) to (?:someone|somebody) (?:useful|better|more deserving|who deserves it|worth it)(?= )/,
  /^(?=.* (?:scars|cuts|marks|forearms|arms|thighs|wrists)(?= )).* (?:still|keep|keeps|im still|i keep) adding (?:lines|more lines|marks|more marks|cuts|more cuts|more)(?= )| (?:adding|causing|giving myself|inflicting|making) (?:more )?pain on purpose| (?:its|it is|a) pain i (?:can )?control(?= )/,
  // Pulled out of everything and gone quiet ("i've pulled out of everything. work, friends, church. i've gone quiet and
  // i'm staying quiet"); not a season of rest, study or a new baby.
  /^(?!.* (?:to focus|to rest|for a season|for a while|sabbatical|maternity|paternity|exams?|revision|to recover|new baby|the baby|lent|retreat|holiday|detox)(?= )).* (?:ive|i have|i) (?:pulled|withdrawn|withdrew|dropped|stepped|backed) (?:out of|back from|away from|out from) (?:everything|everyone|it all|all of it|every \w+)(?= )| (?:gone|going|went) quiet and (?:im |i am |i will |ill |i )?(?:staying|stay|keeping|keep|will stay) (?:quiet|that way|silent)(?= )/,
];

export const TWENTY_FIRST_ABUSE: Signal[] = [
  {
    kind: "abuse",
    re: new RegExp(
      [
        // A boss or supervisor who grabs or holds the writer and threatens to call immigration if they report it ("the
        // supervisor ... grabs me from behind and says if i report him he'll call immigration").
        `^(?=.* (?:hell|he will|shell|she will|theyll|they will|threatens to|threatened to|says he will|says shell|going to|would) (?:call|ring|phone|report me to|tell|get) (?:immigration|the home office|ice|border force|the border|my visa|the authorities)(?= ))(?=.* (?:grabs|grabbed|touches|touched|gropes|groped|hits|hit me|slaps|slapped|pushes|pushed|locks|locked|keeps my (?:passport|papers)|took my (?:passport|papers)|takes my (?:wages|pay)|doesnt pay|wont pay|dont pay)(?= ))`,
        // Families threatened if the writer runs ("the men say our families in nghe an will suffer if we run").
        ` (?:our|my) (?:families|family|parents|mother|mum|mom|father|kids|children|wife|husband|sisters?|brothers?)(?: \\w+){0,4} (?:will|would|are going to|is going to) (?:suffer|be hurt|pay|be killed|die|get hurt)(?: \\w+){0,3} if (?:we|i) (?:run|ran|run away|escape|try to (?:leave|run|escape)|talk|tell|go to the police|report)(?= )`,
        // An ex who turns up or follows and now knows where the writer lives ("my ex-husband keeps turning up at the
        // school gates ... he knows where i'm living now").
        `^(?=.* (?:my )?ex(?: husband| wife| partner| boyfriend| girlfriend)?(?= ))(?=.* (?:turn\\w* up|shows? up|showing up|waiting outside|outside my|following me|followed me|keeps coming|sends messages|texts saying|messages saying)(?= ))(?=.* (?:knows|found out|has found|found) where (?:i|we|im|were) (?:live|living|am living|are living|staying|moved|work)(?= ))`,
        // A leader who says God will strike or take the writer's family ("when i said i wanted to go home he said god
        // would strike my mother dead").
        `^(?=.* ${THREATENING_LEADER}(?= ))(?=.* (?:he|she|they) (?:said|says|told me|threatened|warned)(?: that)? (?:god|the lord|heaven|jesus|the spirit)(?: \\w+){0,2} (?:would|will|is going to|shall|could) (?:strike|kill|curse|punish|take) (?:my (?:\\w+ )?(?:mother|mum|mom|father|dad|children|kids|son|daughter|family|husband|wife|baby|parents)|me)(?= ))`,
      ].join("|"),
    ),
  },
];
