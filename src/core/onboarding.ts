// The guided walkthrough of spec section 4: six steps, each with the route it sends the member
// to and the element it highlights. Screens mark their elements with data-tour="<target>";
// a step whose element is not on the page (yet) shows its text centred, without a highlight.

/** The data-tour attribute values screens put on the elements the walkthrough highlights. */
export const TOUR_TARGETS = {
  chatInput: "chat-input",
  generatePlan: "generate-plan",
  journalNavLink: "nav-journal",
  menuButton: "menu-button",
} as const;
export type TourTarget = (typeof TOUR_TARGETS)[keyof typeof TOUR_TARGETS];

export interface OnboardingStep {
  /** 1-based, as the member reads it ("Step 2 of 6"). */
  number: number;
  route: string;
  title: string;
  text: string;
  /** The element to highlight, or null for a centred step. */
  target: TourTarget | null;
  /** Step 6: the highlight (and opening the mobile menu) applies only at mobile widths. */
  mobileOnly?: boolean;
}

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    number: 1,
    route: "/profile",
    title: "Welcome to Wellspring",
    text: "Start with your faith profile. Your tradition, Bible version and worship style shape every plan, prayer and conversation Wellspring offers you.",
    target: null,
  },
  {
    number: 2,
    route: "/conversation",
    title: "Meet the assistant",
    text: "Share whatever is on your heart, in your own words. The assistant answers with scripture, gentle guidance and a prayer for you.",
    target: TOUR_TARGETS.chatInput,
  },
  {
    number: 3,
    route: "/daily-plan",
    title: "Your Daily Plan",
    text: "Each week Wellspring prepares seven days of scripture, devotionals, prayers and worship songs. Generate a new plan whenever you like.",
    target: TOUR_TARGETS.generatePlan,
  },
  {
    number: 4,
    route: "/groups",
    title: "Grow Together",
    text: "Faith grows in community. Create a group or join one with a six-character code, then chat and study a seven-day plan together.",
    target: null,
  },
  {
    number: 5,
    route: "/journal",
    title: "Track Your Faith Journey",
    text: "Your journal keeps the prayers, reflections, scriptures and songs you save, so you can look back and see how far you have come.",
    target: TOUR_TARGETS.journalNavLink,
  },
  {
    number: 6,
    route: "/",
    title: "Find Your Way Around",
    text: "Everything is a tap away in the menu. You can take this walkthrough again any time from Home.",
    target: TOUR_TARGETS.menuButton,
    mobileOnly: true,
  },
];

export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;
export const FIRST_STEP = 1;

/** Spec section 9: the walkthrough's tooltip is at most 320 px wide. */
export const TOOLTIP_MAX_WIDTH = 320;

/** "Step 2 of 6" (the spec's readings differ on totals; Wellspring says "of 6" throughout). */
export function stepLabel(step: number): string {
  return `Step ${step} of ${ONBOARDING_STEP_COUNT}`;
}

/** The step for a 1-based number, clamped into range (a stale number never breaks the tour). */
export function stepAt(step: number): OnboardingStep {
  return ONBOARDING_STEPS[clampStep(step) - 1];
}

export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return FIRST_STEP;
  return Math.min(ONBOARDING_STEP_COUNT, Math.max(FIRST_STEP, Math.trunc(step)));
}

export function isLastStep(step: number): boolean {
  return clampStep(step) === ONBOARDING_STEP_COUNT;
}

/** Next advances; on the last step it finishes (the caller completes the walkthrough). */
export function nextStep(step: number): { step: number; finished: boolean } {
  if (isLastStep(step)) return { step: FIRST_STEP, finished: true };
  return { step: clampStep(step) + 1, finished: false };
}

/** Back decreases to a minimum of 1. */
export function previousStep(step: number): number {
  return Math.max(FIRST_STEP, clampStep(step) - 1);
}

/**
 * Which element a step highlights at this viewport width: the mobile-only step highlights
 * nothing on wider screens (the menu button is hidden there).
 */
export function highlightFor(step: OnboardingStep, viewportWidth: number, mobileMaxWidth: number): TourTarget | null {
  if (step.mobileOnly && viewportWidth > mobileMaxWidth) return null;
  return step.target;
}
