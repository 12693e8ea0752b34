// The member's time zone as their browser last reported it, kept in a cookie so the server can
// render the pages whose first view depends on it (the daily plan's week and today) before the
// app's code has run (issue 13). The browser writes it at every start; the server only reads it,
// and the API still validates it like any other time-zone input.

/** The cookie's name (not secret, not signed: a wrong value only means the page loads as before). */
export const TIME_ZONE_COOKIE = "wellspring_tz";

/** A year: it is rewritten at every start anyway. */
export const TIME_ZONE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
