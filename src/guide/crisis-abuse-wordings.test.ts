// Session 34's abuse families (crisis-signals-abuse-wordings.ts) and the control, stalking and
// helper readings added beside them: the crisis reply with abuse help, and their ordinary twins left alone.
import { describe, expect, it } from "vitest";
import { careFor } from "./care-for.js";
import { HELPER_CARE } from "./care.js";
import { checkCrisis } from "./crisis.js";

describe("session 34 abuse families", () => {
  it.each([
    // A child and an adult at home who comes to their bed, kept secret or told with the child's age.
    "i'm 12 and my uncle makes me keep secrets about what he does when we are alone",
    "my stepfather sneaks into my room and touches me. i haven't told my mum",
    // A refusal overridden; a partner who punishes.
    "my boyfriend won't take no, if i say no at night he does it anyway",
    "my wife locks the fridge and my husband, sorry, my partner punishes me if i eat without asking",
    // Blows in other words.
    "my husband struck me again on sunday",
    "it's my turn with her belt whenever mum has had a bad day",
    // A door under attack; found where the writer shelters.
    "she's in the hallway screaming and banging on the bedroom door, i'm hiding in here",
    "my ex found out where we are staying and he's been parked outside again. i'm terrified",
    // A weapon fetched in a quarrel; money and papers kept with a wish to leave.
    "whenever we fight he takes out the knife and sharpens it in front of me",
    "i want to leave but my husband keeps my passport and all the money",
    "my husband gives me an allowance and i have to show receipts for everything or he gets angry",
    // Threats to children and pets.
    "he said if i leave he'll kill the dog",
    "the man i live with says he'll take the baby away if i talk to anyone",
    // Degrading words and "nobody else would have you".
    "my partner tells me i'm useless and that no one else would want me",
    // After leaving: a break-in, texts from new numbers.
    "my ex broke into my house while i was at church",
    "he keeps texting me from different numbers and i'm scared to go out",
  ])("raises the crisis reply with abuse help: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  it.each([
    "my husband won't take no for an answer when it comes to buying a new truck",
    "my wife punishes me with silence when i forget to take the bins out",
    "i'm 13 and my dad comes in my room every morning to wake me for school",
    "my mum comes into my room at night to check on me, i'm 12",
    "she struck me as a very kind woman",
    "my ex texts me from different numbers to ask about the kids' schedule",
    "my husband gives me an allowance for groceries and it works for us",
    "my coach makes me keep the secret recipe for the team dinner, i'm 14",
    "when we argue he goes and gets the guitar and plays me a song",
    "my son knows where we live and visits every sunday",
    "i want to leave my job but my boss has all the money in the project budget",
    "my wife says nobody else would put up with me and my snoring",
    "i'm not allowed to go to church this week because i have covid, he says i have to rest",
  ])("raises no crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("someone else's own words, reported by a helper", () => {
  it.each([
    'my sister texted me "i want it to end" and i\'m heading to her now',
    "my flatmate keeps saying i don't want to be here anymore. should i say something?",
    "my dad says nobody would miss him since mum died. i'm worried about him",
  ])("gives the helper's line: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(false);
    expect(careFor(text)).toEqual({ level: "care", kinds: [], message: HELPER_CARE });
  });

  it.each(["my friend said i want to die too, and i do", "my mum says i don't want to be here anymore and i want to die"])(
    "keeps the crisis reply with the writer's own risk: %s",
    (text) => {
      expect(checkCrisis(text).crisis).toBe(true);
    },
  );
});

