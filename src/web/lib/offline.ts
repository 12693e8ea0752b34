// Offline support: the service worker keeps the app shell and the member's recently read data
// (their profile, this week's plan, recent journal entries) so they open without a network,
// read-only. These are the names the worker's caches use (vite.config.ts) and the words shown.

export const OFFLINE_CACHES = ["wellspring-member-data", "wellspring-pages"] as const;

export const OFFLINE_MESSAGES = {
  notice: "You're offline. You can read what was saved on this device; saving will work again once you're back online.",
  /** A request that needs the network (every save does): nothing typed is lost. */
  cannotSave: "You're offline, so this can't be saved yet. Anything you typed is still here; try again when you're back online.",
} as const;

export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** On sign-out: nothing of the member's stays on the device for the next person. */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(OFFLINE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/**
 * After a new version is deployed, a page opened on the old one may ask for a code chunk that no
 * longer exists: reload once onto the new version instead of showing a broken screen.
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener("vite:preloadError", (event) => {
    const key = "wellspring:reloaded-for-new-version";
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    event.preventDefault();
    window.location.reload();
  });
}
