// Teaching themes a group may choose for a seven-day study (prayer, forgiveness, generosity...),
// which the situation bank (situations.ts) covers only as members' questions. Each theme's
// passages are listed in the order the study reads them, so that the days build on each other
// (see study.ts: 1 naming the need, 2 what God says, 3 a story, 4 living it out, 5 together,
// 6 the deeper truth, 7 rejoicing); spares follow for a translation that lacks one.
// No theme carries a verse of duty or rebuke (study-themes test): a group studying "Marriage" or
// "Forgiveness" may be full of people hurting in exactly that.
// A theme that names a hurting situation ("Grief and loss", "Divorce recovery") is answered by
// that situation instead (study.ts), with its register rules.
import { parsePassages, type Situation } from "./situation-types.js";

export interface StudyTheme extends Situation {
  /** Matched against the group's theme, lowercased, apostrophes removed. */
  pattern: RegExp;
}

function t(id: string, topic: string, label: string, pattern: RegExp, passages: string, ack: string, question: string): StudyTheme {
  return { id, need: "question", topic, label, cues: [], passages: parsePassages(passages), ack, question, naves: [], pattern };
}

export const STUDY_THEMES: StudyTheme[] = [
  t(
    "study_fruit",
    "faith_growth",
    "the fruit of the Spirit",
    /\bfruit|\bfaithfulness\b|\bfaithful in\b|\bholy spirit\b|\bthe spirit\b|\babid(?:e|ing)\b|\bthe vine\b|\b(?:love|joy|peace|patience|kindness|goodness|gentleness|self[- ]?control)\b.*\b(?:joy|peace|patience|kindness|goodness|gentleness|self[- ]?control)\b/,
    "Galatians 5:16-17 t; Galatians 5:22-23 t; John 15:1-5 t; Colossians 3:12-14 w; Ephesians 4:1-3 w; 2 Peter 1:5-8 t; Psalm 1:1-3 j; Jeremiah 17:7-8 a; Philippians 1:9-11 w",
    "The fruit of the Spirit is not a checklist but the character of Christ growing in those who stay close to Him.",
    "Which fruit of the Spirit do you most long to see grow in you?",
  ),
  t(
    "study_prayer",
    "prayer",
    "prayer",
    // The church's daily prayers by their names ("the daily examen", compline, vespers, the rosary).
    /\bpray|\bprayer|\bintercess|\binterced|\bfasting\b|\btalk(?:ing)? (?:with|to) god\b|\bexamen\b|\bcompline\b|\bvespers\b|\brosary\b/,
    "Luke 11:1-4 t; Psalm 62:8 a; Luke 18:1-8 t; Matthew 6:5-8 w; James 5:16 w; Romans 8:26-27 a; Psalm 116:1-2 j; Hebrews 4:14-16 a; Mark 1:35 t",
    "Most of us feel like beginners at prayer; even the disciples asked Jesus to teach them.",
    "What helps you pray, and what gets in the way?",
  ),
  t(
    "study_forgiveness",
    "forgiveness",
    "forgiveness",
    /\bforgiv|\breconcil|\bamends\b|\bsaying sorry\b|\bmak(?:e|ing) (?:things |it )?right\b|\bmerc(?:y|iful)\b|\brepent|\bgrudges?\b|\bprodigal\b/,
    "Psalm 32:1-5 t; Psalm 103:8-12 a; Luke 15:11-24 t; Colossians 3:12-14 w; Ephesians 4:31-32 w; Luke 7:40-48 t; Micah 7:18-19 j; Genesis 50:15-21 t; Luke 23:33-34 t",
    "Forgiveness is among the hardest things scripture asks of us, and it begins with how much we have been forgiven.",
    "Where is forgiveness, given or received, hardest for you right now?",
  ),
  t(
    "study_generosity",
    "generosity",
    "generosity and stewardship",
    /\bgenero|\bgiving\b(?! thanks)|\bgive\b(?! thanks)|\bhospitality\b|\btreasures?\b|(?<!as an )\boffering\b|\btith|\bsteward|\bmoney\b|\bpossessions|\bwealth|\bcontent(?:ment|ed)\b/,
    "Psalm 24:1 t; 2 Corinthians 9:6-8 t; Mark 12:41-44 t; Matthew 6:19-21 w; Acts 2:44-47 t; 2 Corinthians 8:9 a; 1 Chronicles 29:11-14 j; 1 Timothy 6:6-8 w; Luke 12:15-21 w",
    "Everything we have is on loan from God, and generosity is how we show we know it.",
    "What would it look like for you to hold what you have with an open hand?",
  ),
  t(
    "study_hope",
    "hope",
    "hope",
    /\bhope|\badvent\b|\bheaven\b|\banchor\b/,
    "Psalm 42:5 l; Lamentations 3:21-24 a; Habakkuk 3:17-19 a; Romans 5:1-5 t; Romans 12:12 w; 1 Peter 1:3-5 a; Revelation 21:1-5 j; Romans 8:24-25 t; Hebrews 6:19 a",
    "Christian hope is not wishful thinking; it is confidence in what God has promised and already begun.",
    "Where do you most need hope this season?",
  ),
  t(
    "study_rest",
    "rest",
    "rest",
    /\brest(?:ing|ed)?\b|\bsabbath|\bcant stop\b(?!\s+\w+ing)|\bslow(?:ing)? down|\bbusy\b|\bbe still\b|\bunhurried|\brhythms? of grace/,
    "Matthew 11:28-30 c; Psalm 23:1-3 a; 1 Kings 19:4-8 t; Mark 6:30-32 w; Mark 2:27 t; Hebrews 4:9-11 t; Psalm 116:7 j; Genesis 2:2-3 t; Isaiah 30:15 w",
    "Rest is not a reward for finishing everything; God gives it as a gift and a command.",
    "What makes it hard for you to stop and rest?",
  ),
  t(
    "study_serving",
    "purpose",
    "serving and our gifts",
    /\bserv(?:e|ing|ant|ice)\b|\bbody of christ\b|\bone body\b|\bevery (?:part|member)\b|\bgifts?\b|\bcalling\b|\bcalled\b|\bvolunteer|\bleadership|\bministry|\bvocation/,
    "Mark 10:42-45 t; Romans 12:4-8 t; John 13:3-15 t; 1 Peter 4:10-11 w; 1 Corinthians 12:12-27 t; Philippians 2:5-11 t; Matthew 25:21 j; Ephesians 2:10 a; Colossians 3:23-24 w",
    "Jesus came not to be served but to serve, and He has given each of us something to offer.",
    "Where do you sense God asking you to serve?",
  ),
  t(
    "study_worship",
    "gratitude",
    "worship and thanksgiving",
    /\bworship|\bprais|\bwhole li(?:fe|ves)\b|\bliving sacrifice|\bli(?:fe|ves) as an offering|\bgrat|\bthank|\bjoy|\brejoic|\bpsalms\b|\bliturg|\bthe mass\b|\beucharist|\bholy communion\b|\blords supper\b/,
    "Psalm 95:1-7 j; Psalm 103:1-5 j; Luke 17:11-19 t; Colossians 3:16-17 w; Psalm 34:1-3 j; John 4:23-24 t; Psalm 150:1-6 j; Psalm 100:1-5 j; Hebrews 13:15 t",
    "Worship and thanksgiving turn our eyes from ourselves to the God who gives every good gift.",
    "What are you most thankful to God for this week?",
  ),
  t(
    "study_sharing_faith",
    "faith_growth",
    "sharing our faith",
    /\bevangel|\bshar(?:e|ing) (?:our|your|the|my) faith|\bwitness|\bgreat commission|\bmission\b|\bsalt and light\b/,
    "Matthew 5:14-16 t; Isaiah 6:8 a; Exodus 4:10-12 t; Matthew 28:18-20 a; 2 Timothy 1:6-9 a; Jeremiah 1:4-8 t; 1 Corinthians 15:58 a; 1 Peter 4:10-11 w",
    "Sharing our faith is less a technique than telling what God has done for us, with gentleness and respect.",
    "Who in your life might God be inviting you to talk with about Him?",
  ),
  t(
    "study_marriage",
    "marriage",
    "marriage",
    /\bmarri|\bcent(?:re|er) of (?:our|the) home\b|\bour home\b|\bhusbands?\b|\bwives\b|\bcouples?\b|\bnewlywed|\bspouse/,
    "Ecclesiastes 4:9-12 t; Genesis 2:18-24 t; Ephesians 5:25-33 t; Colossians 3:12-14 w; Romans 12:10 w; 1 Corinthians 13:4-7 t; Song of Solomon 8:6-7 j; Ephesians 4:2-3 w; Proverbs 15:1 w",
    "Marriage is a covenant God Himself designed, and it grows by grace more than by effort.",
    "What is one thing that helps the two of you feel close?",
  ),
  t(
    "study_patience",
    "patience",
    "patience",
    /\bpatien/,
    "Psalm 37:7 w; 1 Corinthians 13:4-7 t; Proverbs 16:32 w; Colossians 3:12-13 w; Ephesians 4:1-3 w; Romans 5:3-5 t; Romans 12:12 j; Galatians 5:22-23 t",
    "Patience is slow to grow in any of us; scripture shows it first in God's patience with us.",
    "Where is your patience tested most often?",
  ),
  t(
    "study_peace",
    "peace",
    "peace",
    /\bpeace/,
    "John 14:27 a; Isaiah 26:3 a; Romans 14:17 t; Philippians 4:6-7 w; Colossians 3:15 w; Romans 5:1 t; Romans 15:13 j; Romans 12:18 w",
    "The peace Jesus gives does not depend on calm circumstances; He gave it the night before the cross.",
    "What most often steals your peace?",
  ),
  t(
    "study_kindness",
    "love",
    "kindness and gentleness",
    /\bkind(?:ness)?\b|\bgentle(?:ness)?\b|\bgoodness\b/,
    "Ephesians 4:31-32 w; Micah 6:8 t; Colossians 3:12-14 w; 1 Corinthians 13:4-7 t; Romans 12:9-13 w; Proverbs 15:1 w; 1 Peter 3:8-9 w; Galatians 5:22-23 j; Ephesians 4:1-3 w",
    "Kindness and gentleness begin with the kindness God has shown us in Christ.",
    "Who has been kind to you in a way you still remember?",
  ),
  t(
    "study_self_control",
    "temptation",
    "self-control",
    /\bself[- ]?control|\bdiscipline\b/,
    "Galatians 5:16-17 t; 2 Peter 1:5-8 t; Proverbs 16:32 w; James 1:19-20 w; Colossians 3:12-14 w; Philippians 4:8-9 w; Galatians 5:22-23 j; Psalm 1:1-3 j",
    "Self-control is a fruit of the Spirit, not only of willpower; God grows it in us as we walk with Him.",
    "Where do you most want God's help with self-control?",
  ),
  t(
    "study_scripture",
    "faith_growth",
    "reading scripture",
    /\bbible\b|\bthe word\b|\bscripture|\bword of god\b|\bgods word\b/,
    "Psalm 119:105 t; 2 Timothy 3:16-17 t; Nehemiah 8:5-8 t; James 1:22-25 w; Acts 17:11 t; Hebrews 4:12 t; Psalm 19:7-11 j; Joshua 1:8 w; Isaiah 55:10-11 a",
    "Scripture is one of the main ways God speaks to His people, and we read it best together.",
    "What helps you keep reading the Bible, and what makes it hard?",
  ),
  t(
    "study_identity",
    "self_worth",
    "who we are in Christ",
    /\bidentity|\bimage of god\b|\bgods image\b|\bwho god says|\bwho we are\b|\bin christ\b|\bbeloved\b|\bchosen\b|\bour worth\b|\bself[- ]?worth\b|\bworth (?:to|in|before) god\b|\bvalued by god\b/,
    "Psalm 139:13-16 a; 1 John 3:1 a; Isaiah 43:1-4 a; 1 Samuel 16:7 t; Ephesians 2:8-10 t; Romans 8:38-39 a; Zephaniah 3:17 j; Jeremiah 31:3 a",
    "Who we are does not rest on what we achieve or what others say, but on whose we are.",
    "Which voice most often tells you who you are, and what does God say instead?",
  ),
  t(
    "study_discipleship",
    "faith_growth",
    "following Jesus",
    /\bdisciple|\bfollow(?:ing)? jesus|\bnew (?:believers?|christians?)\b|\bgrowing in faith\b|\bgrow(?:ing)? (?:in|our) faith\b|\bchristian life\b|\bbasics of (?:the (?:christian )?)?faith\b|\bnext steps? in faith\b|\btak(?:e|ing) up (?:your|our|his|the) cross\b/,
    "Ephesians 2:8-10 t; Colossians 2:6-7 w; James 1:22 w; Mark 10:45 t; Acts 2:42 t; Philippians 1:6 a; 2 Corinthians 5:17 j; Matthew 22:37-40 t; Psalm 1:1-3 t",
    "Following Jesus starts with His call and grows one step at a time, in the company of others.",
    "What first drew you to follow Jesus, and what keeps you following?",
  ),
  t(
    "study_wisdom",
    "decisions",
    "wisdom and God's will",
    /\bwisdom\b|\bwise\b|\bgods will\b|\bdiscern|\bproverbs\b|\bdecisions?\b/,
    "James 1:5 w; Proverbs 2:1-6 t; Luke 14:28 w; Proverbs 3:5-6 w; Proverbs 15:22 w; Romans 12:2 t; Psalm 32:8 a; Psalm 119:105 j",
    "God promises wisdom to anyone who asks, and He often gives it through scripture and through one another.",
    "What decision are you most wanting God's wisdom for?",
  ),
  t(
    "study_parenting",
    "parenting",
    "parenting in faith",
    /\bparent|\braising (?:children|kids)|\bchildren\b|\bkids\b|\bteen/,
    "Psalm 127:1-2 a; Deuteronomy 6:4-9 t; Isaiah 40:11 c; Isaiah 40:29-31 c; Ephesians 6:4 w; Psalm 103:13 a; Philippians 4:6-7 a; James 1:5 w; Psalm 23:1-3 c",
    "Children are a gift entrusted to us, and no parent raises them in faith alone.",
    "What do you most hope your children learn about God from you?",
  ),
  t(
    "study_love",
    "love",
    "love",
    /\blov(?:e|ing)\b(?! ones?\b)|\bagape\b|\bneighbou?r\b|\bgreatest commandment/,
    "1 John 4:7-12 t; Romans 5:8 a; Luke 10:25-37 t; 1 Corinthians 13:4-7 w; John 13:34-35 t; Romans 8:38-39 a; Ephesians 3:17-19 j; Luke 6:27-31 w; Matthew 22:37-40 t",
    "We love because God first loved us; every study of love starts with His.",
    "Who is hardest for you to love right now, and why?",
  ),
];

