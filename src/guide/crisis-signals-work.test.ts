// Doses and overdoses as the writer's work (crisis-signals-work.ts) are not the writer's crisis; the
// writer's own danger beside the work still is.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";

describe("doses at work", () => {
  // Each raised the crisis reply before session 30.
  it.each([
    "i'm a pharmacist and our overdose risk checklist got updated today",
    "as a nurse i teach new parents the lethal dose of iron tablets for toddlers",
    "in our lab i handle lethal doses of toxins for the mice studies, pray for steady hands",
    "i'm a vet and i calculate the lethal dose for euthanasia, it weighs on me",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "i'm a nurse and i know the lethal dose of my insulin, i've been saving it",
    "as a pharmacist i know exactly the lethal dose and i'm going to take it tonight",
    "i work in a pharmacy and i've been stockpiling pills for myself",
  ])("raises the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  // Drugs taken from the writer's own work are the writer's means (crisis-signals-preparation.ts).
  it.each([
    "i took a vial of ketamine home from the clinic last night and it's in my drawer",
    "pocketed some fentanyl patches from the ward today. nobody counts them",
  ])("raises the crisis reply for drugs taken from work: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each(["a nurse on my unit stole fentanyl from the ward and got fired", "i brought insulin home from work for my diabetic cat"])(
    "stays quiet: %s",
    (text) => {
      expect(checkCrisis(text).crisis).toBe(false);
    },
  );
});
