// /api/groups: faith groups, their chat and their 7-day study plan. Every route is scoped on the
// server: a member sees only groups they belong to; messages and plans need membership; the code
// and plan generation need ownership. Writes that belong together (a group and its owner's
// membership; a message and its live notification) commit together.
import { randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { and, eq } from "drizzle-orm";
import {
  ChatMessageInput,
  CreateGroupInput,
  GenerateStudyPlanInput,
  GROUP_MESSAGES,
  groupCodeFromBytes,
  isGroupCode,
  StudyProgressInput,
} from "@core/groups";
import { toIsoDate } from "@core/dates";
import { StudyPlanSchema } from "@core/guide";
import { isUniqueViolation, pgErrorCode } from "../db/errors.js";
import { faithGroupMembers, faithGroups, faithGroupStudyPlans, faithGroupStudyProgress } from "../db/schema.js";
import type { MaybeNodeBindings } from "../http/client-ip.js";
import { apiError } from "../http/errors.js";
import { jsonBody } from "../http/json-body.js";
import { requireUser, type AuthedEnv } from "../http/session.js";
import { createRateLimiter } from "../groups/rate-limit.js";
import {
  accessTo,
  findGroup,
  sendIfMember,
  isMember,
  isUuid,
  latestStudyPlan,
  listGroupsOf,
  listMessages,
  studyProgress,
  toStudyPlan,
} from "../groups/queries.js";
import { publish } from "../realtime/events.js";
import { careFor } from "../../guide/index.js";
import type { RouteDeps } from "../app.js";

type Env = AuthedEnv & MaybeNodeBindings;

const CODE_ATTEMPTS = 8;
/** Wrong join codes: per member and per address, in a 10-minute window. */
const JOIN_WINDOW_MS = 10 * 60_000;
const JOINS_PER_MEMBER = 20;
const JOINS_PER_ADDRESS = 60;
/** Chat: 20 messages in 10 seconds per member is faster than anyone types. */
const SENDS_PER_WINDOW = 20;
const SEND_WINDOW_MS = 10_000;

const JoinBody = z.object({ code: z.string().max(64) }).strict();
const ProgressBody = StudyProgressInput.extend({ plan_id: z.string().max(64) }).strict();

function newGroupCode(): string {
  return groupCodeFromBytes((count) => randomBytes(count));
}

/** The address the rate limit counts: the same rule as client-ip.ts (a trusted proxy header, else the socket). */
function clientAddress(c: Context<Env>, trustedHeader: string | null): string {
  const fromProxy = trustedHeader ? c.req.header(trustedHeader)?.split(",")[0]?.trim() : undefined;
  return fromProxy || c.env?.incoming?.socket?.remoteAddress || "unknown";
}

export function groupRoutes(deps: Pick<RouteDeps, "db" | "auth" | "guide" | "clientIpHeader">) {
  const { db } = deps;
  const signedIn = requireUser(deps.auth);
  const joinsByMember = createRateLimiter(JOINS_PER_MEMBER, JOIN_WINDOW_MS);
  const joinsByAddress = createRateLimiter(JOINS_PER_ADDRESS, JOIN_WINDOW_MS);
  const sendsByMember = createRateLimiter(SENDS_PER_WINDOW, SEND_WINDOW_MS);
  const generating = new Set<string>();

  /** The group of the path, or null when the id names none (a malformed id names none too). */
  const groupOf = async (id: string) => (isUuid(id) ? findGroup(db, id) : null);
  /** The path's group with the member's access to it (one light read for the chat and plan routes). */
  const accessOf = async (id: string, userId: string) => (isUuid(id) ? accessTo(db, id, userId) : null);

  return new Hono<Env>()
    .use(signedIn)
    .get("/", async (c) => {
      return c.json({ groups: await listGroupsOf(db, c.get("user").id) }, 200);
    })
    .post("/", jsonBody(CreateGroupInput), async (c) => {
      const userId = c.get("user").id;
      const input = c.req.valid("json");
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
        try {
          const group = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(faithGroups)
              .values({ name: input.name, description: input.description, ownerId: userId, groupCode: newGroupCode() })
              .returning();
            await tx.insert(faithGroupMembers).values({ groupId: row.id, userId });
            await publish(tx, { type: "group", groupId: row.id });
            return row;
          });
          return c.json(
            {
              group: {
                id: group.id,
                name: group.name,
                description: group.description,
                code: group.groupCode,
                is_owner: true,
                member_count: 1,
                message_count: 0,
                created_at: group.createdAt.toISOString(),
                last_activity_at: group.lastActivityAt.toISOString(),
              },
            },
            201,
          );
        } catch (error) {
          // Two groups drew the same code: draw again (the unique index decides, on any engine).
          if (isUniqueViolation(error)) continue;
          throw error;
        }
      }
      return apiError(c, 503, "internal_error", GROUP_MESSAGES.createFailed);
    })
    .post("/join", jsonBody(JoinBody), async (c) => {
      const userId = c.get("user").id;
      const address = clientAddress(c, deps.clientIpHeader ?? null);
      // Only wrong codes count: they are what guessing produces.
      if (joinsByMember.exhausted(userId) || joinsByAddress.exhausted(address)) {
        return apiError(c, 429, "too_many_attempts", GROUP_MESSAGES.tooManyJoins);
      }
      const wrongCode = () => {
        joinsByMember.take(userId);
        joinsByAddress.take(address);
      };
      const code = c.req.valid("json").code.trim().toUpperCase();
      if (!isGroupCode(code)) {
        wrongCode();
        return apiError(c, 400, "invalid_input", GROUP_MESSAGES.invalidCode);
      }
      const [group] = await db.select({ id: faithGroups.id }).from(faithGroups).where(eq(faithGroups.groupCode, code)).limit(1);
      if (!group) {
        wrongCode();
        return apiError(c, 404, "not_found", GROUP_MESSAGES.invalidCode);
      }
      try {
        const joined = await db.transaction(async (tx) => {
          const rows = await tx.insert(faithGroupMembers).values({ groupId: group.id, userId }).onConflictDoNothing().returning();
          if (rows.length === 0) return false;
          await publish(tx, { type: "group", groupId: group.id });
          return true;
        });
        if (!joined) return apiError(c, 409, "conflict", GROUP_MESSAGES.alreadyMember);
      } catch (error) {
        // The group was deleted between the lookup and the insert.
        if (pgErrorCode(error) === "23503") return apiError(c, 404, "not_found", GROUP_MESSAGES.invalidCode);
        throw error;
      }
      return c.json({ group: { id: group.id } }, 200);
    })
    .get("/:id", async (c) => {
      const userId = c.get("user").id;
      const group = await groupOf(c.req.param("id"));
      if (!group) return apiError(c, 404, "not_found", GROUP_MESSAGES.notFound);
      const isOwner = group.ownerId === userId;
      const member = isOwner || (await isMember(db, group.id, userId));
      return c.json(
        {
          group: {
            id: group.id,
            name: group.name,
            description: group.description,
            member_count: group.memberCount,
            message_count: group.messageCount,
            created_at: group.createdAt.toISOString(),
            last_activity_at: group.lastActivityAt.toISOString(),
            is_owner: isOwner,
            is_member: member,
            // The code admits people: only its owner sees it.
            code: isOwner ? group.groupCode : null,
          },
        },
        200,
      );
    })
    .get("/:id/messages", async (c) => {
      const userId = c.get("user").id;
      const group = await accessOf(c.req.param("id"), userId);
      if (!group) return apiError(c, 404, "not_found", GROUP_MESSAGES.notFound);
      if (!group.isMember) return apiError(c, 403, "forbidden", GROUP_MESSAGES.membersOnlyView);
      return c.json({ messages: await listMessages(db, group.id) }, 200);
    })
    .post("/:id/messages", jsonBody(ChatMessageInput), async (c) => {
      const userId = c.get("user").id;
      const id = c.req.param("id");
      if (!isUuid(id)) return apiError(c, 404, "not_found", GROUP_MESSAGES.notFound);
      // Membership is checked by the storing statement itself (one round trip). A send that is
      // refused for membership does not count against the member's rate; over the rate, the
      // access read still decides what to answer (a non-member hears they are not a member).
      if (!sendsByMember.take(userId)) {
        const group = await accessOf(id, userId);
        if (!group) return apiError(c, 404, "not_found", GROUP_MESSAGES.notFound);
        if (!group.isMember) return apiError(c, 403, "forbidden", GROUP_MESSAGES.membersOnlySend);
        return apiError(c, 429, "too_many_attempts", GROUP_MESSAGES.tooManyMessages);
      }
      const { message } = c.req.valid("json");
      const outcome = await sendIfMember(db, id, userId, message);
      if ("refused" in outcome) {
        sendsByMember.giveBack(userId);
        if (outcome.refused === "no_group") return apiError(c, 404, "not_found", GROUP_MESSAGES.notFound);
        return apiError(c, 403, "forbidden", GROUP_MESSAGES.membersOnlySend);
      }
      const sent = outcome.sent;
      // Words of despair get a private care line back to the sender alone: it is not part of
      // the broadcast, not stored and not shown to anyone else (care, not surveillance).
      return c.json({ message: sent, care: careFor(message) }, 201);
    })
    .get("/:id/study-plan", async (c) => {
      const userId = c.get("user").id;
      const group = await accessOf(c.req.param("id"), userId);
      if (!group) return apiError(c, 404, "not_found", GROUP_MESSAGES.notFound);
      if (!group.isMember) return apiError(c, 403, "forbidden", GROUP_MESSAGES.membersOnlyView);
      const plan = await latestStudyPlan(db, group.id);
      if (!plan) return c.json({ plan: null, completed_days: [] as number[], completions: [] as number[] }, 200);
      return c.json({ plan: toStudyPlan(plan), ...(await studyProgress(db, plan.id, userId)) }, 200);
    })
    .post("/:id/study-plan", jsonBody(GenerateStudyPlanInput), async (c) => {
      const userId = c.get("user").id;
      const group = await accessOf(c.req.param("id"), userId);
      if (!group) return apiError(c, 404, "not_found", GROUP_MESSAGES.notFound);
      if (group.ownerId !== userId) return apiError(c, 403, "forbidden", GROUP_MESSAGES.ownerOnlyPlan);
      if (generating.has(group.id)) return apiError(c, 429, "too_many_attempts", GROUP_MESSAGES.tooManyPlans);
      generating.add(group.id);
      try {
        const { theme } = c.req.valid("json");
        const parsed = StudyPlanSchema.safeParse((await deps.guide.studyPlan(theme)).plan);
        if (!parsed.success) return apiError(c, 503, "internal_error", GROUP_MESSAGES.generateFailed);
        const plan = parsed.data;
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(faithGroupStudyPlans)
            .values({
              groupId: group.id,
              title: plan.title,
              startDate: toIsoDate(new Date()),
              summary: plan.summary,
              groupGoal: plan.group_goal,
              days: plan.days,
              theme,
            })
            .returning();
          await publish(tx, { type: "plan", groupId: group.id });
          return inserted;
        });
        return c.json({ plan: toStudyPlan(row) }, 201);
      } finally {
        generating.delete(group.id);
      }
    })
    .put("/:id/study-plan/progress", jsonBody(ProgressBody), async (c) => {
      const userId = c.get("user").id;
      const group = await accessOf(c.req.param("id"), userId);
      if (!group) return apiError(c, 404, "not_found", GROUP_MESSAGES.notFound);
      if (!group.isMember) return apiError(c, 403, "forbidden", GROUP_MESSAGES.membersOnlyView);
      const input = c.req.valid("json");
      const [plan] = isUuid(input.plan_id)
        ? await db
            .select({ id: faithGroupStudyPlans.id })
            .from(faithGroupStudyPlans)
            .where(and(eq(faithGroupStudyPlans.id, input.plan_id), eq(faithGroupStudyPlans.groupId, group.id)))
            .limit(1)
        : [];
      if (!plan) return apiError(c, 404, "not_found", GROUP_MESSAGES.noPlanForProgress);
      await db.transaction(async (tx) => {
        if (input.completed) {
          await tx
            .insert(faithGroupStudyProgress)
            .values({ studyPlanId: plan.id, userId, dayIndex: input.day_index })
            .onConflictDoNothing();
        } else {
          await tx
            .delete(faithGroupStudyProgress)
            .where(
              and(
                eq(faithGroupStudyProgress.studyPlanId, plan.id),
                eq(faithGroupStudyProgress.userId, userId),
                eq(faithGroupStudyProgress.dayIndex, input.day_index),
              ),
            );
        }
        await publish(tx, { type: "progress", groupId: group.id, planId: plan.id });
      });
      return c.json(await studyProgress(db, plan.id, userId), 200);
    });
}
