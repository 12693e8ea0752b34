import { describe, expect, it } from "vitest";
import { coalesced } from "./coalesced-statements.js";

describe("coalesced", () => {
  it("writes the rows queued in one turn as one statement, each caller getting its own result", async () => {
    const statements: number[][] = [];
    const write = coalesced(async (rows: number[]) => {
      statements.push(rows);
      return rows.map((n) => n * 10);
    });
    const results = await Promise.all([1, 2, 3].map(write));
    expect(results).toEqual([10, 20, 30]);
    expect(statements).toEqual([[1, 2, 3]]);
    expect(await write(4)).toBe(40);
    expect(statements).toEqual([[1, 2, 3], [4]]);
  });

  it("caps a statement at maxBatch rows", async () => {
    const statements: number[][] = [];
    const write = coalesced(async (rows: number[]) => (statements.push(rows), rows), 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(write))).toEqual([1, 2, 3, 4, 5]);
    expect(statements).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("runs at most maxInFlight statements at once; rows ready meanwhile wait and go together", async () => {
    const statements: number[][] = [];
    const finish: Array<() => void> = [];
    const write = coalesced(
      (rows: number[]) => {
        statements.push(rows);
        return new Promise<number[]>((resolve) => finish.push(() => resolve(rows)));
      },
      64,
      1,
    );
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = write(1);
    await turn();
    expect(statements).toEqual([[1]]);
    // Three more rows arrive in later turns while the first statement runs: they wait for it.
    const later = [write(2)];
    await turn();
    later.push(write(3), write(4));
    await turn();
    expect(statements).toEqual([[1]]);
    finish[0]();
    expect(await first).toBe(1);
    // The next statement is sent in the turn after the first has settled.
    await turn();
    await turn();
    expect(statements).toEqual([[1], [2, 3, 4]]);
    finish[1]();
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
  });

  it("when a shared statement fails, writes each row alone so only the row at fault fails", async () => {
    const statements: number[][] = [];
    const write = coalesced(async (rows: number[]) => {
      statements.push(rows);
      if (rows.includes(2)) throw new Error("row 2 is refused");
      return rows;
    });
    const settled = await Promise.allSettled([1, 2, 3].map(write));
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((settled[1] as PromiseRejectedResult).reason).toEqual(new Error("row 2 is refused"));
    expect(statements).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it("treats a statement that answers the wrong number of rows as failed", async () => {
    let calls = 0;
    const write = coalesced(async (rows: number[]) => (calls++ === 0 ? rows.slice(1) : rows));
    expect(await Promise.all([7, 8].map(write))).toEqual([7, 8]);
    expect(calls).toBe(3);
  });
});
