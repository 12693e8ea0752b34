// One statement for many requests: the reads or writes of one kind that become ready in the same
// turn of the event loop go to the database together, as one statement, instead of one round trip
// each; for writes that is also one commit (group commit). Each caller still awaits its own result,
// which settles only when the statement that carried it has finished (for a write, committed, so
// nothing is acknowledged before it is durable). When a shared statement fails (one bad row fails
// them all), each item is run again on its own, so only the item at fault fails.

export type RunMany<Row, Result> = (rows: Row[]) => Promise<Result[]>;

interface Pending<Row, Result> {
  row: Row;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * `runMany(rows)` must run every row in one statement and answer one result per row, in the same
 * order; one statement carries at most `maxBatch` rows, and at most `maxInFlight` statements run at
 * once: rows that become ready while they run wait for one to finish and then go together. With
 * nothing in flight a row goes at once, so a quiet server adds no wait; a busy one sends fewer,
 * larger statements (each costs a socket write and a wake-up of both processes, which on a loaded
 * two-core machine was a fifth of the server's time: docs/decisions.md, issue 8).
 */
export function coalesced<Row, Result>(runMany: RunMany<Row, Result>, maxBatch = 64, maxInFlight = 2) {
  const queue: Pending<Row, Result>[] = [];
  let scheduled = false;
  let inFlight = 0;

  async function runAlone(p: Pending<Row, Result>) {
    try {
      const [result] = await runMany([p.row]);
      p.resolve(result);
    } catch (error) {
      p.reject(error);
    }
  }

  async function flush(batch: Pending<Row, Result>[]) {
    if (batch.length === 1) return runAlone(batch[0]);
    let results: Result[];
    try {
      results = await runMany(batch.map((p) => p.row));
      if (results.length !== batch.length) throw new Error(`answered ${results.length} results for ${batch.length} rows`);
    } catch {
      await Promise.all(batch.map(runAlone));
      return;
    }
    batch.forEach((p, i) => p.resolve(results[i]));
  }

  function schedule() {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    // setImmediate runs after the I/O callbacks of this turn: every request that reached this
    // step in the same turn has queued its row by then.
    setImmediate(drain);
  }

  function drain() {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      inFlight += 1;
      void flush(queue.splice(0, maxBatch)).finally(() => {
        inFlight -= 1;
        schedule();
      });
    }
  }

  return function run(row: Row): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      schedule();
    });
  };
}
