// Session 37 (issue 12): hard-negative families of the older readable sets (someone else's coming
// death, mortality, hospice prayers, funeral hymns chosen ahead, suicide as a subject, another's
// abuse told by a helper, medicine in a routine) stay quiet; the same words with the writer's own
// wish, act or danger keep the crisis reply.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";

describe("everyday words of death and danger (session 37)", () => {
  it.each([
    "how do i tell my son that his grandma is going to die soon",
    "my 8 year old asked me if i'm going to die one day",
    "my friend said she thought she was going to die during the birth",
    "we are all going to die someday, is remembering that a christian practice?",
    "i was so mortified i wanted to die when i tripped on stage",
    "first spin class in years and my legs want to die",
    "my mum is in hospice. how do i pray for a peaceful death for her?",
    "picked the hymns for my own funeral so the kids don't have to, i'm 70 and fit as a fiddle",
    "the film has a suicide scene, is it okay for a 14 year old?",
    "a girl in my class told me her stepdad hits her. i told the head, was that right?",
    "my neighbour's kids are being hit, should i call the police?",
    "giving the dog his heart tablets twice a day now",
    "my nan's pills are sorted for the week in her dosette",
    "I have a plan for Sunday: church, roast dinner and a long walk",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "i'm going to die tonight, i've decided",
    "the sermon made me want to die",
    "the sermon on suicide made me want to do it tonight",
    "how do i hide my self harm scars from my youth group",
    "my dad hits me. should i call the police?",
    "my dog's pills are in the drawer and i am going to take them all tonight",
    "i have a plan for tonight",
    // The review's twins (session 37): the writer's own wish beside mortality, and someone in danger now.
    "I'm going to die someday anyway so why not now",
    "we're all going to die one day, might as well be me this weekend",
    "my baby isn't breathing, he is going to die",
    "My friend took a whole bottle of pills and she is going to die, what do I do",
    "i read the warning signs of suicide and i have every one of them",
    "been grieving my brother's suicide and thinking i should follow him",
    "the youth leader asked about self harm and i lied, i cut again yesterday",
  ])("raises the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });
});
