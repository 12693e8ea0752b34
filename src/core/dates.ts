// Calendar helpers on plain YYYY-MM-DD strings. Arithmetic runs in UTC so a date never
// shifts with the machine's time zone; callers decide which local day "today" is.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

function parseIsoDate(value: string): Date {
  if (!isIsoDate(value)) throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
  const [y, m, d] = value.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** The local calendar date of a moment, as YYYY-MM-DD. */
export function toIsoDate(moment: Date): string {
  const y = moment.getFullYear();
  const m = String(moment.getMonth() + 1).padStart(2, "0");
  const d = String(moment.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

export function addDays(isoDate: string, days: number): string {
  const d = parseIsoDate(isoDate);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDate: string): number {
  return parseIsoDate(isoDate).getUTCDay();
}

/** The Sunday that starts the week containing the date (spec section 9: weeks start on Sunday). */
export function weekStartOf(isoDate: string): string {
  return addDays(isoDate, -weekdayOf(isoDate));
}

/** The seven dates Sunday..Saturday of the week starting at weekStart. */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** True when the text names an IANA time zone this runtime knows, e.g. "Pacific/Auckland". */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) a moment falls on in an IANA time zone. */
export function localDateIn(timeZone: string, moment: Date): string {
  // en-CA formats dates as YYYY-MM-DD; formatToParts keeps us independent of that detail anyway.
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A member's "today" and the Sunday that starts their week, both in their own time zone. */
export function memberWeek(timeZone: string, moment: Date): { today: string; weekStart: string } {
  const today = localDateIn(timeZone, moment);
  return { today, weekStart: weekStartOf(today) };
}

function utcDate(isoDate: string): Date {
  return parseIsoDate(isoDate);
}

/** "Saturday, November 28, 2026" (spec section 9: dates use the en-US locale). */
export function formatFullDate(isoDate: string): string {
  return utcDate(isoDate).toLocaleDateString("en-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" });
}

/** "Sat, Nov 28": the scripture card's date (weekday, short month, day). */
export function formatWeekdayShortDate(isoDate: string): string {
  return utcDate(isoDate).toLocaleDateString("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });
}

/** "Sat": a weekday button's label. */
export function formatShortWeekday(isoDate: string): string {
  return utcDate(isoDate).toLocaleDateString("en-US", { timeZone: "UTC", weekday: "short" });
}

/**
 * The plan's weekday row (spec section 2): starts at today's weekday and wraps round; days of
 * this week before today come last and cannot be chosen.
 */
export function weekdayRow(weekStart: string, today: string): { index: number; date: string; past: boolean }[] {
  const dates = weekDates(weekStart);
  const todayIndex = Math.max(0, dates.indexOf(today));
  return dates.map((_, offset) => {
    const index = (todayIndex + offset) % 7;
    return { index, date: dates[index], past: index < todayIndex };
  });
}
