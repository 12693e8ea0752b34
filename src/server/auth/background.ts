// Work an auth request starts but does not wait for (e.g. sending reset mail, so the answer's
// timing says nothing about the address). Tracked so tests and shutdown can wait for it.
export interface BackgroundTasks {
  run(task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished. */
  settle(): Promise<void>;
}

export function createBackgroundTasks(log: { error(message: string, error?: unknown): void }): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      const running: Promise<unknown> = task()
        .catch((error: unknown) => log.error("[auth] background task failed", error))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
