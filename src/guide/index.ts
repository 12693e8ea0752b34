// The guide: one interface, two providers. The crisis check runs before either; the embedded
// provider answers by default and whenever the LLM provider fails, times out or cannot be grounded.
import { withPlanDefaults, type AssistantResponse, type GuidePreferences, type Song, type WeeklyPlan } from "@core/guide";
import { translationFor } from "../scripture/index.js";
import { warmTopicClassifier } from "../scripture/topic-classifier.js";
import { warmTopicNeighbours } from "../scripture/topic-neighbours.js";
import { warmCrisisNeighbours, warmEverydayLifeNeighbours } from "./crisis-neighbours.js";
import { detectTopics, GENERAL_TOPIC, TOPICS } from "../scripture/topics.js";
import { findCatalogueSong } from "../music/catalogue.js";
import { careLineFor, crisisResponse, withConcernCare } from "./care.js";
import { cachedPassage } from "./scripture-quote.js";
import type { GuideConfig } from "./config.js";
import { checkCrisis, CRISIS_KINDS, type CrisisKind } from "./crisis.js";
import { embeddedRespond } from "./embedded/respond.js";
import { warmSituations } from "./embedded/warm.js";
import { warmSituationReader } from "./embedded/situation-reader.js";
import { warmStudyReader } from "./embedded/study-reader.js";
import { needsCare } from "./safety-net.js";
import { chooseWeeklySituation, chooseWeeklyTheme, embeddedWeeklyPlan, SONGS_PER_DAY } from "./embedded/plan.js";
import { embeddedStudyPlan } from "./embedded/study.js";
import { studySituation } from "./embedded/study-theme.js";
import { GENERAL_SITUATION } from "./material/general.js";
import { createLlmProvider } from "./llm.js";
import { holdUntilSafe } from "./hold-until-safe.js";
import type { Guide, GuideContext, GuideProfile, GuideReply } from "./types.js";

export type * from "./types.js";

/**
 * Resolves every topic-index passage in both bundled translations and builds the situation, topic
 * and crisis readers' indexes (about 1.5 s in all, session 33), so that no member waits for a
 * first-time lookup or index. Call once at server start; optional.
 */
export function warmGuide(): void {
  for (const topic of [...TOPICS, GENERAL_TOPIC]) {
    for (const reference of topic.passages) {
      cachedPassage(reference, "WEB");
      cachedPassage(reference, "KJV");
    }
  }
  warmSituations();
  warmTopicNeighbours();
  warmTopicClassifier();
  warmSituationReader();
  warmStudyReader();
  warmCrisisNeighbours();
  warmEverydayLifeNeighbours();
}
export { careFor } from "./care-for.js";
export type { GuideConfig } from "./config.js";

export interface GuideOptions extends GuideConfig {
  /** Called when the LLM provider fails and the embedded one answers instead (for logs). */
  onFallback?: (operation: "respond" | "weeklyPlan" | "studyPlan", error: unknown) => void;
}

/**
 * LLM playlists keep only songs our catalogue knows (so album and year stay trustworthy),
 * topped up from the embedded plan's playlist for the same day.
 */
function groundPlaylists(plan: WeeklyPlan, embedded: WeeklyPlan): WeeklyPlan {
  return {
    ...plan,
    days: plan.days.map((day, i) => {
      const known: Song[] = day.worship_playlist
        .map((s) => findCatalogueSong(s.title, s.artist))
        .filter((s) => s !== undefined)
        .map((s) => ({ title: s.title, artist: s.artist }));
      for (const song of embedded.days[i].worship_playlist) {
        if (known.length >= SONGS_PER_DAY) break;
        if (!known.some((k) => k.title === song.title && k.artist === song.artist)) known.push(song);
      }
      return { ...day, worship_playlist: known };
    }),
  };
}

