// A fixed-window counter kept in this process. Enough to make guessing group codes or flooding a
// chat slow from one member or one address; several instances each keep their own windows.
export interface RateLimiter {
  /** Counts one attempt for the key; false when the key is over its limit in this window. */
  take(key: string, now?: number): boolean;
  /** Whether the key has used up this window (without counting an attempt). */
  exhausted(key: string, now?: number): boolean;
  /** Gives back one attempt taken in this window (it turned out not to count). */
  giveBack(key: string, now?: number): void;
}

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  const current = (key: string, now: number) => {
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      lastSweep = now;
    }
    const window = windows.get(key);
    return window && now - window.start < windowMs ? window : null;
  };
  return {
    take(key, now = Date.now()) {
      const window = current(key, now);
      if (!window) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= limit;
    },
    exhausted(key, now = Date.now()) {
      const window = current(key, now);
      return Boolean(window && window.count >= limit);
    },
    giveBack(key, now = Date.now()) {
      const window = current(key, now);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}
