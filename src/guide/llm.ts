// The LLM provider: any OpenAI-compatible endpoint through the Vercel AI SDK, with Zod-typed
// structured output. It only proposes; grounding decides. An invalid reference gets one repair
// attempt; anything else that goes wrong is thrown so the guide falls back to the embedded one.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output, type ModelMessage } from "ai";
import { z } from "zod";
import {
  normalisePlan,
  PLAN_DAY_LENGTH,
  StudyPlanSchema,
  type AssistantResponse,
  type GuidePreferences,
  type StudyPlan,
  type WeeklyPlan,
} from "@core/guide";
import { weekDates } from "@core/dates";
import type { Translation } from "../scripture/index.js";
import type { LlmConfig } from "./config.js";
import { groundPlan, groundResponse, groundStudyPlan, type Grounded } from "./grounding.js";
import { candidateLines, checkPlanDays, checkRegister, planSituationLines } from "./embedded/retrieval.js";
import { STREAMED_REPLY_SHAPE, StreamedReferenceError, streamDraft } from "./llm-stream.js";
import type { Situation } from "./material/situation-types.js";
import type { ContextMessage, ReplyEvent } from "./types.js";

export class GuideProviderError extends Error {
  constructor(
    message: string,
    readonly reason: "invalid_reference" | "provider_error",
  ) {
    super(message);
  }
}

const LlmResponseSchema = z.object({
  scripture: z.object({
    verse: z.string().describe("A Bible reference only, e.g. 'Philippians 4:6-7'"),
    text: z.string(),
  }),
  interpretation: z.string().min(1),
  guidance: z.string().min(1),
  prayer: z.string().min(1),
  follow_up: z.string().min(1),
});

const TitledOrText = z.union([z.string(), z.object({ title: z.string().optional(), content: z.string() })]);
const LlmPlanSchema = z.object({
  intro_message: z.string().min(1),
  theme: z.string().optional(),
  days: z
    .array(
      z.object({
        scripture: z.object({ verse: z.string(), text: z.string() }),
        devotional: TitledOrText,
        prayer: TitledOrText,
        reflection: z.union([z.string(), z.object({ prompt: z.string() })]),
        worship_playlist: z.array(z.object({ title: z.string(), artist: z.string() })),
      }),
    )
    .length(PLAN_DAY_LENGTH),
});

const LlmStudySchema = z.object({
  title: z.string().min(1),
  summary: z.string().optional(),
  group_goal: z.string().optional(),
  days: z
    .array(
      z.object({
        title: z.string().min(1),
        scripture: z.object({ reference: z.string(), text: z.string() }),
        devotional: z.string().min(1),
        discussion_questions: z.array(z.string()).min(1),
        challenge: z.string().min(1),
      }),
    )
    .length(PLAN_DAY_LENGTH),
});

const GUIDE_RULES = [
  "You are Wellspring's spiritual guide: a warm, wise, scripture-grounded Christian companion.",
  "Always answer with a single JSON object in exactly the requested shape, and nothing else.",
  "Cite only real Bible references in standard English form (e.g. 'Psalm 23:1-3', '1 Corinthians 13:4-7'); the app replaces the verse text with its own Bible, so the reference must exist.",
  "Never give medical, legal or financial instructions as certainties; encourage professional help where it fits.",
  "Never describe methods of self-harm or suicide.",
].join("\n");

function preferenceLines(prefs: GuidePreferences): string {
  return [
    `Guidance style: ${prefs.communication_style} (Pastoral = warm and shepherding; Direct = brief and practical with numbered steps; Theological = book context and doctrine; Gentle = soft, slow, one small step).`,
    `Denomination: ${prefs.denomination}; respect its tradition and vocabulary.`,
    `Bible version preference: ${prefs.bible_version}.`,
    `Worship music style: ${prefs.music_preference}. Favourite artists: ${prefs.favorite_artists.join(", ") || "none"}.`,
  ].join("\n");
}

