// Group commit for one kind of row: the writes that become ready in the same turn of the event loop
// go to the database together, as one statement in one transaction, instead of one round trip and
// one commit each. Each caller still awaits its own row, and its promise settles only after the
// statement that wrote it has committed, so nothing is acknowledged before it is durable. When a
// shared statement fails (one bad row fails them all), each row is written again on its own, so
// only the row at fault fails.

export type WriteMany<Row, Written> = (rows: Row[]) => Promise<Written[]>;

interface Pending<Row, Written> {
  row: Row;
  resolve(written: Written): void;
  reject(error: unknown): void;
}

/**
 * `writeMany(rows)` must write every row in one statement and answer one result per row, in the
 * same order; one statement carries at most `maxBatch` rows.
 */
export function coalescedWrites<Row, Written>(writeMany: WriteMany<Row, Written>, maxBatch = 64) {
  let queue: Pending<Row, Written>[] = [];
  let scheduled = false;

  async function writeAlone(p: Pending<Row, Written>) {
    try {
      const [written] = await writeMany([p.row]);
      p.resolve(written);
    } catch (error) {
      p.reject(error);
    }
  }

  async function flush(batch: Pending<Row, Written>[]) {
    if (batch.length === 1) return writeAlone(batch[0]);
    let written: Written[];
    try {
      written = await writeMany(batch.map((p) => p.row));
      if (written.length !== batch.length) throw new Error(`wrote ${written.length} rows for ${batch.length}`);
    } catch {
      await Promise.all(batch.map(writeAlone));
      return;
    }
    batch.forEach((p, i) => p.resolve(written[i]));
  }

  function drain() {
    scheduled = false;
    while (queue.length > 0) void flush(queue.splice(0, maxBatch));
    queue = [];
  }

  return function write(row: Row): Promise<Written> {
    return new Promise<Written>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      // setImmediate runs after the I/O callbacks of this turn: every request whose database read
      // answered in the same turn has queued its write by then.
      setImmediate(drain);
    });
  };
}
