// How the weekly and study plans are composed: the week follows the member's hurting situation
// through the asides of a thread, no passage (or part of one) comes twice, every day keeps the
// register rules, and a group's teaching theme gets its own passages in the order its days build.
import { describe, expect, it } from "vitest";
import { cachedPassage } from "../scripture-quote.js";
import { DUTY_OR_REBUKE, LETTER_GREETINGS } from "../material/situation-types.js";
import { STUDY_THEMES, studyThemeOf } from "../material/study-themes.js";
import { CHILD_IN_DANGER_ID, FAITH_QUESTION_ID, SITUATIONS, SOMEONE_AT_RISK_ID } from "../material/situations.js";
import { chooseWeeklySituation, embeddedWeeklyPlan } from "./plan.js";
import { consensusFirst } from "./bank-consensus.js";
import { admittedPassages, isDutyOrRebuke, isHurting, referencesOverlap, registerViolation } from "./register-rules.js";
import { situationWeekRefs } from "./situation-theme.js";
import { OWN_KEPT } from "./week-candidates.js";
import { embeddedStudyPlan } from "./study.js";
import { namesAHurt, ruledStudySituation, studySituation } from "./study-theme.js";
import { citedPassages } from "./study-citations.js";
import { parseVerseLabel } from "../scripture-quote.js";

const refsOf = (verses: string[]) => verses.map((v) => parseVerseLabel(v).reference);

describe("weekly plan composition", () => {
  it("plans the week around the member's hurt, not the asides and follow-ups of the thread", () => {
    expect(chooseWeeklySituation(["what's a good worship song?", "my grandmother died on sunday"])?.id).toBe("grandparent_loss");
    expect(chooseWeeklySituation(["any advice?", "my husband and I fight about money all the time"])?.need).toBe("strain");
    expect(chooseWeeklySituation(["I'm so grateful for my church", "my father died last week"])?.id).toBe("grief_parent");
  });

  it("lets no hurt named only in a short aside outrank the matter of the thread (session 26)", () => {
    expect(chooseWeeklySituation(["exam is tomorrow", "should I take the place at Leeds or stay home for uni"])?.need).toBe("decision");
    expect(chooseWeeklySituation(["so tired", "my husband died in march"])?.id).toBe("grief_spouse");
  });

  it("draws a hurting week on the situation's own admitted passages, the bank's most widely shared first (session 26)", () => {
    for (const situation of SITUATIONS.filter(isHurting)) {
      // Only the order of its own passages changes: nothing comes from elsewhere that the plain week would not take.
      const allowed = [...admittedPassages(situation).map((p) => p.ref), ...situationWeekRefs(situation)];
      const refs = situationWeekRefs(situation, 7, "week");
      expect(refs.length, situation.id).toBe(7);
      for (const ref of refs) expect(allowed, `${situation.id}: ${ref}`).toContain(ref);
    }
  });

  it("draws a glad, choosing or asking week on its own first passages, then its kin's most widely shared (session 34)", () => {
    for (const situation of SITUATIONS.filter((s) => !isHurting(s) && s.cues.length > 0)) {
      const refs = situationWeekRefs(situation, 7, "week");
      expect(refs.length, situation.id).toBe(7);
      // The situation's own surest passages stay in its week (duty or rebuke still waits, see situationWeekRefs).
      for (const p of consensusFirst(situation)
        .slice(0, OWN_KEPT)
        .filter((p) => !isDutyOrRebuke(p.ref)))
        expect(refs, `${situation.id}: ${p.ref}`).toContain(p.ref);
      // Anything else is its own or its kin's (same topic and need), admitted by its rules.
      const kin = SITUATIONS.filter((s) => s.topic === situation.topic && s.need === situation.need);
      for (const ref of refs) {
        expect(
          kin.some((s) => s.passages.some((p) => p.ref === ref)),
          `${situation.id}: ${ref}`,
        ).toBe(true);
        expect(registerViolation(situation, ref), `${situation.id}: ${ref}`).toBeUndefined();
      }
    }
    // A baptism week keeps its own new creation and the joy in heaven, and gains the blessing its kin share.
    const baptism = SITUATIONS.find((s) => s.id === "baptism_joy")!;
    expect(situationWeekRefs(baptism, 7, "week")).toEqual(expect.arrayContaining(["2 Corinthians 5:17", "Luke 15:7", "Numbers 6:24-26"]));
  });

  it("follows good news on the same matter ('the scan was clear' after 'I have cancer')", () => {
    expect(chooseWeeklySituation(["my scan came back clear!", "I have cancer and start chemo soon"])?.id).toBe("healing_recovery");
  });

  it("never gives a passage twice in a week, not even an overlapping one, and keeps the register rules every day", () => {
    for (const situation of SITUATIONS) {
      // The helper's two situations and the faith question have no cues: a helper's message or a
      // question names them (situation-match.ts).
      const message =
        situation.id === SOMEONE_AT_RISK_ID
          ? "my friend told me she wants to end her life, how do i help her"
          : situation.id === CHILD_IN_DANGER_ID
            ? "my toddler just swallowed some of my pills"
            : situation.id === FAITH_QUESTION_ID
              ? "who were the Pharisees?"
              : situation.cues[0].replace(/^[!~]/, "").split("+")[0].split("|")[0].replace(/\*/g, "");
      const plan = embeddedWeeklyPlan({}, "2026-11-22", [message]);
      const refs = refsOf(plan.days.map((d) => d.scripture.verse));
      refs.forEach((ref, i) => {
        for (const earlier of refs.slice(0, i)) expect(referencesOverlap(earlier, ref), `${situation.id}: ${earlier} / ${ref}`).toBe(false);
      });
      const chosen = chooseWeeklySituation([message]);
      if (chosen) for (const ref of refs) expect(registerViolation(chosen, ref), `${chosen.id}: ${ref}`).toBeUndefined();
    }
  });
});

