// The Spiritual Guidance screen (spec section 2): the welcome, the member's recent exchanges, the
// pending indicator, the send-failure banner, and the Save to Journal dialog for any reply.
import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle } from "lucide-react";
import { CONVERSATION_MESSAGES, welcomeMessage } from "@core/conversation";
import { hasVisibleText } from "@core/reply-stream";
import { PageContainer, PageHeading } from "../../components/content/PageHeading";
import { Alert } from "../../components/ui/Alert";
import { Spinner } from "../../components/ui/Spinner";
import { useSession } from "../../lib/auth-client";
import { greetingName } from "@core/greeting-name";
import { useProfile } from "../profile/api";
import { SaveToJournalDialog } from "../journal/SaveToJournalDialog";
import { AssistantReply, type SaveRequest } from "./AssistantReply";
import { Composer } from "./Composer";
import { PendingReply } from "./PendingReply";
import { conversationQuery, useSendMessage, type ChatMessage } from "./api";

function Bubble({ from, children, replying = false }: { from: "assistant" | "user"; children: React.ReactNode; replying?: boolean }) {
  return (
    <li className={from === "user" ? "flex justify-end" : "flex justify-start"}>
      <article
        aria-label={from === "user" ? "You said" : replying ? "The assistant is replying" : "The assistant said"}
        aria-busy={replying || undefined}
        className={
          from === "user"
            ? "max-w-[85%] whitespace-pre-line break-words rounded-2xl rounded-br-sm bg-primary px-4 py-3 text-primary-fg"
            : "w-full max-w-[95%] break-words rounded-2xl rounded-bl-sm border border-border bg-surface px-4 py-4 text-fg shadow-soft sm:px-5"
        }
      >
        {children}
      </article>
    </li>
  );
}

const REPLY_COMPLETE = "The assistant has replied.";

export default function ConversationPage() {
  const { data: session } = useSession();
  const userId = session?.user.id ?? "";
  const profile = useProfile();
  const history = useQuery({ ...conversationQuery(userId), enabled: Boolean(userId) });
  const send = useSendMessage(userId);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState("");
  const [sendFailed, setSendFailed] = useState(false);
  const [saving, setSaving] = useState<SaveRequest | null>(null);
  const end = useRef<HTMLDivElement>(null);

  const firstName = profile.data ? greetingName(profile.data, session?.user.name) : null;
  const messages: ChatMessage[] = history.data?.messages ?? [];
  const pendingText = send.isPending ? send.variables : null;
  // The reply so far, once it has text to read; until then the three dots show.
  const partial = send.partial && hasVisibleText(send.partial) ? send.partial : null;
  // One polite announcement per reply, when it is complete (never per piece of text).
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, pendingText, partial]);

  const submit = useCallback(() => {
    const text = draft;
    if (!text.trim() || send.isPending) return;
    setSendFailed(false);
    setDraft("");
    setAnnouncement("");
    send.mutate(text, {
      onSuccess: () => setAnnouncement(REPLY_COMPLETE),
      onError: () => {
        // The member's words are never lost: they go back in the box for another try.
        setDraft((current) => (current.trim() ? current : text));
        setSendFailed(true);
      },
    });
  }, [draft, send]);

  return (
    <PageContainer narrow>
      <PageHeading title={CONVERSATION_MESSAGES.title} lead="Share what is on your heart and receive scripture, guidance and a prayer." />
      <div className="flex flex-col gap-4">
        {profile.isError ? <Alert tone="error">{CONVERSATION_MESSAGES.profileFailed}</Alert> : null}
        {history.isError ? <Alert tone="error">{CONVERSATION_MESSAGES.historyFailed}</Alert> : null}

        <ol aria-label="Conversation" className="flex flex-col gap-4">
          <Bubble from="assistant">
            <p>{profile.isPending ? "\u00a0" : welcomeMessage(firstName)}</p>
          </Bubble>
          {messages.map((message) =>
            message.type === "user" ? (
              <Bubble key={message.id} from="user">
                {typeof message.content === "string" ? message.content : CONVERSATION_MESSAGES.contentUnavailable}
              </Bubble>
            ) : (
              <Bubble key={message.id} from="assistant">
                <AssistantReply
                  content={message.content}
                  messageId={message.id}
                  bibleVersion={profile.data?.bible_version}
                  onSave={setSaving}
                />
              </Bubble>
            ),
          )}
          {pendingText !== null && pendingText !== undefined ? (
            <>
              <Bubble from="user">{pendingText}</Bubble>
              {partial ? (
                <Bubble from="assistant" replying>
                  <AssistantReply content={partial} messageId="" bibleVersion={profile.data?.bible_version} onSave={setSaving} streaming />
                </Bubble>
              ) : (
                <li>
                  <PendingReply />
                </li>
              )}
            </>
          ) : null}
        </ol>
        {history.isPending && userId ? <Spinner label="Loading your conversation" className="p-4" /> : null}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        <div ref={end} />

        {sendFailed ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-md border border-danger bg-danger/10 px-3 py-2 text-sm font-semibold text-danger"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{CONVERSATION_MESSAGES.sendFailed}</p>
          </div>
        ) : null}

        <Composer
          value={draft}
          onChange={(text) => {
            setDraft(text);
          }}
          onSend={submit}
          pending={send.isPending}
        />
      </div>

      <SaveToJournalDialog
        open={saving !== null}
        onOpenChange={(open) => {
          if (!open) setSaving(null);
        }}
        initialText={saving?.text ?? ""}
        type={saving?.type ?? "reflection"}
        messageId={saving?.messageId ?? null}
        source="wellspring"
        // The journal screen reads fresh entries next time it is opened.
        onSaved={() => void queryClient.invalidateQueries({ queryKey: ["journal"] })}
      />
    </PageContainer>
  );
}
