// Which situation a message is about: the rules that read a message as a pastor would (who it is
// about, distress over occasion, the event over the feeling), not the bank's vocabulary.
import { describe, expect, it } from "vitest";
import { SITUATIONS } from "../material/situations.js";
import { withPlanDefaults } from "@core/guide";
import { chooseWeeklySituation, chooseWeeklyTheme, chooseWeekPassages, embeddedWeeklyPlan } from "./plan.js";
import { DUTY_OR_REBUKE } from "../material/situation-types.js";
import { seededRandom } from "../seed.js";
import { admittedPassages, isHurting, referencesOverlap } from "./register-rules.js";
import { chooseSituationPassage, embeddedRespond } from "./respond.js";
import { onlyGuessed, situationOf, situationOfText, soreTopicsOf, soundsDistressed } from "./situation-match.js";
import { situationTheme } from "./situation-theme.js";
import { GENERAL_SITUATION } from "../material/general.js";

const idOf = (text: string) => situationOfText(text)?.id;

describe("situation of a message", () => {
  it("gives someone the member loves their own situation, not the member's", () => {
    expect(idOf("I'm drinking too much again")).not.toBe("spouse_addiction");
    expect(idOf("my husband's drinking is destroying our family")).toBe("spouse_addiction");
    expect(idOf("my teenage son is angry all the time")).toBe("parenting_struggle");
    expect(idOf("my wife was diagnosed with cancer")).toBe("cancer_loved_one");
    expect(idOf("I was diagnosed with cancer")).toBe("cancer_self");
    expect(idOf("my husband has parkinson's and it's getting worse")).toBe("illness_loved_one");
  });

  it("reads a group of parents by what their children do (session 26)", () => {
    expect(idOf("an evening for parents whose sons are hooked on gambling")).toBe("child_addiction");
    expect(idOf("mums of teenagers battling depression")).toBe("mental_illness_family");
  });

  it("never reads a celebration into a message of distress", () => {
    expect(situationOfText("nobody came to my birthday")?.need).not.toBe("joy");
    expect(situationOfText("no one remembered my birthday and I'm sad")?.need).not.toBe("joy");
    expect(situationOfText("it's my 50th birthday today")?.need).toBe("joy");
  });

  it("reads a step being weighed as a decision, not the joy it would be (session 26)", () => {
    expect(situationOfText("we're thinking of fostering a little boy, is that crazy at our age?")?.need).toBe("decision");
    expect(idOf("I've been offered a new job in Leeds, how do I know which way to go")).toBe("career_decision");
    expect(situationOfText("thinking of moving the whole family to Portugal next spring")?.need).toBe("decision");
    expect(situationOfText("we adopted our son last week and we're over the moon")?.need).toBe("joy");
  });

  it("reads a choice laid out as options as a decision (session 27)", () => {
    expect(idOf("we have two possible houses. one is near my parents, the other is cheaper but an hour away")).toBe("big_decision");
  });

  it("keeps a topic guess only when the opening sentence shares it (session 27)", () => {
    // Children named after the opening are beside the matter, not the matter.
    // Session 35 (classifier round): the sharpened topic classifier reads the opening itself as being
    // wronged (0.77), so the guess is the opening's matter; until then no guess (never parenting).
    // Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): injustice_wronged -> no
    // guess: the retrained classifier puts parenting a hair above injustice on the whole message (scores
    // 1.65 and 1.61; the opening alone is still injustice), so the guess is dropped, as before session
    // 35, and never parenting.
    expect(idOf("they search my bags at every border because of my surname. my kids watch it happen and ask why")).toBeUndefined();
  });

  it("reads a care home the member works at as work, caregiving and low worth in any tense (session 27)", () => {
    expect(idOf("my hours were cut by the new manager at the nursing home, more forms and less time with residents")).toBe("work_stress");
    expect(idOf("I have looked after my wife since her stroke, washing and feeding her")).toBe("caregiver_exhausted");
    expect(idOf("since the fall I can't do my job and I feel useless")).toBe("low_self_worth");
  });

  it("lets the event a message names outrank a bare feeling", () => {
    expect(idOf("I'm divorced and I feel like a failure at church")).toBe("divorce");
  });

  it("reads low worth beside only an ongoing strain as the hurt, the strain as its setting (session 28)", () => {
    expect(idOf("the new manager ignores me and I feel like I am worth nothing")).toBe("low_self_worth");
    // Quiet twins: the strain alone is the strain, and beside an event low worth gives way.
    expect(idOf("the new manager ignores me")).toBe("work_stress");
    expect(idOf("I lost my job and I feel worthless")).toBe("job_loss");
  });

  it("reads a teaching topic said in distress as that topic's pain", () => {
    expect(isHurting(situationOfText("I pray and pray and it feels like nobody is listening, I'm so hurt")!)).toBe(true);
  });

  it("reads a spouse living as if single as lonely in the marriage, not longing for a partner (session 33)", () => {
    expect(idOf("I'm married but I might as well be single. Nobody has asked me how I am in months")).toBe("marriage_lonely");
    expect(idOf("after 25 years I feel lonelier married than I ever did single")).toBe("marriage_lonely");
    expect(idOf("all my friends are married with kids now and i'm the only single one left")).toBe("singleness_longing");
  });

  it("reads faith shaken, told of oneself rather than asked, as God's silence, not a lesson on doubt (session 33)", () => {
    expect(idOf("after what I saw in the camp I don't know if I believe any of it anymore")).toBe("god_silent");
    expect(isHurting(situationOfText("I'm not sure I believe it anymore")!)).toBe(true);
    expect(idOf("is it normal to doubt?")).toBe("doubt");
  });

  it("reads a workload told as pressure at work, not a guess (session 33)", () => {
    expect(idOf("quarter end is always manic, I'm working till nine every night")).toBe("work_stress");
    expect(idOf("busy season at the warehouse, mandatory overtime through december")).toBe("work_stress");
    expect(onlyGuessed("Our team has been cut in half and we're expected to do the same amount of work")).toBe(false);
  });

  it("takes good news the bank has no words for as good news", () => {
    expect(situationOfText("they offered me the nursing position I interviewed for!")?.need).toBe("joy");
    expect(idOf("we finally got our visas approved!")).toBe("joy_general");
    expect(situationOfText("we finally got our visas approved, I'm so worried it will fall through")?.need).not.toBe("joy");
  });

  it("hears plain words for loneliness, a death in a tradition's words, waking in the night, a discharge, a hidden wrong and a flare (session 33)", () => {
    expect(idOf("here for my PhD and nobody talks to me outside the lab, at weekends i speak to no one")).toBe("loneliness_general");
    expect(idOf("my godmother reposed on Tuesday and we sang Memory Eternal at the graveside")).toBe("grief_general");
    expect(idOf("grandad was promoted to glory last week, the band played at the hall")).toBe("grief_general");
    expect(idOf("I wake at 3 every morning and cannot get back off")).toBe("insomnia");
    expect(idOf("medically discharged from the army after twelve years and lost without the uniform")).toBe("job_loss");
    expect(idOf("I lied on my application years ago and nobody ever found out. it is eating me alive")).toBe("shame_past");
    expect(idOf("fibro flare for two weeks and I can't lift the kettle")).toBe("chronic_illness");
  });

  it("reads a couple at each other's throats as marriage conflict, and a sober parent's child who is using as the child's addiction (session 33)", () => {
    expect(idOf("since my wife retired we are at each other's throats every day")).toBe("marriage_conflict");
    expect(idOf("I've been clean nine years and now my son is using. I can't reach him")).toBe("child_addiction");
    expect(idOf("my daughter is using my car this week")).not.toBe("child_addiction");
  });

  it("thanks for good news the bank has no words for, unless it is others' expectation or comes with tears (session 33)", () => {
    expect(situationOf("Grandma's recipe for the church potluck turned out perfect").id).toBe("gratitude_everyday");
    expect(situationOf("the party was not fun at all").id).toBe("general");
    expect(situationOf("everyone thinks we're the perfect couple and we barely talk").id).not.toBe("gratitude_everyday");
  });

  it("reads someone else's wedding as an occasion, not the member's marriage (session 33)", () => {
    expect(idOf("flying to my brothers wedding in june and the fear of the plane is already ruining it")).not.toBe("new_marriage");
    expect(idOf("my best friend's wedding is on saturday and I have to give a speech")).not.toBe("new_marriage");
    expect(idOf("our wedding is next month and I can't wait")).toBe("new_marriage");
  });

  it("reads saving as money only when it is saving up, not a rescue or a story told in joy (session 33)", () => {
    expect(idOf("found needles in my daughter's room, she lives at home. would calling the police save her or destroy her")).not.toBe(
      "money_tight",
    );
    expect(idOf("we got the keys to our first house today!! 10 years of renting and saving")).toBe("joy_general");
    expect(idOf("we're trying to save for a house deposit but rent eats everything")).toBe("money_tight");
    expect(idOf("saving up for the wedding and every month there's nothing left")).toBe("money_tight");
  });
});

