/**
 * The JSON block of a prerendered or server-rendered page that lists the app's code files for it
 * (scripts/prerender.ts); the entry (src/web/boot.ts) preloads them once the page has painted.
 */
export const APP_CODE_ID = "app-code";
