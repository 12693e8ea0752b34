// Slot templates that add honest variety: each family is a sentence frame with slots filled from
// short lists. Every generated message carries the family and main slot as its group, so that the
// blind split takes whole groups and never sees a near-copy of a training message.
import type { CorpusCategory } from "../categories.js";

export interface Generated {
  category: CorpusCategory;
  group: string;
  text: string;
}

/** Deterministic pick of k items of a list, offset by a seed (no randomness). */
function pick<T>(list: readonly T[], k: number, seed: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < k && i < list.length; i++) out.push(list[(seed * 7 + i * 5) % list.length]);
  return [...new Set(out)];
}

// --- crisis: a plan with stored means and a time (the gap the issue names)
const STORED_MEANS = [
  "I've got a month of pills saved in my drawer",
  "the pills I've been saving are in my bag",
  "I have my dad's gun in my room",
  "there's rope in the garage I bought for this",
  "I've been stockpiling my sleeping pills",
  "I kept all my painkillers from the surgery",
  "i have enough of my meds saved up",
  "the gun is loaded and in my car",
];
const WHEN = [
  "tonight",
  "after everyone goes to sleep",
  "on friday",
  "this weekend",
  "when my shift ends",
  "tomorrow morning",
  "once the kids are at school",
  "after church on sunday",
];
const INTENT_CLAUSE = [
  "and I'm going to use them",
  "and I'm going to do it",
  "and I'm ending it",
  "and that's when I go",
  "and I've decided",
  "and I'm not going to wake up after",
];

// --- crisis: a method as a recurring thought
const METHOD_THOUGHT = [
  "jumping off the bridge on my commute",
  "taking every pill in the cabinet",
  "driving into the concrete barrier",
  "hanging myself in the garage",
  "stepping in front of the train",
  "using the gun in the closet on myself",
  "walking into the lake and not coming back",
  "overdosing on my meds",
];
const RECURRING = [
  "I keep thinking about {m}",
  "the thought of {m} won't go away",
  "every night I picture {m}",
  "I can't stop imagining {m}",
  "my mind keeps going back to {m}",
];

// --- everyday: a situation and what the member asks for
const SITUATIONS = [
  "My mom has surgery on Thursday",
  "I start a new job next week",
  "My son failed his math test",
  "We're moving to a new city in March",
  "My husband and I had a fight about chores",
  "I have a big presentation tomorrow",
  "My daughter is leaving for college",
  "Our church is looking for a new pastor",
  "I've been laid off",
  "My best friend is getting married",
  "I'm behind on rent this month",
  "My dad was just diagnosed with diabetes",
  "I'm starting a Bible study with my coworkers",
  "We're trying to save for a house",
  "My sister had a baby girl",
  "I'm struggling to get along with my roommate",
  "My grandmother passed away peacefully on Sunday",
  "I'm taking the bar exam soon",
  "My kids have been sick all week",
  "I'm volunteering at the shelter this weekend",
  "My wife is deployed overseas",
  "Our dog had surgery",
  "I have jury duty next week",
  "I'm leading worship for the first time",
  "My teenager is being disrespectful",
  "I got a bad performance review",
  "We just found out we're having twins",
  "My friend hasn't returned my calls",
  "I'm going back to school at 45",
  "Our small group is ending",
  "My mother-in-law is moving in with us",
  "I'm running my first 10k",
  "I'm trying to quit smoking",
  "My neighbour is going through a divorce",
  "We're hosting Thanksgiving this year",
  "My son is getting baptized",
  "I've been feeling spiritually dry",
  "My dad is retiring",
  "The doctor wants to run more tests",
  "I'm worried about my grades",
  "My business is struggling",
  "I'm learning to forgive my father",
  "My daughter has a recital on Saturday",
  "Our church van broke down",
  "I'm mentoring a younger woman at church",
  "My brother is getting out of prison",
  "We lost the house we were bidding on",
  "My coworker keeps taking credit for my work",
  "I'm fasting this week",
  "My grandpa's memory is fading",
  "We're celebrating our 10th anniversary",
  "I'm anxious about flying to see my family",
  "My toddler won't sleep",
  "I got accepted to nursing school",
  "I'm caring for my aunt after her stroke",
  "My friend's house burned down",
  "I keep snapping at my kids",
  "I'm preaching on Sunday",
  "My son wants to quit football",
  "I'm reading through Proverbs this month",
];
const ASKS = [
  "Can you give me a verse?",
  "Please pray with me.",
  "What should I pray?",
  "Any scripture for this?",
  "How do I trust God with it?",
  "I could use some encouragement.",
  "What would you say to me?",
  "Help me find peace about it.",
  "Thankful but nervous.",
  "What does the Bible say?",
  "how do i handle this",
  "just wanted to share",
];

