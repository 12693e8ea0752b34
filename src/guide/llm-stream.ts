// The LLM reply, streamed: the model's JSON is read as it is generated (the AI SDK's partial-JSON
// parser), its scripture reference is grounded the moment the reference is complete, and the
// text parts are passed on as deltas only after that. The reference comes first and the model
// writes no verse text (the bundled Bible supplies it), so the first words of the interpretation
// follow the reference closely. An invalid reference stops the stream before any text is shown
// and gets the same one repair attempt as the whole-reply path; anything else that goes wrong
// is thrown, so the guide falls back to the embedded one.
import { Output, parsePartialJson, streamText, type LanguageModel, type ModelMessage } from "ai";
import { z } from "zod";
import type { AssistantResponse, ScriptureQuote } from "@core/guide";
import type { Grounded } from "./grounding.js";
import type { ReplyEvent, StreamedPart } from "./types.js";

/** The reply as the model streams it: the reference first, no verse text. */
const StreamedReplySchema = z.object({
  scripture: z.object({ verse: z.string().describe("A Bible reference only, e.g. 'Philippians 4:6-7'") }),
  interpretation: z.string().min(1),
  guidance: z.string().min(1),
  prayer: z.string().min(1),
  follow_up: z.string().min(1),
});

export const STREAMED_REPLY_SHAPE =
  'Reply with JSON, the reference first and no verse text (the app quotes the verse from its own Bible): {"scripture":{"verse":"<reference>"},"interpretation":"...","guidance":"...","prayer":"...","follow_up":"..."}.';

/** The text parts, in the order the screen shows them. */
const TEXT_PARTS = ["interpretation", "guidance", "prayer", "follow_up"] as const satisfies readonly StreamedPart[];

export interface StreamDraftOptions {
  model: LanguageModel;
  timeoutMs: number;
  system: string;
  messages: ModelMessage[];
  /** The bundled Bible's quote for a reference the model wrote, or why it is refused. */
  groundVerse: (verse: string) => Grounded<ScriptureQuote>;
  emit: (event: ReplyEvent) => void;
  /** Aborts the model call (e.g. the model's own safety check found a crisis). */
  signal?: AbortSignal;
}

export class StreamedReferenceError extends Error {
  constructor(readonly invalid: string[]) {
    super(`Invalid references: ${invalid.join("; ")}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The reference, once the model has finished writing it: when the parse was complete, or the
 * model has moved on to another key (a partial parse's last key may still be growing).
 */
function finishedVerse(value: Record<string, unknown>, complete: boolean): string | undefined {
  const scripture = value.scripture;
  if (!isRecord(scripture) || typeof scripture.verse !== "string") return undefined;
  const movedOn = Object.keys(value).at(-1) !== "scripture" || Object.keys(scripture).at(-1) !== "verse";
  return complete || movedOn ? scripture.verse : undefined;
}

type Attempt = { ok: true; response: AssistantResponse } | { ok: false; invalid: string[]; partial: unknown };

async function attempt(options: StreamDraftOptions, messages: ModelMessage[]): Promise<Attempt> {
  const stop = new AbortController();
  const signals = [stop.signal, AbortSignal.timeout(options.timeoutMs), ...(options.signal ? [options.signal] : [])];
  const result = streamText({
    model: options.model,
    system: options.system,
    messages,
    output: Output.object({ schema: StreamedReplySchema }),
    maxRetries: 0,
    abortSignal: AbortSignal.any(signals),
    // Failures are thrown below and logged by the guide's fallback; the SDK would print them too.
    onError: () => {},
  });

  let text = "";
  let latest: Record<string, unknown> = {};
  let quote: ScriptureQuote | null = null;
  const shown: Record<string, string> = {};
  const ground = (verse: string): Attempt | null => {
    const grounded = options.groundVerse(verse);
    if (!grounded.ok) return { ok: false, invalid: grounded.invalid, partial: latest };
    quote = grounded.value;
    options.emit({ type: "scripture", scripture: quote });
    return null;
  };
  const showText = (value: Record<string, unknown>) => {
    for (const part of TEXT_PARTS) {
      const now = value[part];
      const before = shown[part] ?? "";
      // A repaired partial parse only ever grows a string; anything else waits for the next chunk.
      if (typeof now !== "string" || now.length <= before.length || !now.startsWith(before)) continue;
      options.emit({ type: "text", part, delta: now.slice(before.length) });
      shown[part] = now;
    }
  };

  for await (const part of result.fullStream) {
    if (part.type === "error") throw part.error;
    if (part.type === "abort") throw new Error("The model call was aborted");
    if (part.type !== "text-delta") continue;
    text += part.text;
    const parsed = await parsePartialJson(text);
    if (!isRecord(parsed.value)) continue;
    latest = parsed.value;
    if (!quote) {
      const verse = finishedVerse(latest, parsed.state === "successful-parse");
      if (verse === undefined) continue;
      const refused = ground(verse);
      if (refused) {
        stop.abort();
        return refused;
      }
    }
    showText(latest);
  }

  const output = (await result.output) as z.infer<typeof StreamedReplySchema>;
  latest = output;
  if (!quote) {
    const refused = ground(output.scripture.verse);
    if (refused) return refused;
  }
  showText(output);
  const { scripture: _reference, ...parts } = output;
  return { ok: true, response: { scripture: quote!, ...parts } };
}

/** Streams one reply; an invalid reference gets one repair attempt, then StreamedReferenceError. */
export async function streamDraft(options: StreamDraftOptions): Promise<AssistantResponse> {
  const first = await attempt(options, options.messages);
  if (first.ok) return first.response;
  const repair: ModelMessage[] = [
    ...options.messages,
    { role: "assistant", content: JSON.stringify(first.partial) },
    {
      role: "user",
      content: `These references are not valid (not found in the Bible, repeated, or not fitting this person): ${first.invalid.join("; ")}. Reply again with the same JSON shape, replacing each of them with a different real, existing Bible reference.`,
    },
  ];
  const second = await attempt(options, repair);
  if (second.ok) return second.response;
  throw new StreamedReferenceError(second.invalid);
}
