import { describe, expect, it } from "vitest";
import { StreakCounter, calendarDayIn, isValidTimeZone, journalStreak, streakFromDays, streakLabel } from "./streak";

describe("streak rule on calendar days", () => {
  it("counts consecutive days up to today", () => {
    expect(streakFromDays([], "2026-03-10")).toBe(0);
    expect(streakFromDays(["2026-03-10"], "2026-03-10")).toBe(1);
    expect(streakFromDays(["2026-03-10", "2026-03-09", "2026-03-08"], "2026-03-10")).toBe(3);
  });

  it("keeps a streak alive when the newest entry was yesterday", () => {
    expect(streakFromDays(["2026-03-09", "2026-03-08"], "2026-03-10")).toBe(2);
  });

  it("ends at a gap of more than one day", () => {
    expect(streakFromDays(["2026-03-08"], "2026-03-10")).toBe(0);
    expect(streakFromDays(["2026-03-10", "2026-03-09", "2026-03-07", "2026-03-06"], "2026-03-10")).toBe(2);
  });

  it("counts a day once however many entries it has, in any order", () => {
    expect(streakFromDays(["2026-03-09", "2026-03-10", "2026-03-10", "2026-03-09", "2026-03-08"], "2026-03-10")).toBe(3);
  });

  it("ignores days after today", () => {
    expect(streakFromDays(["2026-03-11", "2026-03-10"], "2026-03-10")).toBe(1);
  });

  it("crosses month and year ends", () => {
    expect(streakFromDays(["2027-01-01", "2026-12-31", "2026-12-30"], "2027-01-01")).toBe(3);
    expect(streakFromDays(["2024-03-01", "2024-02-29", "2024-02-28"], "2024-03-01")).toBe(3);
  });

  it("stops reading once the streak is settled", () => {
    const counter = new StreakCounter("2026-03-10");
    expect(counter.add("2026-03-10")).toBe(true);
    expect(counter.add("2026-03-09")).toBe(true);
    expect(counter.add("2026-03-01")).toBe(false);
    expect(counter.add("2026-02-28")).toBe(false);
    expect(counter.streak).toBe(2);
  });
});

describe("calendar days in the member's time zone", () => {
  it("places one moment on different dates in different zones", () => {
    const moment = new Date("2026-03-10T23:30:00Z");
    expect(calendarDayIn(moment, "UTC")).toBe("2026-03-10");
    expect(calendarDayIn(moment, "Pacific/Auckland")).toBe("2026-03-11");
    expect(calendarDayIn(moment, "America/Los_Angeles")).toBe("2026-03-10");
    expect(calendarDayIn(new Date("2026-03-11T03:00:00Z"), "America/New_York")).toBe("2026-03-10");
  });

  it("counts the streak on the member's own days, not UTC days", () => {
    // 06:00 and 22:00 in Los Angeles on consecutive local days; in UTC the second falls on the
    // following day, which changes nothing for a Los Angeles member.
    const entries = [new Date("2026-06-01T13:00:00Z"), new Date("2026-06-03T05:00:00Z")]; // LA: Jun 1 06:00, Jun 2 22:00
    const now = new Date("2026-06-03T06:00:00Z"); // LA: Jun 2 23:00
    expect(journalStreak(entries, now, "America/Los_Angeles")).toBe(2);
    // In UTC the entries are on Jun 1 and Jun 3 and today is Jun 3: the gap breaks it.
    expect(journalStreak(entries, now, "UTC")).toBe(1);
    // In Tokyo (UTC+9), today is Jun 3 and the entries are Jun 1 22:00 and Jun 3 14:00.
    expect(journalStreak(entries, now, "Asia/Tokyo")).toBe(1);
  });

  it("survives the spring-forward change (a 23-hour day)", () => {
    // US clocks went forward on 2026-03-08 at 02:00 in New York.
    const entries = [
      new Date("2026-03-07T04:30:00Z"), // Mar 6 23:30 EST
      new Date("2026-03-08T04:59:00Z"), // Mar 7 23:59 EST
      new Date("2026-03-09T03:59:00Z"), // Mar 8 23:59 EDT (the short day)
      new Date("2026-03-09T04:01:00Z"), // Mar 9 00:01 EDT
    ];
    const now = new Date("2026-03-09T15:00:00Z"); // Mar 9 11:00 EDT
    expect(calendarDayIn(entries[2], "America/New_York")).toBe("2026-03-08");
    expect(calendarDayIn(entries[3], "America/New_York")).toBe("2026-03-09");
    expect(journalStreak(entries, now, "America/New_York")).toBe(4);
  });

  it("survives the fall-back change (a 25-hour day)", () => {
    // Europe moved clocks back on 2026-10-25 at 03:00 in Berlin; 23:30 local on Oct 25 is UTC+1.
    const entries = [new Date("2026-10-24T21:30:00Z"), new Date("2026-10-25T22:30:00Z"), new Date("2026-10-26T22:30:00Z")];
    const now = new Date("2026-10-26T22:45:00Z"); // Oct 26 23:45 CET
    expect(entries.map((e) => calendarDayIn(e, "Europe/Berlin"))).toEqual(["2026-10-24", "2026-10-25", "2026-10-26"]);
    expect(journalStreak(entries, now, "Europe/Berlin")).toBe(3);
  });

  it("knows real zone names and refuses made-up ones", () => {
    expect(isValidTimeZone("Europe/London")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});

describe("streak line", () => {
  it("reads 'N-day streak' and explains zero kindly", () => {
    expect(streakLabel(3)).toBe("3-day streak");
    expect(streakLabel(1)).toBe("1-day streak");
    expect(streakLabel(0)).toMatch(/start/i);
  });
});
