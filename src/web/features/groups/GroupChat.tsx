import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { CrisisHelp } from "../../components/content/CrisisHelp";
import { useQuery } from "@tanstack/react-query";
import { ArrowDown, Send } from "lucide-react";
import { canSendChatMessage, CHAT_MESSAGE_MAX_LENGTH, GROUP_MESSAGES } from "@core/groups";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { cx } from "../../components/ui/cx";
import { ApiError } from "../../lib/api";
import { messagesQuery, useSendMessage, type GroupDetail, type GroupMessage } from "./api";

/** Within this many pixels of the bottom, the member is reading the newest messages. */
const NEAR_BOTTOM_PX = 48;

function messageTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

function ChatBubble({ message, own }: { message: GroupMessage; own: boolean }) {
  return (
    <li className={cx("flex", own ? "justify-end" : "justify-start")} data-own={own || undefined}>
      <div className={cx("max-w-[85%] rounded-lg px-4 py-2 sm:max-w-[70%]", own ? "bg-primary text-primary-fg" : "bg-surface-2 text-fg")}>
        <p className={cx("flex flex-wrap items-baseline gap-x-2 text-xs", own ? "text-primary-fg/90" : "text-muted")}>
          <span className="font-semibold">{message.sender_name}</span>
          <time dateTime={message.created_at}>{messageTime(message.created_at)}</time>
        </p>
        <p className="whitespace-pre-wrap break-words">{message.message}</p>
      </div>
    </li>
  );
}

export function GroupChat({ group, userId }: { group: GroupDetail; userId: string | undefined }) {
  const messages = useQuery({ ...messagesQuery(group.id), enabled: group.is_member });
  const send = useSendMessage(group.id);
  const [draft, setDraft] = useState("");
  const [sendError, setSendError] = useState<string | null>(null);
  // A private care line after a message written in distress: only the sender ever sees it.
  const [care, setCare] = useState<string | null>(null);
  const [hasUnseen, setHasUnseen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const seenCount = useRef(0);
  const inputId = useId();

  const scrollToNewest = () => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    atBottom.current = true;
    setHasUnseen(false);
  };

  // New messages: follow them when the member is at the bottom (or sent one); otherwise leave the
  // member where they are reading and offer a marker instead.
  const items = messages.data;
  useLayoutEffect(() => {
    if (!items) return;
    const added = items.slice(seenCount.current);
    seenCount.current = items.length;
    if (added.length === 0) return;
    const mineLast = added[added.length - 1]?.sender_id === userId;
    if (atBottom.current || mineLast) scrollToNewest();
    else setHasUnseen(true);
  }, [items, userId]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_BOTTOM_PX;
    if (atBottom.current) setHasUnseen(false);
  };

  const submit = () => {
    if (!group.is_member || send.isPending || !canSendChatMessage(draft)) return;
    setSendError(null);
    send.mutate(draft.trim(), {
      onSuccess: (sent) => {
        setDraft("");
        setCare(sent.care?.message ?? null);
      },
      onError: (error) =>
        setSendError(
          error instanceof ApiError && error.status !== 0 ? error.message || GROUP_MESSAGES.sendFailed : GROUP_MESSAGES.sendFailed,
        ),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  let body;
  if (!group.is_member) {
    body = <p className="p-6 text-center text-muted">{GROUP_MESSAGES.membersOnlyView}</p>;
  } else if (messages.isPending) {
    body = <Spinner label="Loading messages" />;
  } else if (messages.isError) {
    const forbidden = messages.error instanceof ApiError && messages.error.status === 403;
    body = (
      <Alert tone="error" className="m-4">
        {forbidden ? GROUP_MESSAGES.verifyMembership : GROUP_MESSAGES.loadMessages}
      </Alert>
    );
  } else if (messages.data.length === 0) {
    body = <p className="p-6 text-center text-muted">No messages yet. Say hello to your group.</p>;
  } else {
    body = (
      <ol className="flex flex-col gap-3 p-4" aria-label="Messages">
        {messages.data.map((message) => (
          <ChatBubble key={message.id} message={message} own={message.sender_id === userId} />
        ))}
      </ol>
    );
  }

  return (
    <section aria-label="Group chat" className="flex flex-col rounded-lg border border-border bg-surface shadow-soft">
      <div className="relative">
        <div ref={listRef} onScroll={onScroll} className="h-[min(60vh,28rem)] overflow-y-auto" data-testid="chat-scroll">
          {body}
        </div>
        {hasUnseen ? (
          <Button size="sm" className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-overlay" onClick={scrollToNewest}>
            <ArrowDown aria-hidden="true" className="size-4" />
            New messages
          </Button>
        ) : null}
      </div>
      <form
        className="flex flex-col gap-2 border-t border-border p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={!group.is_member}
            readOnly={send.isPending}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            placeholder={group.is_member ? "Share a message with your group…" : GROUP_MESSAGES.membersOnlySend}
            aria-describedby={sendError ? `${inputId}-error` : undefined}
            className="min-h-[60px] max-h-[120px] flex-1 resize-y rounded-md border border-border-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60"
          />
          <Button type="submit" aria-label="Send message" disabled={!group.is_member || send.isPending || !canSendChatMessage(draft)}>
            <Send aria-hidden="true" className="size-5" />
          </Button>
        </div>
        {sendError ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
            {sendError}
          </p>
        ) : null}
        {care ? <CrisisHelp care={care} headingId={`${inputId}-care`} /> : null}
      </form>
    </section>
  );
}
