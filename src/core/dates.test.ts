import { describe, expect, it } from "vitest";
import { addDays, isIsoDate, weekDates, weekStartOf } from "./dates";

describe("week dates", () => {
  it("starts weeks on Sunday", () => {
    expect(weekStartOf("2026-11-22")).toBe("2026-11-22"); // a Sunday
    expect(weekStartOf("2026-11-28")).toBe("2026-11-22"); // Saturday
    expect(weekStartOf("2026-03-04")).toBe("2026-03-01");
    expect(weekStartOf("2027-01-01")).toBe("2026-12-27"); // across a year
  });

  it("lists Sunday..Saturday", () => {
    expect(weekDates("2026-02-22")).toEqual([
      "2026-02-22",
      "2026-02-23",
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
    ]);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });

  it("rejects impossible dates", () => {
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(() => weekStartOf("nope")).toThrow();
  });
});

describe("a member's own week", async () => {
  const { isValidTimeZone, localDateIn, memberWeek } = await import("./dates");
  it("knows real IANA zones and refuses others", () => {
    expect(isValidTimeZone("Pacific/Auckland")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });

  it("gives Auckland and Los Angeles their own today and Sunday", () => {
    // Saturday 2026-11-28 20:00 UTC: already Sunday 09:00 in Auckland, Saturday noon in LA.
    const moment = new Date("2026-11-28T20:00:00Z");
    expect(localDateIn("Pacific/Auckland", moment)).toBe("2026-11-29");
    expect(memberWeek("Pacific/Auckland", moment)).toEqual({ today: "2026-11-29", weekStart: "2026-11-29" });
    expect(memberWeek("America/Los_Angeles", moment)).toEqual({ today: "2026-11-28", weekStart: "2026-11-22" });
    expect(memberWeek("UTC", moment)).toEqual({ today: "2026-11-28", weekStart: "2026-11-22" });
  });
});

describe("plan dates on screen", async () => {
  const { formatFullDate, formatWeekdayShortDate, weekdayRow } = await import("./dates");
  it("formats en-US dates without shifting the day", () => {
    expect(formatFullDate("2026-11-28")).toBe("Saturday, November 28, 2026");
    expect(formatWeekdayShortDate("2026-11-25")).toBe("Wed, Nov 25");
  });

  it("starts the weekday row at today and puts past days last, disabled", () => {
    const row = weekdayRow("2026-11-22", "2026-11-25");
    expect(row.map((d) => d.date)).toEqual([
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
    ]);
    expect(row.map((d) => d.past)).toEqual([false, false, false, false, true, true, true]);
    expect(weekdayRow("2026-11-22", "2026-11-22").every((d) => !d.past)).toBe(true);
  });
});