/** Without options (or without `llm`), the embedded offline guide answers everything. */
export function createGuide(options: GuideOptions = {}): Guide {
  const llm = options.llm ? createLlmProvider(options.llm, options.fetch) : undefined;
  const fallback = options.onFallback ?? (() => {});

  /** Where every reply starts: preferences, topics, and the rules' crisis and care checks. */
  function begin(message: string, profile: GuideProfile | null | undefined) {
    const prefs = withPlanDefaults(profile);
    const translation = translationFor(prefs.bible_version);
    const check = checkCrisis(message);
    // Below the crisis bar: the concern tier, a heavy topic or harsh self-evaluation adds the
    // gentle care line to the normal reply (safety-net.ts).
    return { prefs, translation, topics: detectTopics(message).map((t) => t.id), check, care: needsCare(message, check) };
  }
  type Start = ReturnType<typeof begin>;

  const crisisReply = (message: string, kinds: readonly CrisisKind[], start: Start): GuideReply => ({
    response: crisisResponse(message, kinds, start.translation, start.prefs.denomination),
    topics: start.topics,
    crisis: true,
    provider: "embedded",
  });

  /** The model's verdict, when it names a kind we know; any other crisis counts as suicide risk. */
  const modelCrisisKind = (kind: string | undefined): CrisisKind =>
    (CRISIS_KINDS as readonly string[]).includes(kind ?? "") ? (kind as CrisisKind) : "suicide";

  /** The model's safety verdict and its draft, both settled; the verdict decides first. */
  function decide(
    message: string,
    start: Start,
    verdict: { crisis: boolean; kind?: string },
    drafted: { response: AssistantResponse } | { error: unknown },
  ): GuideReply | null {
    if (verdict.crisis) return crisisReply(message, [modelCrisisKind(verdict.kind)], start);
    if ("response" in drafted) {
      const response = start.care ? withConcernCare(drafted.response, start.check) : drafted.response;
      return { response, topics: start.topics, crisis: false, provider: "llm" };
    }
    fallback("respond", drafted.error);
    return null;
  }

  function embeddedReply(
    message: string,
    context: GuideContext | undefined,
    profile: GuideProfile | null | undefined,
    start: Start,
  ): GuideReply {
    const embedded = embeddedRespond(message, context, profile, start.check);
    // Below the crisis bar but showing concern: the normal reply gains a gentle care line first.
    const response = start.care ? withConcernCare(embedded.response, start.check) : embedded.response;
    return { response, topics: embedded.topics, crisis: false, provider: "embedded" };
  }

  const settle = (draft: Promise<AssistantResponse>) =>
    draft.then(
      (response) => ({ response }),
      (error: unknown) => ({ error }),
    );
  const NO_CRISIS = { crisis: false, kind: undefined };

  return {
    async respond(message, context, profile): Promise<GuideReply> {
      const start = begin(message, profile);
      if (start.check.crisis) return crisisReply(message, start.check.kinds, start);
      if (llm) {
        // The model gives a second opinion on safety while it drafts the reply; rules alone miss
        // some novel indirect phrasings. A failed classification counts as "no crisis".
        const [verdict, drafted] = await Promise.all([
          llm.classifyCrisis(message).catch(() => NO_CRISIS),
          settle(llm.respond(message, context?.messages ?? [], start.prefs, start.translation)),
        ]);
        const reply = decide(message, start, verdict, drafted);
        if (reply) return reply;
      }
      return embeddedReply(message, context, profile, start);
    },

    async respondStreaming(message, context, profile, onEvent): Promise<GuideReply> {
      const start = begin(message, profile);
      // The rules' crisis check runs on the member's words before any model is asked.
      if (start.check.crisis) return crisisReply(message, start.check.kinds, start);
      if (llm) {
        // Help leads: the gentle care line is known from the rules, so it goes out before any model text.
        if (start.care) onEvent({ type: "text", part: "care", delta: careLineFor(start.check) });
        // Nothing the model writes is shown before its own safety verdict is in; a crisis verdict
        // drops what was held and stops the draft.
        const held = holdUntilSafe(onEvent);
        const stopDraft = new AbortController();
        const [verdict, drafted] = await Promise.all([
          llm
            .classifyCrisis(message)
            .catch(() => NO_CRISIS)
            .then((verdict) => {
              if (verdict.crisis) {
                held.drop();
                stopDraft.abort();
              } else held.release();
              return verdict;
            }),
          settle(llm.streamRespond(message, context?.messages ?? [], start.prefs, start.translation, held.emit, stopDraft.signal)),
        ]);
        const reply = decide(message, start, verdict, drafted);
        if (reply) return reply;
      }
      return embeddedReply(message, context, profile, start);
    },

    async weeklyPlan(preferences, weekStart, planOptions) {
      const prefs: GuidePreferences = withPlanDefaults(preferences);
      const recent = planOptions?.recentMessages ?? [];
      const embedded = embeddedWeeklyPlan(prefs, weekStart, recent);
      if (llm) {
        try {
          const theme = chooseWeeklyTheme(prefs, weekStart, recent);
          const situation = chooseWeeklySituation(recent) ?? (recent.some((m) => m.trim()) ? GENERAL_SITUATION : undefined);
          const plan = await llm.weeklyPlan(prefs, weekStart, translationFor(prefs.bible_version), theme.label, situation);
          return { plan: groundPlaylists(plan, embedded), provider: "llm" };
        } catch (error) {
          fallback("weeklyPlan", error);
        }
      }
      return { plan: embedded, provider: "embedded" };
    },

    async studyPlan(theme) {
      if (llm) {
        try {
          return { plan: await llm.studyPlan(theme, "WEB", studySituation(theme)), provider: "llm" };
        } catch (error) {
          fallback("studyPlan", error);
        }
      }
      return { plan: embeddedStudyPlan(theme), provider: "embedded" };
    },
  };
}
