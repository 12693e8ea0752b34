// Session 48's crisis round (crisis-signals-twelfth.ts), read on crisis blind-36 once it joined the
// heads (its misses readable). Each family is tried on fresh wordings, not the set's sentences; the
// look-alikes guard each family's reach.
import { describe, expect, it } from "vitest";
import { received } from "./corpus/evaluate.js";
import { checkCrisis } from "./crisis.js";
import { needsCare } from "./safety-net.js";

describe("session 48: a choice to stop living, a death followed, a rehearsal that proved the writer able", () => {
  it.each([
    "Roofer, thirty years. I've decided to stop living and I wanted to tell somebody first.",
    "made my mind up to stop existing. soon",
    "The nurses say Dad has days left. When he goes, I go. I've thought it through.",
    "My wife is dying and the hospice says not long. I'll follow her the same day, I've decided.",
    "I rehearsed it last week and stopped halfway. Now I'm sure I can go through with it.",
  ])("gets the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "I've decided to stop living in fear of what people think.",
    "We've chosen to stop living beyond our means this year.",
    "When she goes to work, I go to the gym.",
    "When my mum dies I'm going to the funeral in Cork, the whole family will be there.",
    "Mum is in the hospice and when she dies I'm going to follow her example and give to the poor.",
    "I practised it twice with the choir and now I know I can go through with it.",
    "I rehearsed my wedding speech and now I know I can go through with it.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 48: a step off an edge as a thought that comes back, a walk into the cold", () => {
  it.each([
    "Coastguard. I stand on the cliffs every shift and think about stepping off. It won't leave me.",
    "the multi storey again. keep picturing myself going over",
    "I keep thinking about just walking out into the snow without a coat and lying down.",
  ])("gets the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "Every morning I think about stepping off the bus one stop early to get more steps in.",
    "I stand on the cliffs every weekend with my camera, the view is incredible.",
    "Every night I think about going over the accounts again before the audit.",
    "We went out into the snow without a coat for a photo and laughed all the way back.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 48: a means the writer has and dwells on, or made ready", () => {
  it.each([
    "My late father's shotgun is in the wardrobe. I think about it every night.",
    "I have the old service revolver and honestly I feel it's waiting for me.",
    "there's a noose in the garage. i made it on sunday",
    "mi have di pills dem ready",
    "i already taken all of them. maybe ten minutes ago",
  ])("gets the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "The new rifle is waiting for me at the gun shop, I pick it up Saturday for the deer season.",
    "My belt is already in the wash, can I wear braces to the wedding?",
    "The scouts learned to tie a noose knot for the history badge already.",
    "My prescription is waiting for me at the pharmacy.",
    "I've already taken them about an hour ago with breakfast, as prescribed.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 48: abuse by an employer, a carer, a leader or a partner, in new words", () => {
  it.each([
    "The agent who brought us here keeps our passports and says we still owe for the flights. We cannot leave.",
    "My employer comes to my room at night and I have nowhere else to go.",
    "He brought me here for a job in a bar and now he makes me see men.",
    "The foreman holds back our pay, says we owe for the caravan, and the debt keeps growing.",
    "My supervisor shoved me into the shelving today and I'm scared to go back tomorrow.",
    "I'm frightened of my wife. I'm not allowed to say more, she reads everything.",
    "The elder told me what he did to me was a blessing and I must never tell.",
    "My son is my carer and when he's angry he leaves me alone for days with no food.",
    "I left him in March but he tracked me down and smashed the window last night.",
    "My husband he faitim mi when he drinks.",
  ])("gets the crisis reply with help for abuse: %s", (text) => {
    expect(received(text)).toEqual({ outcome: "crisis", abuseHelp: true });
  });

  it.each([
    "The travel agency has my passport for the visa application, it should be back next week.",
    "My boss grabbed my arm to stop me stepping into the road, I was so grateful.",
    "I won't marry the man my parents chose, and they've accepted it with grace.",
    "My grandson found me at the station and said he'd be back with the car.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 48: a child's outburst over a trifle, quoted by the adult beside them; a plan at work", () => {
  it.each([
    "My daughter said 'I want to die' when I turned the wifi off at nine. She was back to normal by breakfast.",
    "one of my players screamed 'I wanna die' after we lost the final, then asked for chips",
    "Targets went up again and if I miss them I'll be put on a plan. Dreading Monday.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it("still alarms for the writer's own words beside a child's", () => {
    expect(checkCrisis("My son said 'I want to die' after losing his game. Honestly I want to die too, every day.").crisis).toBe(true);
  });
});

describe("session 48: a hurt done to the writer's own hand on purpose (the join's losses)", () => {
  it.each([
    "I scalded my hand under the hot tap on purpose until the guilt went quiet. Again.",
    "Stuck a pin into my palm deliberately at work today. Doing it more.",
  ])("gets the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it("keeps help for abuse where someone else did it", () => {
    expect(received("He burned my hand on the iron on purpose and told the kids I was clumsy.")).toEqual({
      outcome: "crisis",
      abuseHelp: true,
    });
  });

  it.each(["I burned my hand on the oven by accident, ouch.", "Pushed my hands into the bread dough deliberately slowly, so satisfying."])(
    "raises no alarm: %s",
    (text) => {
      expect(checkCrisis(text).crisis).toBe(false);
    },
  );
});

describe("session 48: an everyday choice weighed, and a body that cannot take the work, keep no care line", () => {
  it.each([
    "Two offers on the table, the bakery in town or the big hotel in Leeds. My wife says it's my call and I can't pick.",
    "My cousin in Toronto can sponsor me to go and work there, better money than here, but Mum is getting older. What does God want?",
    "At 82 I keep wondering whether to give up the car. It's a big decision for me.",
    "Lambing season and the farm wants every shed mucked out by six. I'm 61, my back can't take it. Praying I get through April.",
    "Ward manager. They cut three nurses from nights and I'm covering every gap. Pray for patience.",
  ])("no care line: %s", (text) => {
    expect(needsCare(text)).toBe(false);
  });

  it.each([
    "I can't decide whether to live anymore.",
    "I can't take it anymore, nothing helps.",
    "wondering whether to give up, there's no point",
  ])("keeps the care line or more: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });
});
