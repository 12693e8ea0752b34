import { useSyncExternalStore } from "react";
import { FIRST_STEP, clampStep } from "@core/onboarding";

// The walkthrough's current step, shared by the host (which shows it) and Home's Restart button.
// Kept in sessionStorage so a reload mid-walkthrough resumes the same step in that tab.
const STORAGE_KEY = "wellspring:walkthrough-step";

export interface WalkthroughPosition {
  step: number;
  /** Bumped by restart, so the host re-sends the member to step 1's route even from step 1. */
  epoch: number;
}

function readStoredStep(): number {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return stored ? clampStep(Number(stored)) : FIRST_STEP;
  } catch {
    return FIRST_STEP;
  }
}

let position: WalkthroughPosition = { step: typeof window === "undefined" ? FIRST_STEP : readStoredStep(), epoch: 0 };
const listeners = new Set<() => void>();

function publish(next: WalkthroughPosition) {
  position = next;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(next.step));
  } catch {
    // Blocked storage: the step still holds for this page view.
  }
  for (const listener of listeners) listener();
}

export const walkthroughStore = {
  get: () => position,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  goTo(step: number) {
    const next = clampStep(step);
    if (next !== position.step) publish({ ...position, step: next });
  },
  /** Back to step 1, and to its route. */
  restart() {
    publish({ step: FIRST_STEP, epoch: position.epoch + 1 });
  },
};

export function useWalkthroughPosition(): WalkthroughPosition {
  return useSyncExternalStore(walkthroughStore.subscribe, walkthroughStore.get, walkthroughStore.get);
}
