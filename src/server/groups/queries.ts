// The group reads and writes the routes and the live stream share. Every function takes the member
// whose view it is; nothing here decides who may call it (the routes do).
import { and, asc, count, desc, eq, gt, max, sql } from "drizzle-orm";
import { senderName, STUDY_DAYS } from "@core/groups";
import type { StudyDay } from "@core/guide";
import type { Database } from "../db/client.js";
import { PAYLOAD_LIMIT_BYTES, REALTIME_CHANNEL } from "../realtime/events.js";
import {
  faithGroupMembers,
  faithGroupMessages,
  faithGroups,
  faithGroupStudyPlans,
  faithGroupStudyProgress,
  profiles,
} from "../db/schema.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive in paths; anything that is not a uuid names no group (and never reaches SQL as one). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

export async function isMember(db: Executor, groupId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: faithGroupMembers.id })
    .from(faithGroupMembers)
    .where(and(eq(faithGroupMembers.groupId, groupId), eq(faithGroupMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The group's owner and whether the member belongs to it, in one read; null when there is no such group. */
export async function accessTo(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<{ id: string; ownerId: string; isMember: boolean } | null> {
  const [row] = await db
    .select({
      id: faithGroups.id,
      ownerId: faithGroups.ownerId,
      isMember: sql<boolean>`exists (select 1 from "faith_group_members" m where m."group_id" = "faith_groups"."id" and m."user_id" = ${userId})`,
    })
    .from(faithGroups)
    .where(eq(faithGroups.id, groupId))
    .limit(1);
  return row ? { id: row.id, ownerId: row.ownerId, isMember: Boolean(row.isMember) } : null;
}

/** A stored message as the storing statement returns it and the bus carries it (JSON). */
export interface StoredMessageRow {
  id: string;
  seq: number;
  group_id: string;
  sender_id: string;
  message: string;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
}

export function storedRowToMessage(row: StoredMessageRow): GroupMessage {
  return toGroupMessage({
    id: row.id,
    seq: row.seq,
    groupId: row.group_id,
    senderId: row.sender_id,
    message: row.message,
    createdAt: new Date(row.created_at),
    firstName: row.first_name,
    lastName: row.last_name,
  });
}

export type SendOutcome = { sent: GroupMessage } | { refused: "no_group" | "not_member" };

/**
 * Sends a chat message if the sender belongs to the group: checks membership, stores the message,
 * bumps the group's last activity, reads the sender's name and announces the message on the bus —
 * one statement, so one round trip, atomic without BEGIN/COMMIT (the notification goes out only if
 * the row commits). The answer and the announcement carry the same JSON row, so the sender and
 * every stream see identical fields. A row too long for a NOTIFY payload is announced by its seq
 * alone (the hub reads it back).
 */
export async function sendIfMember(db: Executor, groupId: string, senderId: string, message: string): Promise<SendOutcome> {
  const result = await db.execute(sql`
    with target as (
      select g."id", exists (
        select 1 from "faith_group_members" m where m."group_id" = g."id" and m."user_id" = ${senderId}
      ) as "is_member"
      from "faith_groups" g where g."id" = ${groupId}
    ), inserted as (
      insert into "faith_group_messages" ("group_id", "sender_id", "message")
      select "id", ${senderId}, ${message} from target where "is_member"
      returning "id", "seq", "group_id", "sender_id", "message", "created_at"
    ), touched as (
      update "faith_groups" g set "last_activity_at" = i."created_at" from inserted i where g."id" = i."group_id"
    ), stored as (
      select i."group_id", i."seq", json_build_object(
        'id', i."id", 'seq', i."seq", 'group_id', i."group_id", 'sender_id', i."sender_id", 'message', i."message",
        'created_at', i."created_at", 'first_name', p."first_name", 'last_name', p."last_name") as "row"
      from inserted i left join "profiles" p on p."id" = i."sender_id"
    ), payload as (
      select "row", json_build_object('type', 'message', 'groupId', "group_id", 'seq', "seq", 'row', "row")::text as "full",
        json_build_object('type', 'message', 'groupId', "group_id", 'seq', "seq")::text as "short"
      from stored
    ), announced as (
      select "row"::text as "row",
        pg_notify(${REALTIME_CHANNEL}, case when octet_length("full") <= ${PAYLOAD_LIMIT_BYTES} then "full" else "short" end)
      from payload
    )
    select t."is_member", a."row" from target t left join announced a on true`);
  const [row] = (result as unknown as { rows: { is_member: boolean; row: string | null }[] }).rows;
  if (!row) return { refused: "no_group" };
  if (!row.row) return { refused: "not_member" };
  return { sent: storedRowToMessage(JSON.parse(row.row) as StoredMessageRow) };
}

export async function memberIds(db: Executor, groupId: string): Promise<string[]> {
  const rows = await db.select({ userId: faithGroupMembers.userId }).from(faithGroupMembers).where(eq(faithGroupMembers.groupId, groupId));
  return rows.map((row) => row.userId);
}

// Written out in full: drizzle leaves columns unqualified in one-table selects, which would bind
// "id" inside the subquery to the wrong table.
const memberCount = sql<number>`(select count(*) from "faith_group_members" m where m."group_id" = "faith_groups"."id")`.mapWith(Number);
const messageCount = sql<number>`(select count(*) from "faith_group_messages" g where g."group_id" = "faith_groups"."id")`.mapWith(Number);

/** The member's groups with member and message counts and last activity, newest first. */
export async function listGroupsOf(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: faithGroups.id,
      name: faithGroups.name,
      description: faithGroups.description,
      ownerId: faithGroups.ownerId,
      createdAt: faithGroups.createdAt,
      lastActivityAt: faithGroups.lastActivityAt,
      memberCount,
      messageCount,
    })
    .from(faithGroups)
    .innerJoin(faithGroupMembers, and(eq(faithGroupMembers.groupId, faithGroups.id), eq(faithGroupMembers.userId, userId)))
    .orderBy(desc(faithGroups.createdAt), desc(faithGroups.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    is_owner: row.ownerId === userId,
    member_count: row.memberCount,
    message_count: row.messageCount,
    created_at: row.createdAt.toISOString(),
    last_activity_at: row.lastActivityAt.toISOString(),
  }));
}

export async function findGroup(db: Executor, groupId: string) {
  const [row] = await db
    .select({
      id: faithGroups.id,
      name: faithGroups.name,
      description: faithGroups.description,
      ownerId: faithGroups.ownerId,
      groupCode: faithGroups.groupCode,
      createdAt: faithGroups.createdAt,
      lastActivityAt: faithGroups.lastActivityAt,
      memberCount,
      messageCount,
    })
    .from(faithGroups)
    .where(eq(faithGroups.id, groupId))
    .limit(1);
  return row ?? null;
}

const messageColumns = {
  id: faithGroupMessages.id,
  seq: faithGroupMessages.seq,
  groupId: faithGroupMessages.groupId,
  senderId: faithGroupMessages.senderId,
  message: faithGroupMessages.message,
  createdAt: faithGroupMessages.createdAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

type MessageRow = {
  id: string;
  seq: number;
  groupId: string;
  senderId: string;
  message: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
};

export function toGroupMessage(row: MessageRow) {
  return {
    id: row.id,
    seq: Number(row.seq),
    group_id: row.groupId,
    sender_id: row.senderId,
    sender_name: senderName(row.firstName, row.lastName),
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}
export type GroupMessage = ReturnType<typeof toGroupMessage>;

export const MESSAGE_HISTORY_LIMIT = 500;

/** The group's latest messages, oldest first. */
export async function listMessages(db: Executor, groupId: string): Promise<GroupMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(faithGroupMessages)
    .leftJoin(profiles, eq(profiles.id, faithGroupMessages.senderId))
    .where(eq(faithGroupMessages.groupId, groupId))
    .orderBy(desc(faithGroupMessages.seq))
    .limit(MESSAGE_HISTORY_LIMIT);
  return rows.reverse().map(toGroupMessage);
}

export async function messageBySeq(db: Executor, seq: number): Promise<GroupMessage | null> {
  const [row] = await db
    .select(messageColumns)
    .from(faithGroupMessages)
    .leftJoin(profiles, eq(profiles.id, faithGroupMessages.senderId))
    .where(eq(faithGroupMessages.seq, seq))
    .limit(1);
  return row ? toGroupMessage(row) : null;
}

export const REPLAY_LIMIT = 1000;

/** Messages after an event id in every group the member belongs to, in order (the stream's resume). */
export async function messagesAfter(db: Executor, userId: string, afterSeq: number): Promise<GroupMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(faithGroupMessages)
    .innerJoin(faithGroupMembers, and(eq(faithGroupMembers.groupId, faithGroupMessages.groupId), eq(faithGroupMembers.userId, userId)))
    .leftJoin(profiles, eq(profiles.id, faithGroupMessages.senderId))
    .where(gt(faithGroupMessages.seq, afterSeq))
    .orderBy(asc(faithGroupMessages.seq))
    .limit(REPLAY_LIMIT);
  return rows.map(toGroupMessage);
}

export async function latestMessageSeq(db: Executor): Promise<number> {
  const [row] = await db.select({ seq: max(faithGroupMessages.seq) }).from(faithGroupMessages);
  return Number(row?.seq ?? 0);
}

export async function latestStudyPlan(db: Executor, groupId: string) {
  const [row] = await db
    .select()
    .from(faithGroupStudyPlans)
    .where(eq(faithGroupStudyPlans.groupId, groupId))
    .orderBy(desc(faithGroupStudyPlans.createdAt), desc(faithGroupStudyPlans.id))
    .limit(1);
  return row ?? null;
}

export function toStudyPlan(row: typeof faithGroupStudyPlans.$inferSelect) {
  return {
    id: row.id,
    group_id: row.groupId,
    title: row.title,
    start_date: row.startDate,
    summary: row.summary,
    group_goal: row.groupGoal,
    days: row.days as StudyDay[],
    created_at: row.createdAt.toISOString(),
  };
}

/** The member's own completed days, and how many members completed each day. */
export async function studyProgress(db: Executor, planId: string, userId: string) {
  const mine = await db
    .select({ day: faithGroupStudyProgress.dayIndex })
    .from(faithGroupStudyProgress)
    .where(and(eq(faithGroupStudyProgress.studyPlanId, planId), eq(faithGroupStudyProgress.userId, userId)));
  const counts = await db
    .select({ day: faithGroupStudyProgress.dayIndex, members: count() })
    .from(faithGroupStudyProgress)
    .innerJoin(faithGroupStudyPlans, eq(faithGroupStudyPlans.id, faithGroupStudyProgress.studyPlanId))
    // Only members still in the group count.
    .innerJoin(
      faithGroupMembers,
      and(eq(faithGroupMembers.groupId, faithGroupStudyPlans.groupId), eq(faithGroupMembers.userId, faithGroupStudyProgress.userId)),
    )
    .where(eq(faithGroupStudyProgress.studyPlanId, planId))
    .groupBy(faithGroupStudyProgress.dayIndex);
  const completions = Array.from({ length: STUDY_DAYS }, () => 0);
  for (const row of counts) completions[row.day] = Number(row.members);
  return { completed_days: mine.map((row) => row.day).sort((a, b) => a - b), completions };
}
