// Kept apart from offline.ts: only the browser entry imports it (the build-time prerender has no
// service worker plugin to provide "virtual:pwa-register").

/** Registers the service worker after the page has loaded, so it never competes with first paint. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true }));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
