// Issue 12/15, session 34: the families behind the false crisis replies on the older plan sets'
// pastoral messages (crisis-plan-messages.test.ts). Each family: the alarm is gone on an ordinary
// message of its kind, and a real crisis statement that looks like it is still caught.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";

const crisis = (message: string) => checkCrisis(message).crisis;
const kinds = (message: string) => checkCrisis(message).kinds;

describe("session 34: pastoral false alarms", () => {
  it("reads an everyday word of risk ('myself', 'end', 'over') only in a risk frame", () => {
    expect(crisis("the scan isn't till next month and i keep frightening myself reading about it")).toBe(false);
    expect(crisis("lost 40 grand on the pokies and I'm going to top myself mate. no point pretending otherwise")).toBe(true);
    expect(crisis("gonna shoot up enough that i don't wake up")).toBe(true);
  });

  it("does not read a thought avoided, or asked help with, as a thought of suicide", () => {
    expect(crisis("we are planning the move to a smaller house. please help us think about it with scripture")).toBe(false);
    expect(crisis("i keep thinking about doing it. i have the pills saved up")).toBe(true);
  });

  it("does not read a trying or a return to oneself as a relapse into self-harm", () => {
    expect(crisis("she wants us to try again next year and i can't even think about it")).toBe(false);
    expect(kinds("i cut again last night, deeper this time")).toContain("self_harm");
  });

  it("does not read someone else's task as a plan ('who else is going to do it')", () => {
    expect(crisis("the rota is empty every sunday and i'm tired, but who else is going to do it")).toBe(false);
    expect(crisis("i'm going to do it on sunday when everyone is at church")).toBe(true);
  });

  it("does not read a medicine in its ordinary use as a means", () => {
    expect(crisis("my wife has dementia and i do everything now, the pills, the washing, the nights")).toBe(false);
    expect(
      crisis("Still not sleeping. Five nights watching it get light. The tablets make me groggy and I'm on the early shift by six"),
    ).toBe(false);
    expect(crisis("i'm his carer and i've been saving his pills for weeks. i have enough now")).toBe(true);
  });

  it("stands down for a dying person's named hymns and a death told before its overdose", () => {
    expect(crisis("the oncologist says months at most. i want to choose the easter hymns for my funeral while i still can")).toBe(false);
    expect(crisis("i've chosen the hymns for my funeral and i've got the pills saved")).toBe(true);
    expect(crisis("my brother sam died on sunday full stop overdose full stop i keep his jacket on the chair")).toBe(false);
    expect(crisis("i'm going to overdose tonight")).toBe(true);
  });

  it("does not read a person at home who was threatened as the threat", () => {
    expect(
      kinds(
        "our appeal is next month. if it fails we get sent back to where my wife was threatened. i can't breathe when i think about it",
      ),
    ).not.toContain("abuse");
    expect(kinds("my husband threatened me again last night and i'm scared to go home")).toContain("abuse");
  });

  it("keeps the care line, not the crisis reply, for harm from outside the home told as hate or past", () => {
    const hate = checkCrisis("the neighbours shout homophobic abuse at us and the council does nothing");
    expect(hate.crisis).toBe(false);
    expect(hate.concern).toBe(true);
    const assault = checkCrisis("a customer came at me with a knife on shift two weeks ago. back at work but on edge");
    expect(assault.crisis).toBe(false);
    expect(assault.concern).toBe(true);
    expect(kinds("my boyfriend came at me with a knife last week and he's still living here")).toContain("abuse");
    expect(kinds("my husband's verbal abuse is getting worse and i'm scared of him")).toContain("abuse");
  });

  // Session 35's review of plan-blind-16's replies: "do it" after "which way i" is a sum, not an act.
  it("does not read doing a sum any which way as an act", () => {
    expect(crisis("the bills are all due the same week and it don't add up no matter which way I do it")).toBe(false);
    expect(crisis("i know how i do it now, the pills are ready")).toBe(true);
    expect(crisis("i cant do this anymore, i'm going to do it tonight")).toBe(true);
  });
});