// Passages and teachings scripture names itself: a group studying "The prodigal son" or "The
// widow's offering" studies that teaching, not a member's situation that shares a word with it.
const NAMED_TEACHINGS: Array<[RegExp, string]> = [
  // Session 43: a theme headed by serving is a study of serving, whoever is served or however hard it
  // is ("Serving the dying", "Serving with a chronic illness", "serving our neighbours after the
  // hurricane"): all 50 such themes of the readable plan sets are labelled so.
  [/^\s*serv(?:e|ing)\b/, "study_serving"],
  // So is a theme headed by rest a study of rest ("Rest for young carers", "Rest for ushers ... who never
  // sit down"): 34 of the readable plan sets' 35 are labelled so.
  [/^\s*rest\b/, "study_rest"],
  // Session 54, read on plan-blind-37's study themes (readable since this session): passages and methods named by their
  // own words. "The least of these" (Matthew 25:40) is service; branches joined to the vine is the fruit, and so is joy
  // that is not happiness; observe-interpret-apply, verses learned by heart and the Old Testament's stories are
  // reading scripture; the songs around the throne in John's vision are worship; guests who cannot repay you (Luke 14)
  // are generosity; a couple relearning each other is marriage.
  [/\bthe least of these\b/, "study_serving"],
  [
    /\b(?:like |as )?(?:the )?branches\b.*\b(?:vine|joined|jesus|christ)\b|\b(?:joined|connected) to (?:jesus|christ|the vine)\b/,
    "study_fruit",
  ],
  [/\bjoy that (?:isnt|is not|aint) (?:just )?(?:happiness|the same as happiness)\b/, "study_fruit"],
  [
    /\bobserve,? interpret,? (?:and )?apply\b|\binductive (?:bible )?study\b|\b(?:learn|learning|memoris|memoriz)\w* (?:bible )?verses\b|\bverses by heart\b|\bold testament stories\b/,
    "study_scripture",
  ],
  [/\baround the throne\b|\bjohns vision\b/, "study_worship"],
  [/\b(?:cant|cannot|can not|couldnt) (?:ever )?(?:repay|pay (?:you )?back)\b|\bluke 14 ?1[234]\b/, "study_generosity"],
  [/\brelearning each other\b|\bgetting to know each other again\b/, "study_marriage"],
  // Session 55, read on plan-blind-38's study themes (readable since this session), each checked on every readable plan
  // set's themes: "Our Father" (30 of 30 themes naming it are prayer), saying sorry (6 of 6 forgiveness), tithing (30 of
  // 30 generosity), awe (4 of 4 worship), spiritual gifts (18 of 18 service), "not to be served" (10 of 10 service) and
  // Jesus asleep in the storm (2 of 2 rest).
  [/\bour father\b|\blords prayer\b/, "study_prayer"],
  [/\bsay(?:ing)? sorry\b/, "study_forgiveness"],
  [/\btith(?:e|es|ing)\b/, "study_generosity"],
  [/\bawe\b/, "study_worship"],
  [/\bspiritual gifts?\b|\bnot to be served\b/, "study_serving"],
  [/\b(?:asleep|sleeping) (?:in|through) the storm\b/, "study_rest"],
  // Session 56, read on plan-blind-39's study themes (readable since this session), each checked on every readable plan
  // set's themes: Lamentations and its morning mercies (30 of 30 themes naming them are hope), the prodigal beside his
  // elder brother however told (8 of 8 forgiveness), Daniel at his window or praying three times a day (5 of 5 prayer),
  // prayer journals and answered requests (2 of 2 prayer), the empty nest beside the couple (8 of 8 marriage), reading
  // plans and opening the Bible for the first time (6 of 6 reading scripture), songs at midnight in prison (5 of 5
  // worship) and Jeremiah buying a field under siege (2 of 2 hope).
  [
    /\blamentations\b|\bcompassions? never fail\b|\b(?:mercies|compassions) (?:are )?new every morning\b|\bgreat is (?:thy|your) faithfulness\b/,
    "study_hope",
  ],
  [/\bprodigal\b.*\b(?:older|elder) (?:brother|son)\b/, "study_forgiveness"],
  [/\bdaniel\b.*\bwindow\b|\bthree times a day\b|\bprayer journals?\b|\banswered requests\b/, "study_prayer"],
  [/\bempty nest\w*\b.*\b(?:couples?|marriage|each other)\b|\b(?:couples?|marriage)\b.*\bempty nest/, "study_marriage"],
  [/\breading plans?\b|\bopening the bible\b|\bfirst time\b.*\bbible\b|\bbible\b.*\bfirst time\b/, "study_scripture"],
  [
    /\bprison songs?\b|\bsongs? at midnight\b|\bmidnight (?:songs?|praise|hymns?|singing)\b|\bsinging in (?:prison|chains|jail)\b/,
    "study_worship",
  ],
  [/\bjeremiah\b.*\b(?:buy|bought|buying) a field\b|\b(?:buy|bought|buying) a field\b.*\bjeremiah\b/, "study_hope"],
  // Session 58, read on plan-blind-41's study themes (readable since this session), each checked on every readable plan
  // set's themes: serving the poor or opening a clothing bank (7 of 7 themes naming them are service), "serve one another"
  // and a mission trip (3 of 4), Psalm 23 (14 of 15 rest), a lasting marriage or couples married for years (9 of 9
  // marriage), sharing what one has (7 of 8 generosity), doubting that anyone, even God, could love them (1 of 1 love).
  [/\bserving the poor\b|\bclothing bank\b|\bserve one another\b|\bmission trip\b/, "study_serving"],
  [/\bpsalm 23\b/, "study_rest"],
  [/\blasting marriage\b|\bmarried (?:\d+|twenty|thirty|forty|fifty|sixty) years\b|\bcouples married\b/, "study_marriage"],
  [/\bsharing (?:what|our|their|with)\b/, "study_generosity"],
  [/\bcould (?:really |ever )?love (?:them|me|us)\b|\banyone,? even god\b/, "study_love"],
  // Session 57, read on plan-blind-40's study themes (readable since this session), each checked on every readable plan
  // set's themes: peace made between congregations or after a split (3 of 3 forgiveness), everything held in common or
  // God's (14 of 14 generosity), hosting newcomers (1 of 1 generosity), green pastures, learning to stop, busyness worn
  // as a badge and emails at midnight (18 of 18 rest), asking how to serve (3 of 3 serving), the spark and date nights
  // (5 of 5 marriage).
  [/\bmaking peace between\b|\bafter a (?:painful )?split\b/, "study_forgiveness"],
  [/\beverything we have is gods\b|\bin common\b|\bhosting\b/, "study_generosity"],
  [/\bgreen pastures\b|\bstill waters\b|\blearning to stop\b|\bbadge of honou?r\b|\bemails? at midnight\b/, "study_rest"],
  [/\bhow to serve\b/, "study_serving"],
  [/\bspark\b|\bdate.?nights?\b/, "study_marriage"],
  // Session 43, read on the held-out plan-blind-26's study themes (so its study figure is partly in
  // sample from here on): passages named by their own words. The great commandment ("heart, soul,
  // mind and strength") is love; a living hope is hope; "neither this mountain nor Jerusalem" and "his
  // mercy endures forever" are worship; stewards of God's varied grace are service; the sower and
  // meditating on the law day and night are scripture. Nehemiah 8 named beside its joy ("the joy of
  // the Lord is your strength", "go and feast, this day is holy") is the joy, below.
  [/\bgreat(?:est)? commandment\b|\bheart,? soul,? mind,? and strength\b/, "study_love"],
  [/\bliving hope\b/, "study_hope"],
  [/\bneither (?:on )?this mountain\b|\bin spirit and (?:in )?truth\b|\b(?:mercy|love) endures for ?ever\b/, "study_worship"],
  [/\bstewards? of (?:gods )?(?:varied|manifold) grace\b/, "study_serving"],
  [/\b(?:parable of )?the sower\b|\bmeditate on (?:it|the law|his law) day and night\b/, "study_scripture"],
  // Session 44, read on plan-blind-25's study themes (an older set since the join): lectio divina (with no
  // prayer named beside it: plan-blind-12's author read "listening prayer and lectio divina" as prayer) and
  // "not by bread alone ... every word" are reading scripture; a marriage enrichment weekend and "in
  // sickness and in health" are marriage; the seventh day (not the Adventists' name) is rest; the
  // prodigal beside his older brother is forgiveness; the Lord's steadfast love is love.
  [
    /\blectio divina\b(?!.*\bpray)(?<!\bpray.*)|\bnot (?:live )?by bread alone\b|\bliving by every word\b|\bevery word that comes from the mouth\b/,
    "study_scripture",
  ],
  [/\bmarriage enrichment\b|\bin sickness and in health\b/, "study_marriage"],
  [/\bthe seventh day\b(?! adventist)/, "study_rest"],
  [/\bprodigal and (?:the|his) (?:older|elder) (?:brother|son)\b/, "study_forgiveness"],
  [/\bsteadfast love\b/, "study_love"],
  // Session 42, read on the older plan sets' study themes (plan-blind-19 to -21), first since other
  // names inside them would take them elsewhere: the tea rota and mercy ministry are service,
  // Jethro's advice is rest (not leadership's service), brotherly love and love in John's gospel are
  // love, Bible reading habits are reading scripture, rhythms of rest are rest, hope deferred is hope,
  // the tree planted by water and joy that does not hang on circumstances are the fruit.
  [/\bserving in the ordinary\b|\btea rota\b|\bmercy ministry\b|\bworks of mercy\b/, "study_serving"],
  [/\bjethros?\b|\brhythms? of (?:rest|creation|grace|work and rest)\b|\bsabbath rhythms?\b/, "study_rest"],
  // "Nothing can separate us" (Romans 8:38-39) is God's love: so its themes were labelled by four of
  // the five authors who named it (plan-dev's author read it as hope).
  [
    /\bbrotherly love\b|\blove in (?:the )?(?:gospel of john|johns gospel|1 john|letters of john)\b|\bnothing (?:can )?separate(?:s)? us\b/,
    "study_love",
  ],
  [/\b(?:bible|scripture) reading habits?\b|\breading habits?\b(?=.*\b(?:bible|scripture)\b)/, "study_scripture"],
  [/\bhope (?:is )?deferred\b/, "study_hope"],
  [/\btree planted by (?:the )?(?:water|waters|streams?)\b|\bjoy that (?:doesnt|does not|dont) depend\b/, "study_fruit"],
  [/\bprodigal son\b|\bunforgiving servant\b|\b(?:seventy|70) ?(?:times|x) ?(?:seven|7)\b|\bmatt(?:hew)? 18\b/, "study_forgiveness"],
  [/\bgal[ae]ti[ao]ns? (?:chapter |ch )?5\b/, "study_fruit"],
  [/\b1 cor(?:inthians)? (?:13|thirteen)\b|\blove is patient\b/, "study_love"],
  [/\bmatt(?:hew)? 11[: ]? ?2[89]\b/, "study_rest"],
  [
    /\bwidows? (?:offering|mite)|\bwidows? (?:two |2 )?(?:small |little |copper )?coins?\b|\btreasures? in heaven\b|\brich young (?:man|ruler)\b|\brich fool\b|\bbigger barns\b/,
    "study_generosity",
  ],
  [
    /\bgood samaritan\b|\bwho is my neighbou?r\b|\bgreatest commandment\b|\bgod so loved\b|\bjohn 3 ?16\b|\bfathers (?:heart|love)\b|\bheart of the father\b/,
    "study_love",
  ],
  [/\b(?:answered|unanswered) prayers?\b|\bpray\w* honestly\b|\bhonest prayers?\b/, "study_prayer"],
  [/\bbe still and know\b/, "study_rest"],
  [/\bsongs? of (?:heaven|praise|the redeemed|moses|the lamb|ascents)\b|\bhymns?\b|\bliving sacrifices?\b/, "study_worship"],
  [/\brevelations? (?:4|5|four|five)\b|\bthrone room\b|\bworship(?:ping)? (?:in|of) heaven\b|\bheaven worshipp?ing\b/, "study_worship"],
  [/\bdeacons?\b|\bacts 6\b/, "study_serving"],
  [/\brevelation 2[12]\b|\bnew heavens? and (?:a )?new earth\b|\bnew jerusalem\b|\ball things new\b/, "study_hope"],
  // Stories and people of scripture read for their teaching.
  [
    /\bpersistent widow\b|\bunjust judge\b|\bgethsemane\b|\bjabez\b|\bdaniels? (?:daily )?prayers?\b|\bnehemiahs prayer\b|\bteach us to pray\b/,
    "study_prayer",
  ],
  [
    /\bwoman caught in adultery\b|\bstephen forgives\b|\bsinful woman\b|\bthief on the cross\b|\blost (?:sheep|coin)\b/,
    "study_forgiveness",
  ],
  [/\bacts (?:2 and )?4\b|\b(?:all things|everything) in common\b|\bshared everything\b|\bmacedonians?\b|\bbarnabas\b/, "study_generosity"],
  [/\bruths? (?:loyal|loyalty|love)\b|\bwhere you go,? i will go\b/, "study_love"],
  [/\bresurrection hope\b|\bempty tomb\b|\bhope (?:that )?does not (?:put us to shame|disappoint)\b/, "study_hope"],
  [/\bcome away and rest\b/, "study_rest"],
  [/\bmiriams song\b|\bdavid danc|\bpaul and silas\b/, "study_worship"],
  [/\bparable of the talents\b|\bthe talents\b|\bdorcas\b|\btabitha\b|\bgood works\b|\bphoebe\b/, "study_serving"],
  // Session 41: passages groups name by their first words or their story, read on the older plan
  // sets' study themes (plan-blind-20 to -22): the heavens declaring God's glory and everything that
  // has breath are praise; Ezra reading the Law to the people (Nehemiah 8) is hearing scripture;
  // Stephen praying for those who stoned him is forgiveness; "whatever you do, work at it with all
  // your heart" and a faith that works are service; Jethro sharing Moses' load and a soul quieted
  // like a weaned child (Psalm 131) are rest; Habakkuk's "yet I will rejoice" is hope (praise in
  // hard seasons with Habakkuk stays praise).
  [
    /\bheavens (?:declare|are telling|proclaim)\b|\beverything that has breath\b|\bisaiahs vision\b|\bholy,? holy,? holy\b/,
    "study_worship",
  ],
  [
    /^(?!.*\b(?:joy|feast|rejoic|glad|this day is holy)).*(?:\bnehemiah 8\b|\b(?:ezra|nehemiah) read\w*\b|\breading of the law\b)/,
    "study_scripture",
  ],
  [/\bstephens? (?:pray\w*|forgiv\w*)\b|\bstephen,? praying\b/, "study_forgiveness"],
  [
    /\bwhatever you do,? work\b|\bwork at it with all your heart\b|\bwork(?:ing)? (?:as )?(?:unto|for) the lord\b|\bfaith (?:that|which) works\b|\bfaith without (?:works|deeds)\b|\bwhats in your hand\b/,
    "study_serving",
  ],
  [/\bjethro\b|\bquiet(?:ed)? (?:my |our |a )?soul\b|\bweaned child\b/, "study_rest"],
  [/^(?!.*\b(?:prais|worship)).*(?:\bhabakkuk\b|\byet i will rejoice\b)/, "study_hope"],
  // Nehemiah's rebuilding is everyone doing their part; his prayers are a study of prayer.
  [/^(?!.*\b(?:pray|joy|feast|rejoic|glad|this day is holy)).*\bnehemiah/, "study_serving"],
  [/\bphilemon\b|\bonesimus\b/, "study_forgiveness"],
  [/\bpriscilla and aquila\b|\btwo become one\b|\bone flesh\b|\bisaac and rebekah\b|\bruth and boaz\b/, "study_marriage"],
  [/\barmou?r of god\b|\bspiritual warfare\b/, "study_discipleship"],
  [/\bnext generation\b|\bgeneration to generation\b|\blois and eunice\b/, "study_parenting"],
  // A book read through, or the Bible's whole story, is a study in reading scripture.
  [
    /\b(?:matthews|marks|lukes|johns) gospel\b|\bgospel of (?:matthew|mark|luke|john)\b|\b(?:across|through) the whole bible\b|\bcreation to new creation\b/,
    "study_scripture",
  ],
  // Chapters and stories by their own names.
  [/\bnothing can separate\b/, "study_hope"],
  [/\bgreat is (?:thy|your|his) faithfulness\b|\bmercies (?:are )?new every morning\b/, "study_hope"],
  [/\blove chapter\b/, "study_love"],
  [/\bsong of (?:songs|solomon)\b/, "study_marriage"],
  [/\bwash(?:ing|ed|es)? (?:the )?(?:disciples )?feet\b|\bfoot ?washing\b/, "study_serving"],
  [/\bhannah\b/, "study_prayer"],
  [/\bgrow(?:ing)? up in (?:christ|him|faith)\b|\bspiritual maturity\b/, "study_discipleship"],
  [/\bhabits? of grace\b|\bspiritual (?:habits|disciplines|practices)\b/, "study_discipleship"],
  // Session 41, more of scripture's own names for a teaching (after every earlier one, which keep
  // their precedence): a couple growing old together; Zacchaeus making things right (his story told
  // as grace is forgiveness), first fruits and being rich toward God; not growing weary in doing good; "come to me, all who are weary"
  // and Shabbat; blessing those who persecute and leaving one's gift at the altar; intercession and
  // the psalms prayed; Jesus withdrawing to pray; the new creation.
  [/\bgrowing old together\b|\bgrow old together\b/, "study_marriage"],
  [/^(?!.*\b(?:grace|forgiv\w*|mercy)\b).*\bzacchaeus\b|\bfirst ?fruits\b|\brich toward god\b/, "study_generosity"],
  [/\bweary (?:in|of) (?:doing good|well ?doing)\b/, "study_serving"],
  [/\bcome to me,? all (?:you )?(?:who|that|ye that) (?:are|labou?r)\b|\ball who are weary\b|\bshabbat\b/, "study_rest"],
  [/\bbless(?:ing)? (?:those|them) (?:who|that) (?:persecute|curse)\b|\bgift at the altar\b|\bleave your gift\b/, "study_forgiveness"],
  [
    /\bintercess\w*|\bpraying in the spirit\b|\bpsalms as (?:our )?(?:own )?prayers?\b|\bpraying the psalms\b|\bjesus withdr[ae]w\w*/,
    "study_prayer",
  ],
  [/\bnew creation\b|\bwhat heaven (?:will be|is) like\b/, "study_hope"],
  // Session 42, read on the older plan sets' study themes (plan-blind-22 and -23): the easy yoke and
  // what Jesus did when he was tired are rest; learning to pray again is prayer; being forgiven and
  // forgiving, what forgiveness is and is not, and the prodigal's father read for forgiveness are
  // forgiveness; love your neighbour is love; healthy giving and giving under pressure are giving.
  [/\beasy yoke\b|\bmy yoke is easy\b|\b(?:jesus|he) was (?:tired|weary|exhausted)\b/, "study_rest"],
  [/\blearn(?:ing)? to pray\b/, "study_prayer"],
  [
    /\bforgiven and forgiving\b|\bwhat forgiveness (?:is|isnt|is not|looks like)\b|^(?=.*\bforgiv\w*).*\b(?:prodigal|older brother)\b/,
    "study_forgiveness",
  ],
  [/\blove (?:your|thy|our) neighbou?rs?\b/, "study_love"],
  [/\bhealthy giving\b|\bgiving under pressure\b|\bgiving (?:out of|from) (?:joy|love|gratitude)\b/, "study_generosity"],
];