describe("a week for a message no situation names", () => {
  it("is seven register-safe passages of God's care with no blessing standing in for comfort", () => {
    // "something happened and I can't explain it" until session 30, when the topic classifier trained
    // with blind-12 read it as joy (a guess at an ambiguous message; a guard asking a guessed joy
    // for words of gladness cost 41 weekly days and 7 replies on the readable sets, so it was not
    // shipped: docs/decisions.md, "Session 30's records").
    expect(chooseWeeklySituation(["i don't really know what to say today"])).toBeUndefined();
    const week = chooseWeekPassages(situationTheme(GENERAL_SITUATION), "WEB", () => 0.5, 7, true);
    expect(week).toHaveLength(7);
    expect(week.map((p) => p.reference)).not.toContain("Numbers 6:24-26");
    // The week itself opens with the brokenhearted verse (GENERAL_WEEK_SITUATION, session 33).
    const general = chooseWeeklyTheme(withPlanDefaults({}), "2026-11-22", ["i don't really know what to say today"]);
    expect(general.passages).toContain("Psalm 34:18");
  });

  it("never runs out: every situation gives seven distinct passages", () => {
    for (const s of SITUATIONS) expect(situationTheme(s).passages.length, s.id).toBe(7);
  });
});

describe("a member whose words show distress", () => {
  const serving = SITUATIONS.find((s) => s.id === "serving_church")!;

  it("is heard as hurting, even in words of growth", () => {
    expect(soundsDistressed("I serve on four church teams and I'm worn out")).toBe(true);
    expect(soundsDistressed("I want to serve more at church")).toBe(false);
    expect(isHurting(situationOfText("I serve on four church teams and I'm worn out")!)).toBe(true);
  });

  it("never gets duty or rebuke, even when the situation found is one of growth", () => {
    const duty = (ref: string) => DUTY_OR_REBUKE.some((d) => referencesOverlap(ref, d));
    expect(admittedPassages(serving).some((p) => duty(p.ref))).toBe(true);
    for (let seed = 0; seed < 20; seed++) {
      const random = seededRandom(seed);
      const week = chooseWeekPassages(situationTheme(serving), "WEB", random, 7, true, true);
      expect(week).toHaveLength(7);
      expect(week.filter((p) => duty(p.reference))).toEqual([]);
      const { bankRef } = chooseSituationPassage(serving, new Set(), "WEB", true);
      expect(duty(bankRef), bankRef).toBe(false);
    }
  });
});

