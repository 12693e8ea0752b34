import { describe, expect, it } from "vitest";
import {
  ONBOARDING_STEPS,
  ONBOARDING_STEP_COUNT,
  TOOLTIP_MAX_WIDTH,
  TOUR_TARGETS,
  clampStep,
  highlightFor,
  isLastStep,
  nextStep,
  previousStep,
  stepAt,
  stepLabel,
} from "./onboarding";

describe("onboarding steps (spec section 4)", () => {
  it("has six steps on the spec's routes, numbered 1 to 6", () => {
    expect(ONBOARDING_STEP_COUNT).toBe(6);
    expect(ONBOARDING_STEPS.map((s) => [s.number, s.route])).toEqual([
      [1, "/profile"],
      [2, "/conversation"],
      [3, "/daily-plan"],
      [4, "/groups"],
      [5, "/journal"],
      [6, "/"],
    ]);
  });

  it("highlights the spec's elements with the spec's labels", () => {
    expect(stepAt(2)).toMatchObject({ target: TOUR_TARGETS.chatInput, title: "Meet the assistant" });
    expect(stepAt(3).target).toBe(TOUR_TARGETS.generatePlan);
    expect(stepAt(5)).toMatchObject({ target: TOUR_TARGETS.journalNavLink, title: "Track Your Faith Journey" });
    expect(stepAt(6)).toMatchObject({ target: TOUR_TARGETS.menuButton, title: "Find Your Way Around", mobileOnly: true });
    expect(stepAt(1).target).toBeNull();
    expect(stepAt(4).target).toBeNull();
  });

  it("every step has a title and one or two sentences", () => {
    for (const step of ONBOARDING_STEPS) {
      expect(step.title.trim()).not.toBe("");
      const sentences = step.text.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
    }
  });

  it("labels every step 'of 6'", () => {
    expect(stepLabel(1)).toBe("Step 1 of 6");
    expect(stepLabel(3)).toBe("Step 3 of 6");
    expect(stepLabel(6)).toBe("Step 6 of 6");
  });

  it("Next advances and finishes on the last step, resetting to 1", () => {
    expect(nextStep(1)).toEqual({ step: 2, finished: false });
    expect(nextStep(5)).toEqual({ step: 6, finished: false });
    expect(nextStep(6)).toEqual({ step: 1, finished: true });
    expect(isLastStep(6)).toBe(true);
    expect(isLastStep(5)).toBe(false);
  });

  it("Back decreases to a minimum of 1", () => {
    expect(previousStep(4)).toBe(3);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(1);
  });

  it("clamps stale or nonsense step numbers into range", () => {
    expect(clampStep(0)).toBe(1);
    expect(clampStep(9)).toBe(6);
    expect(clampStep(Number.NaN)).toBe(1);
    expect(clampStep(2.7)).toBe(2);
    expect(stepAt(42).number).toBe(6);
  });

  it("the menu step highlights only at 768 px or less", () => {
    expect(highlightFor(stepAt(6), 768, 768)).toBe(TOUR_TARGETS.menuButton);
    expect(highlightFor(stepAt(6), 375, 768)).toBe(TOUR_TARGETS.menuButton);
    expect(highlightFor(stepAt(6), 769, 768)).toBeNull();
    expect(highlightFor(stepAt(5), 1280, 768)).toBe(TOUR_TARGETS.journalNavLink);
  });

  it("keeps the tooltip within the spec's 320 px", () => {
    expect(TOOLTIP_MAX_WIDTH).toBe(320);
  });
});