describe("session 39 abuse families (crisis-signals-abuse-more-wordings.ts)", () => {
  it.each([
    "the skipper holds all our passports and says the police will lock us up if we go ashore",
    "my employer took my papers when I arrived and I have not been paid since March",
    "the agency carer slaps my mum when she can't lift her arm fast enough",
    "my dad's carer takes money out of his wallet every visit",
    "whenever I refuse he holds me down anyway, my husband says it's his right",
    "he says a good wife doesn't refuse her husband, and he doesn't stop when I cry",
    "my landlord says I can pay the rent in other ways and he has a key to my room",
    "my stepdad comes into my room when mum's at work and does stuff. im 14",
    "he says if I leave he'll find me and kill me, he's said it so often I believe him",
    "he threw the kettle at the wall and told me I'd be next",
    "there are bruises on parts of me people can't see, my husband knows where to hit",
    "he held a knife to my throat last night over the dinner being late",
    "my husband hides my inhaler when he's angry with me",
    "my foster mum locks me in the cellar when I talk back",
    "my ex put a tracker on my car and he turns up wherever I go",
    "my boyfriend says I have to ask his permission to spend anything, even on tampons",
    "my grandson took my pension card and shouts if I ask for it back, I'm frightened",
    "He snapped my cane so I can't get to the shops. I'm nearly blind. He knows.",
  ])("gets the crisis reply with abuse help: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  // Papers kept by rule, a carer's kindness, a lodger's supper, a sports bruise, a teenage band.
  it.each([
    "the captain keeps our passports in the ship's safe while we're in port, standard procedure, we get them back at sign-off",
    "my boss took my passport details for the visa paperwork and sorted it all in a week, so grateful",
    "the carer took Mum to the shops and she came back smiling",
    "the carer leaves Dad in the chair by the window all afternoon because he loves watching the birds",
    "our lodger takes his food up to his room to eat while he studies",
    "when I say no to extra shifts my manager gets grumpy but he respects it",
    "the night worker at the care home sings to my dad, he loves her",
    "I broke my arm skiing last winter and the bruises were on places people can't see",
    "my mum made me sleep in the garage when I was a teen, for the band practice, it was the best summer",
    "I have to ask my doctor's permission before I eat anything after the surgery",
    "I'm stalking the bargains at the January sales lol",
    "the new bruise every week from netball is getting ridiculous",
    "the garage took my wheelchair battery for repairs so I can't get to church this week",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

// Session 41 (join, crisis-signals-abuse-more-wordings.ts): a partner drinking and growing angry with
// the writer asking to be kept safe (blind-21's "Lord, protect me tonight" was lost to the abuse head
// when blind-29 joined it), and more words between who moved in and the card taken (blind-25). Fresh
// wordings; the first two fail on the code before.
describe("session 41: the drink and the anger, and a card taken by one who moved in", () => {
  it.each([
    "Please pray. He's been drinking since teatime and he's getting nasty. I'm scared to go downstairs.",
    "Keep me safe tonight Lord, she's been drinking all afternoon and she's getting violent with the doors.",
    "My son in law moved in with us after he lost his job and now he has got my pension card and threatens me if I ask for it.",
  ])("gets the crisis reply with abuse help: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  it.each([
    "Dad's been drinking again and getting angry at the news. Pray for his liver.",
    "My brother's been drinking and he's getting angrier with himself. Protect him, Lord.",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

// Session 42 (join, crisis-signals-families.ts): things smashed and then "look what you made me do"
// (blind-17), and a partner's gun cleaned in front of the writer after every argument (blind-27), both
// lost to the abuse head when blind-30 joined it. Fresh wordings; the second fails on the code before
// (the first already got abuse help).
describe("session 42: look what you made me do, and the gun cleaned after a row", () => {
  it.each([
    "She threw my laptop at the wall and then she said look what you made me do.",
    "My boyfriend sharpens his knife at the table after every fight and smiles at me.",
  ])("gets the crisis reply with abuse help: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  it.each([
    "My husband cleans his rifle every Sunday after church, then we have lunch.",
    "The toddler threw his cup and then he said look what you did mummy, so funny.",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

// Session 42 (crisis-signals-abuse.ts, BLOW_AT_HOME): a blow at home that lands on the writer, heard
// beside any reading of the care line, is abuse whatever the abuse head says (four of the older sets'
// abuse messages the head had trained on and still missed). A game lost is no blow (crisis-signals.ts).
// Fresh wordings; the first fails on the code before.
describe("session 42: a blow at home that lands on the writer", () => {
  it.each(["He kicks my legs under the table at church so nobody sees. At home it's worse."])(
    "gets the crisis reply with abuse help: %s",
    (text) => {
      const check = checkCrisis(text);
      expect(check.crisis).toBe(true);
      expect(check.kinds).toContain("abuse");
    },
  );

  it.each([
    "My dad hits the gym every morning and I'm so lonely in this house.",
    "My brother kicks the ball against the wall all day, I can't sleep and I'm so tired.",
    "She beat me at chess again, I'm hopeless lol.",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

// Session 42 (crisis-signals-families.ts): a passport taken or kept by a boss, a host or family, with pay,
// a debt, rent, a dowry or a way out named beside it (seven of the older sets' trafficking and control
// messages the heads had trained on and still missed). Fresh wordings; the first fails on the code before.
describe("session 42: a passport held with pay, a debt or a way out", () => {
  it.each([
    "The boat captain keeps all our passports in the wheelhouse and says we owe him for the visas. Nobody has been paid since August.",
    "My employer took my passport when I arrived in Dubai and says I can't leave until I pay back the agency fee.",
  ])("gets the crisis reply with abuse help: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  it.each([
    "The travel agent kept my passport for two days to sort the visa, then I paid the fee and got it back.",
    "Mum keeps our passports in the safe so we don't lose them before the holiday flights.",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

// Session 42 (crisis-signals-abuse-more-wordings.ts): two families written for "things get broken when
// he's angry. sometimes that's me" and "hits whoever's nearest. usually it's me" never met them, since
// the apostrophe is dropped before the patterns read ("hes", "whoevers"); now they do. Fresh wordings;
// the first fails on the code before.
describe("session 42: he's and whoever's, as the patterns read them", () => {
  it.each([
    "Things get broken when she's had a drink. Sometimes it's me.",
    "My stepdad beats whoever's closest when the football's lost. Mostly it's me.",
  ])("gets the crisis reply with abuse help: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });
});

// Session 42 (crisis-signals-abuse-more-wordings.ts, HARM_IN_OTHER_WORDS): harm told in words no family
// knew (seven of the older sets' abuse messages the heads had trained on and still missed). Fresh
// wordings; the last two that get abuse help fail on the code before.
describe("session 42: harm in other words", () => {
  it.each([
    "She pinches and punches me where it doesn't show, then smiles at the neighbours.",
    "Mum uses the belt on me and my sister when the school rings. I'm 12.",
    "Every time I ask for my own money back he raises his fist. I'm 84.",
  ])("gets the crisis reply with abuse help: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  it.each([
    "The physio hit the ball where it doesn't show on the replay, what a shot.",
    "My toddler uses a wooden spoon on the pans like a drum kit, I love it.",
    "I hid the keys to my dad's mobility scooter after he crashed it into the hedge, he's furious.",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

// Session 43 (crisis-signals-abuse-more-wordings.ts): wages, fares or licences held by a manager, an
// agency or a gaffer, with a threat if anyone complains, pocket money or fear; a parent locked in a
// room and left crying for hours. Each fails on the code before; tips kept for Christmas and a toddler's
// game with the bathroom lock stay quiet.
describe("session 43: pay held by a manager or an agency; a parent locked in", () => {
  it.each([
    "Car wash manager keeps half our earnings and if anyone complains he says he will call immigration. We're all scared.",
    "The gaffer on the farm takes our wages and gives us pocket money. We are afraid to say anything.",
    "My brother locks our dad in his bedroom when he goes to the pub, and Dad cries for hours.",
  ])("gets the crisis reply with help for abuse: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  it.each([
    "The manager keeps our tips in a jar and shares them out at Christmas, everyone's happy with it.",
    // Raised the abuse alarm on the code before ("locked me in", crisis.ts).
    "My toddler locked me in the bathroom this morning and I was banging on the door laughing",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

// Session 43: a head held under the water or the writer pinned down by someone at home
// (crisis-signals-abuse.ts, BLOW_AT_HOME), and a carer who leaves someone in bed all day
// (crisis-signals-abuse-more-wordings.ts). The carer fails on the code before; the first met it too
// and guards the reach; a swimming lesson stays quiet.
describe("session 43: a head held under the water; left in bed all day", () => {
  it.each([
    "My stepdad pushes my head under the water in the bath when I cry. I'm 11.",
    "The agency carer leaves him in bed all day when she's in a mood, my dad can't get up on his own.",
  ])("gets the crisis reply with help for abuse: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  it("stays quiet on a swimming lesson", () => {
    expect(checkCrisis("Teaching my son to swim, I held his head under the water for a second and he came up laughing").crisis).toBe(false);
  });
});

// Session 43 (crisis-signals-abuse-more-wordings.ts, KEPT_FROM_FOOD): a child kept from food at home and
// always hungry (blind-31's stepmum, which the heads missed). The fresh wording met the reply on the code
// before too and guards the rule's reach; sweets before dinner stay ordinary.
describe("session 43: a child kept from food", () => {
  it("gets the crisis reply with help for abuse", () => {
    const check = checkCrisis("My stepdad won't let me eat at the table with them. I sneak bread at night because I'm so hungry.");
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  it("stays quiet on sweets before dinner", () => {
    expect(checkCrisis("Mum won't let me eat sweets before dinner, she says I'll be hungry later lol").crisis).toBe(false);
  });
});

// Session 43 (crisis-signals-abuse-more-wordings.ts, ELDER_HURT): an elder at home shoved or hit by
// family, with the bruises seen. Fails on the code before; a fall caught and a wheelchair pushed home
// stay quiet.
describe("session 43: an elder shoved by family, bruises seen", () => {
  it("gets the crisis reply with help for abuse", () => {
    const check = checkCrisis(
      "Nana moved in with us last year. My dad grabs her by the arm and shoves her into her chair, she's covered in bruises.",
    );
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  it.each([
    "Grandpa fell and my brother grabbed him before he hit the floor, just a few bruises thank God",
    "Gran slipped on the ice and my cousin pushed her wheelchair home, she's got bruises but she's fine",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});
