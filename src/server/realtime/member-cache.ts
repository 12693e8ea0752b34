// Each group's member ids, as last read from the database, for the hub to route events without a
// read per event. Entries are dropped when the bus announces a change to that group's members (the
// trigger of migration 0004 fires on every insert, update and delete, whatever made it), and all
// at once whenever notifications may have been missed (LISTEN stopped or reconnected). A read that
// was under way during either is not stored: its answer may predate the change.

/** Enough for every group with live members on one instance; the oldest entries go first. */
const DEFAULT_CAPACITY = 20_000;

export class MemberCache {
  private readonly sets = new Map<string, readonly string[]>();
  private generation = 0;

  constructor(
    private readonly read: (groupId: string) => Promise<string[]>,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  /** The cached member ids, or undefined when they must be read. */
  peek(groupId: string): readonly string[] | undefined {
    return this.sets.get(groupId);
  }

  async load(groupId: string): Promise<readonly string[]> {
    const generation = this.generation;
    const ids = await this.read(groupId);
    if (generation === this.generation) {
      if (this.sets.size >= this.capacity) this.sets.delete(this.sets.keys().next().value as string);
      this.sets.set(groupId, ids);
    }
    return ids;
  }

  invalidate(groupId: string) {
    this.sets.delete(groupId);
    this.generation++;
  }

  clear() {
    this.sets.clear();
    this.generation++;
  }
}
