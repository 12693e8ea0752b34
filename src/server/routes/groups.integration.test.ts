import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GROUP_MESSAGES } from "@core/groups";
import type { DatabaseHandle } from "../db/client.js";
import { faithGroupMembers, faithGroups, faithGroupMessages, profiles } from "../db/schema.js";
import { databaseTargets } from "../../../test/integration/support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "../../../test/integration/support/server.js";
import { readSse } from "../realtime/sse-reader.test-support.js";

type Member = { cookie: string; id: string };

describe.each(databaseTargets())("/api/groups on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let owner: Member;
  let member: Member;
  let outsider: Member;
  let groupId: string;
  let groupCode: string;

  const signUp = async (label: string): Promise<Member> => {
    const { cookie, body } = await server.signUp(uniqueEmail(label));
    return { cookie, id: body.user.id };
  };
  const call = (
    path: string,
    who: Member | undefined,
    opts: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ) => server.request(`/api/groups${path}`, { cookie: who?.cookie, ...opts });
  const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
    owner = await signUp("owner");
    member = await signUp("member");
    outsider = await signUp("outsider");
    await handle.db.update(profiles).set({ firstName: "Ruth", lastName: "Moab" }).where(eq(profiles.id, owner.id));
    const created = await call("", owner, { json: { name: "  Morning Light  ", description: "  Psalms together  " } });
    expect(created.status).toBe(201);
    const { group } = await created.json();
    groupId = group.id;
    groupCode = group.code;
    const joined = await call("/join", member, { json: { code: groupCode.toLowerCase() } });
    expect(joined.status).toBe(200);
  });
  afterAll(async () => {
    await handle?.close();
  });

  describe("visitors", () => {
    it.each([
      ["GET", ""],
      ["POST", ""],
      ["POST", "/join"],
      ["GET", "/ID"],
      ["GET", "/ID/messages"],
      ["POST", "/ID/messages"],
      ["GET", "/ID/study-plan"],
      ["POST", "/ID/study-plan"],
      ["PUT", "/ID/study-plan/progress"],
    ])("%s %s → 401", async (method, path) => {
      const response = await call(path.replace("ID", groupId), undefined, { method, json: method === "GET" ? undefined : {} });
      expect(response.status).toBe(401);
    });

    it("GET /api/events → 401", async () => {
      expect((await server.request("/api/events")).status).toBe(401);
    });
  });

  describe("create", () => {
    it("trims, makes a 6-character code and adds the owner as a member", async () => {
      const { group } = await (await call("/" + groupId, owner)).json();
      expect(group).toMatchObject({
        name: "Morning Light",
        description: "Psalms together",
        is_owner: true,
        is_member: true,
        member_count: 2,
      });
      expect(group.code).toMatch(/^[A-Z0-9]{6}$/);
      const rows = await handle.db.select().from(faithGroupMembers).where(eq(faithGroupMembers.groupId, groupId));
      expect(rows.map((r) => r.userId).sort()).toEqual([owner.id, member.id].sort());
    });

    it("stores a blank description as none", async () => {
      const response = await call("", outsider, { json: { name: "Quiet", description: "   " } });
      expect(response.status).toBe(201);
      const { group } = await response.json();
      expect(group.description).toBeNull();
      await handle.db.delete(faithGroups).where(eq(faithGroups.id, group.id));
    });

    it.each([
      ["blank name", { name: "   " }, "Please enter a group name."],
      ["missing name", { description: "x" }, "is required"],
      ["wrong type", { name: 42 }, "name"],
      ["oversize name", { name: "x".repeat(101) }, "at most 100"],
      ["oversize description", { name: "x", description: "x".repeat(501) }, "at most 500"],
      ["unknown field", { name: "x", owner_id: "someone" }, "Unknown field"],
    ])("refuses %s with 400", async (_label, json, message) => {
      const before = await handle.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(faithGroups);
      const response = await call("", outsider, { json });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toContain(message);
      const after = await handle.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(faithGroups);
      expect(after[0].n).toBe(before[0].n);
    });

    it("refuses malformed JSON with 400", async () => {
      const response = await call("", outsider, { body: "{nope", headers: { "content-type": "application/json" } });
      expect(response.status).toBe(400);
    });

    it("leaves no group behind when the owner's membership cannot be written", async () => {
      await handle.db.execute(sql`create or replace function refuse_member() returns trigger language plpgsql as $$
        begin if new.user_id = '${sql.raw(outsider.id)}' then raise exception 'refused'; end if; return new; end $$`);
      await handle.db.execute(
        sql`create trigger refuse_member before insert on faith_group_members for each row execute function refuse_member()`,
      );
      // The failed write is a server error and is logged as one; that log is expected here.
      vi.mocked(console.error).mockImplementationOnce(() => {});
      try {
        const response = await call("", outsider, { json: { name: "Half made" } });
        expect(response.status).toBe(500);
        expect(vi.mocked(console.error)).toHaveBeenCalledWith(expect.stringMatching(/POST \/api\/groups failed/), expect.anything());
        const rows = await handle.db.select().from(faithGroups).where(eq(faithGroups.name, "Half made"));
        expect(rows).toHaveLength(0);
      } finally {
        await handle.db.execute(sql`drop trigger refuse_member on faith_group_members`);
      }
    });
  });

  describe("list", () => {
    it("shows only the member's groups, newest first, with counts and last activity", async () => {
      const second = await (await call("", owner, { json: { name: "Evening Prayer" } })).json();
      const { groups } = await (await call("", owner)).json();
      expect(groups.map((g: { name: string }) => g.name)).toEqual(["Evening Prayer", "Morning Light"]);
      expect(groups[1]).toMatchObject({ member_count: 2, is_owner: true });
      expect(typeof groups[1].message_count).toBe("number");
      expect(new Date(groups[1].last_activity_at).toString()).not.toBe("Invalid Date");
      expect(groups[0]).not.toHaveProperty("code");
      const mine = await (await call("", member)).json();
      expect(mine.groups.map((g: { id: string; is_owner: boolean }) => [g.id, g.is_owner])).toEqual([[groupId, false]]);
      const none = await (await call("", outsider)).json();
      expect(none.groups).toEqual([]);
      await handle.db.delete(faithGroups).where(eq(faithGroups.id, second.group.id));
    });
  });

  describe("join", () => {
    it("refuses a second join with the spec's message", async () => {
      const response = await call("/join", member, { json: { code: groupCode } });
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toBe(GROUP_MESSAGES.alreadyMember);
    });

    it.each([["ZZZZZZ"], ["abc"], ["ABC-12"], [""]])("refuses the code %j with the spec's message", async (code) => {
      const response = await call("/join", outsider, { json: { code: code === "ZZZZZZ" && groupCode === "ZZZZZZ" ? "YYYYYY" : code } });
      expect([400, 404]).toContain(response.status);
      expect(await errorOf(response)).toBe(GROUP_MESSAGES.invalidCode);
    });

    it.each([
      ["wrong type", { code: 123456 }],
      ["missing code", {}],
      ["oversize", { code: "A".repeat(65) }],
    ])("refuses %s with 400", async (_l, json) => {
      expect((await call("/join", outsider, { json })).status).toBe(400);
    });

    it("limits attempts per member so codes cannot be guessed", async () => {
      const guesser = await signUp("guesser");
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await call("/join", guesser, { json: { code: "QQQQQ" + (i % 10) } })).status);
      expect(statuses.slice(0, 20).every((s) => s === 404 || s === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it("limits attempts per address across members", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 62; i++) {
        const who = i % 2 ? outsider : member;
        statuses.push(
          (await server.request("/api/groups/join", { cookie: who.cookie, json: { code: "QQQQQQ" }, ip: "203.0.113.9" })).status,
        );
      }
      expect(statuses.at(-1)).toBe(429);
    });

    it("does not count successful joins against the limit", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const joiner = await signUp("joiner");
        statuses.push(
          (await server.request("/api/groups/join", { cookie: joiner.cookie, json: { code: groupCode }, ip: "203.0.113.77" })).status,
        );
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
    });
  });

  describe("detail", () => {
    it("shows the code to the owner only; non-members get the header but no membership", async () => {
      const forMember = (await (await call("/" + groupId, member)).json()).group;
      expect(forMember).toMatchObject({ is_owner: false, is_member: true, code: null });
      expect(forMember.member_count).toBeGreaterThanOrEqual(2);
      const forOutsider = (await (await call("/" + groupId, outsider)).json()).group;
      expect(forOutsider).toMatchObject({ name: "Morning Light", is_owner: false, is_member: false, code: null });
    });

    it.each([
      ["missing", "00000000-0000-4000-8000-000000000000"],
      ["malformed", "not-a-uuid"],
    ])("answers a %s group with 404 'Group not found'", async (_l, id) => {
      for (const path of [`/${id}`, `/${id}/messages`, `/${id}/study-plan`]) {
        const response = await call(path, owner);
        expect(response.status).toBe(404);
        expect(await errorOf(response)).toBe(GROUP_MESSAGES.notFound);
      }
    });
  });

  describe("chat", () => {
    it("lets members send and read, oldest first, with sender names", async () => {
      const first = await call(`/${groupId}/messages`, owner, { json: { message: "  Good morning  " } });
      expect(first.status).toBe(201);
      expect((await first.json()).message).toMatchObject({ message: "Good morning", sender_name: "Ruth Moab", sender_id: owner.id });
      expect((await call(`/${groupId}/messages`, member, { json: { message: "Amen" } })).status).toBe(201);
      const { messages } = await (await call(`/${groupId}/messages`, member)).json();
      expect(messages.map((m: { message: string }) => m.message)).toEqual(["Good morning", "Amen"]);
      expect(messages[1].sender_name).toBe("Unknown User");
      expect(messages[0].seq).toBeLessThan(messages[1].seq);
      const { group } = await (await call("/" + groupId, member)).json();
      expect(group.message_count).toBe(2);
    });

    it("refuses non-members' reads and sends with the spec's messages", async () => {
      const read = await call(`/${groupId}/messages`, outsider);
      expect(read.status).toBe(403);
      expect(await errorOf(read)).toBe(GROUP_MESSAGES.membersOnlyView);
      const send = await call(`/${groupId}/messages`, outsider, { json: { message: "Let me in" } });
      expect(send.status).toBe(403);
      expect(await errorOf(send)).toBe(GROUP_MESSAGES.membersOnlySend);
      const stored = await handle.db.select().from(faithGroupMessages).where(eq(faithGroupMessages.senderId, outsider.id));
      expect(stored).toHaveLength(0);
    });

    it.each([
      ["blank", { message: " \n " }],
      ["oversize", { message: "x".repeat(2001) }],
      ["wrong type", { message: 5 }],
      ["missing", {}],
      ["extra field", { message: "hi", sender_id: "someone" }],
    ])("refuses a %s message with 400", async (_l, json) => {
      expect((await call(`/${groupId}/messages`, member, { json })).status).toBe(400);
    });

    it("limits how fast one member sends", async () => {
      const sender = await signUp("fast");
      await call("/join", sender, { json: { code: groupCode } });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await call(`/${groupId}/messages`, sender, { json: { message: `m${i}` } })).status);
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  describe("study plan", () => {
    let planId: string;

    it("starts empty for members and is refused to non-members", async () => {
      const empty = await (await call(`/${groupId}/study-plan`, member)).json();
      expect(empty.plan).toBeNull();
      const refused = await call(`/${groupId}/study-plan`, outsider);
      expect(refused.status).toBe(403);
    });

    it("is generated by the owner only", async () => {
      for (const who of [member, outsider]) {
        const response = await call(`/${groupId}/study-plan`, who, { json: { theme: "Hope" } });
        expect(response.status).toBe(403);
      }
      const response = await call(`/${groupId}/study-plan`, owner, { json: { theme: "  Hope in hard times  " } });
      expect(response.status).toBe(201);
      const { plan } = await response.json();
      planId = plan.id;
      expect(plan.days).toHaveLength(7);
      expect(plan.summary).toBeTruthy();
      expect(plan.group_goal).toBeTruthy();
      expect(plan.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const day of plan.days) {
        expect(day.scripture.reference).toBeTruthy();
        expect(day.scripture.text).toBeTruthy();
        expect(day.discussion_questions.length).toBeGreaterThan(0);
      }
      const latest = await (await call(`/${groupId}/study-plan`, member)).json();
      expect(latest.plan.id).toBe(planId);
    });

    it.each([
      ["blank theme", { theme: "   " }],
      ["oversize theme", { theme: "x".repeat(501) }],
      ["missing theme", {}],
      ["wrong type", { theme: ["a"] }],
    ])("refuses a %s with 400", async (_l, json) => {
      expect((await call(`/${groupId}/study-plan`, owner, { json })).status).toBe(400);
    });

    it("keeps each member's own progress and counts completions per day", async () => {
      const toggle = (who: Member, day_index: number, completed: boolean) =>
        call(`/${groupId}/study-plan/progress`, who, { method: "PUT", json: { plan_id: planId, day_index, completed } });
      expect((await toggle(owner, 0, true)).status).toBe(200);
      expect((await toggle(owner, 0, true)).status).toBe(200);
      expect((await toggle(member, 0, true)).status).toBe(200);
      const afterMember = await (await toggle(member, 3, true)).json();
      expect(afterMember.completed_days).toEqual([0, 3]);
      expect(afterMember.completions.slice(0, 4)).toEqual([2, 0, 0, 1]);
      const undone = await (await toggle(member, 0, false)).json();
      expect(undone.completed_days).toEqual([3]);
      const ownerView = await (await call(`/${groupId}/study-plan`, owner)).json();
      expect(ownerView.completed_days).toEqual([0]);
      expect(ownerView.completions).toEqual([1, 0, 0, 1, 0, 0, 0]);
      expect((await toggle(outsider, 1, true)).status).toBe(403);
    });

    it.each([
      ["day 7", { day_index: 7, completed: true }],
      ["negative day", { day_index: -1, completed: true }],
      ["string day", { day_index: "1", completed: true }],
      ["missing completed", { day_index: 1 }],
    ])("refuses %s with 400", async (_l, json) => {
      const response = await call(`/${groupId}/study-plan/progress`, member, { method: "PUT", json: { plan_id: planId, ...json } });
      expect(response.status).toBe(400);
    });

    it("refuses a plan of another group with 404", async () => {
      const response = await call(`/${groupId}/study-plan/progress`, member, {
        method: "PUT",
        json: { plan_id: "00000000-0000-4000-8000-000000000000", day_index: 1, completed: true },
      });
      expect(response.status).toBe(404);
    });
  });

  describe("live stream", () => {
    it("delivers a group's messages to its members only, and resumes from Last-Event-ID exactly once, in order", async () => {
      const memberStream = readSse(await server.request("/api/events", { cookie: member.cookie }));
      const outsiderStream = readSse(await server.request("/api/events", { cookie: outsider.cookie }));
      const [ready] = await memberStream.waitFor((events) => events.some((e) => e.event === "ready"));
      await outsiderStream.waitFor((events) => events.some((e) => e.event === "ready"));
      expect(ready.id).toMatch(/^\d+$/);

      await call(`/${groupId}/messages`, owner, { json: { message: "live one" } });
      await memberStream.waitFor(() => memberStream.messages().some((m) => m.message === "live one"));
      const lastSeen = memberStream.events.filter((e) => e.event === "message").at(-1)!.id!;
      await memberStream.close();

      // While the member is away, two messages arrive.
      await call(`/${groupId}/messages`, owner, { json: { message: "missed one" } });
      await call(`/${groupId}/messages`, owner, { json: { message: "missed two" } });

      const resumed = readSse(await server.request("/api/events", { cookie: member.cookie, headers: { "last-event-id": lastSeen } }));
      await resumed.waitFor(() => resumed.messages().length >= 2);
      await call(`/${groupId}/messages`, owner, { json: { message: "after resume" } });
      await resumed.waitFor(() => resumed.messages().some((m) => m.message === "after resume"));
      expect(resumed.messages().map((m) => m.message)).toEqual(["missed one", "missed two", "after resume"]);
      await resumed.close();

      // The outsider saw none of it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(outsiderStream.messages()).toEqual([]);
      await outsiderStream.close();
    });

    it("delivers the message exactly as the sender's answer has it, a long one (too big for a NOTIFY payload) too", async () => {
      const stream = readSse(await server.request("/api/events", { cookie: member.cookie }));
      await stream.waitFor((events) => events.some((e) => e.event === "ready"));
      // 2,000 characters that JSON writes as six bytes each (\u0001): about 12,000 bytes, over
      // PostgreSQL's 8,000-byte NOTIFY payload limit, so the hub reads this one back by its seq.
      const long = `a${"\u0001".repeat(1998)}z`;
      const answers: { message: string; sender_name: string }[] = [];
      for (const message of ["short and sweet", long]) {
        const response = await call(`/${groupId}/messages`, owner, { json: { message } });
        expect(response.status).toBe(201);
        answers.push((await response.json()).message);
      }
      await stream.waitFor(() => stream.messages().length >= 2);
      expect(stream.messages()).toEqual(answers);
      expect(answers[0].sender_name).toBe("Ruth Moab");
      expect(answers[1].message).toBe(long);
      await stream.close();
    });

    it("tells members when a group or its study progress changes", async () => {
      const stream = readSse(await server.request("/api/events", { cookie: owner.cookie }));
      await stream.waitFor((events) => events.some((e) => e.event === "ready"));
      const joiner = await signUp("joiner");
      await call("/join", joiner, { json: { code: groupCode } });
      await stream.waitFor((events) => events.some((e) => e.event === "group" && JSON.parse(e.data).group_id === groupId));
      await stream.close();
    });

    it("stops delivering to a member removed from the group", async () => {
      const leaver = await signUp("leaver");
      await call("/join", leaver, { json: { code: groupCode } });
      const stream = readSse(await server.request("/api/events", { cookie: leaver.cookie }));
      await stream.waitFor((events) => events.some((e) => e.event === "ready"));
      await call(`/${groupId}/messages`, owner, { json: { message: "before removal" } });
      await stream.waitFor(() => stream.messages().some((m) => m.message === "before removal"));
      await handle.db.delete(faithGroupMembers).where(eq(faithGroupMembers.userId, leaver.id));
      await call(`/${groupId}/messages`, owner, { json: { message: "after removal" } });
      await call(`/${groupId}/messages`, member, { json: { message: "after removal 2" } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.messages().map((m) => m.message)).toEqual(["before removal"]);
      await stream.close();
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server instances on one PostgreSQL", () => {
  it("a message sent through one arrives on a stream held by the other", async () => {
    const [target] = databaseTargets().filter((t) => t.name === "postgres");
    const first = await target.open();
    const { openDatabase } = await import("../db/client.js");
    const url = (first.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const second = await openDatabase({ url });
    try {
      const serverA = createTestServer(first);
      const serverB = createTestServer(second);
      const alice = await serverA.signUp(uniqueEmail("alice"));
      const bob = await serverB.signUp(uniqueEmail("bob"));
      const created = await (await serverA.request("/api/groups", { cookie: alice.cookie, json: { name: "Across" } })).json();
      await serverB.request("/api/groups/join", { cookie: bob.cookie, json: { code: created.group.code } });
      const stream = readSse(await serverB.request("/api/events", { cookie: bob.cookie }));
      await stream.waitFor((events) => events.some((e) => e.event === "ready"));
      const sent = await serverA.request(`/api/groups/${created.group.id}/messages`, {
        cookie: alice.cookie,
        json: { message: "Hello from A" },
      });
      expect(sent.status).toBe(201);
      await stream.waitFor(() => stream.messages().some((m) => m.message === "Hello from A"));

      // Bob leaves through instance A's database connection: B's cached member set is dropped by
      // the bus, so B stops delivering to him from the next message on.
      await first.db.delete(faithGroupMembers).where(eq(faithGroupMembers.userId, bob.body.user.id));
      await serverA.request(`/api/groups/${created.group.id}/messages`, { cookie: alice.cookie, json: { message: "After Bob left" } });
      const carol = await serverB.signUp(uniqueEmail("carol"));
      await serverB.request("/api/groups/join", { cookie: carol.cookie, json: { code: created.group.code } });
      const carolStream = readSse(await serverB.request("/api/events", { cookie: carol.cookie }));
      await carolStream.waitFor((events) => events.some((e) => e.event === "ready"));
      await serverA.request(`/api/groups/${created.group.id}/messages`, { cookie: alice.cookie, json: { message: "Welcome Carol" } });
      // Carol joined on B after B cached the group's members: she receives, Bob does not.
      await carolStream.waitFor(() => carolStream.messages().some((m) => m.message === "Welcome Carol"));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.messages().map((m) => m.message)).toEqual(["Hello from A"]);
      await carolStream.close();
      await stream.close();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
