// One assistant reply: care first when present, then each part under its own heading, with the
// scripture reference opening the Bible reader and save-to-journal actions for the reply and prayer.
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { BookmarkPlus } from "lucide-react";
import { CONVERSATION_MESSAGES, REPLY_PART_LABELS, readAssistantContent, replyJournalText } from "@core/conversation";
import { translationFor } from "@core/bible-version";
import { guidanceBesideCare } from "@core/care-notes";
import { Button } from "../../components/ui/Button";
import { readerPath } from "../bible/reader-link";
import { CrisisHelp } from "../../components/content/CrisisHelp";

export interface SaveRequest {
  text: string;
  type: "prayer" | "reflection";
  messageId: string | null;
}

/** "John 14:27 (KJV)" → the reader in KJV; no translation named → the member's own version. */
function scriptureLink(verse: string, bibleVersion: string | null | undefined): string | null {
  const named = /\((KJV|WEB)\)\s*$/i.exec(verse)?.[1];
  return readerPath(verse.replace(/\s*\([^)]*\)\s*$/, ""), translationFor(named ?? bibleVersion));
}

function Part({ label, headingId, children, action }: { label: string; headingId: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-widest text-accent">
        {label}
      </h3>
      {children}
      {action}
    </section>
  );
}

export function AssistantReply({
  content,
  messageId,
  bibleVersion,
  onSave,
  streaming = false,
}: {
  content: unknown;
  messageId: string;
  bibleVersion: string | null | undefined;
  onSave: (request: SaveRequest) => void;
  /** The reply is still being written: its parts show as they arrive, without save actions yet. */
  streaming?: boolean;
}) {
  const id = useId();
  const read = readAssistantContent(content);
  if (read.kind === "unavailable") return <p className="italic text-muted">{CONVERSATION_MESSAGES.contentUnavailable}</p>;
  if (read.kind === "text") {
    return (
      <div className="flex flex-col gap-3">
        <p className="whitespace-pre-line">{read.text}</p>
        <SaveReplyButton onClick={() => onSave({ text: read.text, type: "reflection", messageId })} />
      </div>
    );
  }
  const { reply } = read;
  // The care box above already gives the help the guidance's closing pointer repeats.
  const guidance = reply.care && reply.guidance ? guidanceBesideCare(reply.guidance) : reply.guidance;
  const link = reply.scripture ? scriptureLink(reply.scripture.verse, bibleVersion) : null;
  return (
    <div className="flex flex-col gap-4">
      {reply.care ? <CrisisHelp care={reply.care} headingId={`${id}-care`} /> : null}
      {reply.scripture ? (
        <Part label={REPLY_PART_LABELS.scripture} headingId={`${id}-scripture`}>
          <blockquote className="border-l-4 border-accent pl-3">
            <p className="font-serif text-lg leading-relaxed">“{reply.scripture.text}”</p>
            <footer className="mt-1 text-sm">
              {link ? (
                <Link to={link} className="font-semibold text-primary underline underline-offset-4">
                  {reply.scripture.verse}
                </Link>
              ) : (
                <cite className="font-semibold not-italic">{reply.scripture.verse}</cite>
              )}
            </footer>
          </blockquote>
        </Part>
      ) : null}
      {reply.interpretation ? (
        <Part label={REPLY_PART_LABELS.interpretation} headingId={`${id}-interpretation`}>
          <p className="whitespace-pre-line">{reply.interpretation}</p>
        </Part>
      ) : null}
      {guidance ? (
        <Part label={REPLY_PART_LABELS.guidance} headingId={`${id}-guidance`}>
          <p className="whitespace-pre-line">{guidance}</p>
        </Part>
      ) : null}
      {reply.prayer ? (
        <Part
          label={REPLY_PART_LABELS.prayer}
          headingId={`${id}-prayer`}
          action={
            streaming ? null : (
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="-ml-3"
                  onClick={() => onSave({ text: reply.prayer ?? "", type: "prayer", messageId: null })}
                >
                  <BookmarkPlus aria-hidden="true" className="size-4" />
                  Save prayer to journal
                </Button>
              </div>
            )
          }
        >
          <p className="whitespace-pre-line italic">{reply.prayer}</p>
        </Part>
      ) : null}
      {reply.follow_up ? (
        <Part label={REPLY_PART_LABELS.follow_up} headingId={`${id}-follow-up`}>
          <p className="whitespace-pre-line font-semibold">{reply.follow_up}</p>
        </Part>
      ) : null}
      {streaming ? null : <SaveReplyButton onClick={() => onSave({ text: replyJournalText(reply), type: "reflection", messageId })} />}
    </div>
  );
}

function SaveReplyButton({ onClick }: { onClick: () => void }) {
  return (
    <div className="border-t border-border pt-3">
      <Button variant="secondary" size="sm" onClick={onClick}>
        <BookmarkPlus aria-hidden="true" className="size-4" />
        Save to Journal
      </Button>
    </div>
  );
}
