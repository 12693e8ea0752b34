// The message box: Enter sends, Shift+Enter adds a line; send is disabled while the text is blank
// or a reply is pending; a counter appears near the 4,000-character limit; voice input dictates.
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { Mic, MicOff, SendHorizontal } from "lucide-react";
import { CONVERSATION_MESSAGES, MESSAGE_MAX_LENGTH, remainingCharacters } from "@core/conversation";
import { TOUR_TARGETS } from "@core/onboarding";
import { cx } from "../../components/ui/cx";
import { useSpeechInput } from "./useSpeechInput";

// Spec section 9: the chat text box is 60 to 120 px tall.
const MIN_HEIGHT = 60;
const MAX_HEIGHT = 120;

export function Composer({
  value,
  onChange,
  onSend,
  pending,
}: {
  value: string;
  onChange: (text: string) => void;
  onSend: () => void;
  pending: boolean;
}) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const blank = value.trim().length === 0;
  const remaining = remainingCharacters(value);
  const voice = useSpeechInput((phrase) => {
    if (!phrase) return;
    const current = box.current?.value ?? "";
    onChange((current && !/\s$/.test(current) ? `${current} ${phrase}` : `${current}${phrase}`).slice(0, MESSAGE_MAX_LENGTH));
  });

  // Grows with the text between the two heights, then scrolls.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, el.scrollHeight))}px`;
  }, [value]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blank && !pending) onSend();
  }

  return (
    <form
      aria-label="Send a message"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && !pending) onSend();
      }}
    >
      <label htmlFor={`${id}-message`} className="sr-only">
        Your message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${id}-message`}
          ref={box}
          data-tour={TOUR_TARGETS.chatInput}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={CONVERSATION_MESSAGES.placeholder}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={2}
          aria-describedby={`${id}-hint${remaining !== null ? ` ${id}-count` : ""}`}
          className="max-h-[120px] min-h-[60px] min-w-0 flex-1 resize-none rounded-lg border border-border-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-muted"
        />
        <button
          type="button"
          onClick={voice.toggle}
          aria-pressed={voice.listening}
          aria-label={voice.listening ? "Stop voice input" : "Start voice input"}
          className={cx(
            "inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-border-strong",
            voice.listening ? "bg-accent text-primary-fg" : "bg-surface text-fg hover:bg-surface-2",
          )}
        >
          {voice.listening ? <MicOff aria-hidden="true" className="size-5" /> : <Mic aria-hidden="true" className="size-5" />}
        </button>
        <button
          type="submit"
          aria-label="Send message"
          disabled={blank || pending}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-primary text-primary-fg shadow-soft hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs text-muted">
        <p id={`${id}-hint`}>Press Enter to send, Shift+Enter for a new line.</p>
        {remaining !== null ? (
          <p id={`${id}-count`} aria-live="polite" className={remaining <= 100 ? "font-semibold text-danger" : undefined}>
            {remaining.toLocaleString("en-US")} characters left
          </p>
        ) : null}
      </div>
      {voice.listening ? (
        <p role="status" className="text-sm text-accent">
          Listening… speak now, then press the microphone again to stop.
        </p>
      ) : null}
      {voice.note ? (
        <p role="status" className="text-sm text-muted">
          {voice.note}
        </p>
      ) : null}
    </form>
  );
}
