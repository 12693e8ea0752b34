import { useEffect, useId, useState } from "react";
import { PenLine } from "lucide-react";
import { DAILY_PLAN_MESSAGES } from "@core/daily-plan";
import { JOURNAL_MESSAGES, wordCount, wordCountLabel } from "@core/journal";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { PlanCard } from "./PlanCard";
import { CrisisHelp } from "../../components/content/CrisisHelp";
import { useSaveToJournal, type JournalCare, type PlanDayContent } from "./api";
import { useSaveStatus } from "./use-save-status";

export function ReflectionCard({ day }: { day: PlanDayContent }) {
  const toast = useToast();
  const saveToJournal = useSaveToJournal();
  const { status, setSaving, settle, reset } = useSaveStatus();
  const [reply, setReply] = useState("");
  const [failed, setFailed] = useState(false);
  const [care, setCare] = useState<JournalCare>(null);
  const fieldId = useId();
  const countId = `${fieldId}-count`;
  const prompt = day.reflection.prompt;

  useEffect(() => {
    reset();
    setFailed(false);
  }, [prompt, reset]);

  async function save() {
    if (status === "saving" || !reply.trim()) return;
    setFailed(false);
    setSaving();
    try {
      const result = await saveToJournal.mutateAsync({ type: "reflection", prompt, reply });
      settle(result.status);
      setCare(result.care ?? null);
      if (result.status === "saved") {
        setReply("");
        toast.show(DAILY_PLAN_MESSAGES.savedToast);
      }
    } catch (error) {
      console.error("Saving the reflection failed", error);
      reset();
      setFailed(true);
    }
  }

  return (
    <PlanCard id="plan-reflection" title="Today's Reflection" icon={PenLine}>
      <p className="text-lg leading-relaxed text-fg">{prompt}</p>
      <label htmlFor={fieldId} className="mt-4 block text-sm font-semibold text-fg">
        Your reflection
      </label>
      <textarea
        id={fieldId}
        value={reply}
        onChange={(event) => setReply(event.target.value)}
        aria-describedby={countId}
        className="mt-1.5 block min-h-[150px] w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-muted"
        placeholder="Write what comes to mind..."
      />
      <p id={countId} className="mt-1 text-sm text-muted" aria-live="polite">
        {wordCountLabel(wordCount(reply))}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={save} disabled={status === "saving" || !reply.trim()}>
          {status === "saving" ? "Saving..." : status === "saved" ? "Saved" : "Save"}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setReply("")} disabled={!reply}>
          Clear
        </Button>
      </div>
      <div className="mt-3" aria-live="polite">
        {status === "exists" ? <p className="text-sm font-semibold text-muted">{JOURNAL_MESSAGES.reflectionAlreadySaved}</p> : null}
      </div>
      {failed ? (
        <Alert tone="error" className="mt-3">
          {DAILY_PLAN_MESSAGES.saveReflectionFailed}
        </Alert>
      ) : null}
      {/* Only the writer sees this; it stays until they move on. */}
      {care ? (
        <div className="mt-4">
          <CrisisHelp care={care.message} headingId={`${fieldId}-care`} />
        </div>
      ) : null}
    </PlanCard>
  );
}
