// The situation bank: size, every reference real bundled text, and the register rules.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getTopic, TOPICS } from "../../scripture/topics.js";
import { admittedPassages, referencesOverlap, registerViolation } from "../embedded/register-rules.js";
import { cachedPassage } from "../scripture-quote.js";
import { commentaryFor } from "./commentary.js";
import { GENERAL_SITUATION } from "./general.js";
import { DUTY_OR_REBUKE, LETTER_GREETINGS, REGISTERS_FOR, SORE_FOR_TOPIC } from "./situation-types.js";
import { SITUATION_PRACTICES } from "./situation-practices.js";
import { CHILD_IN_DANGER_ID, FAITH_QUESTION_ID, SITUATIONS, SOMEONE_AT_RISK_ID } from "./situations.js";

const ALL = [...SITUATIONS, GENERAL_SITUATION];
const hurting = (need: string) => need === "pain" || need === "strain";

describe("situation bank", () => {
  it("has at least 150 situations with unique ids, a known topic, an acknowledgement and a question", () => {
    expect(SITUATIONS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ALL.map((s) => s.id)).size).toBe(ALL.length);
    for (const s of ALL) {
      expect(getTopic(s.topic), s.id).toBeDefined();
      expect(s.ack, s.id).toMatch(/^[A-Z].+[.!]$/);
      expect(s.question, s.id).toMatch(/\?$/);
      // The general situation, the helper's two (read by the crisis check) and the faith question (read
      // when nothing else is) are named without cues.
      if (s !== GENERAL_SITUATION)
        expect(s.cues.length > 0, s.id).toBe(![SOMEONE_AT_RISK_ID, CHILD_IN_DANGER_ID, FAITH_QUESTION_ID].includes(s.id));
    }
    for (const id of Object.keys(SITUATION_PRACTICES))
      expect(
        ALL.some((s) => s.id === id),
        id,
      ).toBe(true);
  });

  it("words every situation's and topic's prayer so it follows \"Please\" or stands as thanks (session 33)", () => {
    // The voices pray "Please <prayer>" ("Thank You ..." as it is): a prayer opening with "I" or a
    // clause ("when my heart is overwhelmed") read "Please I believe" and "Please when ...".
    const prayers = [...ALL.map((s) => s.prayer), ...TOPICS.map((t) => t.prayer)].filter((p): p is string => Boolean(p));
    expect(prayers.length).toBeGreaterThan(150);
    for (const prayer of prayers) expect(prayer, prayer).toMatch(/^(?!(?:i|when|as|if|while|my|we|our|you|please)\b)[a-z]/);
  });

  it("resolves every reference to real bundled text in both translations", () => {
    for (const s of ALL) {
      for (const { ref } of s.passages) {
        expect(cachedPassage(ref, "WEB")?.text, `${s.id}: ${ref}`).toBeTruthy();
        expect(cachedPassage(ref, "KJV")?.text, `${s.id}: ${ref}`).toBeTruthy();
      }
    }
  });

  it("gives each situation enough admitted passages for a reply and a week", () => {
    for (const s of ALL) expect(admittedPassages(s).length, s.id).toBeGreaterThanOrEqual(7);
  });

  it("keeps every passage in a register its situation allows", () => {
    for (const s of ALL) {
      for (const p of s.passages) expect(REGISTERS_FOR[s.need], `${s.id}: ${p.ref} (${p.register})`).toContain(p.register);
    }
  });

  it("never gives a hurting person a verse of duty or rebuke, and nobody a letter's greeting", () => {
    for (const s of ALL) {
      for (const { ref } of s.passages) {
        expect(
          LETTER_GREETINGS.some((g) => referencesOverlap(ref, g)),
          `${s.id}: ${ref} is a greeting`,
        ).toBe(false);
        if (hurting(s.need))
          expect(
            DUTY_OR_REBUKE.some((d) => referencesOverlap(ref, d)),
            `${s.id}: ${ref} is duty or rebuke`,
          ).toBe(false);
        if (hurting(s.need))
          expect(
            (SORE_FOR_TOPIC[s.topic] ?? []).some((d) => referencesOverlap(ref, d)),
            `${s.id}: ${ref} is a sore spot for ${s.topic}`,
          ).toBe(false);
      }
    }
  });

  it("applies the issue's rules by name", () => {
    const caregiver = SITUATIONS.find((s) => s.id === "caregiver_exhausted")!;
    expect(registerViolation(caregiver, "1 Timothy 5:8")).toMatch(/duty or rebuke/);
    const moneyFight = SITUATIONS.find((s) => s.id === "marriage_money_fights")!;
    expect(registerViolation(moneyFight, "Proverbs 31:10")).toMatch(/duty or rebuke/);
    const betrayed = SITUATIONS.find((s) => s.id === "friend_betrayal")!;
    expect(registerViolation(betrayed, "1 Thessalonians 5:11")).toMatch(/duty or rebuke/);
    expect(registerViolation(betrayed, "Ephesians 4:32")).toMatch(/sore spot/);
    expect(registerViolation({ ...betrayed, topic: "loneliness" }, "Ecclesiastes 4:10")).toMatch(/sore spot/);
    expect(registerViolation(caregiver, "Psalm 127:3")).toMatch(/duty or rebuke/);
    const cancer = SITUATIONS.find((s) => s.id === "cancer_loved_one")!;
    expect(registerViolation(cancer, "3 John 1:2")).toMatch(/greeting/);
    expect(registerViolation(cancer, "Romans 1:7")).toMatch(/greeting/);
    // Joy may hear teaching; a greeting is never a passage.
    const joy = SITUATIONS.find((s) => s.id === "new_baby")!;
    expect(registerViolation(joy, "Romans 1:7")).toMatch(/greeting/);
    expect(registerViolation(joy, "Psalm 127:3")).toBeUndefined();
  });

  it("names Nave's headings that exist in the bundled Nave's Topical Bible", () => {
    const file = "data/reference/naves.json";
    expect(existsSync(file)).toBe(true);
    const naves = JSON.parse(readFileSync(file, "utf8")) as { topics: Record<string, string> };
    expect(Object.keys(naves.topics).length).toBeGreaterThan(4000);
    const missing = ALL.flatMap((s) => s.naves.filter((n) => !naves.topics[n]).map((n) => `${s.id}: ${n}`));
    expect(missing).toEqual([]);
  });

  it("quotes the commentaries only for bank passages, with whole sentences", () => {
    const quoted = ALL.flatMap((s) => s.passages.map((p) => commentaryFor(p.ref))).filter((q) => q !== undefined);
    expect(quoted.length).toBeGreaterThan(50);
    for (const q of quoted) {
      expect(q.text).toMatch(/^[A-Z"“].*[.!?]["”]?$/);
      expect(["mhcc", "tdavid"]).toContain(q.source);
    }
  });
});
