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
  /** A group owned by groupOwner, with groupMember in it. */
  groupId: string;
  groupCode: string;
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
  /** Kept out of the fuzz (e.g. it would end the fuzzing member's session). */
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
  "POST /api/account/two-factor/disable": { body: { password: MATRIX_PASSWORD }, visitor: 401, member: 400, otherMember: 400, ...NOT_A_GROUP_ROUTE },
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
  "GET /api/bible/:translation/:book/:chapter": { path: "/api/bible/WEB/John/3", visitor: 200, member: 200, otherMember: 200, ...NOT_A_GROUP_ROUTE },

  // Saving a reply of the member's conversation: another member cannot use its id (404).
  "POST /api/journal/entries": {
    body: (c) => ({ type: "prayer", content: `Matrix prayer ${fresh()}`, message_id: c.memberConversationId }),
    visitor: 401,
    member: 201,
    otherMember: 404,
    ...NOT_A_GROUP_ROUTE,
  },
};
