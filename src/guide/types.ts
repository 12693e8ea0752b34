// The guide interface shared by the embedded and LLM providers.
import type { StreamedPartName } from "@core/reply-stream";
import type { AssistantResponse, GuidePreferences, GuideProvider, ScriptureQuote, StudyPlan, WeeklyPlan } from "@core/guide";

/** One earlier message of the thread, as the spec sends it (object content as JSON text). */
export interface ContextMessage {
  role: "user" | "assistant";
  content: string;
}

export interface GuideContext {
  /** The last messages of the thread, oldest first (the spec sends up to 5). */
  messages?: ContextMessage[];
  /** References already shown in this thread, so a reply does not repeat them. */
  usedReferences?: string[];
}

/** What `respond` needs from the profile: the plan preferences plus the first name. */
export type GuideProfile = Partial<GuidePreferences> & { first_name?: string | null };

export interface GuideReply {
  response: AssistantResponse;
  /** Detected topic ids, strongest first. */
  topics: string[];
  crisis: boolean;
  provider: GuideProvider;
}

/** The text parts of a reply that arrive piece by piece while a model writes them. */
export type StreamedPart = StreamedPartName;

/**
 * What a streamed reply shows before it is complete: text as it is generated, scripture once
 * grounded. The complete reply (returned at the end) is what counts; it may differ (a provider
 * failing half-way is replaced by the embedded reply).
 */
export type ReplyEvent = { type: "text"; part: StreamedPart; delta: string } | { type: "scripture"; scripture: ScriptureQuote };

export interface WeeklyPlanOptions {
  /** Recent messages from the member's conversations; they steer the week's theme. */
  recentMessages?: string[];
}

export interface PlanResult {
  plan: WeeklyPlan;
  provider: GuideProvider;
}

export interface StudyPlanResult {
  plan: StudyPlan;
  provider: GuideProvider;
}

export interface Guide {
  respond(message: string, context: GuideContext | undefined, profile: GuideProfile | null | undefined): Promise<GuideReply>;
  /**
   * The same reply, with the model's text passed to `onEvent` as it is generated. The crisis
   * check comes first and never waits for a model; the embedded guide answers whole, at once.
   */
  respondStreaming(
    message: string,
    context: GuideContext | undefined,
    profile: GuideProfile | null | undefined,
    onEvent: (event: ReplyEvent) => void,
  ): Promise<GuideReply>;
  weeklyPlan(
    preferences: Partial<GuidePreferences> | null | undefined,
    weekStart: string,
    options?: WeeklyPlanOptions,
  ): Promise<PlanResult>;
  studyPlan(theme: string): Promise<StudyPlanResult>;
}
