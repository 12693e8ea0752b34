import { describe, expect, it } from "vitest";
import { isValidPlan, normalisePlan, StudyPlanSchema, withPlanDefaults } from "./guide.js";

const day = (overrides: Record<string, unknown> = {}) => ({
  date: "2026-11-22",
  scripture: { verse: "John 14:27 (WEB)", text: "Peace I leave with you." },
  devotional: { title: "Peace", content: "A devotional." },
  prayer: { title: "Prayer", content: "Amen." },
  reflection: { prompt: "Where is your peace?" },
  worship_playlist: [{ title: "Goodness of God", artist: "Bethel Music" }],
  ...overrides,
});
const plan = (days: unknown[]) => ({ intro_message: "This week.", days });

describe("plan validity and normalisation", () => {
  it("accepts the object form unchanged", () => {
    const input = plan(Array.from({ length: 7 }, () => day()));
    expect(normalisePlan(input)).toEqual(input);
  });

  it("accepts devotional, prayer and reflection as text and normalises them", () => {
    const normal = normalisePlan(
      plan(Array.from({ length: 7 }, () => day({ devotional: "Text devotional.", prayer: "Text prayer.", reflection: "Text prompt?" }))),
    );
    expect(normal?.days[0].devotional).toEqual({ title: "Today's Devotional", content: "Text devotional." });
    expect(normal?.days[0].prayer).toEqual({ title: "Today's Prayer", content: "Text prayer." });
    expect(normal?.days[0].reflection).toEqual({ prompt: "Text prompt?" });
  });

  it("skips playlist songs lacking a title or artist", () => {
    const normal = normalisePlan(
      plan(
        Array.from({ length: 7 }, () =>
          day({ worship_playlist: [{ title: "Only title" }, { title: "", artist: "X" }, { title: "Ok", artist: "Y" }, "junk"] }),
        ),
      ),
    );
    expect(normal?.days[0].worship_playlist).toEqual([{ title: "Ok", artist: "Y" }]);
  });

  it.each([
    ["6 days", plan(Array.from({ length: 6 }, () => day()))],
    ["8 days", plan(Array.from({ length: 8 }, () => day()))],
    ["no intro", { days: Array.from({ length: 7 }, () => day()) }],
    ["a day without scripture", plan([...Array.from({ length: 6 }, () => day()), day({ scripture: undefined })])],
    ["a blank devotional", plan([...Array.from({ length: 6 }, () => day()), day({ devotional: "  " })])],
    ["not an object", "plan"],
  ])("rejects %s", (_name, input) => {
    expect(isValidPlan(input)).toBe(false);
  });
});

describe("study plan schema", () => {
  it("fills the spec's default summary and goal", () => {
    const days = Array.from({ length: 7 }, () => ({
      title: "t",
      scripture: { reference: "John 1:1", text: "x" },
      devotional: "d",
      discussion_questions: ["q"],
      challenge: "c",
    }));
    const parsed = StudyPlanSchema.parse({ title: "T", days });
    expect(parsed.summary).toBe("A 7-day journey of spiritual growth and reflection.");
    expect(parsed.group_goal).toBe("Growing together in faith and understanding");
  });
});

describe("plan preference defaults", () => {
  it("uses NIV, Pastoral, Contemporary Worship, Non-denominational and no artists", () => {
    expect(withPlanDefaults({ bible_version: " ", favorite_artists: null as unknown as string[] })).toEqual({
      bible_version: "NIV",
      communication_style: "Pastoral",
      music_preference: "Contemporary Worship",
      denomination: "Non-denominational",
      favorite_artists: [],
    });
  });
});
