// The daily plan's calls: the week's plan (in the browser's own time zone), generation, the saved
// status of this week's items and the saves. Prayer and reflection saves go to the journal route.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { DAILY_PLAN_TAG, reflectionContent } from "@core/journal";
import { generateFailedMessage } from "@core/daily-plan";
import { ApiError } from "../../lib/api";
import { client, read, type SuccessBody } from "../../lib/client";

const dailyPlan = client["daily-plan"];

export type PlanData = SuccessBody<Awaited<ReturnType<typeof dailyPlan.$get>>>;
export type PlanContent = NonNullable<PlanData["plan"]>;
export type PlanDayContent = PlanContent["days"][number];
export type SongDetailsData = NonNullable<PlanData["song_details"]>[number][number];
export type SavedStatus = SuccessBody<Awaited<ReturnType<typeof dailyPlan.saved.$get>>>;

export const dailyPlanKeys = {
  plan: (tz: string) => ["daily-plan", "plan", tz] as const,
  saved: (weekStart: string) => ["daily-plan", "saved", weekStart] as const,
};

export function dailyPlanQuery(tz: string) {
  return queryOptions({
    queryKey: dailyPlanKeys.plan(tz),
    queryFn: ({ signal }) => read(dailyPlan.$get({ query: { tz } }, { init: { signal } })),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function savedStatusQuery(weekStart: string) {
  return queryOptions({
    queryKey: dailyPlanKeys.saved(weekStart),
    queryFn: ({ signal }) => read(dailyPlan.saved.$get({ query: { week_start: weekStart } }, { init: { signal } })),
    staleTime: 60_000,
  });
}

/** The server's own error text, else 'Failed to generate plan (status)' (spec section 7). */
export function generateErrorMessage(error: unknown): string {
  // No response at all (offline) has no status to name: the network message says more.
  if (error instanceof ApiError) return error.code === "http_error" ? generateFailedMessage(error.status) : error.message;
  return error instanceof Error && error.message ? error.message : generateFailedMessage(0);
}

/** Generates (force) or fetches-else-generates the week's plan and puts it in the plan query. */
export function useGeneratePlan(tz: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (force: boolean) => read(dailyPlan.generate.$post({ json: { time_zone: tz, force } })),
    onSuccess: (data) => {
      queryClient.setQueryData(dailyPlanKeys.plan(tz), data);
      void queryClient.invalidateQueries({ queryKey: dailyPlanKeys.saved(data.week_start) });
    },
  });
}

type SaveResult = { status: "saved" | "exists" };
/** A private care line the server returns when a reflection was written in distress. */
export type JournalCare = InferResponseType<typeof client.journal.entries.$post, 201>["care"];

export function useSaveScripture() {
  return useMutation({
    mutationFn: (json: InferRequestType<(typeof dailyPlan)["saved-scriptures"]["$post"]>["json"]): Promise<SaveResult> =>
      read(dailyPlan["saved-scriptures"].$post({ json })),
  });
}

export function useSaveDevotional() {
  return useMutation({
    mutationFn: (json: InferRequestType<(typeof dailyPlan)["saved-devotionals"]["$post"]>["json"]): Promise<SaveResult> =>
      read(dailyPlan["saved-devotionals"].$post({ json })),
  });
}

export function useSaveSong() {
  return useMutation({
    mutationFn: (json: InferRequestType<(typeof dailyPlan)["saved-songs"]["$post"]>["json"]): Promise<SaveResult> =>
      read(dailyPlan["saved-songs"].$post({ json })),
  });
}

/**
 * A daily-plan prayer or reflection goes to the journal (type, source and tag 'daily-plan').
 * Resolves "exists" when the journal answers 409 with the spec's "already saved" message.
 */
export function useSaveToJournal() {
  return useMutation({
    mutationFn: async (
      entry: { type: "prayer"; content: string; title?: string } | { type: "reflection"; prompt: string; reply: string },
    ): Promise<SaveResult & { care?: JournalCare }> => {
      const content = entry.type === "prayer" ? entry.content : reflectionContent(entry.prompt, entry.reply);
      try {
        const saved = await read(
          client.journal.entries.$post({
            json: {
              type: entry.type,
              content,
              source: "daily-plan",
              tags: [DAILY_PLAN_TAG],
              message_id: null,
              title: entry.type === "prayer" ? (entry.title ?? null) : null,
            },
          }),
        );
        return { status: "saved", care: saved.care };
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return { status: "exists" };
        throw error;
      }
    },
  });
}
