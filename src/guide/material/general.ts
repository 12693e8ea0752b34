// The situation used when a message names none the bank knows: assurance of God's care, with
// the rules of a hurting person (no duty, no rebuke), since we cannot tell that it is not one.
import { parsePassages, type Situation } from "./situation-types.js";

export const GENERAL_SITUATION: Situation = {
  id: "general",
  need: "pain",
  topic: "general",
  label: "what is on your heart",
  cues: [],
  passages: parsePassages(
    "Psalm 46:1 a; Matthew 11:28-30 c; Isaiah 41:10 c; Psalm 121:1-2 a; Deuteronomy 31:8 c; Psalm 23:1-3 c; Lamentations 3:22-23 a; Psalm 62:8 c; Numbers 6:24-26 a; Psalm 62:1-2 a; Psalm 139:1-3 a; Zephaniah 3:17 a",
  ),
  ack: "Thank you for sharing what is on your heart.",
  question: "Would you like to tell me a little more about what is happening?",
  naves: ["GOD"],
};

/**
 * The general situation as a week's theme: seven days for someone whose hurt we cannot place
 * (plan.ts gives it to an unsure reading as well as to words we cannot place at all). The week
 * opens with "the LORD is near to the brokenhearted", the comfort the bank gives most widely (57 of
 * its hurting situations list it), in place of Psalm 46:1, which follows as a reserve. A reply keeps
 * the general situation's own list: its one passage may meet a glad or seeking message, and on the
 * readable plan sets the brokenhearted verse there fitted fewer replies (session 33).
 */
export const GENERAL_WEEK_SITUATION: Situation = {
  ...GENERAL_SITUATION,
  passages: parsePassages(
    "Psalm 34:18 c; Matthew 11:28-30 c; Isaiah 41:10 c; Psalm 121:1-2 a; Deuteronomy 31:8 c; Psalm 23:1-3 c; Lamentations 3:22-23 a; Psalm 46:1 a; Psalm 62:8 c; Numbers 6:24-26 a; Psalm 62:1-2 a; Psalm 139:1-3 a; Zephaniah 3:17 a",
  ),
};
