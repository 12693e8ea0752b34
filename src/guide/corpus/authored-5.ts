// The fifth round's paraphrase families (session 20): before a rule was written for a family of
// misses of the fourth blind set, fresh wordings of the same sign were written here (never the
// set's sentence), with ordinary twins that share its words and must not alarm. Training material
// (tuned on); corpus-train.test.ts holds them.
import type { CorpusCategory, CorpusMessage } from "./categories.js";

const family = (category: CorpusCategory, group: string, texts: string[]): CorpusMessage[] =>
  texts.map((text) => ({ category, group: `a5-${group}`, text }));

export const AUTHORED_5: CorpusMessage[] = [
  // Intent: one's own absence by a date; leaving life; checking out.
  ...family("intent", "not-alive-by", [
    "i don't plan on being alive by my birthday",
    "i intend to not be alive by the new year",
    "im not going to be alive by spring, ive decided",
    "honestly i expect to be dead before summer and i'm ok with that",
  ]),
  ...family("intent", "leave-life", [
    "i'm checking out for good this weekend",
    "ready to clock out of this life permanently",
    "i'm leaving this world and i mean it",
    "time for me to exit life, i'm done",
  ]),
  ...family("hard_negative", "leave-life-twins", [
    "checking out of the hotel at 11 tomorrow",
    "the plant won't be alive by spring if i keep forgetting to water it",
    "i'm leaving this job and i mean it this time",
    "clocking out early today, see you monday",
  ]),
  // Timing: bare "it" soon, with a disclosure, a last act or finality.
  ...family("timing", "do-it-soon", [
    "gonna do it in about twenty minutes. wanted someone to know",
    "i'll do it after my roommate falls asleep. this is my last message",
    "tonight i'll do it, i'm done waiting for things to change",
    "ate my last dinner. i'll do it in an hour",
    "an hour from now i'll be dead",
    "in a few hours everything will be over for me",
  ]),
  ...family("hard_negative", "do-it-soon-twins", [
    "mom asked me to vacuum, i'll do it after lunch",
    "the essay is due friday, i'll do it tomorrow night",
    "i'll be dead tired after this shift",
    "my mom will kill me if she finds out i dented the car",
    "the sale will all be over by sunday",
  ]),
  ...family("timing", "leaving-life", [
    "i'm going tonight and not in the travel sense, i mean leaving life",
    "when you read this i'll already have done it",
    "taking the tablets in ten minutes, goodbye",
  ]),
  ...family("hard_negative", "leaving-twins", [
    "by the time you read this i'll have landed in lisbon",
    "taking my tablets in ten minutes with breakfast",
  ]),
  // Plan: parts of a plan named together; being found; an accident staged; things set for after.
  ...family("plan", "plan-parts", [
    "i have the place and the time worked out",
    "got a date and a method chosen, i just needed to tell one person",
    "the spot is picked, the day is picked, everything is ready",
    "i know the where and the when now",
  ]),
  ...family("hard_negative", "plan-parts-twins", [
    "we have the place and the time for the wedding worked out",
    "got a date and a venue chosen for the reunion",
    "the spot is picked for the picnic and the day too",
  ]),
  ...family("plan", "found", [
    "i'll go somewhere far so my parents aren't the ones who find me",
    "i rented a cabin so nobody i love has to find me",
    "going to the woods so the kids don't find me after",
  ]),
  ...family("hard_negative", "found-twins", [
    "found the best hiding spot so my little brother never finds me in hide and seek",
    "i hope my friends find me at the concert, it's packed",
  ]),
  ...family("plan", "accident", [
    "i'll make it look like an accident so they get the life insurance",
    "if it seems like a car accident my wife still gets paid out",
    "planning it so it looks accidental, nobody needs to know",
  ]),
  ...family("hard_negative", "accident-twins", [
    "in the mystery novel the butler made the murder look like an accident",
    "my wife gets the life insurance payout if anything happens at work, we set it up last year",
  ]),
  ...family("plan", "after-gone", [
    "i set my phone to send messages to everyone after i'm gone",
    "the letters are timed to arrive once i'm gone",
    "everything is sorted for after. just one thing left to decide",
    "i know exactly what i'll do, i've gone over it a hundred times",
    "the plan is finished and tonight is the night",
  ]),
  ...family("hard_negative", "after-gone-twins", [
    "i scheduled the posts for after i'm gone on vacation",
    "everything is sorted for after the party",
    "i know exactly what i'll do if i win the lottery",
  ]),
  // Method: an act on oneself named, with or without a time.
  ...family("method", "act", [
    "gonna sit in the car with the engine running and the garage shut",
    "i'll tie a plastic bag over my head tonight",
    "thinking i'll slash my throat when everyone's out",
    "gonna swallow the rat poison in the basement",
    "i might steer my truck into the river on purpose",
    "i'll use my stepdad's revolver",
    "i keep staring at the window, we're on the 20th floor",
    "gonna take grandma's oxycodone, every last one of them",
  ]),
  ...family("hard_negative", "act-twins", [
    "never run the car in a closed garage, the fumes are deadly",
    "i'll use my dad's rifle for deer season this year",
    "we crashed into each other on purpose in the bumper cars lol",
    "our office is on the 20th floor, the view is amazing",
    "the dog got into the rat poison, we're at the vet",
  ]),
  // Means: a gun, pills, a ligature, held with access, counted or readied.
  ...family("means", "gun-access", [
    "my uncle's pistol is in the drawer and i know where the bullets are",
    "the waiting period is over, i picked up my new gun today",
    "i can get into my dad's gun safe any time i want",
    "the rifle from the garage is under my bed now",
  ]),
  ...family("hard_negative", "gun-twins", [
    "my uncle's pistol is locked in the safe, he takes gun safety seriously",
    "picked up my new shotgun for duck season",
    "took my son to the range with my dad's old rifle",
  ]),
  ...family("means", "meds-kept", [
    "i have a drawer full of old prescriptions i never threw out and i know why",
    "counted out the morphine last night. it's enough",
    "my mother's leftover painkillers are still in the cupboard, every one of them",
    "the bottle of sleeping pills is open next to my bed and i'm just looking at it",
    "i have enough leftover oxy to do it",
  ]),
  ...family("hard_negative", "meds-twins", [
    "counted my pills into the weekly organizer",
    "how do i dispose of my mom's leftover painkillers safely",
    "my insulin pens are in the fridge, do they need to stay cold?",
  ]),
  ...family("means", "ligature", [
    "the extension cord is tied in the attic and ready",
    "found a rafter in the garage strong enough to hold me",
    "bought rope and told the cashier it was for the boat",
  ]),
  ...family("hard_negative", "ligature-twins", [
    "bought rope for the boat and some cleats",
    "found a beam in the garage strong enough to hold the swing",
  ]),
  // Farewell: the last time; not coming back; understood once read; loved told by proxy.
  ...family("farewell", "last-time", [
    "hugged my dad tonight like i'd never see him again",
    "i won't be back here, thanks for the chats",
    "my brother will understand once he opens the envelope",
    "let my husband know i loved him till the end",
    "night, for the last time",
    "see you all on the other side i guess",
  ]),
  ...family("everyday", "last-time-twins", [
    "last day of camp, i won't be back here till next summer",
    "hugged my dad at the airport, see you at christmas",
  ]),
  // Giving away: possessions passed on, with or without a reason.
  ...family("giving_away", "things-passed", [
    "my dog is going to live with my aunt now, i can't keep her anymore",
    "handed my car keys and the title to my cousin",
    "put my savings into my sister's name this week",
    "labelled all my books with who should get them",
    "my best friend has my bible and my guitar now, she thinks i'm just decluttering",
  ]),
  // Burden: others fine or better without, tolerated, in the way.
  ...family("burden", "in-the-way", [
    "they only keep me around because they feel sorry for me",
    "my husband would do better on his own, honestly",
    "i just get in everyone's way",
    "i'm the problem in this family and everyone knows it",
    "i take up space that someone better should have",
  ]),
  // No way out.
  ...family("no_way_out", "no-exit", [
    "i'm out of options and out of road",
    "tried every medication and counsellor there is, nothing reaches it",
    "trapped in my own head with no exit",
    "i'm so tired of being alive",
  ]),
  // Self-harm: marks, hidden wounds, burning, hair pulling.
  ...family("self_harm", "marks", [
    "i scratched a word into my arm with a pin",
    "wearing a hoodie in july so no one sees",
    "my thighs are covered in cuts again",
    "went too deep last night, it wouldn't stop bleeding",
    "i held a lighter to my wrist again when i got upset",
    "they are my own cuts, i made them",
  ]),
  // Withdrawal: stopping everything, not leaving, cancelling, disappearing from people.
  ...family("withdrawal", "pulled-away", [
    "i stopped eating, stopped texting back, stopped leaving my room",
    "haven't left the apartment in ten days",
    "called out of work every day this week and just lay in bed",
    "cancelled on everyone this month, can't face people",
    "told the choir i'm done and didn't say why",
    "muted everyone and switched my phone off",
  ]),
  ...family("everyday", "pulled-away-twins", [
    "i cancelled my gym membership this month",
    "switched my phone off for a digital detox weekend, it was great",
  ]),
  // Abuse: threats with images, weapons, immigration; control of medicine; a third person hurt.
  ...family("abuse", "threats", [
    "my ex says he'll share my nudes if i don't come back",
    "she keeps a knife in the kitchen drawer and tells me not to make her use it",
    "my husband hides my insulin until i do what he wants",
    "my partner threatens to report me to immigration if i call the police",
    "my sister's boyfriend is beating her and she isn't allowed to phone us",
    "we're sleeping at a friend's because it isn't safe at home",
    "my son came at me with a knife and i'm afraid of him",
    "he hurled a plate at my face last night",
    "my stepbrother traps me in the hallway when my parents are out",
    "my ex waits outside my apartment every night since i left him",
  ]),
  ...family("hard_negative", "abuse-twins", ["my brother threw a pillow at me lol", "my kid came at me with a water gun, total ambush"]),
  // Hard negatives: third person, professional, scripture, fiction, past, idioms, goodbyes at work.
  ...family("hard_negative", "third-person", [
    "i work as an er nurse and we lost an overdose patient tonight, i can't stop thinking about it",
    "my coworker told me he used to self harm in college, how can i support him",
    "our youth group is reading about judas and his suicide, how do i explain it",
    "what should i say to my neighbour whose son died by overdose",
    "my roommate says she has suicidal thoughts sometimes, she sees a counselor. how do i help",
    "will people who take their own life go to heaven? my uncle did",
    "my sister said she wanted to die when her phone broke, she was laughing",
    "the movie is about a woman planning to end her life who finds hope",
    "i was suicidal as a teenager but god brought me through and i'm doing so much better",
    "retiring after 30 years, saying goodbye to everyone at the plant is emotional",
    "my coach is going to kill me, i missed practice again",
    "i'd take a bullet for my sister, she knows that",
  ]),
];
