// The guide interface shared by the embedded and LLM providers.
import type { AssistantResponse, GuidePreferences, GuideProvider, StudyPlan, WeeklyPlan } from "@core/guide";

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
  weeklyPlan(
    preferences: Partial<GuidePreferences> | null | undefined,
    weekStart: string,
    options?: WeeklyPlanOptions,
  ): Promise<PlanResult>;
  studyPlan(theme: string): Promise<StudyPlanResult>;
}
