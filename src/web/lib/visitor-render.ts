// Public pages are prerendered at build time as a visitor sees them, and the server sends that HTML
// only to requests without a session cookie. Until the browser has asked the server who is signed
// in, the app renders as that visitor too, so hydration matches the HTML already on screen instead
// of replacing it with a spinner.

const ROOT_ID = "root";
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

let assumeVisitor = typeof document !== "undefined" && document.getElementById(ROOT_ID)?.getAttribute(PRERENDERED_ATTRIBUTE) === "visitor";

/**
 * Build-time rendering: public pages are rendered as a visitor's; the members' app shell is
 * rendered with the session still loading, as a member's first render shows it.
 */
export function renderAsVisitor(visitor = true): void {
  assumeVisitor = visitor;
}

/** While true, a session that is still loading is treated as no session. */
export function isVisitorRender(): boolean {
  return assumeVisitor;
}

/** The first real answer about the session ends the assumption for the rest of the page's life. */
export function sessionSettled(): void {
  if (typeof document !== "undefined") assumeVisitor = false;
}