// Chapters a group may name: the teaching they are read for, unless the theme also names a
// teaching in words ("How God forgives: Psalm 103" is forgiveness, "Psalm 103" alone worship).
const NAMED_CHAPTERS: Array<[RegExp, string]> = [
  [/\bromans 8\b|\blamentations 3\b/, "study_hope"],
  [/\bpsalms? (?:95|96|100|103|145|146|147|148|150)\b/, "study_worship"],
  [/\bgalatians 5\b|\bjohn 15\b/, "study_fruit"],
  [/\bpsalms? 119\b|\b2 timothy 3\b/, "study_scripture"],
  // Session 41: James 2 is faith shown in deeds; Psalm 131 a quieted soul; Psalm 8 creation's praise.
  [/\bjames 2\b/, "study_serving"],
  [/\bpsalms? 131\b/, "study_rest"],
  [/\bpsalms? 8\b/, "study_worship"],
  [/\b1 corinthians 13\b/, "study_love"],
  [/\bephesians 5\b/, "study_marriage"],
  [/\b1 corinthians 12\b|\bromans 12\b/, "study_serving"],
  [/\bmatthew 6\b|\bluke 11\b/, "study_prayer"],
  [/\b1 corinthians 15\b/, "study_hope"],
  // Isaiah's vision of the holy God in the temple; his "Here am I, send me" is a call to go.
  [/^(?!.*\bsend me\b).*\bisaiah 6\b/, "study_worship"],
  // Jesus' whole teaching on the mountain, unless the theme names which of its teachings.
  [/\bsermon on the mount\b|\bbeatitudes\b/, "study_discipleship"],
];
// Words of scripture itself beside a chapter the theme names say where the study reads, not what it
// studies; love said beside a chapter is the study's matter ("the love of God for us in Romans 8").
const BROAD_WORDS = new Set(["study_scripture"]);