describe("the register rules are structural", () => {
  const duty = (ref: string) => DUTY_OR_REBUKE.some((d) => referencesOverlap(ref, d));

  it("outside growth, no reply and no week gives duty or rebuke while anything else is left (a hurting person read as a question or a celebration)", () => {
    for (const situation of SITUATIONS.filter((s) => s.need !== "growth")) {
      for (let seed = 0; seed < 5; seed++) {
        const { bankRef } = chooseSituationPassage(situation, new Set(), "WEB");
        expect(duty(bankRef), `${situation.id}: ${bankRef}`).toBe(false);
      }
      const week = chooseWeekPassages(situationTheme(situation), "WEB", seededRandom(1), 7, true);
      expect(week.filter((p) => duty(p.reference)).map((p) => `${situation.id}: ${p.reference}`)).toEqual([]);
    }
  });

  it("keeps a sore spot of what the member's words name (betrayal, loneliness), whatever situation is found", () => {
    expect(soreTopicsOf("my brother lied to me and took the inheritance")).toContain("betrayal");
    expect(soreTopicsOf("I'm so lonely since the move")).toContain("loneliness");
    expect(soreTopicsOf("we're moving house next month")).toEqual([]);
    // Session 47: a family's or a church's own turned against them, what was shared taken without a word.
    expect(soreTopicsOf("my sister sold our late mother's flat without telling us and kept the money")).toContain("betrayal");
    expect(soreTopicsOf("when the elders turned against us after the vote")).toContain("betrayal");
    expect(soreTopicsOf("my uncle emptied grandad's account without asking me")).toContain("betrayal");
    expect(soreTopicsOf("we sold the car last week and bought a smaller one")).toEqual([]);
    const family = SITUATIONS.find((s) => s.id === "family_conflict")!;
    for (let seed = 0; seed < 10; seed++) {
      const { bankRef } = chooseSituationPassage(family, new Set(), "WEB", false, ["betrayal"]);
      expect(referencesOverlap(bankRef, "Ephesians 4:32"), bankRef).toBe(false);
    }
  });
});