const CrisisVerdictSchema = z.object({
  crisis: z.boolean(),
  kind: z.enum(["suicide", "self_harm", "abuse", "danger", "none"]).optional(),
});

export const CRISIS_CLASSIFIER_PROMPT = [
  "You are a safety classifier for a Christian companion app. You never answer the member; you only classify.",
  "Decide whether the member's message suggests a risk of suicide, self-harm, abuse (someone hurting, threatening, coercing or sexually abusing them or a child) or immediate danger, including indirect or veiled phrasings (saying goodbye, being better off gone, having means ready, 'not being here').",
  "Ordinary sadness, grief, stress, anger, idioms ('this job is killing me') and questions about faith are not a crisis.",
  'Reply with JSON only: {"crisis": true|false, "kind": "suicide"|"self_harm"|"abuse"|"danger"|"none"}.',
].join("\n");

export interface LlmProvider {
  /** A second opinion after the rule-based check: does this message suggest a crisis? */
  classifyCrisis(message: string): Promise<{ crisis: boolean; kind?: string }>;
  respond(message: string, context: ContextMessage[], prefs: GuidePreferences, translation: Translation): Promise<AssistantResponse>;
  /** respond, streamed: grounded scripture and text deltas go to `emit` as the model writes. */
  streamRespond(
    message: string,
    context: ContextMessage[],
    prefs: GuidePreferences,
    translation: Translation,
    emit: (event: ReplyEvent) => void,
    signal?: AbortSignal,
  ): Promise<AssistantResponse>;
  weeklyPlan(
    prefs: GuidePreferences,
    weekStart: string,
    translation: Translation,
    theme: string,
    situation?: Situation,
  ): Promise<WeeklyPlan>;
  studyPlan(theme: string, translation: Translation, situation?: Situation): Promise<StudyPlan>;
}

/** The last five messages of the thread, then the member's new one. */
function replyMessages(message: string, context: ContextMessage[]): ModelMessage[] {
  return [...context.slice(-5).map((m): ModelMessage => ({ role: m.role, content: m.content })), { role: "user", content: message }];
}

