import { useEffect, useRef, useState } from "react";
import { BookOpen, Check, Copy, Heart, Share2 } from "lucide-react";
import { DAILY_PLAN_MESSAGES } from "@core/daily-plan";
import { formatWeekdayShortDate } from "@core/dates";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { PlanCard } from "./PlanCard";
import type { PlanDayContent } from "./api";

// Spec section 9: the copied confirmation shows for 2 s.
const COPIED_MS = 2000;

export function ScriptureCard({
  day,
  date,
  saved,
  onSave,
}: {
  day: PlanDayContent;
  date: string;
  saved: boolean;
  onSave: () => Promise<void>;
}) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState(false);
  const [amen, setAmen] = useState(false);
  const copiedTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);
  useEffect(() => setAmen(false), [date]);

  const quote = `"${day.scripture.text}" — ${day.scripture.verse}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(quote);
      setCopied(true);
      window.clearTimeout(copiedTimer.current);
      copiedTimer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.error("Copying the scripture failed", error);
    }
  }

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: day.scripture.verse, text: quote });
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (!(error instanceof DOMException && error.name === "AbortError")) console.error("Sharing failed", error);
      }
      return;
    }
    await copy();
  }

  async function save() {
    if (saved || saving) return;
    setSaving(true);
    try {
      await onSave();
      toast.show(DAILY_PLAN_MESSAGES.savedToast);
    } catch (error) {
      // Spec section 8: a scripture save failure is only logged.
      console.error("Saving the scripture failed", error);
    } finally {
      setSaving(false);
    }
  }

  function toggleAmen() {
    const next = !amen;
    setAmen(next);
    if (next) toast.show(DAILY_PLAN_MESSAGES.amenToast);
  }

  return (
    <PlanCard id="plan-scripture" title="Today's Scripture" icon={BookOpen}>
      <p className="text-sm font-semibold text-muted">{formatWeekdayShortDate(date)}</p>
      <blockquote className="mt-3 border-l-4 border-accent pl-4 text-lg leading-relaxed text-fg">
        <p>{day.scripture.text}</p>
        <footer className="mt-2 text-base font-semibold text-primary">{day.scripture.verse}</footer>
      </blockquote>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={save} disabled={saved || saving}>
          {saved ? <Check aria-hidden="true" className="size-4" /> : null}
          {saved ? "Saved" : saving ? "Saving..." : "Save"}
        </Button>
        <Button size="sm" variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          {copied ? "Copied!" : "Copy"}
        </Button>
        <Button size="sm" variant="secondary" onClick={share}>
          <Share2 aria-hidden="true" className="size-4" />
          Share
        </Button>
        <Button size="sm" variant={amen ? "primary" : "secondary"} aria-pressed={amen} onClick={toggleAmen}>
          <Heart aria-hidden="true" className="size-4" fill={amen ? "currentColor" : "none"} />
          Amen
        </Button>
      </div>
    </PlanCard>
  );
}
