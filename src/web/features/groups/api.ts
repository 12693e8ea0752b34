// The groups feature's one door to the server: TanStack Query options and mutations over the typed
// client, and the tab's live event stream, which patches and refreshes these queries.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { client, read, type SuccessBody } from "../../lib/client";

const groupsApi = client.groups;
type GroupRoute = (typeof groupsApi)[":id"];

export type GroupSummary = SuccessBody<Awaited<ReturnType<typeof groupsApi.$get>>>["groups"][number];
export type GroupDetail = SuccessBody<Awaited<ReturnType<GroupRoute["$get"]>>>["group"];
export type GroupMessage = SuccessBody<Awaited<ReturnType<GroupRoute["messages"]["$get"]>>>["messages"][number];
export type StudyPlanView = SuccessBody<Awaited<ReturnType<GroupRoute["study-plan"]["$get"]>>>;
export type StudyPlan = NonNullable<StudyPlanView["plan"]>;

export const groupKeys = {
  all: ["groups"] as const,
  list: () => ["groups", "list"] as const,
  detail: (id: string) => ["groups", "detail", id] as const,
  messages: (id: string) => ["groups", "messages", id] as const,
  studyPlan: (id: string) => ["groups", "study-plan", id] as const,
};

export const groupsQuery = () =>
  queryOptions({
    queryKey: groupKeys.list(),
    queryFn: async () => (await read(groupsApi.$get())).groups,
  });

export const groupQuery = (id: string) =>
  queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: async () => (await read(groupsApi[":id"].$get({ param: { id } }))).group,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export const messagesQuery = (id: string) =>
  queryOptions({
    queryKey: groupKeys.messages(id),
    queryFn: async () => (await read(groupsApi[":id"].messages.$get({ param: { id } }))).messages,
    retry: (count, error) => (error as { status?: number }).status !== 403 && count < 2,
  });

export const studyPlanQuery = (id: string) =>
  queryOptions({
    queryKey: groupKeys.studyPlan(id),
    queryFn: async () => read(groupsApi[":id"]["study-plan"].$get({ param: { id } })),
  });

/** Adds messages to a group's list: each once (by id), in sequence order. */
export function mergeMessages(current: readonly GroupMessage[] | undefined, incoming: readonly GroupMessage[]): GroupMessage[] {
  const byId = new Map<string, GroupMessage>();
  for (const message of current ?? []) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; description: string }) => (await read(groupsApi.$post({ json: input }))).group,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.list() }),
  });
}

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await read(groupsApi.join.$post({ json: { code } }))).group,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}

export function useSendMessage(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) => read(groupsApi[":id"].messages.$post({ param: { id: groupId }, json: { message } })),
    onSuccess: ({ message }) => {
      queryClient.setQueryData(groupKeys.messages(groupId), (current: GroupMessage[] | undefined) => mergeMessages(current, [message]));
    },
  });
}

export function useGenerateStudyPlan(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (theme: string) =>
      (await read(groupsApi[":id"]["study-plan"].$post({ param: { id: groupId }, json: { theme } }))).plan,
    // The spec reloads the plan after generating it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.studyPlan(groupId) }),
  });
}

export function useToggleProgress(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { plan_id: string; day_index: number; completed: boolean }) =>
      read(groupsApi[":id"]["study-plan"].progress.$put({ param: { id: groupId }, json: input })),
    // The box ticks at once; a failure puts it back (and the screen says so).
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: groupKeys.studyPlan(groupId) });
      const before = queryClient.getQueryData<StudyPlanView>(groupKeys.studyPlan(groupId));
      if (before?.plan?.id === input.plan_id) {
        const days = new Set(before.completed_days);
        if (input.completed) days.add(input.day_index);
        else days.delete(input.day_index);
        queryClient.setQueryData(groupKeys.studyPlan(groupId), { ...before, completed_days: [...days].sort((a, b) => a - b) });
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(groupKeys.studyPlan(groupId), context.before);
    },
    onSuccess: (progress, input) => {
      queryClient.setQueryData(groupKeys.studyPlan(groupId), (current: StudyPlanView | undefined) =>
        current?.plan?.id === input.plan_id ? { ...current, ...progress } : current,
      );
    },
  });
}

// ------------------------------------------------------------------ the live stream

/** What the server's /api/events stream sends (see src/server/realtime/hub.ts). */
type GroupRef = { group_id: string };

let source: EventSource | null = null;
let users = 0;
let activeClient: QueryClient | null = null;

function openStream() {
  const stream = new EventSource("/api/events");
  const refreshAll = () => void activeClient?.invalidateQueries({ queryKey: groupKeys.all });
  // The first open, and every reconnect after a drop or a server restart: re-read what a replay
  // cannot carry (counts, plans); messages arrive again by id and are merged once.
  stream.addEventListener("ready", refreshAll);
  stream.addEventListener("resync", refreshAll);
  stream.addEventListener("message", (event) => {
    const message = JSON.parse((event as MessageEvent<string>).data) as GroupMessage;
    const key = groupKeys.messages(message.group_id);
    // A read of the messages still on its way (the page's first, or the one "ready" asked for) was
    // answered before this message was stored, and would replace the cache without it: read again.
    if (activeClient?.isFetching({ queryKey: key })) void activeClient.invalidateQueries({ queryKey: key });
    activeClient?.setQueryData(key, (current: GroupMessage[] | undefined) => (current ? mergeMessages(current, [message]) : current));
    void activeClient?.invalidateQueries({ queryKey: groupKeys.list() });
    void activeClient?.invalidateQueries({ queryKey: groupKeys.detail(message.group_id) });
  });
  stream.addEventListener("group", (event) => {
    const { group_id } = JSON.parse((event as MessageEvent<string>).data) as GroupRef;
    void activeClient?.invalidateQueries({ queryKey: groupKeys.list() });
    void activeClient?.invalidateQueries({ queryKey: groupKeys.detail(group_id) });
  });
  for (const name of ["plan", "progress"]) {
    stream.addEventListener(name, (event) => {
      const { group_id } = JSON.parse((event as MessageEvent<string>).data) as GroupRef;
      void activeClient?.invalidateQueries({ queryKey: groupKeys.studyPlan(group_id) });
    });
  }
  return stream;
}

/** Keeps this tab's one event stream open while any groups screen is shown. */
export function useGroupEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    activeClient = queryClient;
    users += 1;
    source ??= openStream();
    return () => {
      users -= 1;
      if (users === 0) {
        source?.close();
        source = null;
      }
    };
  }, [queryClient]);
}
