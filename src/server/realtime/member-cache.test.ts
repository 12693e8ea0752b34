import { describe, expect, it } from "vitest";
import { MemberCache } from "./member-cache.js";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the hub's member cache", () => {
  it("reads a group once, then answers from memory until the group's members change", async () => {
    const reads: string[] = [];
    const cache = new MemberCache(async (groupId) => {
      reads.push(groupId);
      return [`${groupId}-member`];
    });
    expect(cache.peek("g")).toBeUndefined();
    expect(await cache.load("g")).toEqual(["g-member"]);
    expect(cache.peek("g")).toEqual(["g-member"]);
    cache.invalidate("g");
    expect(cache.peek("g")).toBeUndefined();
    await cache.load("g");
    cache.clear();
    expect(cache.peek("g")).toBeUndefined();
    expect(reads).toEqual(["g", "g"]);
  });

  it("does not keep a read that was under way when the members changed", async () => {
    const answer = deferred<string[]>();
    const cache = new MemberCache(() => answer.promise);
    const loading = cache.load("g");
    cache.invalidate("g");
    answer.resolve(["before the change"]);
    expect(await loading).toEqual(["before the change"]);
    expect(cache.peek("g")).toBeUndefined();
  });

  it("does not keep a read that was under way when everything was dropped", async () => {
    const answer = deferred<string[]>();
    const cache = new MemberCache(() => answer.promise);
    const loading = cache.load("g");
    cache.clear();
    answer.resolve(["stale"]);
    await loading;
    expect(cache.peek("g")).toBeUndefined();
  });

  it("drops the oldest group when full", async () => {
    const cache = new MemberCache(async (groupId) => [groupId], 2);
    await cache.load("a");
    await cache.load("b");
    await cache.load("c");
    expect(cache.peek("a")).toBeUndefined();
    expect(cache.peek("b")).toEqual(["b"]);
    expect(cache.peek("c")).toEqual(["c"]);
  });
});
