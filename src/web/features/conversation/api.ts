// The conversation screen's calls: the history query and the send mutation, over the typed client.
// A send is read as a stream: the reply's parts show as the guide writes them (a model's text as
// it is generated; the embedded guide's reply whole, at once), and the stored exchange ends it.
import { useState } from "react";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { applyReplyEvent, type PartialReply } from "@core/reply-stream";
import { ApiError, toApiError } from "../../lib/api";
import { client, read, type SuccessBody } from "../../lib/client";

const messages = client.conversation.messages;

export type ConversationHistory = SuccessBody<Awaited<ReturnType<typeof messages.$get>>>;
export type ChatMessage = ConversationHistory["messages"][number];
/** The stored exchange: the stream's `done` carries the same body as the JSON route. */
type SentExchange = SuccessBody<Awaited<ReturnType<typeof messages.$post>>>;

export const conversationQueryKey = (userId: string) => ["conversation", userId] as const;

/** The member's latest 10 exchanges, oldest first, and the thread to continue. */
export function conversationQuery(userId: string) {
  return queryOptions({
    queryKey: conversationQueryKey(userId),
    queryFn: () => read(messages.$get()),
    staleTime: 30_000,
  });
}

const STREAM_BROKEN = "The reply was interrupted. Please try again.";

/** Sends one message and reads its reply stream; resolves with the stored exchange. */
async function sendStreaming(text: string, threadId: string | null, onPartial: (reply: PartialReply) => void): Promise<SentExchange> {
  let response: Response;
  try {
    response = await messages.stream.$post({ json: { message: text, thread_id: threadId } }, { headers: { Accept: "text/event-stream" } });
  } catch {
    throw new ApiError(0, "network_error", STREAM_BROKEN);
  }
  // Refusals (401, 400, 404, 429) come before the stream, as JSON.
  if (!response.ok || !response.body) {
    const payload: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, payload);
  }
  let partial: PartialReply = {};
  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await events.read();
      if (done) break;
      const data: unknown = JSON.parse(value.data);
      if (value.event === "done") return data as SentExchange;
      if (value.event === "error") throw toApiError(500, data);
      const next = applyReplyEvent(partial, value.event ?? "", data);
      if (next !== partial) onPartial((partial = next));
    }
  } catch (cause) {
    throw cause instanceof ApiError ? cause : new ApiError(0, "network_error", STREAM_BROKEN);
  } finally {
    events.releaseLock();
  }
  throw new ApiError(0, "network_error", STREAM_BROKEN);
}

/**
 * Sends one message in the member's current thread, with the reply so far in `partial` while it
 * streams. On success the exchange joins the cached history and the server's thread id is kept
 * for the next message (spec section 4, Thread).
 */
export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();
  const key = conversationQueryKey(userId);
  const [partial, setPartial] = useState<PartialReply | null>(null);
  const mutation = useMutation({
    mutationFn: (text: string) => {
      const threadId = queryClient.getQueryData<ConversationHistory>(key)?.thread_id ?? null;
      setPartial(null);
      return sendStreaming(text, threadId, setPartial);
    },
    onSuccess: (sent) => {
      queryClient.setQueryData<ConversationHistory>(key, (current) => ({
        messages: [...(current?.messages ?? []), sent.user_message, sent.message],
        thread_id: sent.thread_id,
      }));
    },
    onSettled: () => setPartial(null),
  });
  return { ...mutation, partial };
}
