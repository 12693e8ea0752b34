// Good news told gladly is thanked for, even where it names the hurt it ends (glad-news.ts, session 41).
// Fresh wordings; on the code before, the stroke line read as the illness and the weekly plan read the
// hospice nurses' thanks beside a death as a week of joy.
import { describe, expect, it } from "vitest";
import { chooseWeeklySituation } from "./plan.js";
import { replySituationOf } from "./glad-news.js";

describe("good news over the hurt it ends", () => {
  it.each([
    ["Dad spoke a full sentence today after the stroke!!! Praise God, the speech therapist was dancing.", "healing_recovery"],
    ["The scan came back clear today after a year of chemo!! Thank you Jesus, I'm in remission.", "healing_recovery"],
    ["My sister passed her citizenship test yesterday after nine years of waiting!! So happy for her.", "joy_general"],
  ])("gives the week and the reply a glad reading: %s", (text, id) => {
    expect(chooseWeeklySituation([text])?.id).toBe(id);
    expect(replySituationOf(text).id).toBe(id);
  });

  it.each([
    "Grateful for the hospice nurses, they were so kind, but Mum died at 4am.",
    "Got my scan results today!! The cancer is back and I'm terrified.",
    "Thank you Lord for my husband's thirty years with me. The funeral is on Friday.",
  ])("keeps the hurt where a loss or a fear stands beside the thanks: %s", (text) => {
    expect(["healing_recovery", "joy_general", "new_baby"]).not.toContain(chooseWeeklySituation([text])?.id);
    expect(["healing_recovery", "joy_general", "new_baby"]).not.toContain(replySituationOf(text).id);
  });
});

// Session 42: gladness and news in more words (the call that came, sung at the top of one's voice, a
// scan clear with no evidence of disease; the older plan sets' glad threads read as a kidney patient's
// illness and a radiographer's burnout), and a killing told keeps the hurt. Fresh wordings; the first
// two fail on the code before.
describe("session 42: the call came, sung at the top of one's voice", () => {
  it.each([
    "THE CALL CAME. My dad got his new liver on Sunday and the surgeon says it's working. No more waiting list.",
    "Five year mammogram clear this morning, no evidence of disease. I sang at the top of my voice all the way home.",
  ])("gives the week and the reply a glad reading: %s", (text) => {
    expect(["healing_recovery", "joy_general"]).toContain(chooseWeeklySituation([text])?.id);
    expect(["healing_recovery", "joy_general"]).toContain(replySituationOf(text).id);
  });

  it("keeps the hurt where a killing is told beside a song", () => {
    const text =
      "Our village was attacked again last night and my uncle was killed. I sang at the top of my voice in church to drown out the fear.";
    expect(["healing_recovery", "joy_general", "new_baby"]).not.toContain(chooseWeeklySituation([text])?.id);
  });
});