describe("good news that ends a long hardship (session 30)", () => {
  it("is the joy, not the hardship its years name", () => {
    expect(situationOfText("twelve years of trying and we finally have our son! God is faithful")?.need).toBe("joy");
    expect(situationOfText("my brother came to church with me on sunday, first time in 20 years")?.need).toBe("joy");
  });

  it("leaves years told without good news, and an illness, as they are", () => {
    expect(situationOfText("after 23 years she filed for divorce and I never saw it coming")?.need).not.toBe("joy");
    expect(situationOfText("after two years of chemo the cancer is back!")?.need).not.toBe("joy");
  });
});

describe("someone else at risk, told by a person who wants to help (session 31)", () => {
  it("is standing by that person, whatever its words for their pain would name", () => {
    expect(idOf("My friend told me she wants to end her life. How do I help her and get her to call 988?")).toBe("someone_at_risk");
    // Read before as a parent's struggle and as the general situation.
    expect(idOf("my son said he wants to die, what do I do")).toBe("someone_at_risk");
    expect(idOf("I'm a teacher and one of my students told me she's been cutting herself. How can I help her?")).toBe("someone_at_risk");
  });

  it("leaves the writer's own danger, and a friend's hard time with no risk named, to their own situations", () => {
    expect(idOf("my friend keeps asking if i'm ok but honestly i want to die")).not.toBe("someone_at_risk");
    expect(idOf("my friend is going through a hard divorce, how can I help her?")).not.toBe("someone_at_risk");
  });

  it("gives the helper a reply and a prayer for the one they are worried about", () => {
    const { response } = embeddedRespond("My best friend texted me that he's going to kill himself. Please pray for him", undefined, null);
    expect(response.prayer).toContain("keep the one I am worried about safe");
    expect(response.guidance).toMatch(/ask them directly and calmly/i);
  });
});

describe("a young child hurt or in danger now, told by the grown-up beside them (session 32)", () => {
  it("is the child's emergency, not a helper's worry about someone ending their life", () => {
    for (const message of ["my toddler just swallowed some of my pills", "my 2 year old just swallowed a bunch of my tablets"]) {
      expect(idOf(message), message).toBe("child_in_danger");
      const { response } = embeddedRespond(message, undefined, null);
      expect(response.guidance, message).toMatch(/Poison Control/);
      expect(response.guidance, message).not.toMatch(/ending their life/);
      expect(response.prayer, message).toContain("keep this little one safe");
    }
  });

  it("leaves an older child's self-harm, and a child already safe, to the helper's reading", () => {
    expect(idOf("my daughter just cut her wrists")).toBe("someone_at_risk");
    expect(idOf("my 15 year old just took a whole bottle of pills")).toBe("someone_at_risk");
    expect(idOf("My toddler swallowed one of my vitamins. I've called poison control and she's fine.")).not.toBe("child_in_danger");
  });
});

