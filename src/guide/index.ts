// The guide: one interface, two providers. The crisis check runs before either; the embedded
// provider answers by default and whenever the LLM provider fails, times out or cannot be grounded.
import { withPlanDefaults, type GuidePreferences, type Song, type WeeklyPlan } from "@core/guide";
import { translationFor } from "../scripture/index.js";
import { detectTopics, GENERAL_TOPIC, TOPICS } from "../scripture/topics.js";
import { findCatalogueSong } from "../music/catalogue.js";
import { crisisResponse, withConcernCare } from "./care.js";
import { cachedPassage } from "./scripture-quote.js";
import type { GuideConfig } from "./config.js";
import { checkCrisis, CRISIS_KINDS, type CrisisKind } from "./crisis.js";
import { embeddedRespond } from "./embedded/respond.js";
import { warmSituations } from "./embedded/warm.js";
import { needsCare } from "./safety-net.js";
import { chooseWeeklySituation, chooseWeeklyTheme, embeddedWeeklyPlan, SONGS_PER_DAY } from "./embedded/plan.js";
import { embeddedStudyPlan, studySituation } from "./embedded/study.js";
import { GENERAL_SITUATION } from "./material/general.js";
import { createLlmProvider } from "./llm.js";
import type { Guide, GuideReply } from "./types.js";

export type * from "./types.js";

/**
 * Resolves every topic-index passage in both bundled translations (about 0.3 s), so that no
 * member waits for a first-time reference lookup. Call once at server start; optional.
 */
export function warmGuide(): void {
  for (const topic of [...TOPICS, GENERAL_TOPIC]) {
    for (const reference of topic.passages) {
      cachedPassage(reference, "WEB");
      cachedPassage(reference, "KJV");
    }
  }
  warmSituations();
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

  return {
    async respond(message, context, profile): Promise<GuideReply> {
      const prefs = withPlanDefaults(profile);
      const translation = translationFor(prefs.bible_version);
      const topics = detectTopics(message).map((t) => t.id);
      const check = checkCrisis(message);
      // Below the crisis bar: the concern tier, a heavy topic or harsh self-evaluation adds the
      // gentle care line to the normal reply (safety-net.ts).
      const care = needsCare(message, check);
      if (check.crisis) {
        return {
          response: crisisResponse(message, check.kinds, translation, prefs.denomination),
          topics,
          crisis: true,
          provider: "embedded",
        };
      }
      if (llm) {
        // The model gives a second opinion on safety while it drafts the reply; rules alone miss
        // some novel indirect phrasings. A failed classification counts as "no crisis".
        const [verdict, drafted] = await Promise.all([
          llm.classifyCrisis(message).catch(() => ({ crisis: false, kind: undefined })),
          llm.respond(message, context?.messages ?? [], prefs, translation).then(
            (response) => ({ response }),
            (error: unknown) => ({ error }),
          ),
        ]);
        if (verdict.crisis) {
          const kind = (CRISIS_KINDS as readonly string[]).includes(verdict.kind ?? "") ? (verdict.kind as CrisisKind) : "suicide";
          return {
            response: crisisResponse(message, [kind], translation, prefs.denomination),
            topics,
            crisis: true,
            provider: "embedded",
          };
        }
        if ("response" in drafted) {
          const response = care ? withConcernCare(drafted.response) : drafted.response;
          return { response, topics, crisis: false, provider: "llm" };
        }
        fallback("respond", drafted.error);
      }
      const embedded = embeddedRespond(message, context, profile);
      // Below the crisis bar but showing concern: the normal reply gains a gentle care line first.
      const response = care ? withConcernCare(embedded.response) : embedded.response;
      return { response, topics: embedded.topics, crisis: false, provider: "embedded" };
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
