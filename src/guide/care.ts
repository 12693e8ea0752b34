// The reply to a crisis message. It leads with help from real people, then offers gentle
// scripture. It is the same in every guidance style and never engages with methods.
import { CRISIS_HELP } from "@core/conversation";
import { CONCERN_GUIDANCE_NOTE, HELPER_EMERGENCY_GUIDANCE_NOTE, HELPER_GUIDANCE_NOTE } from "@core/care-notes";
import type { AssistantResponse } from "@core/guide";
import type { Translation } from "../scripture/index.js";
import type { CrisisKind } from "./crisis.js";
import { traditionOf } from "./material/denominations.js";
import { quoteFor } from "./scripture-quote.js";
import { hashString } from "./seed.js";

export const CRISIS_PASSAGES = [
  "Psalm 34:18",
  "Psalm 147:3",
  "Isaiah 41:10",
  "Matthew 11:28-30",
  "Psalm 23:4",
  "Romans 8:38-39",
  "Deuteronomy 31:8",
  "Psalm 46:1",
] as const;

export const DV_HOTLINE = "National Domestic Violence Hotline (US)";
export const DV_PHONE = "1-800-799-7233";
export const DV_TEXT = "START to 88788";

export function careMessage(kinds: readonly CrisisKind[]): string {
  const lines = [
    "I'm really glad you told me. What you're carrying sounds very heavy, and you deserve support from a real person right now.",
    "• In the US, call or text 988 to reach the 988 Suicide & Crisis Lifeline, any time, day or night.",
    "• If you are in immediate danger, call your local emergency number (911 in the US) now.",
    "• Outside the US, findahelpline.com lists free, confidential helplines in your country.",
  ];
  if (kinds.includes("abuse")) {
    lines.push(
      `• If someone at home is hurting you, the ${DV_HOTLINE} is there any time: call ${DV_PHONE} or text ${DV_TEXT}. What is happening is not your fault.`,
    );
    lines.push(
      "• If they could hurt you right now, call your local emergency number (911 in the US) and, if you can, go somewhere safe, to a neighbour, a friend or your pastor.",
    );
  }
  lines.push(
    "Please also reach out today to someone you trust, a friend, a family member or your pastor, and let them know how you are. You don't have to go through this alone.",
  );
  return lines.join("\n");
}

/**
 * The gentle care line for a message that shows concern (hopelessness, worthlessness, "what's the
 * point") without meeting the crisis bar. It goes in the reply's `care` part, which is shown first.
 */
export const CONCERN_CARE =
  "If things feel this heavy, you don't have to carry them alone. In the US you can call or text 988 (the 988 Suicide & Crisis Lifeline) any time, and findahelpline.com lists free helplines in other countries. Please consider telling someone you trust, a friend, a family member or your pastor, how you are really doing.";

/**
 * The helper's line, for a message about someone else at risk told by a person who wants to help
 * (crisis.ts, `forSomeoneElse`): the same resources, spoken to the helper, not to a person in danger.
 */
export const HELPER_CARE =
  "It's good that you're looking out for them. You can call or text 988 (the 988 Suicide & Crisis Lifeline) yourself, any time, to talk through how to help; if they might act on it now, call your local emergency number (911 in the US) and stay with them. Outside the US, findahelpline.com lists free helplines in your country. Ask them gently and directly how they are, listen without judging, and help them reach someone who can walk with them: a doctor, a counsellor or a pastor.";

/**
 * The helper's emergency line, for someone else in danger now, told by the person beside them
 * (crisis.ts, `emergencyNow`): the emergency number first, then what to do until help comes.
 * Poison Control is the US number for an overdose; 988 also guides a helper while they wait.
 */
export const HELPER_EMERGENCY_CARE = `${CRISIS_HELP.emergencyOpening} call your local emergency number now (911 in the US, 999 in the UK, 112 in Europe) and stay with them until help arrives. If they have taken pills or anything else, tell the dispatcher what and how much, and keep the packets; in the US, Poison Control is 1-800-222-1222. Do not leave them alone, and if it is safe, move anything they could hurt themselves with out of reach. You can also call or text 988 (US) for guidance while you wait; outside the US, findahelpline.com lists crisis lines in your country.`;

type CareCheck = { forSomeoneElse?: boolean; emergencyNow?: boolean };

/** The care line and its guidance pointer, for the writer, for a helper, or for a helper in an emergency. */
function careTextsFor(check: CareCheck): { line: string; note: string } {
  if (check.emergencyNow) return { line: HELPER_EMERGENCY_CARE, note: HELPER_EMERGENCY_GUIDANCE_NOTE };
  if (check.forSomeoneElse) return { line: HELPER_CARE, note: HELPER_GUIDANCE_NOTE };
  return { line: CONCERN_CARE, note: CONCERN_GUIDANCE_NOTE };
}

/** The care line a non-crisis reply leads with: the helper's when the concern is for someone else. */
export const careLineFor = (check: CareCheck): string => careTextsFor(check).line;

/** The normal reply, kept, with the care line first and a pointer at the end of guidance. */
export function withConcernCare(response: AssistantResponse, check: CareCheck = {}): AssistantResponse {
  const { care: _ignored, ...rest } = response;
  const { line, note } = careTextsFor(check);
  const guidance = rest.guidance ? `${rest.guidance}\n\n${note}` : note;
  return { care: line, ...rest, guidance };
}

export function crisisResponse(
  message: string,
  kinds: readonly CrisisKind[],
  translation: Translation,
  denomination: string,
): AssistantResponse {
  const reference = CRISIS_PASSAGES[hashString(message) % CRISIS_PASSAGES.length];
  const scripture = quoteFor(reference, translation) ?? undefined;
  const harmedByOthers = kinds.includes("abuse") || kinds.includes("danger");
  return {
    care: careMessage(kinds),
    ...(scripture ? { scripture } : {}),
    interpretation: harmedByOthers
      ? "Your safety matters to God and to the people around you. What is being done to you is not your fault, and God does not ask you to stay in danger. Scripture shows a God who sees the oppressed and draws near to the brokenhearted."
      : "Your life matters deeply, to God and to the people around you, even when it does not feel that way. Scripture shows a God who draws especially near to the brokenhearted and who holds on to us when we cannot hold on ourselves.",
    guidance:
      "Right now, the most important step is to reach a real person: call or text 988 (US), call your local emergency number if you are in danger, or find a helpline at findahelpline.com. If you can, stay with someone or go to a place where there are people you trust. You can come back and talk here too, but please reach out to them first.",
    prayer: `Lord, You are close to the brokenhearted. Hold me in this moment, give me the strength to reach out for help, and surround me with people who will care for me. ${traditionOf(denomination).closing}`,
    follow_up: "Are you safe right now? Is there someone you can call or be with today?",
  };
}