describe("a betrayal told without its words (session 31)", () => {
  it("is a sore spot the topic index hears, so the week tells no forgiveness to the one betrayed", () => {
    const thread = [
      "apologies, been a long one on site",
      "my best friend from the band signed with the label without us. used all our songs. didnt even call, i found out on instagram",
    ];
    expect(soreTopicsOf(thread[1])).toContain("betrayal");
    const week = embeddedWeeklyPlan({}, "2026-11-22", thread);
    expect(week.days.map((d) => d.scripture.verse).join(" ")).not.toMatch(/Ephesians 4:3[12]/);
  });
});

describe("an exam named as a word, not as the start of one (session 33)", () => {
  it("hears 'exam' and 'exams' but not 'example', 'examen' or 'examining'", () => {
    expect(situationOfText("my exams start next week and I am panicking")?.id).toBe("exam_stress");
    expect(situationOfText("for example I feel so alone since the move")?.id).not.toBe("exam_stress");
    expect(situationOfText("examining my heart before communion")?.id).not.toBe("exam_stress");
  });
});

describe("a marriage said to have ended (session 33)", () => {
  it("is a divorce, not a marriage to rebuild", () => {
    expect(situationOfText("rebuilding my life now that my marriage has ended")?.id).toBe("divorce");
    // Quiet twin: a marriage still being rebuilt stays the marriage under strain.
    expect(situationOfText("rebuilding our marriage after years of fighting")?.id).not.toBe("divorce");
  });
});

describe("situations misread in the second weekly round (session 33)", () => {
  it("reads an adopted or fostered child's behaviour out of hand as parenting under strain, not the adoption's joy", () => {
    for (const message of [
      "we fostered him in spring and now he has meltdowns every evening",
      "our adopted daughter has attachment issues and the school calls me every week",
      "since we adopted him he smashes things whenever we say no",
    ])
      expect(idOf(message), message).toBe("parenting_struggle");
    expect(idOf("we adopted a little boy today!")).not.toBe("parenting_struggle");
  });

  it("reads exhaustion told beside the work that causes it as burnout, whoever else it spills onto", () => {
    expect(idOf("double shifts at the warehouse and i'm so exhausted, i keep snapping at my kids")).toBe("burnout");
    // Tiredness from sleepless nights stays sleeplessness, wherever it shows.
    expect(idOf("i'm so tired at work, haven't slept properly in weeks")).not.toBe("burnout");
  });

  it("reads a heart pounding in the body, as after danger on duty, as panic, not a lesson on patience", () => {
    expect(idOf("someone pulled a knife on me on shift last month and now my heart is pounding every call-out")).toBe("anxiety_panic");
  });

  it("reads being told to forgive, or forgiving the one who killed, as the struggle to forgive", () => {
    expect(idOf("everyone at church says i have to forgive my uncle. i just cant")).toBe("struggle_to_forgive");
    expect(idOf("how am i meant to forgive the driver who killed my sister and got two years")).toBe("struggle_to_forgive");
  });

  it("reads a quarrel of newlyweds as conflict, and a couple's first budget as planning, not a money fight", () => {
    expect(idOf("just married in june and we had our first real argument last night")).toBe("marriage_conflict");
    expect(idOf("my wife and i are making a budget together for the first time")).toBe("money_tight");
    expect(idOf("my wife hid a credit card and the debt from me")).toBe("marriage_money_fights");
  });

  it("reads giving or budgeting on a fixed income as a tight budget, not the illness or retirement it names", () => {
    expect(idOf("do i still need to tithe on disability benefits?")).toBe("money_tight");
    expect(idOf("on the state pension now and trying to budget for christmas")).toBe("money_tight");
  });

  it("reads a calling asked about without 'my' as calling, and a family's quiet news without a quarrel as no conflict", () => {
    expect(idOf("i feel called to teach but i'm 45, how do i know it's real?")).toBe("calling_purpose");
    expect(idOf("my contract with the host family ends in july and they asked if i would stay another year")).toBe("big_decision");
  });

  it("reads a menacing lender as debt, a partner's cheating told without naming them as infidelity, a long marriage ended as a widow's grief", () => {
    expect(idOf("i borrowed from a money lender for the rent and now he threatens my family. i am scared")).toBe("debt");
    expect(idOf("found out he was cheating with a woman from his gym while i was pregnant")).toBe("infidelity");
    expect(idOf("we were married 40 years. since the funeral i still make two cups of tea")).toBe("grief_spouse");
    expect(idOf("my son has been cheating at school")).toBe("parenting_struggle");
  });
});

