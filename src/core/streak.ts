// The journal streak (spec sections 4 and 9): consecutive days, up to today, with at least one
// entry; it continues while the gap between consecutive entry days is at most 1 day. A day is
// the member's own calendar day in their IANA time zone, so an entry at 23:30 in Auckland counts
// for that Auckland date whatever the server's clock zone is.
/** The largest gap, in calendar days, that keeps a streak going (spec section 9). */
export const STREAK_MAX_GAP_DAYS = 1;

const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD; the parts are read individually to be safe anyway.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the name is a time zone this runtime knows (e.g. "Europe/London", "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    dayFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) a moment falls on in the given time zone. */
export function calendarDayIn(moment: Date, timeZone: string): string {
  const parts = dayFormatter(timeZone).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

function daysBetween(later: string, earlier: string): number {
  return Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / 86_400_000);
}

/**
 * Counts a streak from entry days fed newest first (the order the server pages through a
 * journal), so a long journal is read only as far back as the streak reaches. `add` answers
 * false once older days can no longer change the count.
 */
export class StreakCounter {
  private cursor: string;
  private counted = 0;
  private finished = false;

  constructor(private readonly today: string) {
    this.cursor = today;
  }

  add(day: string): boolean {
    if (this.finished) return false;
    // A day after today (a clock ahead of the member's) is not "up to today"; a day newer than
    // the last one counted is out of order and already accounted for.
    if (day > this.today || (this.counted > 0 && day >= this.cursor)) return true;
    if (daysBetween(this.cursor, day) > STREAK_MAX_GAP_DAYS) {
      this.finished = true;
      return false;
    }
    this.counted += 1;
    this.cursor = day;
    return true;
  }

  get streak(): number {
    return this.counted;
  }
}

/**
 * The streak for a set of entry days (YYYY-MM-DD, any order, duplicates allowed) and today's
 * date: starting from today, each step back to an older entry day may skip at most
 * STREAK_MAX_GAP_DAYS. So an entry yesterday but none yet today still counts; a silent day
 * before today ends it.
 */
export function streakFromDays(days: readonly string[], today: string): number {
  const counter = new StreakCounter(today);
  for (const day of [...new Set(days)].sort().reverse()) if (!counter.add(day)) break;
  return counter.streak;
}

/** The streak for entry moments, counted in the member's time zone. */
export function journalStreak(moments: Iterable<Date>, now: Date, timeZone: string): number {
  const days: string[] = [];
  for (const moment of moments) days.push(calendarDayIn(moment, timeZone));
  return streakFromDays(days, calendarDayIn(now, timeZone));
}

/** The journal's streak line. Zero is explained kindly rather than shown as a bare 0. */
export function streakLabel(streak: number): string {
  if (streak <= 0) return "No streak yet. Save a prayer or reflection today to start one.";
  return `${streak}-day streak`;
}