describe("study plan composition", () => {
  it("gives a teaching theme its own passages in the order the days build", () => {
    const plan = embeddedStudyPlan("Learning to forgive");
    const theme = studyThemeOf("Learning to forgive")!;
    expect(theme.id).toBe("study_forgiveness");
    expect(refsOf(plan.days.map((d) => d.scripture.reference))).toEqual(
      admittedPassages(theme)
        .slice(0, 7)
        .map((p) => p.ref),
    );
  });

  it("answers a theme that names a hurting situation with that situation and its rules", () => {
    expect(studySituation("Grief and hope: a week for the bereaved")?.need).toBe("pain");
    expect(studySituation("Divorce recovery")?.id).toBe("divorce");
    expect(studySituation("Prayer")?.id).toBe("study_prayer");
  });

  it("reads thanks and joy without worship as gratitude lived, not the teaching on worship (session 26)", () => {
    expect(studySituation("Thankful hearts in a hard year")?.id).toBe("gratitude_everyday");
    expect(studySituation("Praise and thanksgiving")?.id).toBe("study_worship");
  });

  it("reads a theme that names nothing else by the passage it cites (session 26)", () => {
    expect(citedPassages("Ps 23 and 1 Cor 12:4-7, for 40 days, parents of 2 year olds")).toEqual(["1 Corinthians 12:4-7", "Psalm 23"]);
    expect(studySituation("Walking through 2 Samuel 12 together")?.id).toBe("grief_child");
    expect(studySituation("Our autumn series: Luke 15")?.id).toBe("study_forgiveness");
    // A theme its words already place keeps that reading.
    expect(studySituation("Comfort for the grieving: Luke 15")?.need).toBe("pain");
  });

  it("reads a theme that opens with its audience by what it asks to study (session 27)", () => {
    expect(studySituation("recovery group wants to learn to pray every morning")?.id).toBe("study_prayer");
    // Since session 49's join the retrained study reader reads this whole theme as a study of worship and
    // overrules the rules; keeping the rules' reading where an opening audience is set aside (the reader
    // asked only of what follows it, or kept from overruling when that agrees with the rules) lost 74 to 105
    // study days on the older plan sets and 14 to 20 on the held-out pair, so the rules' reading is held here.
    expect(ruledStudySituation("worship team: forgiving one another")?.id).toBe("study_forgiveness");
    // An audience read as a teaching ("couples" as marriage) is the study.
    expect(studySituation("Couples night: love and respect")?.id).toBe("study_marriage");
  });

  it("reads a theme that ends with its audience by what it asks to study (session 28)", () => {
    expect(studySituation("learning to forgive one another - for our recovery group")?.id).toBe("study_forgiveness");
    expect(studySituation("gratitude and praise (Wednesday service at the nursing home)")?.id).toBe("study_worship");
    expect(studySituation("generosity for our retirees")?.id).toBe("study_generosity");
    // Quiet twins: a story or a cited passage before the audience leaves the audience's hurt to
    // decide, and people described without "our" or "the" are the study's matter.
    expect(studySituation("Ruth and Naomi for the widows circle")?.id).toBe("grief_spouse");
    expect(studySituation("Psalm 23 (for our hospice volunteers)")?.id).toBe("dying_loved_one");
    expect(studySituation("contentment for students on a tight budget")?.id).toBe("money_tight");
    // A group named first is no audience said last.
    expect(studySituation("prayer group for parents of kids with cancer")?.id).toBe("cancer_loved_one");
  });

  it("reads a teaching before people said by who they are as the study (session 37)", () => {
    expect(studySituation("Gentleness for parents of toddlers")?.id).toBe("study_fruit");
    expect(studySituation("Rest for the restless: Sabbath for people with OCD and anxiety")?.id).toBe("study_rest");
    expect(studySituation("Made in God's image: self-worth for people living with disability")?.id).toBe("low_self_worth");
    // Couples make it a marriage study; a group named first is still no audience said last.
    // Session 45: the rules' reading; the trained study reader may now take a hurt into a teaching (study-reader.ts).
    expect(ruledStudySituation("Conflict and reconciliation for couples")?.id).toBe("marriage_conflict");
    expect(studySituation("prayer group for parents of kids with cancer")?.id).toBe("cancer_loved_one");
  });

  it("reads an audience that names no teaching once its gathering words are set aside as only the audience (session 28)", () => {
    expect(studySituation("retirees study on giving generously")?.id).toBe("study_generosity");
    expect(studySituation("college ministry: why trust scripture")?.id).toBe("study_scripture");
    // Quiet twin: an audience that is a teaching ("couples") is still the study.
    expect(studySituation("Couples night: love and respect")?.id).toBe("study_marriage");
  });

  it("reads a teaching beside the group's setting ('in recovery', 'at the care home') as the study (session 28)", () => {
    // Session 36 (study round): study_kindness -> study_fruit, the study reader taking the fruit of the
    // Spirit, of which gentleness is one (the labelled sets file "Kindness" there); still a teaching, not the addiction.
    expect(studySituation("Gentleness in recovery")?.id).toBe("study_fruit");
    expect(studySituation("Christmas hope at the nursing home chapel")?.id).toBe("study_hope");
    expect(studySituation("Sunday worship at the care home")?.id).toBe("study_worship");
    // Quiet twins: the setting alone is the situation, and beside a hurt it is no mere setting
    // (the week stays a situation's, with its register rules, not the teaching's).
    expect(studySituation("Recovery from addiction")?.id).toBe("addiction_struggle");
    expect(studySituation("Peace when you are lonely in the care home")?.id).not.toMatch(/^study_/);
  });

  it("reads a group's members as the bank's cues speak, in the singular and as their own (session 27)", () => {
    expect(studySituation("evening class for members who have lost their wives")?.id).toBe("grief_spouse");
    expect(studySituation("a class for those who have lost a husband")?.id).toBe("grief_spouse");
  });

  it("reads Nehemiah's rebuilding as serving together and his prayers as prayer (session 27)", () => {
    expect(studySituation("Nehemiah and the wall: everyone doing a part")?.id).toBe("study_serving");
    expect(studySituation("the prayers of Nehemiah and Daniel")?.id).toBe("study_prayer");
    expect(studySituation("Philemon: welcoming back")?.id).toBe("study_forgiveness");
  });

  it("has teaching themes with real text in both translations, seven days each, no duty, rebuke or greeting", () => {
    for (const theme of STUDY_THEMES) {
      expect(admittedPassages(theme).length, theme.id).toBeGreaterThanOrEqual(7);
      for (const { ref } of theme.passages) {
        expect(cachedPassage(ref, "WEB")?.text, `${theme.id}: ${ref}`).toBeTruthy();
        expect(cachedPassage(ref, "KJV")?.text, `${theme.id}: ${ref}`).toBeTruthy();
        expect(
          [...DUTY_OR_REBUKE, ...LETTER_GREETINGS].some((d) => referencesOverlap(ref, d)),
          `${theme.id}: ${ref}`,
        ).toBe(false);
      }
      const refs = theme.passages.map((p) => p.ref);
      refs.forEach((ref, i) =>
        expect(
          refs.slice(0, i).some((r) => referencesOverlap(r, ref)),
          `${theme.id}: ${ref} twice`,
        ).toBe(false),
      );
    }
  });

  it("reads a theme without the people and places of scripture's stories (session 30)", () => {
    expect(studySituation("Persistent prayer: the widow and the judge")?.id).toBe("study_prayer");
    expect(studySituation("Ruth and Naomi for the widows circle")?.id).toBe("grief_spouse");
  });

  it("reads doubt beside suffering the theme names as God's silence, and doubt alone as its teaching (session 33)", () => {
    expect(studySituation("Questions and doubts in suffering")?.id).toBe("god_silent");
    expect(studySituation("Doubting God after the mine accident")?.id).toBe("god_silent");
    // Quiet twin: doubt named alone keeps Thomas and "help my unbelief".
    expect(studySituation("Thomas and honest doubt")?.id).toBe("doubt");
  });

  it("reads the church's daily prayers by their names as prayer (session 33)", () => {
    expect(studySituation("The daily examen for busy parents")?.id).toBe("study_prayer");
    expect(studySituation("Compline together on Thursday nights")?.id).toBe("study_prayer");
  });

  it("reads hope heading a theme as the study of hope, the hurt after it as whom it is for (session 33)", () => {
    expect(studySituation("Hope for people living with chronic illness and pain")?.id).toBe("study_hope");
    expect(studySituation("Hope after divorce: a new chapter with God")?.id).toBe("study_hope");
    // Quiet twin: hope named after the hurt leaves the hurt the study.
    expect(studySituation("Grief and hope: a study for the bereaved")?.need).toBe("pain");
    // The hurt still sets the week's rules: nothing of duty or rebuke for the grieving.
    expect(namesAHurt("Hope for the grieving")).toBe(true);
  });

  it("reads a thing named as a form of prayer, worship or service as that teaching (session 33)", () => {
    expect(studySituation("Lament as prayer: a term for the bereaved parents' circle")?.id).toBe("study_prayer");
    expect(studySituation("Caring for foster kids as service to the Lord")?.id).toBe("study_serving");
    // Quiet twin: "as" of who the members are is no form of a teaching.
    expect(studySituation("learning to pray out loud together as husband and wife")?.id).toBe("study_prayer");
  });

  it("reads a theme without the words that say the group meets to study (session 34)", () => {
    expect(studySituation("a small group for separated and divorced members")?.id).toBe("divorce");
    expect(studySituation("The Good Samaritan on the night bus: drivers' fellowship study")?.id).toBe("study_love");
    // Quiet twin: a theme about the studying itself keeps its frame.
    expect(studySituation("How to lead a small group Bible study")?.id).toBe("group_study");
  });

  it("reads a week of scripture or a Bible circle for the people it names as their study (session 47)", () => {
    expect(studySituation("A week of scripture for those who have buried a husband or wife this year")?.id).toBe("grief_spouse");
    expect(studySituation("Miners' Bible circle: when the pit closes and the work goes")?.id).not.toBe("study_scripture");
    // Quiet twin: a theme about scripture itself keeps its reading.
    expect(studySituation("A week of scripture")?.id).toBe("study_scripture");
  });

  it("reads looking after a loved one as caregiving, not a study of love (session 48)", () => {
    expect(studySituation("Strength for those looking after a loved one at home")?.id).toBe("caregiver_exhausted");
    expect(studySituation("caregivers support group: strength for those who look after loved ones")?.id).toBe("caregiver_exhausted");
    // Quiet twin: loving one's loved ones is still a study of love.
    expect(studySituation("Loving our loved ones well: a study on family")?.id).toBe("study_love");
  });

  it("reads forgiving beside a deep hurt as the struggle to forgive, beside a lesser one as the teaching (session 34)", () => {
    expect(studySituation("Forgiving a parent who walked out")?.id).toBe("struggle_to_forgive");
    expect(studySituation("Forgiveness we can't manage yet: a no-pretending group")?.id).toBe("struggle_to_forgive");
    expect(studySituation("Forgiving the people who hurt us on the way here, refugee church small group")?.id).toBe("study_forgiveness");
    // Quiet twins: forgiving oneself is the teaching, and the bank's own struggle stays.
    expect(studySituation("Receiving God's forgiveness when you can't forgive yourself")?.id).not.toBe("struggle_to_forgive");
    expect(studySituation("forgiving someone who isnt sorry")?.id).toBe("struggle_to_forgive");
  });

  it("reads marriage heading a theme as the couple's marriage, what follows as where they live it (session 34)", () => {
    expect(studySituation("Marriage with a newborn in the house")?.id).toBe("study_marriage");
    expect(studySituation("Keeping marriage strong after losing a child")?.id).toBe("study_marriage");
    expect(studySituation("Marriage in ministry: worship leaders and their spouses")?.id).toBe("study_marriage");
    // Quiet twins: a marriage's own hurt stays the study, and a hurt named keeps its rules.
    expect(studySituation("Marriage after an affair")?.id).toBe("infidelity");
    expect(namesAHurt("Keeping marriage strong after losing a child")).toBe(true);
  });

  it("reads bereaved parents as parents who lost a child, and Isaiah 6 as worship (session 34)", () => {
    expect(studySituation("Bereaved parents' group: David and the death of his son")?.id).toBe("grief_child");
    expect(studySituation("Isaiah 6 and holy awe - Reformed young adults")?.id).toBe("study_worship");
    // Quiet twin: "Here am I, send me" is the call to go, not the vision.
    expect(studySituation("Isaiah 6: here am I, send me")?.id).not.toBe("study_worship");
  });

  it("reads waiting named beside what is waited for as a season of waiting (session 34)", () => {
    expect(studySituation("Adopters' support: waiting for a match")?.id).toBe("waiting_season");
    expect(studySituation("Waiting for our immigration papers, Mexican-American church")?.id).toBe("waiting_season");
    // Quiet twins: waiting beside a teaching is how the members live it; adoption alone is its joy.
    expect(studySituation("Advent: waiting in hope")?.id).toBe("study_hope");
    expect(studySituation("Adopters' support group")?.id).not.toBe("waiting_season");
  });

  it("reads distance from one's own as loneliness and the church's names for grief as grief (session 34)", () => {
    expect(studySituation("Far from family: new arrivals at the Nepali church")?.id).toBe("loneliness_general");
    expect(studySituation("new immigrants far from home and family")?.id).toBe("loneliness_general");
    expect(studySituation("GriefShare at our Salvation Army corps")?.id).toBe("grief_general");
    expect(studySituation("Surviving the holidays after a death in the family — bereavement circle")?.id).toBe("grief_general");
    // Quiet twin: beside a teaching, the distance is where the members live it.
    expect(studySituation("Chapel series: praying when you're a long way from home")?.id).toBe("study_prayer");
  });

  it("reads answered prayers celebrated or thanked for as the joy of an answered prayer (session 34)", () => {
    expect(studySituation("celebration sunday, a week of thanksgiving for answered prayers")?.id).toBe("answered_prayer");
    // Quiet twin: answered prayer named alone is the teaching on prayer.
    expect(studySituation("Unanswered prayers")?.id).toBe("study_prayer");
  });

  // Session 41: passages named by their first words or their story (fresh wordings, not the sets').
  it("reads passages named by their words or their story as their teaching (session 41)", () => {
    expect(studySituation("The heavens declare the glory of God: a study for amateur astronomers")?.id).toBe("study_worship");
    expect(studySituation("Psalm 8 on a summer evening")?.id).toBe("study_worship");
    expect(studySituation("When Ezra read the Law and the people wept: Nehemiah 8 with the youth group")?.id).toBe("study_scripture");
    expect(studySituation("Stephen's prayer as the stones flew: forgiving those who wrong us")?.id).toBe("study_forgiveness");
    expect(studySituation("Whatever you do, work at it with all your heart: nurses' lunchtime study")?.id).toBe("study_serving");
    expect(studySituation("Faith without works is dead: James 2 for the men's shed")?.id).toBe("study_serving");
    expect(studySituation("Jethro and Moses: leaders who cannot do it all alone")?.id).toBe("study_rest");
    expect(studySituation("Yet I will rejoice: Habakkuk 3 for a drought-hit farming church")?.id).toBe("study_hope");
    expect(studySituation("Still in love at eighty: growing old together in Christ")?.id).toBe("study_marriage");
    expect(studySituation("Zacchaeus and the money he gave back: a study for small business owners")?.id).toBe("study_generosity");
    expect(studySituation("Let us not become weary in doing good: a study for foodbank volunteers")?.id).toBe("study_serving");
    expect(studySituation("Shabbat and stopping: a study for farmers who never take a day off")?.id).toBe("study_rest");
    expect(studySituation("Bless those who curse you: a study for a church in a hostile town")?.id).toBe("study_forgiveness");
    expect(studySituation("Learning intercession for our missionaries")?.id).toBe("study_prayer");
    expect(studySituation("The new creation: what the end of the story means for grieving families")?.id).toBe("study_hope");
    // Quiet twins: praise with Habakkuk stays praise; Nehemiah's rebuilding is still everyone's part;
    // Zacchaeus told as grace is forgiveness.
    expect(studySituation("Zacchaeus and the grace that found him")?.id).toBe("study_forgiveness");
    expect(studySituation("Praise in the hard seasons: Habakkuk's song")?.id).toBe("study_worship");
    expect(studySituation("Nehemiah rebuilding the wall: everyone doing their part")?.id).toBe("study_serving");
  });

  // Session 42: more of scripture's own names for a teaching, some read before the names inside them
  // (fresh wordings, not the sets'; each fails on the code before the session's study rounds).
  it("reads more passages and teachings by their own names (session 42)", () => {
    expect(studySituation("The easy yoke: a study for exhausted foster carers")?.id).toBe("study_rest");
    expect(studySituation("Come to me and take my easy yoke: a study for burnt-out nurses")?.id).toBe("study_rest");
    expect(studySituation("Learning to pray again after years away, for our returners' group")?.id).toBe("study_prayer");
    expect(ruledStudySituation("Jethro's counsel to Moses: sharing the work among the elders")?.id).toBe("study_rest");
    expect(studySituation("Mercy ministry at the night shelter for our youth team")?.id).toBe("study_serving");
    expect(studySituation("The tree planted by streams of water: roots for tired teachers")?.id).toBe("study_fruit");
    expect(studySituation("Joy that doesn't depend on the weather: Philippians for a Shetland fellowship")?.id).toBe("study_fruit");
    expect(studySituation("Love in John's gospel for a nursing home chapel")?.id).toBe("study_love");
    expect(studySituation("Nothing can separate us from the love of God: for our hospice volunteers")?.id).toBe("study_love");
  });

  // Session 43: the first four fail on the code before (love, generosity, forgiveness and scripture).
  it("reads more passages by their own words, and Nehemiah 8 beside its joy as the joy (session 43)", () => {
    expect(studySituation("His love endures forever: Psalm 118 for the Fijian choir's anniversary")?.id).toBe("study_worship");
    expect(studySituation("Stewards of God's manifold grace: using our gifts in a Shetland parish")?.id).toBe("study_serving");
    expect(studySituation("The parable of the sower for the allotment society's Lent group")?.id).toBe("study_scripture");
    expect(["joy_general", "gratitude_everyday"]).toContain(
      studySituation("The joy of the Lord is our strength: Nehemiah 8 for the church's centenary")?.id,
    );
    expect(studySituation("The great commandment: loving God with everything, for a Rwandan youth camp")?.id).toBe("study_love");
    expect(studySituation("A living hope when the harvest fails: 1 Peter 1 for Zambian maize farmers")?.id).toBe("study_hope");
  });

  // Session 43 (study-theme-words.ts, NAMED_NEEDS): the first fails on the code before (read as parenting);
  // the others met it too and guard the names' reach.
  // Session 43 (study-themes.ts): a theme headed by serving is a study of serving; both fail on the code
  // before (read as grief and as loneliness).
  it("reads a theme headed by serving as a study of serving (session 43)", () => {
    expect(ruledStudySituation("Serving through grief: volunteers who have lost someone themselves")?.id).toBe("study_serving");
    expect(studySituation("Serving the lonely: a visiting rota for housebound widows")?.id).toBe("study_serving");
  });

  // Session 43 (study-themes.ts): so is a theme headed by rest; fails on the code before (read as parenting).
  it("reads a theme headed by rest as a study of rest (session 43)", () => {
    expect(studySituation("Rest for exhausted foster parents: a four-week circle")?.id).toBe("study_rest");
  });

  // Session 44 (study-themes.ts, study-theme.ts): fresh wordings of the names read on plan-blind-25's themes.
  it("reads more teachings by their own names, and a marriage kept strong at the head (session 44)", () => {
    expect(studySituation("Lectio divina on the ferry: slow reading for deckhands")?.id).toBe("study_scripture");
    expect(studySituation("Man shall not live by bread alone: Deuteronomy 8 for the food bank team")?.id).toBe("study_scripture");
    expect(ruledStudySituation("In sickness and in health: couples living with MS")?.id).toBe("study_marriage");
    expect(studySituation("The seventh day as a gift for shift workers")?.id).toBe("study_rest");
    expect(studySituation("The prodigal and the older brother: a study for estranged siblings")?.id).toBe("study_forgiveness");
    expect(studySituation("The steadfast love of the Lord: Lamentations 3 for the elders")?.id).toBe("study_love");
    expect(studySituation("Keeping a marriage strong through long-distance work")?.id).toBe("study_marriage");
    // Quiet twins: lectio divina named with prayer stays prayer; the Adventists' name is no sabbath study.
    expect(studySituation("Listening prayer and lectio divina for the Lent group")?.id).toBe("study_prayer");
    expect(studySituation("Seventh-day Adventist youth: learning to pray together")?.id).toBe("study_prayer");
  });

  it("reads needs scripture or a group names in their own words (session 43)", () => {
    expect(studySituation("Knit together in your mother's womb: a study for teenage boys on self-image")?.id).toBe("low_self_worth");
    expect(studySituation("Wages withheld: justice for fishermen cheated out of their pay")?.id).toBe("injustice_wronged");
    expect(studySituation("Inheritance disputes and brothers who won't speak: a Kikuyu men's study")?.id).toBe("family_conflict");
  });

  // Session 35's review: day six taught "our forgiving and peacemaking" to someone freshly betrayed.
  it("keeps a study on a betrayal within the church off 'forgiving each other' (session 47)", () => {
    for (const theme of [
      "After our congregation split and brothers turned on each other",
      "When siblings turned on each other over the will",
    ]) {
      const refs = embeddedStudyPlan(theme).days.map((d) => d.scripture.reference);
      expect(
        refs.filter((r) => referencesOverlap(r.replace(/ \(\w+\)$/, ""), "Ephesians 4:32")),
        theme,
      ).toEqual([]);
    }
  });

  it("teaches God's presence, not a call to forgive, on a hurting week's day of grace", () => {
    const betrayed = embeddedWeeklyPlan({}, "2026-11-22", [
      "found out my closest friend in the choir has been screenshotting my private messages into a group chat",
    ]);
    expect(betrayed.days[5].devotional.content).not.toMatch(/doctrine of reconciliation/);
    expect(betrayed.days[5].devotional.content).toMatch(/Immanuel, God with us/);
    const cheatedOn = embeddedStudyPlan("After the affair: a study for spouses who have been cheated on");
    expect(cheatedOn.days[5].devotional).not.toMatch(/doctrine of reconciliation/);
    expect(embeddedStudyPlan("Forgiveness: a seven-week course").days[5].devotional).toMatch(/doctrine of reconciliation/);
  });
});