describe("readings mended by the review of a newly readable author's replies (session 34)", () => {
  it("hears loneliness without a spouse as loneliness, and a spouse present but absent as loneliness in marriage, not a death", () => {
    expect(idOf("I've been in the home eight months now. I haven't had a real conversation since Christmas")).toBe("loneliness_general");
    expect(idOf("my husband and I haven't had a real conversation in months")).toBe("marriage_lonely");
    expect(idOf("My husband plays online until 2am. He's just gone. I sit next to him and feel more alone than when I was single")).toBe(
      "marriage_lonely",
    );
    expect(idOf("My husband is gone. Forty years and I can't believe he's gone")).toBe("grief_spouse");
  });

  it("takes tears at a joy as tears of joy, and what follows 'not X, just' as said", () => {
    expect(idOf("The adoption was finalised today!! Our son is legally ours. I cried through the whole thing")).toBe("adoption");
    expect(idOf("most days I sit by the window. I'm not ill, just sad, a heaviness I can't shift")).toBe("sadness_general");
  });

  it("hears waking at an hour and staring at the ceiling as sleeplessness, and a choice weighed aloud as a decision", () => {
    expect(idOf("Retired in March and I still wake at 3, stare at the ceiling till 6")).toBe("insomnia");
    expect(situationOf("Offered a partnership in Chicago, or I can stay at the little practice. Help me think it through").id).toBe(
      "big_decision",
    );
  });

  it("prays for patience with people, not for waiting, and commends the hurting to the Son in the Theological voice", () => {
    const patience = embeddedRespond("I want to get better at patience. I'm snappy with my kids", undefined, null).response;
    expect(patience.prayer).toMatch(/patient and gentle with the people/);
    const grieving = embeddedRespond("We lost our daughter at 38 weeks. I can't open the nursery door", undefined, {
      communication_style: "Theological",
    }).response;
    expect(grieving.prayer).toMatch(/borne our griefs/);
    expect(grieving.prayer).not.toMatch(/display Your glory|hold me in mine/);
  });

  // Session 35's review of plan-blind-16's replies (docs/decisions.md).
  it("reads wanting to be generous with more than money as generosity, and a question told after a statement as a question", () => {
    expect(idOf("I want to be more generous, not just with money but with time. How do I grow that when I'm always rushing?")).toBe(
      "generosity_question",
    );
    expect(idOf("we give what we can but money is tight this year")).toBe("money_tight");
    expect(
      situationOf(
        "I'm an usher and I want to do it better than just handing out bulletins. How do I actually welcome people like Jesus would",
      ).id,
    ).toBe("faith_question");
    expect(situationOf("I have been out a year. When they do the greeting time at church I want to hide in the toilets").id).not.toBe(
      "faith_question",
    );
  });

  it("asks a hurting reader the Direct voice's question without a nudge to act, and thanks the glad for every good gift", () => {
    const grieving = embeddedRespond("Our baby was stillborn three weeks ago and everyone carries on", undefined, {
      communication_style: "Direct",
    }).response;
    expect(grieving.follow_up).not.toMatch(/Start with step 1|Pick one step/);
    const deciding = embeddedRespond("Job offer in Calgary came through. Should I take it or stay?", undefined, {
      communication_style: "Direct",
    }).response;
    expect(deciding.follow_up).toMatch(/Start with step 1 today\.|Pick one step and do it before tonight\./);
    const glad = embeddedRespond("Paid off the last of the credit cards today. We danced in the kitchen", undefined, {
      communication_style: "Theological",
    }).response;
    expect(glad.prayer).not.toMatch(/rested on the seventh day/);
  });
});

