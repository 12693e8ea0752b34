import { describe, expect, it } from "vitest";
import {
  ChatMessageInput,
  CreateGroupInput,
  GenerateStudyPlanInput,
  GROUP_MESSAGES,
  JoinGroupInput,
  StudyProgressInput,
  activeLabel,
  canSendChatMessage,
  groupCodeFromBytes,
  isGroupCode,
  normaliseGroupCodeInput,
  relativeTime,
  senderName,
  studyProgressLabel,
  themeCounterLabel,
} from "./groups";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("group code", () => {
  it("accepts exactly 6 upper-case letters or digits", () => {
    expect(isGroupCode("ABC123")).toBe(true);
    expect(isGroupCode("abc123")).toBe(false);
    expect(isGroupCode("ABC12")).toBe(false);
    expect(isGroupCode("ABC1234")).toBe(false);
    expect(isGroupCode("ABC-12")).toBe(false);
  });

  it("upper-cases the join field as typed and keeps at most 6 characters", () => {
    expect(normaliseGroupCodeInput("ab")).toBe("AB");
    expect(normaliseGroupCodeInput("abc123xyz")).toBe("ABC123");
  });

  it("makes codes of the pattern from random bytes, skipping biased bytes", () => {
    for (let i = 0; i < 200; i++) expect(isGroupCode(groupCodeFromBytes((n) => crypto.getRandomValues(new Uint8Array(n))))).toBe(true);
    const bytes = [255, 252, 0, 1, 2, 35, 36, 71];
    let index = 0;
    const code = groupCodeFromBytes((n) => Uint8Array.from({ length: n }, () => bytes[index++ % bytes.length]));
    expect(code).toBe("ABC9A9");
  });
});

describe("inputs", () => {
  it("trims create input; description optional", () => {
    expect(CreateGroupInput.parse({ name: "  Hope  ", description: "  Friday  " })).toEqual({ name: "Hope", description: "Friday" });
    expect(CreateGroupInput.parse({ name: "Hope" })).toEqual({ name: "Hope", description: null });
    expect(CreateGroupInput.parse({ name: "Hope", description: "   " })).toEqual({ name: "Hope", description: null });
    const blank = CreateGroupInput.safeParse({ name: "   " });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0].message).toBe(GROUP_MESSAGES.nameRequired);
    expect(CreateGroupInput.safeParse({ name: "x".repeat(101) }).success).toBe(false);
  });

  it("upper-cases and checks join codes with the spec message", () => {
    expect(JoinGroupInput.parse({ code: " abc123 " })).toEqual({ code: "ABC123" });
    const bad = JoinGroupInput.safeParse({ code: "abc" });
    expect(bad.error?.issues[0].message).toBe("Invalid group code. Please check and try again.");
  });

  it("refuses blank and oversize chat messages", () => {
    expect(ChatMessageInput.parse({ message: "  Amen \n" })).toEqual({ message: "Amen" });
    expect(ChatMessageInput.safeParse({ message: " \n " }).success).toBe(false);
    expect(ChatMessageInput.safeParse({ message: "x".repeat(2001) }).success).toBe(false);
    expect(canSendChatMessage("  ")).toBe(false);
    expect(canSendChatMessage(" hi ")).toBe(true);
  });

  it("requires a non-blank theme of at most 500 characters", () => {
    expect(GenerateStudyPlanInput.safeParse({ theme: "   " }).success).toBe(false);
    expect(GenerateStudyPlanInput.safeParse({ theme: "x".repeat(501) }).success).toBe(false);
    expect(GenerateStudyPlanInput.parse({ theme: " Hope " })).toEqual({ theme: "Hope" });
  });

  it("takes day indexes 0 to 6 only", () => {
    expect(StudyProgressInput.safeParse({ day_index: 6, completed: true }).success).toBe(true);
    expect(StudyProgressInput.safeParse({ day_index: 7, completed: true }).success).toBe(false);
    expect(StudyProgressInput.safeParse({ day_index: 1.5, completed: true }).success).toBe(false);
  });
});

describe("relative time", () => {
  it("reads minutes, hours, Yesterday, days, then an en-US date", () => {
    expect(relativeTime(ago(20_000), now)).toBe("just now");
    expect(relativeTime(ago(MIN), now)).toBe("1 minute ago");
    expect(relativeTime(ago(5 * MIN), now)).toBe("5 minutes ago");
    expect(relativeTime(ago(HOUR), now)).toBe("1 hour ago");
    expect(relativeTime(ago(23 * HOUR), now)).toBe("23 hours ago");
    expect(relativeTime(ago(DAY), now)).toBe("Yesterday");
    expect(relativeTime(ago(2 * DAY), now)).toBe("2 days ago");
    expect(relativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe("6 days ago");
    expect(relativeTime(ago(7 * DAY), now)).toBe("Mar 3, 2026");
    expect(relativeTime(new Date(now.getTime() + HOUR), now)).toBe("just now");
    expect(activeLabel(ago(2 * DAY).toISOString(), now)).toBe("Active 2 days ago");
  });
});

describe("labels", () => {
  it("uses the spec's wording", () => {
    expect(studyProgressLabel(3)).toBe("3 of 7 days completed");
    expect(themeCounterLabel("abc")).toBe("3/500 characters");
    expect(senderName("Ruth", "Naomi")).toBe("Ruth Naomi");
    expect(senderName(" ", null)).toBe("Unknown User");
  });
});
