// Session 56's round, read on crisis blind-44 once it was readable (its direct, veiled and abuse misses and its
// false alarms on hard negatives). Each family is tried on fresh wordings, not the set's sentences; the look-alikes
// guard each family's reach.
import { describe, expect, it } from "vitest";
import { received } from "./corpus/evaluate.js";
import { checkCrisis } from "./crisis.js";

describe("session 56: direct statements, as families", () => {
  it.each([
    "Nurses save lives every day. I've made up my mind to end mine.",
    "Everyone else's life matters to me, and I'm ready to take mine.",
    "The date is picked. Friday. Everything is sorted.",
    "I keep imagining jumping from the bridge on my way to work.",
    "been picturing myself stepping in front of the train at the platform",
    "kept thinking about oding after my shift",
    "My mum's old tablets are in the drawer. I think about them all the time.",
    "My husband's rifle. It's all I think about.",
    "I keep thinking about the pills as a way out.",
    "There's a gun in my dad's safe and I'm scared of what I might do.",
    "I've got the means now, it's in the shed.",
    "Driving past the hardware shop I think about the rope and me.",
  ])("gets the full crisis reply: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });

  it.each([
    "The wedding date is set, everything else is ready, just the flowers to order!",
    "Date's set for the house move. Everything's sorted, boxes packed.",
    "Kept imagining stepping off the plane in Lagos and hugging my gran.",
    "Side effects from my new tablets, I think about them all the time.",
    "I think about prayer as a way out of the worry spiral.",
    "We don't have the means to pay for a new roof.",
    "I have the means to help my sister with her rent this month.",
    "I think about the knife and fork my grandad carved, and me as a girl at his table.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 56: danger from someone else to the writer or someone in their home", () => {
  it.each([
    "Since I left the fellowship, some of the elders follow me home from the market.",
    "Our overseer says if I leave the church my baby will die.",
    "My stepdad hits my brother and then me if I try to stop him.",
    "Me and my sister hid in the wardrobe until he passed out.",
    "My son keeps my pension card now and I have to ask for bus money.",
    "My nephew says he'll put me in a care home if I tell anyone about the money.",
    "The landlord sent some men round to our flat after we couldn't pay.",
  ])("gets the crisis reply with help for abuse: %s", (text) => {
    const r = received(text);
    expect(r.outcome).toBe("crisis");
    expect(r.abuseHelp).toBe(true);
  });

  it.each([
    "A stray dog followed me home from church today! What do we call him?",
    "The kids followed me home from the park singing the whole way.",
    "My pastor says if we stop giving to the food bank the families will go hungry, it moved me.",
    "My daughter looks after my bank card because of my eyes, she's so good with it.",
    "Locked myself in the bathroom till the kids fell asleep, just to get ten minutes of peace, ha.",
    "The church sent people round to our house when I had the baby, with meals for a week.",
  ])("does not give the crisis reply with help for abuse: %s", (text) => {
    const r = received(text);
    expect(r.outcome === "crisis" && r.abuseHelp).toBe(false);
  });
});

describe("session 56: veiled signs, for the care line", () => {
  it.each([
    "Goodbye everyone. It was fun.",
    "gave all my games to my cousin, all of them",
    "My quilts went to the girls. I wanted them to have them from my own hands.",
    "I just drain everyone around me, my wife most of all.",
  ])("gets at least the care line: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each(["giving my old games to my cousin, all of them, got a new console", "Drain the pasta and stir in the pesto, the kids love it."])(
    "stays quiet (no care line, no crisis reply): %s",
    (text) => {
      expect(received(text).outcome).toBe("none");
    },
  );
});

describe("session 56: someone else's danger, told by a helper (the helper's line, not the crisis reply)", () => {
  it.each([
    "A lad on my team has a gun at his house and he's been thinking about using it on himself. What do I do?",
    "My neighbour talked about using his pills on himself. He's not family but I care. Any advice?",
  ])("gets the helper's line: %s", (text) => {
    const r = received(text);
    expect(r.outcome).toBe("care");
    expect(checkCrisis(text).forSomeoneElse).toBe(true);
  });

  it.each([
    "My brother has a gun right now and says he's going to shoot himself.",
    "A lad on my team has a gun at home and thinks about using it on himself, and so do I.",
  ])("keeps the crisis reply or the emergency line: %s", (text) => {
    const c = checkCrisis(text);
    expect(c.crisis || c.emergencyNow === true).toBe(true);
  });
});

describe("session 56: ordinary speech behind blind-44's false alarms", () => {
  it.each([
    "My idea for the youth weekend got shot down. Biting the bullet, I'll try again next term.",
    "Firearms licence came through today, ready for the clay shoot with the men's group.",
    "We've organised everything for the surprise party, the cake, the band, the hall!",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "Got my shotgun licence renewed and I'm going to use it on myself tonight.",
    "Everything's planned for Saturday. The place, the time. I'm going to kill myself.",
  ])("keeps the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });
});

describe("session 56: the join's losses, won back as families", () => {
  it.each([
    "I have the key to the church roof. Everything I need is up there.",
    "Put the antifreeze into my bedroom to drink later.",
    "I've started burning my inner thighs again",
  ])("gets the full crisis reply: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });

  it.each([
    "Sealed my grandad's watch in an envelope for my son.",
    "Gave the tools to the men's shed. Didn't want them lying around after.",
  ])("gets at least the care line: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each([
    "Keys to the bell tower are in my pocket, the ringers need me up there at six.",
    "I've been burning my arms on the oven all week at the bakery.",
    "I've been cutting my arms on the brambles clearing the churchyard.",
    "I keep scratching my legs when I'm cooking, the hob is so close.",
    "Put my wedding invitations in an envelope for my aunt.",
    "Passed over for the promotion again. Gutted but I'll live.",
    "I've convinced myself it's the worst, but the scan is on Friday.",
    "Thanks for letting me vent about the rota.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each(["I've been burning my arms on purpose on the oven.", "I've been cutting my arms again, not on anything, on purpose."])(
    "keeps the crisis reply: %s",
    (text) => {
      expect(checkCrisis(text).crisis).toBe(true);
    },
  );
});
