// Every unique constraint in the schema turns a duplicate save into Postgres error 23505, which the
// routes report as "already saved" (spec sections 4 and 8).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import * as t from "../../src/server/db/schema.js";
import { pgErrorCode } from "../../src/server/db/errors.js";
import { databaseTargets } from "./support/databases.js";

describe.each(databaseTargets())("unique constraints on $name", (target) => {
  let handle: DatabaseHandle;
  let userId: string;
  let otherUserId: string;
  let groupId: string;
  let planId: string;

  beforeAll(async () => {
    handle = await target.open();
    const db = handle.db;
    userId = randomUUID();
    otherUserId = randomUUID();
    await db.insert(t.user).values([
      { id: userId, name: "", email: `${userId}@example.com` },
      { id: otherUserId, name: "", email: `${otherUserId}@example.com` },
    ]);
    const [group] = await db.insert(t.faithGroups).values({ name: "Morning Prayer", ownerId: userId, groupCode: "ABC123" }).returning();
    groupId = group.id;
    const [plan] = await db
      .insert(t.faithGroupStudyPlans)
      .values({ groupId, title: "Hope", startDate: "2026-11-22", summary: "s", groupGoal: "g", days: [] })
      .returning();
    planId = plan.id;
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function expectDuplicateRejected(insert: () => Promise<unknown>) {
    await insert();
    let error: unknown;
    try {
      await insert();
    } catch (caught) {
      error = caught;
    }
    expect(error, "the second insert must fail").toBeDefined();
    expect(pgErrorCode(error)).toBe("23505");
  }

  it("one daily plan per user and week_start", async () => {
    await expectDuplicateRejected(() => handle.db.insert(t.dailyPlans).values({ userId, weekStart: "2026-11-22", plan: {} }));
    // Another week, or another member, is fine.
    await handle.db.insert(t.dailyPlans).values({ userId, weekStart: "2026-11-29", plan: {} });
    await handle.db.insert(t.dailyPlans).values({ userId: otherUserId, weekStart: "2026-11-22", plan: {} });
  });

  it("one membership per group and user", async () => {
    await expectDuplicateRejected(() => handle.db.insert(t.faithGroupMembers).values({ groupId, userId }));
  });

  it("one progress row per plan, user and day", async () => {
    await expectDuplicateRejected(() => handle.db.insert(t.faithGroupStudyProgress).values({ studyPlanId: planId, userId, dayIndex: 3 }));
  });

  it("a unique group code", async () => {
    await expectDuplicateRejected(() =>
      handle.db.insert(t.faithGroups).values({ name: "Evening", ownerId: otherUserId, groupCode: "ZZZ999" }),
    );
  });

  it("one journal entry per user and message_id", async () => {
    await expectDuplicateRejected(() =>
      handle.db.insert(t.faithJournalEntries).values({ userId, type: "reflection", content: "c", messageId: "m-1" }),
    );
    // Entries without a message id (daily-plan saves) never collide with each other.
    await handle.db.insert(t.faithJournalEntries).values({ userId, type: "prayer", content: "a" });
    await handle.db.insert(t.faithJournalEntries).values({ userId, type: "prayer", content: "b" });
  });

  it("one saved scripture per user and verse reference", async () => {
    await expectDuplicateRejected(() =>
      handle.db.insert(t.savedScriptures).values({ userId, verseReference: "John 3:16", verseText: "For God so loved…" }),
    );
  });

  it("one saved song per user, title and artist", async () => {
    await expectDuplicateRejected(() =>
      handle.db.insert(t.savedWorshipSongs).values({ userId, title: "Goodness of God", artist: "Bethel Music" }),
    );
    await handle.db.insert(t.savedWorshipSongs).values({ userId, title: "Goodness of God", artist: "CeCe Winans" });
  });

  it("one saved devotional per user, date and title", async () => {
    await expectDuplicateRejected(() =>
      handle.db.insert(t.savedDevotionals).values({ userId, title: "Rest", content: "c", date: "2026-11-22" }),
    );
  });

  it("one account per email", async () => {
    const email = `${randomUUID()}@example.com`;
    await expectDuplicateRejected(() => handle.db.insert(t.user).values({ id: randomUUID(), name: "", email }));
  });

  it("one profile per user", async () => {
    await expectDuplicateRejected(() => handle.db.insert(t.profiles).values({ id: otherUserId }));
  });
});
