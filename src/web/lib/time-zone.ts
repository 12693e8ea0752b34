// The member's own time zone, so the server picks their today and their Sunday. One reading for the
// whole app; during a server render it is the time zone the member's browser last reported (the
// cookie in @core/time-zone-cookie), set only around that synchronous render.
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE } from "@core/time-zone-cookie";

let renderingTimeZone: string | null = null;

export function browserTimeZone(): string {
  if (renderingTimeZone) return renderingTimeZone;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Server rendering only: the member's time zone for the render about to run (null after it). */
export function renderInTimeZone(timeZone: string | null): void {
  renderingTimeZone = timeZone;
}

/** At every start in the browser: tells the server the time zone for the pages it renders. */
export function rememberTimeZone(): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}; Path=/; Max-Age=${TIME_ZONE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
