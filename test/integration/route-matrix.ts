// The authorization matrix: every route of the app and the status each role must get. A route the
// app serves but this table does not list fails route-matrix.test.ts, so a new route is not done
// until someone decides who may call it. Adding one is one entry, e.g.
//   "DELETE /api/journal/entries/:id": { path: (c) => `/api/journal/entries/${c.memberEntryId}`, visitor: 401, member: 200, otherMember: 404, ...NOT_A_GROUP_ROUTE },
//
// Roles: visitor (no session); member (owns the set-up data: a conversation, a journal entry, a
// group); otherMember (signed in, acting on the member's data where the route takes any); for group
// routes: groupNonMember, groupMember (in the group, not its owner), groupOwner. null = n/a.
import { randomUUID } from "node:crypto";

export const MATRIX_PASSWORD = "Quiet-River-42";

/** What the test set up before the requests; paths and bodies may refer to it. */
export interface MatrixContext {
  /** A conversation of the member (for journal saves by message id). */
  memberConversationId: string;
  /** A journal prayer of the member (for reads and deletes by id). */
  memberEntryId: string;
  /** A group owned by groupOwner, with groupMember in it. */
  groupId: string;
  groupCode: string;
  /** The group's study plan. */
  studyPlanId: string;
}

export type Role = "visitor" | "member" | "otherMember" | "groupNonMember" | "groupMember" | "groupOwner";
export const ROLES: Role[] = ["visitor", "member", "otherMember", "groupNonMember", "groupMember", "groupOwner"];

export interface RouteExpectation extends Record<Role, number | null> {
  /** The concrete path to call (defaults to the route's path; needed when it has parameters). */
  path?: string | ((context: MatrixContext) => string);
  /** JSON body for the request; a function gets a fresh body per call. */
  body?: Record<string, unknown> | ((context: MatrixContext) => unknown);
  /** Destroys or locks the caller's account: each role gets freshly signed-up people. */
  destructive?: boolean;
  /** Kept out of the fuzz (e.g. it would end the fuzzing member's session, or never ends: a stream). */
  noFuzz?: boolean;
}

/** Spread into routes that have nothing to do with groups. */
export const NOT_A_GROUP_ROUTE = { groupNonMember: null, groupMember: null, groupOwner: null } as const;

const fresh = () => randomUUID().slice(0, 8);

