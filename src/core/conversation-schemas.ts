// The conversation's request shape (spec section 7), validated by the server routes. Kept apart
// from the conversation's words (conversation.ts) so the screens that show them do not load Zod.
import { z } from "zod";
import { CONVERSATION_MESSAGES, MESSAGE_MAX_LENGTH } from "./conversation.js";

/** POST /api/conversation/messages body (spec section 7: {message, threadId}). */
export const SendMessage = z.strictObject({
  message: z
    .string()
    .max(MESSAGE_MAX_LENGTH, CONVERSATION_MESSAGES.tooLong)
    .refine((value) => value.trim().length > 0, CONVERSATION_MESSAGES.blank),
  thread_id: z.uuid("must be a thread id").nullable().optional(),
});
