import { useEffect, useState } from "react";
import { HandHeart, Square, Volume2 } from "lucide-react";
import { DAILY_PLAN_MESSAGES } from "@core/daily-plan";
import { JOURNAL_MESSAGES } from "@core/journal";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { PlanCard } from "./PlanCard";
import { useSaveToJournal, type PlanDayContent } from "./api";
import { useSaveStatus } from "./use-save-status";

const speechAvailable = () =>
  typeof window !== "undefined" && "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined";

export function PrayerCard({ day }: { day: PlanDayContent }) {
  const toast = useToast();
  const saveToJournal = useSaveToJournal();
  const { status, setSaving, settle, reset } = useSaveStatus();
  const [failed, setFailed] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const text = day.prayer.content;

  // A new day (or leaving the page) stops the voice and forgets the last save's outcome.
  useEffect(() => {
    reset();
    setFailed(false);
    return () => {
      if (speechAvailable()) window.speechSynthesis.cancel();
      setSpeaking(false);
    };
  }, [text, reset]);

  function toggleAloud() {
    if (!speechAvailable()) return;
    if (speaking) {
      window.speechSynthesis.cancel();
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
    setSpeaking(true);
  }

  async function save() {
    if (status === "saving") return;
    setFailed(false);
    setSaving();
    try {
      const result = await saveToJournal.mutateAsync({ type: "prayer", content: text, title: day.prayer.title || undefined });
      settle(result.status);
      if (result.status === "saved") toast.show(DAILY_PLAN_MESSAGES.savedToast);
    } catch (error) {
      console.error("Saving the prayer failed", error);
      reset();
      setFailed(true);
    }
  }

  return (
    <PlanCard id="plan-prayer" title="Today's Prayer" icon={HandHeart}>
      {day.prayer.title ? <h3 className="text-lg font-semibold text-fg">{day.prayer.title}</h3> : null}
      <p className="mt-2 whitespace-pre-line leading-relaxed text-fg italic">{text}</p>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={toggleAloud} disabled={!speechAvailable()}>
          {speaking ? <Square aria-hidden="true" className="size-4" /> : <Volume2 aria-hidden="true" className="size-4" />}
          {speaking ? DAILY_PLAN_MESSAGES.stopAudio : DAILY_PLAN_MESSAGES.prayAloud}
        </Button>
        <Button size="sm" onClick={save} disabled={status === "saving"}>
          {status === "saving" ? "Saving..." : status === "saved" ? "Saved" : "Save Prayer"}
        </Button>
      </div>
      <div className="mt-3" aria-live="polite">
        {status === "exists" ? <p className="text-sm font-semibold text-muted">{JOURNAL_MESSAGES.prayerAlreadySaved}</p> : null}
      </div>
      {failed ? (
        <Alert tone="error" className="mt-3">
          {DAILY_PLAN_MESSAGES.savePrayerFailed}
        </Alert>
      ) : null}
    </PlanCard>
  );
}
