import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "@core/account-messages";
import * as OTPAuth from "otpauth";
import type { DatabaseHandle } from "../db/client.js";
import {
  conversations,
  faithGroupMembers,
  faithGroupMessages,
  faithGroupStudyPlans,
  faithGroupStudyProgress,
  faithGroups,
  dailyPlans,
  faithJournalEntries,
  savedDevotionals,
  mailOutbox,
  savedScriptures,
  savedWorshipSongs,
  session,
  twoFactor,
  user,
} from "../db/schema.js";
import { databaseTargets } from "../../../test/integration/support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "../../../test/integration/support/server.js";

const PASSWORD = "Quiet-River-42";

interface Member {
  id: string;
  email: string;
  cookie: string;
}

async function expectError(response: Response, status: number, code: string, messagePattern?: RegExp) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  if (messagePattern) expect(body.error.message).toMatch(messagePattern);
}

/** The current code for a TOTP URI, computed as an authenticator app would. */
function totpCode(uri: string): string {
  const otp = OTPAuth.URI.parse(uri);
  if (!(otp instanceof OTPAuth.TOTP)) throw new Error("not a TOTP URI");
  return otp.generate();
}

/** Every table with a foreign key to the user table: each must hold a row in the deletion test. */
async function tablesKeyedByUser(db: DatabaseHandle["db"]): Promise<string[]> {
  const result = (await db.execute(
    sql`select distinct tc.table_name from information_schema.table_constraints tc
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.table_schema = 'public' and tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'user' order by 1`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  return result.rows.map((r) => r.table_name);
}

/** Rows, in every table of the public schema, with any column mentioning one of the values. */
async function rowsMentioning(db: DatabaseHandle["db"], values: string[]): Promise<Record<string, number>> {
  const columns = (await db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  )) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows) byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  const counts: Record<string, number> = {};
  for (const [table, cols] of byTable) {
    const conditions = cols.flatMap((col) => values.map((value) => sql`position(${value} in lower(${sql.identifier(col)}::text)) > 0`));
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.join(conditions, sql` or `)}`,
    )) as unknown as { rows: Array<{ n: number }> };
    counts[table] = Number(result.rows[0].n);
  }
  return counts;
}

describe.each(databaseTargets())("account API on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;

  async function newMember(label: string): Promise<Member> {
    const email = uniqueEmail(label);
    const { cookie, body } = await server.signUp(email, PASSWORD);
    return { id: body.user.id, email, cookie };
  }

  const post = (path: string, cookie: string | undefined, json?: unknown) =>
    server.request(path, { method: "POST", cookie, json: json ?? {} });

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("refuses visitors with 401 on every route", async () => {
    await expectError(await server.request("/api/account/export"), 401, "unauthorized");
    await expectError(await server.request("/api/account/sessions"), 401, "unauthorized");
    await expectError(await post("/api/account/sessions/revoke-others", undefined), 401, "unauthorized");
    await expectError(await post("/api/account/email", undefined, { new_email: "x@example.com", password: PASSWORD }), 401, "unauthorized");
    await expectError(await post("/api/account/two-factor/disable", undefined, { password: PASSWORD }), 401, "unauthorized");
    await expectError(await post("/api/account/delete", undefined, { password: PASSWORD, confirm: true }), 401, "unauthorized");
  });

  describe("export", () => {
    it("downloads the member's own data as a JSON attachment, without secrets", async () => {
      const alice = await newMember("export-alice");
      const bob = await newMember("export-bob");
      await server.request("/api/profile", {
        method: "PATCH",
        cookie: alice.cookie,
        json: { first_name: "Alice", denomination: "Lutheran" },
      });
      await server.request("/api/profile", { method: "PATCH", cookie: bob.cookie, json: { first_name: "Bob" } });
      const db = handle.db;
      await db.insert(faithJournalEntries).values({ userId: alice.id, type: "prayer", content: "Alice's prayer", tags: ["wellspring"] });
      await db.insert(faithJournalEntries).values({ userId: bob.id, type: "prayer", content: "Bob's prayer" });
      await db.insert(savedScriptures).values({ userId: alice.id, verseReference: "John 4:14", verseText: "whoever drinks" });
      await db.insert(savedDevotionals).values({ userId: alice.id, title: "Still waters", content: "Rest today.", date: "2026-01-04" });
      await db.insert(savedWorshipSongs).values([
        { userId: alice.id, title: "Goodness of God", artist: "Bethel Music" },
        { userId: bob.id, title: "Bob's song", artist: "Bob" },
      ]);
      await db.insert(dailyPlans).values({ userId: alice.id, weekStart: "2026-01-04", plan: { intro_message: "Alice's week" } });
      await db
        .insert(conversations)
        .values({ userId: alice.id, message: "I feel anxious", response: { guidance: "Be still" }, threadId: crypto.randomUUID() });
      const [group] = await db.insert(faithGroups).values({ name: "Alice's circle", ownerId: alice.id, groupCode: "ALC123" }).returning();
      await db.insert(faithGroupMembers).values([
        { groupId: group.id, userId: alice.id },
        { groupId: group.id, userId: bob.id },
      ]);
      await db.insert(faithGroupMessages).values([
        { groupId: group.id, senderId: alice.id, message: "Welcome all" },
        { groupId: group.id, senderId: bob.id, message: "Thanks Alice" },
      ]);
      const [studyPlan] = await db
        .insert(faithGroupStudyPlans)
        .values({ groupId: group.id, title: "Week", startDate: "2026-01-04", summary: "s", groupGoal: "g", days: [] })
        .returning();
      await db.insert(faithGroupStudyProgress).values([
        { studyPlanId: studyPlan.id, userId: alice.id, dayIndex: 2 },
        { studyPlanId: studyPlan.id, userId: bob.id, dayIndex: 5 },
      ]);
      // Turn two-factor on so there is a secret that must not leak.
      const enable = await post("/api/auth/two-factor/enable", alice.cookie, { password: PASSWORD });
      expect(enable.status).toBe(200);

      const response = await server.request("/api/account/export", { cookie: alice.cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="wellspring-export-\d{4}-\d{2}-\d{2}\.json"$/);
      const text = await response.text();
      const data = JSON.parse(text);
      expect(data.account).toMatchObject({ id: alice.id, email: alice.email });
      expect(data.profile).toMatchObject({ first_name: "Alice", denomination: "Lutheran" });
      expect(data.journal_entries.map((e: { content: string }) => e.content)).toEqual(["Alice's prayer"]);
      expect(data.saved_scriptures).toHaveLength(1);
      expect(data.saved_devotionals.map((d: { title: string }) => d.title)).toEqual(["Still waters"]);
      expect(data.saved_worship_songs.map((d: { title: string }) => d.title)).toEqual(["Goodness of God"]);
      expect(data.daily_plans).toEqual([expect.objectContaining({ week_start: "2026-01-04", plan: { intro_message: "Alice's week" } })]);
      expect(data.study_progress).toEqual([expect.objectContaining({ study_plan_id: studyPlan.id, day_index: 2 })]);
      expect(data.groups.owned[0].study_plans).toHaveLength(1);
      expect(data.conversations[0]).toMatchObject({ message: "I feel anxious", response: { guidance: "Be still" } });
      expect(data.groups.owned).toHaveLength(1);
      expect(data.groups.owned[0]).toMatchObject({ name: "Alice's circle", group_code: "ALC123" });
      expect(data.groups.member_of).toHaveLength(1);
      expect(data.group_messages_sent.map((m: { message: string }) => m.message)).toEqual(["Welcome all"]);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);

      // Nothing of Bob's, and no secret of Alice's.
      expect(text).not.toContain("Bob's prayer");
      expect(text).not.toContain("Bob's song");
      expect(text).not.toContain("Thanks Alice");
      expect(text).not.toContain(bob.email);
      const [tokenRow] = await db.select({ token: session.token }).from(session).where(eq(session.userId, alice.id)).limit(1);
      const [secretRow] = await db.select().from(twoFactor).where(eq(twoFactor.userId, alice.id));
      expect(text).not.toContain(tokenRow.token);
      expect(text).not.toContain(secretRow.secret);
      expect(text).not.toContain(secretRow.backupCodes);
      expect(text).not.toMatch(/"password"|"token"|"secret"|backup_codes/);
    });
  });

  describe("sessions", () => {
    it("lists the member's sessions with the current one first, and signs out all others", async () => {
      const alice = await newMember("sessions-alice");
      const bob = await newMember("sessions-bob");
      const phone = await server.request("/api/auth/sign-in/email", {
        json: { email: alice.email, password: PASSWORD },
        headers: {
          "user-agent":
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1",
        },
      });
      const phoneCookie = server.cookieFrom(phone);

      const list = await server.request("/api/account/sessions", { cookie: alice.cookie });
      expect(list.status).toBe(200);
      const { sessions } = await list.json();
      expect(sessions).toHaveLength(2);
      expect(sessions[0].current).toBe(true);
      expect(sessions[1]).toMatchObject({ current: false, device: "Safari on iPhone" });
      expect(JSON.stringify(sessions)).not.toMatch(/token/i);
      expect(sessions.every((s: { last_active_at: string }) => !Number.isNaN(Date.parse(s.last_active_at)))).toBe(true);

      const revoke = await post("/api/account/sessions/revoke-others", alice.cookie);
      expect(revoke.status).toBe(200);
      expect((await revoke.json()).revoked).toBe(1);
      await expectError(await server.request("/api/profile", { cookie: phoneCookie }), 401, "unauthorized");
      expect((await server.request("/api/profile", { cookie: alice.cookie })).status).toBe(200);
      // Bob's session is untouched.
      expect((await server.request("/api/profile", { cookie: bob.cookie })).status).toBe(200);
      const after = await (await server.request("/api/account/sessions", { cookie: alice.cookie })).json();
      expect(after.sessions).toHaveLength(1);
    });
  });

  describe("change email", () => {
    /** The newest mail to an address, with its links. */
    async function newestMail(to: string) {
      await server.settleMail();
      const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
      return mail ? { ...mail, links: mail.text.match(/https?:\/\/\S+/g) ?? [] } : undefined;
    }

    it("finding 10: changes the email only when the link sent to the new address is followed, and tells the old address", async () => {
      const alice = await newMember("email-alice");
      const newEmail = uniqueEmail("email-alice-new");
      const response = await post("/api/account/email", alice.cookie, { new_email: ` ${newEmail.toUpperCase()} `, password: PASSWORD });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.pending_email).toBe(newEmail);
      expect(body.message).toBe(ACCOUNT_MESSAGES.emailConfirmationSent);
      // Nothing has changed yet: the old email still signs in, the new one does not.
      const [before] = await handle.db.select({ email: user.email }).from(user).where(eq(user.id, alice.id));
      expect(before.email).toBe(alice.email);
      expect((await server.signIn(newEmail, PASSWORD)).response.status).toBe(401);

      const confirmation = await newestMail(newEmail);
      const link = confirmation?.links.find((l) => l.includes("/api/account/email/confirm?token="));
      expect(link, "a confirmation link in the mail to the new address").toBeTruthy();
      const notice = await newestMail(alice.email);
      expect(notice?.text).toContain(newEmail);
      expect(notice?.links.some((l) => l.includes("token="))).toBe(false);

      // Following the link (no session needed: it may be opened on another device) changes it.
      const path = new URL(link!).pathname + new URL(link!).search;
      const followed = await server.request(path);
      expect(followed.status).toBe(302);
      expect(followed.headers.get("location")).toMatch(/^\/profile/);
      expect((await server.signIn(newEmail, PASSWORD)).response.status).toBe(200);
      expect((await server.signIn(alice.email, PASSWORD)).response.status).toBe(401);
      // The link works once.
      await expectError(await server.request(path), 400, "invalid_input", /link/);
      await expectError(await server.request("/api/account/email/confirm?token=nonsense"), 400, "invalid_input", /link/);
    });

    it("finding 10: does not move the account when the new address was taken before the link is followed", async () => {
      const alice = await newMember("email-race");
      const target = uniqueEmail("email-race-target");
      expect((await post("/api/account/email", alice.cookie, { new_email: target, password: PASSWORD })).status).toBe(200);
      const link = (await newestMail(target))!.links.find((l) => l.includes("token="))!;
      await server.signUp(target, PASSWORD);
      const followed = await server.request(new URL(link).pathname + new URL(link).search);
      await expectError(followed, 409, "conflict", /already used/);
      const [row] = await handle.db.select({ email: user.email }).from(user).where(eq(user.id, alice.id));
      expect(row.email).toBe(alice.email);
    });

    it("refuses a wrong password, a taken or unchanged email and bad input, changing nothing", async () => {
      const alice = await newMember("email-refused");
      const bob = await newMember("email-taken");
      const unchanged = async () => {
        const [row] = await handle.db.select({ email: user.email }).from(user).where(eq(user.id, alice.id));
        expect(row.email).toBe(alice.email);
      };
      await expectError(
        await post("/api/account/email", alice.cookie, { new_email: uniqueEmail("x"), password: "Wrong-Password-1" }),
        403,
        "forbidden",
        /password/,
      );
      await unchanged();
      await expectError(
        await post("/api/account/email", alice.cookie, { new_email: bob.email, password: PASSWORD }),
        409,
        "conflict",
        /already used/,
      );
      await unchanged();
      await expectError(
        await post("/api/account/email", alice.cookie, { new_email: alice.email, password: PASSWORD }),
        400,
        "invalid_input",
      );
      await expectError(
        await post("/api/account/email", alice.cookie, { new_email: "not-an-email", password: PASSWORD }),
        400,
        "invalid_input",
        /new_email/,
      );
      await expectError(await post("/api/account/email", alice.cookie, { new_email: uniqueEmail("x") }), 400, "invalid_input", /password/);
      await expectError(await post("/api/account/email", alice.cookie, { new_email: 42, password: PASSWORD }), 400, "invalid_input");
      await expectError(
        await post("/api/account/email", alice.cookie, { new_email: `${"x".repeat(260)}@example.com`, password: PASSWORD }),
        400,
        "invalid_input",
      );
      const malformed = await server.request("/api/account/email", {
        method: "POST",
        cookie: alice.cookie,
        body: "{",
        headers: { "content-type": "application/json" },
      });
      await expectError(malformed, 400, "invalid_json");
      await unchanged();
    });
  });

  describe("two-factor", () => {
    it("enrols with a code, then sign-in asks for the code, and a code or the password turns it off", async () => {
      const alice = await newMember("totp-alice");
      const enable = await post("/api/auth/two-factor/enable", alice.cookie, { password: PASSWORD });
      expect(enable.status).toBe(200);
      const { totpURI, backupCodes } = await enable.json();
      expect(totpURI).toMatch(/^otpauth:\/\/totp\/Wellspring:/);
      expect(backupCodes.length).toBeGreaterThanOrEqual(8);
      // Not on until a code proves the app is set up.
      expect(((await server.signIn(alice.email, PASSWORD)).body as unknown as Record<string, unknown>).twoFactorRedirect).toBeUndefined();

      const verify = await post("/api/auth/two-factor/verify-totp", alice.cookie, { code: totpCode(totpURI) });
      expect(verify.status).toBe(200);
      const cookie = server.cookieFrom(verify) || alice.cookie;

      const signIn = await server.signIn(alice.email, PASSWORD);
      expect((signIn.body as unknown as Record<string, unknown>).twoFactorRedirect).toBe(true);
      const second = await server.request("/api/auth/two-factor/verify-totp", { json: { code: totpCode(totpURI) }, cookie: signIn.cookie });
      expect(second.status).toBe(200);
      expect((await server.request("/api/profile", { cookie: server.cookieFrom(second) })).status).toBe(200);

      await expectError(
        await post("/api/account/two-factor/disable", cookie, { code: "000000" === totpCode(totpURI) ? "111111" : "000000" }),
        403,
        "forbidden",
      );
      await expectError(await post("/api/account/two-factor/disable", cookie, {}), 400, "invalid_input", /password or a code/);
      await expectError(await post("/api/account/two-factor/disable", cookie, { password: "Wrong-Password-1" }), 403, "forbidden");
      expect((await handle.db.select().from(twoFactor).where(eq(twoFactor.userId, alice.id))).length).toBe(1);

      const off = await post("/api/account/two-factor/disable", cookie, { code: totpCode(totpURI) });
      expect(off.status).toBe(200);
      expect((await handle.db.select().from(twoFactor).where(eq(twoFactor.userId, alice.id))).length).toBe(0);
      expect(((await server.signIn(alice.email, PASSWORD)).body as unknown as Record<string, unknown>).twoFactorRedirect).toBeUndefined();
      await expectError(await post("/api/account/two-factor/disable", cookie, { password: PASSWORD }), 400, "invalid_input", /not on/);

      // Once more, switched off by password this time.
      const again = await post("/api/auth/two-factor/enable", cookie, { password: PASSWORD });
      const uri = (await again.json()).totpURI;
      const verified = await post("/api/auth/two-factor/verify-totp", cookie, { code: totpCode(uri) });
      const cookie2 = server.cookieFrom(verified) || cookie;
      expect((await post("/api/account/two-factor/disable", cookie2, { password: PASSWORD })).status).toBe(200);
      const [row] = await handle.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, alice.id));
      expect(row.on).toBe(false);
    });
  });

  describe("delete account", () => {
    it("refuses a wrong password or a missing confirmation and removes nothing", async () => {
      const carol = await newMember("delete-refused");
      await expectError(await post("/api/account/delete", carol.cookie, { password: "Wrong-Password-1", confirm: true }), 403, "forbidden");
      await expectError(await post("/api/account/delete", carol.cookie, { password: PASSWORD }), 400, "invalid_input");
      await expectError(await post("/api/account/delete", carol.cookie, { password: PASSWORD, confirm: "yes" }), 400, "invalid_input");
      const malformed = await server.request("/api/account/delete", {
        method: "POST",
        cookie: carol.cookie,
        body: "nope",
        headers: { "content-type": "application/json" },
      });
      await expectError(malformed, 400, "invalid_json");
      expect(await handle.db.select().from(user).where(eq(user.id, carol.id))).toHaveLength(1);
      expect((await server.request("/api/profile", { cookie: carol.cookie })).status).toBe(200);
    });

    it("removes every row of the member, their groups with messages and plans, and their messages elsewhere", async () => {
      const doomed = await newMember("delete-doomed");
      const keeper = await newMember("delete-keeper");
      const db = handle.db;
      // A second session, a reset mail and two-factor: rows in auth tables and the outbox.
      await server.signIn(doomed.email, PASSWORD);
      await server.request("/api/auth/request-password-reset", { json: { email: doomed.email, redirectTo: "/reset-password" } });
      await server.settleMail();
      await post("/api/auth/two-factor/enable", doomed.cookie, { password: PASSWORD });
      await server.request("/api/profile", {
        method: "PATCH",
        cookie: doomed.cookie,
        json: { first_name: "Dora", favorite_artists: ["Lecrae"] },
      });
      await db
        .insert(faithJournalEntries)
        .values({ userId: doomed.id, type: "reflection", content: "Reflection Prompt: x\n\nReflection: y" });
      await db
        .insert(conversations)
        .values({ userId: doomed.id, message: "Hello", response: { prayer: "Amen" }, threadId: crypto.randomUUID() });
      await db.insert(savedScriptures).values({ userId: doomed.id, verseReference: "Psalm 23:1", verseText: "The Lord is my shepherd" });
      await db.insert(savedDevotionals).values({ userId: doomed.id, title: "Rest", content: "Be still.", date: "2026-01-04" });
      await db.insert(savedWorshipSongs).values({ userId: doomed.id, title: "Way Maker", artist: "Sinach" });
      await db.insert(dailyPlans).values({ userId: doomed.id, weekStart: "2026-01-04", plan: { intro_message: "Week" } });
      // The keeper's own saved items stay.
      await db.insert(savedWorshipSongs).values({ userId: keeper.id, title: "Way Maker", artist: "Sinach" });
      // The doomed member owns a group (with the keeper in it) and posts in the keeper's group.
      const [ownGroup] = await db.insert(faithGroups).values({ name: "Doomed group", ownerId: doomed.id, groupCode: "DOOM01" }).returning();
      const [keeperGroup] = await db
        .insert(faithGroups)
        .values({ name: "Keeper group", ownerId: keeper.id, groupCode: "KEEP01" })
        .returning();
      await db.insert(faithGroupMembers).values([
        { groupId: ownGroup.id, userId: doomed.id },
        { groupId: ownGroup.id, userId: keeper.id },
        { groupId: keeperGroup.id, userId: keeper.id },
        { groupId: keeperGroup.id, userId: doomed.id },
      ]);
      await db.insert(faithGroupMessages).values([
        { groupId: ownGroup.id, senderId: keeper.id, message: "keeper in doomed group" },
        { groupId: keeperGroup.id, senderId: doomed.id, message: "doomed in keeper group" },
        { groupId: keeperGroup.id, senderId: keeper.id, message: "keeper in own group" },
      ]);
      const plan = { title: "Week", startDate: "2026-01-04", summary: "s", groupGoal: "g", days: [] };
      const [ownPlan] = await db
        .insert(faithGroupStudyPlans)
        .values({ groupId: ownGroup.id, ...plan })
        .returning();
      const [keeperPlan] = await db
        .insert(faithGroupStudyPlans)
        .values({ groupId: keeperGroup.id, ...plan })
        .returning();
      await db.insert(faithGroupStudyProgress).values([
        { studyPlanId: ownPlan.id, userId: keeper.id, dayIndex: 0 },
        { studyPlanId: keeperPlan.id, userId: doomed.id, dayIndex: 1 },
        { studyPlanId: keeperPlan.id, userId: keeper.id, dayIndex: 1 },
      ]);

      const before = await rowsMentioning(db, [doomed.id.toLowerCase(), doomed.email.toLowerCase()]);
      expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
      expect(before.mail_outbox).toBeGreaterThan(0);
      expect(before.two_factor).toBe(1);
      expect(before.session).toBe(2);
      // A row in every table keyed by the user, so the scan below proves each one is emptied.
      const keyed = await tablesKeyedByUser(db);
      expect(keyed).toEqual(
        expect.arrayContaining([
          "saved_scriptures",
          "saved_devotionals",
          "saved_worship_songs",
          "daily_plans",
          "faith_journal_entries",
          "faith_group_messages",
        ]),
      );
      expect(keyed.filter((table) => !(before[table] > 0))).toEqual([]);

      const response = await post("/api/account/delete", doomed.cookie, { password: PASSWORD, confirm: true });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().some((c) => /session_token=;.*Max-Age=0/.test(c))).toBe(true);

      const after = await rowsMentioning(db, [doomed.id.toLowerCase(), doomed.email.toLowerCase()]);
      expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
      // Their group went with its messages, plans and progress; the keeper's group stays, minus
      // the doomed member's message and progress.
      expect(await db.select().from(faithGroups).where(eq(faithGroups.id, ownGroup.id))).toHaveLength(0);
      expect(await db.select().from(faithGroupStudyPlans).where(eq(faithGroupStudyPlans.id, ownPlan.id))).toHaveLength(0);
      const remaining = await db.select({ message: faithGroupMessages.message }).from(faithGroupMessages);
      expect(remaining.map((m) => m.message)).toContain("keeper in own group");
      expect(remaining.map((m) => m.message)).not.toContain("keeper in doomed group");
      expect(remaining.map((m) => m.message)).not.toContain("doomed in keeper group");
      expect(await db.select().from(faithGroupStudyProgress).where(eq(faithGroupStudyProgress.studyPlanId, keeperPlan.id))).toHaveLength(1);
      expect((await server.request("/api/profile", { cookie: keeper.cookie })).status).toBe(200);
      expect(await db.select().from(savedWorshipSongs).where(eq(savedWorshipSongs.userId, keeper.id))).toHaveLength(1);

      await expectError(await server.request("/api/profile", { cookie: doomed.cookie }), 401, "unauthorized");
      expect((await server.signIn(doomed.email, PASSWORD)).response.status).toBe(401);
    });
  });
});
