// Session 54's round, read on crisis blind-42 once it was readable (its direct, veiled and abuse misses and its
// false alarms on hard negatives). Each family is tried on fresh wordings, not the set's sentences; the look-alikes
// guard each family's reach.
import { describe, expect, it } from "vitest";
import { received } from "./corpus/evaluate.js";
import { checkCrisis } from "./crisis.js";

describe("session 54: direct statements, as families", () => {
  it.each([
    "All planned. I've picked the hymns for my funeral and everything.",
    "Planned it out. Picked the day. Wrote letters to my family.",
    "everything's worked out except the courage",
    "Van driver. Every shift I picture steering into the side of a truck on the motorway.",
    "I think to drown myself when I see the river. Always this thought.",
    "Thirty years on the railway and now I imagine being the one on the tracks.",
    "The noose. Every night. Since spring.",
    "There's a quarry near the farm. I go up there with the dog and think about jumping.",
    "I bought a blade last week and it's not for anybody else.",
    "Dad's old shotgun in the loft. Lately I keep thinking about it for myself.",
    "have means. have a reason. that's all.",
    "this is my last day. ill do it tonight",
    "Once Boxing Day is over. I don't want to ruin Christmas for the children.",
    "We bury her on Friday. After that I'm going to follow her. I mean it.",
    "end of the month and that's it",
    "tomorrow. sorry everybody",
    "A girl from my old school killed herself last month and I'm going to do the same before exams.",
  ])("gets the full crisis reply: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });

  it.each([
    "It's all planned! The wedding's in June and I've picked the songs for the reception.",
    "Everything planned out except the budget for the renovation.",
    "My instructor says I brake too late, I keep picturing riding into the back of a bus in the game on my console.",
    "I think to throw myself into the new job and forget the old one.",
    "I'm a guard on the trains and I picture being the one on the line when the call comes in from control.",
    "Hanging baskets. Every morning since May. Watering is my prayer time.",
    "I carry a knife for fishing and it's for nothing else.",
    "I think about my mum's medicines for her every morning, sorting the dosette box.",
    "Got means-tested benefits at last.",
    "This is the last night of the conference. I'm doing the closing prayer.",
    "The day after Christmas we're telling the kids about the move. I won't spoil it for them before.",
    "After Grandad's funeral I'll follow him into the family business.",
    "End of this week, that's it for the diet!",
    "Tonight? Sorry everyone, I can't make the quiz.",
    "My uncle jumped from the plane for charity last year and I'm going to do the same in May!",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 54: danger from someone else to the writer or someone in their care", () => {
  it.each([
    "The bishop of our fellowship told me I have to sleep with him or my healing won't come.",
    "Our pastor says he will curse my family if I refuse him.",
    "My ex put an airtag in my bag. Last night he was standing outside my flat.",
    "The gangmaster says if we talk to anyone his men will find our families back home.",
    "Mum has dementia and lives with me. My sister's been slapping her when she won't eat.",
    "They kept my passport at the farm and force us to work seven days for nothing.",
    "The man we owe money to said pay up by Friday or he'll break my fingers.",
  ])("gets the crisis reply with help for abuse: %s", (text) => {
    const r = received(text);
    expect(r.outcome).toBe("crisis");
    expect(r.abuseHelp).toBe(true);
  });

  it.each([
    "The pastor says I must sleep on it before I decide about the mission trip.",
    "In the film the landlord says pay up or they'll break your legs. So dark.",
    "The travel agent has my passport for the visa and we make do without it till March.",
  ])("does not give the crisis reply with help for abuse: %s", (text) => {
    const r = received(text);
    expect(r.outcome === "crisis" && r.abuseHelp).toBe(false);
  });
});

describe("session 54: someone else's abuse, told by a person helping them (care line or none, never the crisis reply)", () => {
  it.each([
    "A girl in my class turned up with bruises on her arms again. I'm her form tutor. Should I call someone?",
    "My friend in Leeds says her boyfriend hits her when he drinks. I don't know what to do.",
  ])("does not give the crisis reply: %s", (text) => {
    expect(received(text).outcome).not.toBe("crisis");
  });

  it.each([
    "My mum lives with her boyfriend who hits her. I'm 15 and I live there too. I don't know what to do.",
    "My sister's husband hits her and we all live together. What can I do?",
  ])("keeps the help for abuse when the writer lives in that home: %s", (text) => {
    const r = received(text);
    expect(r.outcome).toBe("crisis");
    expect(r.abuseHelp).toBe(true);
  });

  it("keeps the crisis reply when the writer's own child is the one hurt", () => {
    const r = received("My little boy came home with a black eye again and he says his dad did it. I don't know what to do.");
    expect(r.outcome).toBe("crisis");
  });
});

describe("session 54: veiled signs, for the care line", () => {
  it.each([
    "Said goodbye to the whole team at the warehouse today. Like I was going away. Maybe I am.",
    "My neighbour took the cat. He'll be kinder to her than I ever was.",
    "who wants my guitar. free. no catch",
    "My paints, my easels, the brushes, all given away. The art group was thrilled.",
    "Bagging up my books and clothes for the charity shop. Everything, not just old things.",
    "They'd all sleep easier with me gone, honestly.",
    "mum would cope better with one less mouth to feed",
    "twelve days and I haven't been further than the kitchen",
    "I skipped my nephew's christening. I just can't be around people anymore.",
    "I'm a youth leader and I self-harm. Nobody at church knows.",
    "Since the stroke I am just a burden on my family. They do everything for me.",
  ])("gets at least the care line: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each([
    "Since my hip op I haven't gone further than the bathroom. Physio says that's normal.",
    "I can't be around people with this flu, staying in till Friday.",
    "We're moving house, so everything, not just old stuff, has to go.",
  ])("stays quiet (no care line, no crisis reply): %s", (text) => {
    expect(received(text).outcome).toBe("none");
  });
});

describe("session 54: someone else's danger, told by a helper (the helper's line, not the crisis reply)", () => {
  it.each([
    "My sister-in-law says her boyfriend slapped her at the barbecue. She laughed it off. Should I talk to our pastor about it?",
    "Old Mr Davies next door: his carer keeps taking cash out of his wallet. How can I get him help?",
    "One of my clients had bruises on her arms again today. How do I ask her gently?",
    "My uncle punches my aunt when he's been drinking. I'm 19 and I want to help her.",
    "A lad in our choir posted about not wanting to be here anymore. I've messaged him. Should I tell the vicar?",
    'My pupil wrote in her diary "I want to die". Her mum found it and told me. How do I support her?',
    "My workmate keeps joking about jumping off the scaffold when the boss shouts. Should I say something?",
    "My grandad keeps saying he wants to go to sleep and not wake up. Is that normal or a worry?",
    "My brother said he's better off dead since the redundancy. Should we go round tonight?",
  ])("gets the helper's line: %s", (text) => {
    expect(received(text).outcome).toBe("care");
  });

  it.each([
    "Her boyfriend pushed me down the stairs last night. What can I do?",
    "My brother said he's better off dead since the redundancy, and I want to die too. Should we go round?",
    "I'm a youth leader who teaches about self-harm and I've been doing it myself since summer.",
  ])("keeps the crisis reply when the danger is the writer's own: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });
});

describe("session 54: ordinary speech behind the readable sets' false alarms", () => {
  it.each([
    "Dropped the wedding cake at the venue and the chef said he'd kill me. He laughed about it after, thank God.",
    "The foreman yelled 'scratch that paintwork and I'll kill you'. I scratched it. Still breathing.",
    "I've been killing myself studying for the bar exam. Pray it pays off.",
    "Gave blood for the fiftieth time today. I'd do it again tomorrow if they let me.",
    "Our parish is doing it Sunday, the blessing of the animals. Can I bring my tortoise?",
    "I nearly died when my daughter rang to say she's expecting twins!",
    "The climbing rope is new, I checked it will hold my weight on the wall.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "I took an overdose in March and I'd do it again tomorrow.",
    "I'm doing it Sunday when they're all at church.",
    "Everyone laughed at me again today. I'm killing myself tonight.",
    "Bought a rope and checked it will hold my weight.",
    "My husband said he'd kill me if I told anyone lol. I'm scared to go home.",
  ])("keeps the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });
});
