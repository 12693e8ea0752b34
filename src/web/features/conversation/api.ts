// The conversation screen's calls: the history query and the send mutation, over the typed client.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { client, read, type SuccessBody } from "../../lib/client";

const messages = client.conversation.messages;

export type ConversationHistory = SuccessBody<Awaited<ReturnType<typeof messages.$get>>>;
export type ChatMessage = ConversationHistory["messages"][number];

export const conversationQueryKey = (userId: string) => ["conversation", userId] as const;

/** The member's latest 10 exchanges, oldest first, and the thread to continue. */
export function conversationQuery(userId: string) {
  return queryOptions({
    queryKey: conversationQueryKey(userId),
    queryFn: () => read(messages.$get()),
    staleTime: 30_000,
  });
}

/**
 * Sends one message in the member's current thread. On success the exchange joins the cached
 * history and the server's thread id is kept for the next message (spec section 4, Thread).
 */
export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();
  const key = conversationQueryKey(userId);
  return useMutation({
    mutationFn: (text: string) => {
      const threadId = queryClient.getQueryData<ConversationHistory>(key)?.thread_id ?? null;
      return read(messages.$post({ json: { message: text, thread_id: threadId } }));
    },
    onSuccess: (sent) => {
      queryClient.setQueryData<ConversationHistory>(key, (current) => ({
        messages: [...(current?.messages ?? []), sent.user_message, sent.message],
        thread_id: sent.thread_id,
      }));
    },
  });
}
