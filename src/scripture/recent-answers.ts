// The last few answers of a pure reading, kept by their key and forgotten oldest first: one reply
// and its plans read the same texts several times, and the same references recur. The topic index,
// the reference parser and the guide's situation readers each keep one.

export class RecentAnswers<K, V> {
  private readonly answers = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /** The kept answer for `key`, else `compute()`'s, kept (the oldest answer is forgotten when full). */
  get(key: K, compute: () => V): V {
    if (this.answers.has(key)) return this.answers.get(key) as V;
    const answer = compute();
    if (this.answers.size >= this.limit) this.answers.delete(this.answers.keys().next().value as K);
    this.answers.set(key, answer);
    return answer;
  }

  /** Forgets every answer (when what the reading depends on is replaced). */
  clear(): void {
    this.answers.clear();
  }
}