export const ROUTE_MATRIX: Record<string, RouteExpectation> = {
  "GET /api/health": { visitor: 200, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },

  // better-auth's catch-all: one representative read and write (its own routes are tested in auth tests).
  "GET /api/auth/*": { path: "/api/auth/get-session", visitor: 200, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },
  "POST /api/auth/*": {
    path: "/api/auth/update-user",
    body: () => ({ name: `Matrix ${fresh()}` }),
    visitor: 401,
    member: 200,
    otherMember: 200,
    ...NOT_A_GROUP_ROUTE,
  },

  "GET /api/profile": { visitor: 401, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },
  "PATCH /api/profile": { body: { first_name: "Matrix" }, visitor: 401, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },

  "GET /api/account/export": { visitor: 401, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },
  "GET /api/account/sessions": { visitor: 401, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },
  "POST /api/account/sessions/revoke-others": { body: {}, visitor: 401, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },
  "POST /api/account/email": {
    body: () => ({ new_email: `matrix-${fresh()}@example.com`, password: MATRIX_PASSWORD }),
    visitor: 401,
    member: 200,
    otherMember: 200,
    ...NOT_A_GROUP_ROUTE,
  },
  "GET /api/account/email/confirm": {
    path: `/api/account/email/confirm?token=${"x".repeat(43)}`,
    visitor: 400,
    member: 400,
    otherMember: 400,
    ...NOT_A_GROUP_ROUTE,
  },
  // Two-factor is off for the set-up members, so turning it off is a 400 for anyone signed in.
  "POST /api/account/two-factor/disable": {
    body: { password: MATRIX_PASSWORD },
    visitor: 401,
    member: 400,
    otherMember: 400,
    ...NOT_A_GROUP_ROUTE,
  },
  "POST /api/account/delete": {
    body: { password: MATRIX_PASSWORD, confirm: true },
    destructive: true,
    noFuzz: true,
    visitor: 401,
    member: 200,
    otherMember: 200,
    ...NOT_A_GROUP_ROUTE,
  },

  "GET /api/bible/books": { visitor: 200, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },
  "GET /api/bible/:translation/:book/:chapter": {
    path: "/api/bible/WEB/John/3",
    visitor: 200,
    member: 200,
    otherMember: 200,
    ...NOT_A_GROUP_ROUTE,
  },

  // Saving a reply of the member's conversation: another member cannot use its id (404).
  "POST /api/journal/entries": {
    body: (c) => ({ type: "prayer", content: `Matrix prayer ${fresh()}`, message_id: c.memberConversationId }),
    visitor: 401,
    member: 201,
    otherMember: 404,
    ...NOT_A_GROUP_ROUTE,
  },

  "GET /api/journal/entries": {
    path: "/api/journal/entries?tab=prayers",
    visitor: 401,
    member: 200,
    otherMember: 200,
    ...NOT_A_GROUP_ROUTE,
  },
  "GET /api/journal/tags": { visitor: 401, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },
  "GET /api/journal/streak": {
    path: "/api/journal/streak?tz=America/Chicago",
    visitor: 401,
    member: 200,
    otherMember: 200,
    ...NOT_A_GROUP_ROUTE,
  },
  // Another member's entry id is not found, never deleted; the member's own is (once: roles run in order).
  "DELETE /api/journal/entries/:tab/:id": {
    path: (c) => `/api/journal/entries/prayers/${c.memberEntryId}`,
    destructive: true,
    visitor: 401,
    otherMember: 404,
    member: 200,
    ...NOT_A_GROUP_ROUTE,
  },

  "GET /api/conversation/messages": { visitor: 401, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },
  // Another member cannot continue the member's thread.
  "POST /api/conversation/messages": {
    body: { message: "I am grateful for today." },
    visitor: 401,
    member: 201,
    otherMember: 201,
    ...NOT_A_GROUP_ROUTE,
  },
  // The same send, answered as an event stream (200 once the checks pass; refusals are JSON).
  "POST /api/conversation/messages/stream": {
    body: { message: "I am grateful for today." },
    visitor: 401,
    member: 200,
    otherMember: 200,
    ...NOT_A_GROUP_ROUTE,
  },

  "GET /api/daily-plan": { path: "/api/daily-plan?tz=Pacific/Auckland", visitor: 401, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },
  "POST /api/daily-plan/generate": {
    body: { time_zone: "America/Los_Angeles" },
    visitor: 401,
    member: 200,
    otherMember: 200,
    ...NOT_A_GROUP_ROUTE,
  },
  "GET /api/daily-plan/saved": {
    path: "/api/daily-plan/saved?week_start=2026-11-22",
    visitor: 401,
    member: 200,
    otherMember: 200,
    ...NOT_A_GROUP_ROUTE,
  },
  // With the bundled catalogue there is no remote album art to pass through.
  "GET /api/daily-plan/album-art/:id": {
    path: "/api/daily-plan/album-art/0123456789abcdef",
    visitor: 401,
    member: 404,
    otherMember: 404,
    ...NOT_A_GROUP_ROUTE,
  },
  "POST /api/daily-plan/saved-scriptures": {
    body: () => ({ verse_reference: `John 3:${fresh()}`, verse_text: "For God so loved the world" }),
    visitor: 401,
    member: 201,
    otherMember: 201,
    ...NOT_A_GROUP_ROUTE,
  },
  "POST /api/daily-plan/saved-devotionals": {
    body: () => ({ title: `Still waters ${fresh()}`, content: "Rest is a gift.", date: "2026-11-23" }),
    visitor: 401,
    member: 201,
    otherMember: 201,
    ...NOT_A_GROUP_ROUTE,
  },
  "POST /api/daily-plan/saved-songs": {
    body: () => ({ title: `Goodness of God ${fresh()}`, artist: "Bethel Music" }),
    visitor: 401,
    member: 201,
    otherMember: 201,
    ...NOT_A_GROUP_ROUTE,
  },

  // The event stream is the member's own: it carries only their groups' events.
  "GET /api/events": { noFuzz: true, visitor: 401, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },

  "GET /api/groups": { visitor: 401, member: 200, otherMember: 200, groupNonMember: 200, groupMember: 200, groupOwner: 200 },
  "POST /api/groups": {
    body: () => ({ name: `Matrix circle ${fresh()}`, description: "" }),
    visitor: 401,
    member: 201,
    otherMember: 201,
    groupNonMember: 201,
    groupMember: 201,
    groupOwner: 201,
  },
  // Joining by code: a second join is refused (409), the first is allowed. Fresh people, so the
  // non-member stays one for the routes after this.
  "POST /api/groups/join": {
    body: (c) => ({ code: c.groupCode }),
    destructive: true,
    visitor: 401,
    member: null,
    otherMember: null,
    groupNonMember: 200,
    groupMember: 409,
    groupOwner: 409,
  },
  // The group's header is public to members of the site; the code only to its owner (tested in groups).
  "GET /api/groups/:id": {
    path: (c) => `/api/groups/${c.groupId}`,
    visitor: 401,
    member: null,
    otherMember: null,
    groupNonMember: 200,
    groupMember: 200,
    groupOwner: 200,
  },
  "GET /api/groups/:id/messages": {
    path: (c) => `/api/groups/${c.groupId}/messages`,
    visitor: 401,
    member: null,
    otherMember: null,
    groupNonMember: 403,
    groupMember: 200,
    groupOwner: 200,
  },
  "POST /api/groups/:id/messages": {
    path: (c) => `/api/groups/${c.groupId}/messages`,
    body: { message: "Praying for you all this week." },
    visitor: 401,
    member: null,
    otherMember: null,
    groupNonMember: 403,
    groupMember: 201,
    groupOwner: 201,
  },
  "GET /api/groups/:id/study-plan": {
    path: (c) => `/api/groups/${c.groupId}/study-plan`,
    visitor: 401,
    member: null,
    otherMember: null,
    groupNonMember: 403,
    groupMember: 200,
    groupOwner: 200,
  },
  // Only the owner generates a plan.
  "POST /api/groups/:id/study-plan": {
    path: (c) => `/api/groups/${c.groupId}/study-plan`,
    body: { theme: "Hope in hard seasons" },
    visitor: 401,
    member: null,
    otherMember: null,
    groupNonMember: 403,
    groupMember: 403,
    groupOwner: 201,
  },
  "PUT /api/groups/:id/study-plan/progress": {
    path: (c) => `/api/groups/${c.groupId}/study-plan/progress`,
    body: (c) => ({ plan_id: c.studyPlanId, day_index: 2, completed: true }),
    visitor: 401,
    member: null,
    otherMember: null,
    groupNonMember: 403,
    groupMember: 200,
    groupOwner: 200,
  },
};