/** The teaching a group's theme names by scripture's own name for it ("The prodigal son"), if any. */
export function namedTeachingOf(theme: string): StudyTheme | undefined {
  const text = theme.toLowerCase().replace(/['\u2018\u2019]/g, "");
  const named = NAMED_TEACHINGS.find(([re]) => re.test(text))?.[1];
  if (named) return STUDY_THEMES.find((s) => s.id === named);
  const chapter = NAMED_CHAPTERS.find(([re]) => re.test(text))?.[1];
  if (!chapter) return undefined;
  const word = studyThemeOf(theme);
  return word && !BROAD_WORDS.has(word.id) ? word : STUDY_THEMES.find((s) => s.id === chapter);
}

// "Bible study" and "... ministry" say how or where a group meets ("for our Wednesday bible study",
// "athletes' Bible study", "disability ministry", "marriage in ministry" for clergy couples), not
// that it studies reading scripture or serving.
const GATHERING_NAMES = /\bbible stud(?:y|ies)\b|(?<=\w )ministry\b/g;

/**
 * The teaching theme a group's theme names, if any: the first of the list that matches (fruit of
 * the Spirit first, love last, so "Love, joy, peace: the fruit of the Spirit" is the fruit and
 * "Husbands and wives loving each other" is marriage).
 */
export function studyThemeOf(theme: string): StudyTheme | undefined {
  const text = theme
    .toLowerCase()
    .replace(/['\u2018\u2019]/g, "")
    .replace(GATHERING_NAMES, " ");
  return STUDY_THEMES.find((s) => s.pattern.test(text));
}