describe("readings mended by the review of a newly readable author's replies (session 36)", () => {
  it("hears fear beside a baptism as fear, and a candidate asking how to grow as a new believer, not the day's joy", () => {
    expect(
      idOf(
        "My family found out I've been baptised. My brother sent a voice note I won't repeat. I check the window every night. I'm frightened for me and my mum",
      ),
    ).toBe("fear_general");
    expect(
      idOf("confirmation candidate here, 15. my sponsor says i should be growing in faith but idk what that means. what do i actually do"),
    ).toBe("new_believer");
    // The day itself, or looked forward to without a question, is still the joy.
    expect(idOf("My son was baptised on Sunday, the whole church sang over him")).toBe("baptism_family_joy");
    expect(idOf("I'm a confirmation candidate and the day is finally this Sunday, I can't wait")).not.toBe("new_believer");
  });

  it("gives someone who has lost their job steps for losing it, not for a busy workday", () => {
    const laidOff = embeddedRespond(
      "Laid off yesterday, the site's been mothballed. 22 years on the cranes. Who will take me on now?",
      undefined,
      {
        communication_style: "Direct",
      },
    ).response;
    expect(laidOff.guidance).not.toMatch(/workday|next task with excellence|stopping point for work/);
    expect(laidOff.guidance).toMatch(/job title|take stock|shape/);
  });
});

describe("readings mended by the review of a newly readable author's replies (session 37)", () => {
  it("hears a Baptist church as a church, not a baptism", () => {
    expect(idOf("our Baptist church is looking for a new pastor and I'm on the committee")).not.toBe("baptism_joy");
    expect(idOf("I'm a Southern Baptist deacon and my marriage is falling apart")).toBe("marriage_conflict");
    // A baptism, said in any of its forms, is still the day's joy.
    expect(idOf("I was baptised on Sunday!")).toBe("baptism_joy");
    expect(idOf("my daughter's baptism is next week")).toBe("baptism_family_joy");
  });
});

// Session 42: a choice weighed about a strain that is itself no wound (which care home for a parent, one
// course or another) is the decision (situation-match.ts, STRAINS_TO_DECIDE; plan-blind-22 and -23's
// decision threads read as an ageing parent and exam stress). Fresh wordings; the first fails on the
// code before.
describe("session 42: a choice weighed about a strain", () => {
  it("reads the choice of courses as the decision", () => {
    expect(idOf("should i do the btec or the a levels, mum says one thing dad says another and the open evening is thursday")).toBe(
      "big_decision",
    );
  });

  it("keeps the strain where no choice is weighed", () => {
    expect(idOf("mum's memory is going and the care home keeps ringing me at work, i'm run ragged")).toBe("aging_parent");
  });
});

// Session 44: an offer received, an invitation to consider a step, a choice that must be made by a date,
// "if I go ... if I stay" (situation-match.ts, DELIBERATING), and a fear or one's own age beside such a
// choice (STRAINS_TO_DECIDE: plan-blind-24 and -25's decision threads read as fear and ageing). Fresh
// wordings; the first two fail on the code before.
describe("session 44: a step offered or asked of the member", () => {
  it("reads an invitation weighed with a worry as the decision", () => {
    expect(idOf("the vicar has asked if i want to train as a reader. i worry i'm not clever enough")).toBe("big_decision");
  });

  it("reads a choice that must be made by a date as the decision", () => {
    expect(idOf("I have an offer to work in Dubai for two years but I'm getting old and I must answer by Friday")).toBe("big_decision");
  });

  it("keeps the fear where no step is weighed", () => {
    expect(idOf("i'm scared all the time lately and i don't know why, my chest goes tight at night")).not.toBe("big_decision");
  });
});
