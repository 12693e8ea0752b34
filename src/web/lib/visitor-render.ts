// Public pages are prerendered at build time as a visitor sees them, and the server sends that HTML
// only to requests without a session cookie. Until the browser has asked the server who is signed
// in, the app renders as that visitor too, so hydration matches the HTML already on screen instead
// of replacing it with a spinner.

const ROOT_ID = "root";
export const PRERENDERED_ATTRIBUTE = "data-prerendered";
/** The JSON data block a server-rendered member page carries: its session and query data. */
export const MEMBER_STATE_ID = "member-state";

let assumeVisitor = typeof document !== "undefined" && document.getElementById(ROOT_ID)?.getAttribute(PRERENDERED_ATTRIBUTE) === "visitor";

/**
 * Build-time rendering: public pages are rendered as a visitor's; the members' app shell is
 * rendered with the session still loading, as a member's first render shows it.
 */
export function renderAsVisitor(visitor = true): void {
  assumeVisitor = visitor;
}

/**
 * A member page rendered by the server with the member's data (src/server/http/member-pages.ts)
 * carries the session it was rendered with: until the browser's own session read answers, the
 * app renders as that member, so its first render is the page already on screen.
 */
let memberSession: unknown = null;

export function renderAsMember(session: unknown): void {
  memberSession = session;
  assumeVisitor = false;
}

/** The session the page was rendered with, while the browser's own read is still pending. */
export function sessionBeforeAnswer(): unknown {
  return memberSession;
}

/** While true, a session that is still loading is treated as no session. */
export function isVisitorRender(): boolean {
  return assumeVisitor;
}

/** The first real answer about the session ends the assumption for the rest of the page's life. */
export function sessionSettled(): void {
  if (typeof document === "undefined") return;
  assumeVisitor = false;
  memberSession = null;
}
