// The people and data the route matrix and the fuzz act on: a member with a conversation, another
// member, and a group with its owner and a (non-owner) member.
import { randomUUID } from "node:crypto";
import { createGuide } from "../../../src/guide/index.js";
import { conversations, faithGroupMembers, faithGroups, faithGroupStudyPlans, faithJournalEntries } from "../../../src/server/db/schema.js";
import { MATRIX_PASSWORD, type MatrixContext, type Role, type RouteExpectation } from "../route-matrix.js";
import { uniqueEmail, type TestServer } from "./server.js";

export interface MatrixPeople {
  context: MatrixContext;
  /** The Cookie header each role sends (undefined for the visitor). */
  cookieFor(role: Role): string | undefined;
}

async function signedUp(server: TestServer, label: string) {
  const { response, cookie, body } = await server.signUp(uniqueEmail(label), MATRIX_PASSWORD);
  if (response.status !== 200) throw new Error(`sign-up for the matrix failed: ${response.status} ${JSON.stringify(body)}`);
  return { id: body.user.id, cookie };
}

const studyGuide = createGuide();

export async function setUpMatrixPeople(server: TestServer): Promise<MatrixPeople> {
  const [member, other, owner, groupMember] = await Promise.all(
    ["matrix-member", "matrix-other", "matrix-owner", "matrix-group-member"].map((label) => signedUp(server, label)),
  );
  const [conversation] = await server.db
    .insert(conversations)
    .values({ userId: member.id, message: "I feel anxious", response: { guidance: "Be still" }, threadId: randomUUID() })
    .returning({ id: conversations.id });
  const groupCode = randomUUID().replace(/-/g, "").slice(0, 6).toUpperCase();
  const [group] = await server.db
    .insert(faithGroups)
    .values({ name: "Matrix circle", ownerId: owner.id, groupCode })
    .returning({ id: faithGroups.id });
  await server.db.insert(faithGroupMembers).values([
    { groupId: group.id, userId: owner.id },
    { groupId: group.id, userId: groupMember.id },
  ]);
  const [entry] = await server.db
    .insert(faithJournalEntries)
    .values({ userId: member.id, type: "prayer", content: `Matrix prayer ${randomUUID()}` })
    .returning({ id: faithJournalEntries.id });
  const { plan } = await studyGuide.studyPlan("hope");
  const [studyPlan] = await server.db
    .insert(faithGroupStudyPlans)
    .values({
      groupId: group.id,
      title: plan.title,
      startDate: "2026-11-22",
      summary: plan.summary,
      groupGoal: plan.group_goal,
      days: plan.days,
      theme: "hope",
    })
    .returning({ id: faithGroupStudyPlans.id });
  const cookies: Record<Role, string | undefined> = {
    visitor: undefined,
    member: member.cookie,
    otherMember: other.cookie,
    groupNonMember: other.cookie,
    groupMember: groupMember.cookie,
    groupOwner: owner.cookie,
  };
  return {
    context: { memberConversationId: conversation.id, memberEntryId: entry.id, groupId: group.id, groupCode, studyPlanId: studyPlan.id },
    cookieFor: (role) => cookies[role],
  };
}

/** "METHOD /path" of every route the app serves: no middleware (ALL) and no web-app fallback. */
export function servedRoutes(server: TestServer): string[] {
  const keys = server.app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].sort();
}

export function pathOf(key: string, expectation: RouteExpectation, context: MatrixContext): string {
  const { path } = expectation;
  if (typeof path === "function") return path(context);
  return path ?? key.slice(key.indexOf(" ") + 1);
}

export function bodyOf(expectation: RouteExpectation, context: MatrixContext): unknown {
  const { body } = expectation;
  return typeof body === "function" ? (body as (c: MatrixContext) => unknown)(context) : body;
}
