// Shapes the guidance engine produces and the web reads: the assistant response object,
// the weekly devotional plan and the group study plan (spec sections 3 and 5).
import { z } from "zod";
import { PLAN_PREFERENCE_DEFAULTS } from "./options.js";

export const ScriptureQuoteSchema = z.object({
  /** Reference plus the bundled translation that supplied the text, e.g. "John 14:27 (WEB)". */
  verse: z.string().min(1),
  text: z.string().min(1),
});
export type ScriptureQuote = z.infer<typeof ScriptureQuoteSchema>;

/**
 * The assistant response object. Every part is optional (spec section 3). `care` is ours: on a
 * crisis message it carries the help resources and is shown before everything else.
 */
export const AssistantResponseSchema = z.object({
  care: z.string().min(1).optional(),
  scripture: ScriptureQuoteSchema.optional(),
  interpretation: z.string().optional(),
  guidance: z.string().optional(),
  prayer: z.string().optional(),
  follow_up: z.string().optional(),
});
export type AssistantResponse = z.infer<typeof AssistantResponseSchema>;

export const SongSchema = z.object({ title: z.string().min(1), artist: z.string().min(1) });
export type Song = z.infer<typeof SongSchema>;

export const TitledTextSchema = z.object({ title: z.string(), content: z.string().min(1) });
export type TitledText = z.infer<typeof TitledTextSchema>;

/** A plan day as we write it: devotional and prayer as {title, content}, reflection as {prompt}. */
export const PlanDaySchema = z.object({
  date: z.string().min(1),
  scripture: ScriptureQuoteSchema,
  devotional: TitledTextSchema,
  prayer: TitledTextSchema,
  reflection: z.object({ prompt: z.string().min(1) }),
  worship_playlist: z.array(SongSchema),
});
export type PlanDay = z.infer<typeof PlanDaySchema>;

export const WeeklyPlanSchema = z.object({
  intro_message: z.string().min(1),
  /** The week's theme, shown in the intro; optional so older stored plans stay valid. */
  theme: z.string().optional(),
  days: z.array(PlanDaySchema).length(7),
});
export type WeeklyPlan = z.infer<typeof WeeklyPlanSchema>;

export const PLAN_DAY_LENGTH = 7;
const DEFAULT_DEVOTIONAL_TITLE = "Today's Devotional";
const DEFAULT_PRAYER_TITLE = "Today's Prayer";

// The validity rule (spec section 5) also accepts devotional, prayer and reflection as text.
const nonBlank = z.string().refine((s) => s.trim().length > 0);
const LenientTitledText = z.union([nonBlank, z.object({ title: z.string().optional(), content: nonBlank })]);
const LenientSong = z.object({ title: z.unknown().optional(), artist: z.unknown().optional() }).passthrough();
const LenientPlanDaySchema = z.object({
  date: nonBlank,
  scripture: z.object({ verse: nonBlank, text: nonBlank }),
  devotional: LenientTitledText,
  prayer: LenientTitledText,
  reflection: z.union([nonBlank, z.object({ prompt: nonBlank })]),
  worship_playlist: z.array(z.unknown()),
});
const LenientPlanSchema = z.object({
  intro_message: z.string(),
  theme: z.string().optional(),
  days: z.array(LenientPlanDaySchema).length(PLAN_DAY_LENGTH),
});

function titled(value: string | { title?: string; content: string }, fallbackTitle: string): TitledText {
  if (typeof value === "string") return { title: fallbackTitle, content: value };
  return { title: value.title?.trim() ? value.title : fallbackTitle, content: value.content };
}

/**
 * Reads a stored or generated plan in either accepted form and returns it in the object form,
 * or null when it is not a valid plan. Playlist songs lacking a title or artist are skipped.
 */
export function normalisePlan(input: unknown): WeeklyPlan | null {
  const parsed = LenientPlanSchema.safeParse(input);
  if (!parsed.success) return null;
  const plan = parsed.data;
  return {
    intro_message: plan.intro_message,
    ...(plan.theme ? { theme: plan.theme } : {}),
    days: plan.days.map((day) => ({
      date: day.date,
      scripture: { verse: day.scripture.verse, text: day.scripture.text },
      devotional: titled(day.devotional, DEFAULT_DEVOTIONAL_TITLE),
      prayer: titled(day.prayer, DEFAULT_PRAYER_TITLE),
      reflection: typeof day.reflection === "string" ? { prompt: day.reflection } : { prompt: day.reflection.prompt },
      worship_playlist: day.worship_playlist.flatMap((song) => {
        const s = LenientSong.safeParse(song);
        if (!s.success) return [];
        const { title, artist } = s.data;
        if (typeof title !== "string" || typeof artist !== "string" || !title.trim() || !artist.trim()) return [];
        return [{ title, artist }];
      }),
    })),
  };
}

export function isValidPlan(input: unknown): boolean {
  return normalisePlan(input) !== null;
}

export const DEFAULT_STUDY_SUMMARY = "A 7-day journey of spiritual growth and reflection.";
export const DEFAULT_GROUP_GOAL = "Growing together in faith and understanding";
export const STUDY_THEME_MAX_LENGTH = 500;

export const StudyDaySchema = z.object({
  title: z.string().min(1),
  scripture: z.object({ reference: z.string().min(1), text: z.string().min(1) }),
  devotional: z.string().min(1),
  discussion_questions: z.array(z.string().min(1)).min(1),
  challenge: z.string().min(1),
});
export type StudyDay = z.infer<typeof StudyDaySchema>;

export const StudyPlanSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1).default(DEFAULT_STUDY_SUMMARY),
  group_goal: z.string().min(1).default(DEFAULT_GROUP_GOAL),
  days: z.array(StudyDaySchema).length(PLAN_DAY_LENGTH),
});
export type StudyPlan = z.infer<typeof StudyPlanSchema>;

export const StudyThemeSchema = z
  .string()
  .trim()
  .min(1, "Please enter a theme for the study plan.")
  .max(STUDY_THEME_MAX_LENGTH, `The theme can be at most ${STUDY_THEME_MAX_LENGTH} characters.`);

/** The member preferences the guide uses (the generate_daily_plan body of spec section 7). */
export interface GuidePreferences {
  bible_version: string;
  communication_style: string;
  music_preference: string;
  denomination: string;
  favorite_artists: string[];
}

/** Fills missing or blank preferences with the spec defaults (NIV, Pastoral, Contemporary, ...). */
export function withPlanDefaults(input: Partial<Record<keyof GuidePreferences, unknown>> | null | undefined): GuidePreferences {
  const text = (v: unknown, fallback: string) => (typeof v === "string" && v.trim() ? v.trim() : fallback);
  const d = PLAN_PREFERENCE_DEFAULTS;
  return {
    bible_version: text(input?.bible_version, d.bible_version),
    communication_style: text(input?.communication_style, d.communication_style),
    music_preference: text(input?.music_preference, d.music_preference),
    denomination: text(input?.denomination, d.denomination),
    favorite_artists: Array.isArray(input?.favorite_artists)
      ? input.favorite_artists.filter((a): a is string => typeof a === "string" && a.trim().length > 0)
      : [],
  };
}

/** Which engine produced a result. */
export const GUIDE_PROVIDERS = ["embedded", "llm"] as const;
export type GuideProvider = (typeof GUIDE_PROVIDERS)[number];
