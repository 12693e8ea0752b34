// The journal screen's words: the spec's messages (from core) and our empty states, one per tab.
import type { JournalTab } from "@core/journal-list";

export const JOURNAL_EMPTY_STATES: Record<
  JournalTab,
  { title: string; body: string; link: { to: "/conversation" | "/daily-plan"; label: string } }
> = {
  reflections: {
    title: "No reflections yet",
    body: "Answer today's reflection prompt in your daily plan and save it; it will wait for you here.",
    link: { to: "/daily-plan", label: "Reflect with today's plan" },
  },
  prayers: {
    title: "No prayers yet",
    body: "Share what is on your heart with the assistant and save the prayer you receive.",
    link: { to: "/conversation", label: "Start a conversation" },
  },
  scriptures: {
    title: "No scriptures yet",
    body: "Save a verse from your daily plan to keep it close.",
    link: { to: "/daily-plan", label: "Find today's verse" },
  },
  devotionals: {
    title: "No devotionals yet",
    body: "Save a devotional from your daily plan to read it again whenever you need it.",
    link: { to: "/daily-plan", label: "Read today's devotional" },
  },
  worship: {
    title: "No worship songs yet",
    body: "Save songs from your daily worship playlist to sing them again.",
    link: { to: "/daily-plan", label: "Open today's worship" },
  },
};

export const NO_MATCHES = "Nothing here matches your search or filters.";
export const VIEW_STORAGE_KEY = "journal-view";
export type JournalView = "grid" | "timeline";

export function readStoredView(): JournalView {
  try {
    return window.localStorage.getItem(VIEW_STORAGE_KEY) === "timeline" ? "timeline" : "grid";
  } catch {
    return "grid";
  }
}

export function storeView(view: JournalView): void {
  try {
    window.localStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Private modes may refuse storage; the toggle still works for this visit.
  }
}

/** "March 10, 2026" (spec section 9: dates use the en-US locale). */
export function entryDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}