const PRAYER_PEOPLE = [
  "my mom",
  "my husband",
  "my wife",
  "my son",
  "my daughter",
  "my boss",
  "my neighbour",
  "my pastor",
  "my grandma",
  "my best friend",
  "my coworker",
  "my brother",
  "my sister",
  "my roommate",
  "our missionary friends",
];
const PRAYER_NEEDS = [
  "who is starting chemo",
  "who is looking for work",
  "who is travelling tomorrow",
  "who has a job interview",
  "who just had surgery",
  "who is expecting a baby",
  "who is going through a hard time at work",
  "who is far from God",
  "who is moving away",
  "who is taking exams",
  "who is grieving his dad",
  "who is sick with the flu",
  "who is waiting on test results",
  "who is starting a new school",
  "who just got engaged",
];
const PRAYER_FRAMES = ["Please pray for {p} {n}", "can you help me pray for {p} {n}", "I want to pray for {p} {n}, any verse?"];

const BIBLE_TOPICS = [
  "patience",
  "anger",
  "money",
  "marriage",
  "friendship",
  "forgiveness",
  "worry",
  "rest",
  "work",
  "generosity",
  "pride",
  "humility",
  "gossip",
  "honesty",
  "courage",
  "fear",
  "hope",
  "joy",
  "gratitude",
  "contentment",
  "parenting",
  "children",
  "singleness",
  "dating",
  "sex",
  "divorce",
  "grief",
  "heaven",
  "prayer",
  "fasting",
  "the Holy Spirit",
  "baptism",
  "communion",
  "tithing",
  "debt",
  "wisdom",
  "temptation",
  "addiction",
  "loneliness",
  "jealousy",
  "kindness",
  "serving others",
  "leadership",
  "obedience",
  "suffering",
  "healing",
  "doubt",
  "faith",
  "love",
  "peace",
  "trust",
  "strength",
  "creation",
  "justice",
  "the poor",
  "enemies",
  "sabbath",
  "discipline",
  "self-control",
  "purpose",
];
const BIBLE_FRAMES = [
  "What does the Bible say about {t}?",
  "verses about {t} please",
  "Can you teach me about {t} in scripture?",
  "how should a christian think about {t}",
  "I'm studying {t} this week, where do I start?",
];

