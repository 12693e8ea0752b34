// The Save to Journal dialog (spec sections 2, 4 and 5): one component for the conversation and the
// daily plan. States: idle → saving → saved (closes after 1.5 s and tells the parent) or exists
// (closes after 2 s), or back to idle with the spec's failure message.
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { X } from "lucide-react";
import {
  DEFAULT_JOURNAL_TAG,
  JOURNAL_CONTENT_MAX_LENGTH,
  JOURNAL_DIALOG,
  JOURNAL_MESSAGES,
  addTag,
  type JournalEntryType,
  type JournalSource,
} from "@core/journal";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { ApiError } from "../../lib/api";
import { client, read } from "../../lib/client";

export interface SaveToJournalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry text the dialog starts with (the member may edit it). */
  initialText: string;
  type: JournalEntryType;
  /** The conversation reply saved, or null for text that is not a reply (daily plan). */
  messageId: string | null;
  source?: JournalSource;
  /** Tags the entry starts with; new entries start with 'wellspring'. */
  initialTags?: readonly string[];
  /** An optional entry title (e.g. the daily plan's prayer title). */
  title?: string | null;
  /** Told once the entry is saved, when the dialog closes. */
  onSaved?: () => void;
}

type SaveState = "idle" | "saving" | "saved" | "exists";

export function SaveToJournalDialog(props: SaveToJournalDialogProps) {
  // The form remounts each time the dialog opens, so it always starts from the given text and tags.
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={JOURNAL_DIALOG.title} description={JOURNAL_DIALOG.description}>
      {props.open ? <SaveToJournalForm {...props} /> : null}
    </Dialog>
  );
}

function SaveToJournalForm({
  onOpenChange,
  initialText,
  type,
  messageId,
  source = "wellspring",
  initialTags = [DEFAULT_JOURNAL_TAG],
  title = null,
  onSaved,
}: SaveToJournalDialogProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [tags, setTags] = useState<string[]>(() => addTag(initialTags, ""));
  const [tagDraft, setTagDraft] = useState("");
  const [state, setState] = useState<SaveState>("idle");
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () =>
      read(
        client.journal.entries.$post({
          json: { type, content: text.trim(), tags: addTag(tags, tagDraft), source, message_id: messageId, title },
        }),
      ),
    onSuccess: () => setState("saved"),
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 409) {
        setError(failure.message);
        setState("exists");
      } else {
        setError(JOURNAL_MESSAGES.saveFailed);
        setState("idle");
      }
    },
  });

  // Saved closes after 1.5 s and tells the parent; exists closes after 2 s (spec section 9).
  useEffect(() => {
    if (state !== "saved" && state !== "exists") return;
    const timer = window.setTimeout(
      () => {
        onOpenChange(false);
        if (state === "saved") onSaved?.();
      },
      state === "saved" ? JOURNAL_DIALOG.savedCloseMs : JOURNAL_DIALOG.existsCloseMs,
    );
    return () => window.clearTimeout(timer);
  }, [state, onOpenChange, onSaved]);

  const blank = text.trim().length === 0;
  const busy = state !== "idle";

  function submit() {
    if (blank || busy) return;
    setError(null);
    setState("saving");
    save.mutate();
  }

  function onTagKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    setTags((current) => addTag(current, tagDraft));
    setTagDraft("");
  }

  return (
    <form
      className="flex flex-col gap-4"
      aria-busy={state === "saving"}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-fg">
          {JOURNAL_DIALOG.textLabel}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          required
          maxLength={JOURNAL_CONTENT_MAX_LENGTH}
          readOnly={busy}
          aria-invalid={blank || undefined}
          aria-describedby={blank ? `${id}-blank` : undefined}
          className="min-h-[200px] w-full resize-y rounded-md border border-border-strong bg-surface px-3 py-2 text-base text-fg"
        />
        {blank ? (
          <p id={`${id}-blank`} className="text-sm text-danger">
            {JOURNAL_DIALOG.textRequired}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-tag`} className="text-sm font-semibold text-fg">
          {JOURNAL_DIALOG.tagLabel}
        </label>
        <input
          id={`${id}-tag`}
          value={tagDraft}
          onChange={(event) => setTagDraft(event.target.value)}
          onKeyDown={onTagKey}
          readOnly={busy}
          aria-describedby={`${id}-tag-hint`}
          className="min-h-11 w-full rounded-md border border-border-strong bg-surface px-3 text-base text-fg placeholder:text-muted"
          placeholder={JOURNAL_DIALOG.tagPlaceholder}
        />
        <p id={`${id}-tag-hint`} className="text-xs text-muted">
          {JOURNAL_DIALOG.tagHint}
        </p>
        <ul aria-label={JOURNAL_DIALOG.tagListLabel} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 py-1 pl-3 pr-1 text-sm text-fg"
            >
              <span className="break-all">{tag}</span>
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                disabled={busy}
                onClick={() => setTags((current) => current.filter((t) => t !== tag))}
                className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-fg"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      </div>

      {state === "saved" ? <Alert tone="success">{JOURNAL_DIALOG.saved}</Alert> : null}
      {state === "exists" && error ? <Alert tone="error">{error}</Alert> : null}
      {state === "idle" && error ? <Alert tone="error">{error}</Alert> : null}

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={state === "saving"}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank || busy}>
          {state === "saving" ? "Saving..." : "Save Entry"}
        </Button>
      </div>
    </form>
  );
}
