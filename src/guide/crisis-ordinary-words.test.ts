// Session 39's false alarms mended, each beside the danger it must still hear: "not in danger" said
// of oneself, a trade's cutting and burns, and a goodbye or a gift with its ordinary reason named.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";

describe("ordinary words that raised the alarm before session 39", () => {
  it.each([
    "We're not in danger, it's just a rough patch between me and my brother. Any verse?",
    "nobody is in danger, I only need help forgiving my sister",
    "I'm a carpenter and I start cutting the oak for the pews on Monday",
    "Welder here, burnt my arm on the welder again. Occupational hazard. Prayers for steady hands.",
    "Goodbye everyone, last day at the bakery after 18 years! Thank you for the card and the flowers",
    "Bye all, I'm moving to a new church across town, I'll miss this group",
    "Gave my grandad's watch to my nephew for his graduation. He cried.",
    // Figures of speech the direct head read as plans (session 39, second pass): love, a chance, a
    // train, strain from a task; and hearing aids taken for cleaning.
    "I think about letting myself fall in love again",
    "If I do it I'll take the train to Leeds",
    "If I do it I'll jump at the chance",
    "I'll do myself in if I keep lifting like this at the gym",
    "I'm going to do myself in trying to finish this quilt by Sunday",
    "my son took my hearing aids away for cleaning so I can't hear the telly tonight",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "I'm in danger, he's outside the door",
    "I started cutting again last night",
    "burned my arm on the iron on purpose so I could feel something",
    "goodbye everyone. by the morning I won't be here. thank you for the prayers",
    "writing goodbye letters tonight, it feels like my last day at work",
    "I'll never fall in love again. I'm going to kill myself tonight",
    "I'm going to do myself in tonight, I've got the pills ready",
  ])("still gets the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });
});

// Session 40 (join): a run to be "killed" and a habit to quit are ordinary matters the direct head is
// not asked of (ORDINARY_MATTER); the plain act beside them still gets the reply.
describe("a workout killed and a habit quit (session 40)", () => {
  it.each(["tomorrow I'm going to kill this long run, 20 miles", "I've decided, I'm quitting caffeine on Monday"])(
    "stays quiet: %s",
    (text) => {
      expect(checkCrisis(text).crisis).toBe(false);
    },
  );

  it.each(["I've decided. I'm going to do it Monday.", "I'm going to quit sugar and then I'm going to kill myself"])(
    "still gets the crisis reply: %s",
    (text) => {
      expect(checkCrisis(text).crisis).toBe(true);
    },
  );
});