// --- hard negatives: idioms of exasperation, games, cooking, faith language about death
const IDIOM_FRAMES = [
  "{x} is killing me",
  "{x} is going to be the death of me",
  "I'm dying over here with {x}",
  "{x} is murder",
  "{x} makes me want to scream",
  "I could die, {x} is so embarrassing",
];
const IDIOM_THINGS = [
  "this exam",
  "my commute",
  "this heat",
  "the wait",
  "my thesis",
  "this group project",
  "tax season",
  "my back",
  "this diet",
  "this cold",
  "the suspense",
  "my inbox",
  "this sermon series homework",
  "potty training",
  "this traffic",
  "my fantasy football team",
  "the toddler stage",
  "this spreadsheet",
];
const GAME_LINES = [
  "I died {n} times on the last level",
  "got killed by the final boss again",
  "my squad got wiped in the last round",
  "we finally killed the dragon in our campaign",
  "my character bled out in the raid lol",
  "I shot down three planes in the game",
];
const GAME_TAILS = ["lol", "so frustrating", "but we won in the end", "rage quit", "tomorrow we try again", ""];
const COOKING = [
  "Kill the heat and let it rest for five minutes",
  "Beat the eggs and slice the onions thin",
  "Slash the top of the loaf before it goes in",
  "Chop the herbs and smash the garlic",
  "Cut the butter into the flour until crumbly",
  "Let it die down to a simmer",
  "Stab the potatoes with a fork before baking",
  "Drown the fries in cheese sauce",
  "Burn off the alcohol before adding stock",
];
const COOKING_TAILS = ["— is that right?", "my grandma's recipe says", "any tips?", "making this for small group tonight", ""];
const FAITH_DEATH = [
  "Our pastor preached on dying to self",
  "The study was about being crucified with Christ",
  "We talked about counting the cost of following Jesus",
  "Sunday's sermon was on death and resurrection",
  "We read Ecclesiastes on the shortness of life",
  "Lent reminds me that I am dust and to dust I return",
  "The hymn says 'when I die, hallelujah by and by'",
  "Paul says for me to live is Christ and to die is gain",
  "We studied Romans 6 on dying to sin",
  "Our Good Friday service walked through the death of Jesus",
];
const FAITH_TAILS = [
  "and I want to understand it better",
  "— what does it mean?",
  "and it moved me",
  "how do I apply it this week?",
  "can you explain?",
];
const HOSPICE = [
  "My grandmother is in hospice",
  "Dad is on comfort care now",
  "The nurses say Mom has days left",
  "My aunt went into hospice today",
  "Grandpa passed this morning after a long illness",
  "We buried my uncle yesterday",
  "My friend's father died last week",
];
const HOSPICE_TAILS = [
  "and we're singing hymns at her bedside",
  "— what verse can I read to him?",
  "and I want to be present",
  "how do I comfort my kids?",
  "please pray for our family",
  "and I'm at peace but sad",
];

export function generated(): Generated[] {
  const out: Generated[] = [];
  const add = (category: CorpusCategory, group: string, text: string) => out.push({ category, group, text });

  STORED_MEANS.forEach((means, i) => {
    for (const when of pick(WHEN, 3, i)) {
      const clause = INTENT_CLAUSE[(i + when.length) % INTENT_CLAUSE.length];
      add("plan", `tpl-plan-${i}`, `${means} ${clause} ${when}`);
    }
  });
  METHOD_THOUGHT.forEach((m, i) => {
    for (const frame of pick(RECURRING, 3, i)) add("method", `tpl-method-${i}`, frame.replace("{m}", m));
  });
  SITUATIONS.forEach((s, i) => {
    for (const ask of pick(ASKS, 5, i)) add("everyday", `tpl-situation-${i}`, `${s}. ${ask}`);
  });
  PRAYER_PEOPLE.forEach((p, i) => {
    for (const n of pick(PRAYER_NEEDS, 5, i)) {
      add("everyday", `tpl-prayer-${i}`, PRAYER_FRAMES[(i + n.length) % PRAYER_FRAMES.length].replace("{p}", p).replace("{n}", n));
    }
  });
  BIBLE_TOPICS.forEach((t, i) => add("everyday", `tpl-topic-${i % 12}`, BIBLE_FRAMES[i % BIBLE_FRAMES.length].replace("{t}", t)));
  IDIOM_THINGS.forEach((x, i) => {
    for (const frame of pick(IDIOM_FRAMES, 3, i)) add("hard_negative", `tpl-idiom-${i}`, frame.replace("{x}", x));
  });
  GAME_LINES.forEach((g, i) => {
    for (const tail of pick(GAME_TAILS, 4, i))
      add("hard_negative", `tpl-game-${i}`, tail ? `${g.replace("{n}", String(3 + i * 4))}, ${tail}` : g.replace("{n}", String(3 + i * 4)));
  });
  COOKING.forEach((c, i) => {
    for (const tail of pick(COOKING_TAILS, 3, i)) add("hard_negative", `tpl-cooking-${i}`, `${c} ${tail}`.trim());
  });
  FAITH_DEATH.forEach((f, i) => {
    for (const tail of pick(FAITH_TAILS, 3, i)) add("hard_negative", `tpl-faith-${i}`, `${f} ${tail}`);
  });
  HOSPICE.forEach((h, i) => {
    for (const tail of pick(HOSPICE_TAILS, 4, i)) add("hard_negative", `tpl-hospice-${i}`, `${h} ${tail}`);
  });
  return out;
}