export function createLlmProvider(config: LlmConfig, fetchImpl?: typeof fetch): LlmProvider {
  const provider = createOpenAICompatible({
    name: "guide",
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    supportsStructuredOutputs: config.structuredOutputs ?? false,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const model = provider.chatModel(config.model);

  async function ask<T>(schema: z.ZodType<T>, system: string, messages: ModelMessage[]): Promise<T> {
    try {
      const result = await generateText({
        model,
        system,
        messages,
        output: Output.object({ schema }),
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(config.timeoutMs),
      });
      return result.output as T;
    } catch (error) {
      throw new GuideProviderError(error instanceof Error ? error.message : String(error), "provider_error");
    }
  }

  /** Asks, grounds, and on invalid references asks once more with the list of what was wrong. */
  async function askGrounded<T, G>(
    schema: z.ZodType<T>,
    system: string,
    messages: ModelMessage[],
    ground: (value: T) => Grounded<G>,
  ): Promise<G> {
    const first = await ask(schema, system, messages);
    const grounded = ground(first);
    if (grounded.ok) return grounded.value;
    const repair: ModelMessage[] = [
      ...messages,
      { role: "assistant", content: JSON.stringify(first) },
      {
        role: "user",
        content: `These references are not valid (not found in the Bible, repeated, or not fitting this person): ${grounded.invalid.join("; ")}. Reply again with the same JSON shape, replacing each of them with a different real, existing Bible reference.`,
      },
    ];
    const second = ground(await ask(schema, system, repair));
    if (second.ok) return second.value;
    throw new GuideProviderError(`Invalid references after repair: ${second.invalid.join("; ")}`, "invalid_reference");
  }

  return {
    async classifyCrisis(message) {
      return ask(CrisisVerdictSchema, CRISIS_CLASSIFIER_PROMPT, [{ role: "user", content: message }]);
    },

    async respond(message, context, prefs, translation) {
      // Retrieval: the member's situation and the bank's passages for it; the choice is then
      // held to the same register rules as the embedded guide's.
      const { situation, lines } = candidateLines(message, context);
      const system = `${GUIDE_RULES}\n${preferenceLines(prefs)}\n${lines}\nReply with JSON: {"scripture":{"verse":"<reference>","text":"<verse text>"},"interpretation":"...","guidance":"...","prayer":"...","follow_up":"..."}.`;
      return askGrounded(LlmResponseSchema, system, replyMessages(message, context), (r) =>
        checkRegister(situation, groundResponse(r, translation)),
      );
    },

    async streamRespond(message, context, prefs, translation, emit, signal) {
      const { situation, lines } = candidateLines(message, context);
      try {
        return await streamDraft({
          model,
          timeoutMs: config.timeoutMs,
          system: `${GUIDE_RULES}\n${preferenceLines(prefs)}\n${lines}\n${STREAMED_REPLY_SHAPE}`,
          messages: replyMessages(message, context),
          groundVerse: (verse) => {
            const grounded = checkRegister(situation, groundResponse({ scripture: { verse, text: "" } }, translation));
            return grounded.ok ? { ok: true, value: grounded.value.scripture! } : grounded;
          },
          emit,
          signal,
        });
      } catch (error) {
        const reason = error instanceof StreamedReferenceError ? "invalid_reference" : "provider_error";
        throw new GuideProviderError(error instanceof Error ? error.message : String(error), reason);
      }
    },

    async weeklyPlan(prefs, weekStart, translation, theme, situation) {
      const system = `${GUIDE_RULES}\n${preferenceLines(prefs)}\n${planSituationLines(situation)}\nWrite a 7-day devotional plan for the week starting Sunday ${weekStart} on the theme "${theme}". Use 7 different passages. Devotionals should be several paragraphs of real substance. Reply with JSON: {"intro_message":"...","theme":"...","days":[7 x {"scripture":{"verse":"<reference>","text":"..."},"devotional":{"title":"...","content":"..."},"prayer":{"title":"...","content":"..."},"reflection":{"prompt":"..."},"worship_playlist":[{"title":"...","artist":"..."}]}]}.`;
      return askGrounded(LlmPlanSchema, system, [{ role: "user", content: `Create my plan for the week of ${weekStart}.` }], (raw) => {
        const dates = weekDates(weekStart);
        const plan = normalisePlan({ ...raw, days: raw.days.map((d, i) => ({ ...d, date: dates[i] })) });
        if (!plan) throw new GuideProviderError("The plan does not have the required shape", "provider_error");
        return checkPlanDays(situation, groundPlan(plan, translation), (p) => p.days.map((d) => d.scripture.verse));
      });
    },

    async studyPlan(theme, translation, situation) {
      const system = `${GUIDE_RULES}\n${planSituationLines(situation)}\nWrite a 7-day group Bible study plan. Reply with JSON: {"title":"...","summary":"...","group_goal":"...","days":[7 x {"title":"...","scripture":{"reference":"<reference>","text":"..."},"devotional":"...","discussion_questions":["..."],"challenge":"..."}]}.`;
      return askGrounded(LlmStudySchema, system, [{ role: "user", content: `Theme: ${theme}` }], (raw) => {
        const plan = StudyPlanSchema.safeParse({
          ...raw,
          summary: raw.summary?.trim() || undefined,
          group_goal: raw.group_goal?.trim() || undefined,
        });
        if (!plan.success) throw new GuideProviderError("The study plan does not have the required shape", "provider_error");
        return checkPlanDays(situation, groundStudyPlan(plan.data, translation), (p) => p.days.map((d) => d.scripture.reference));
      });
    },
  };
}
