import { useState } from "react";
import { Check, Sun } from "lucide-react";
import { DAILY_PLAN_MESSAGES } from "@core/daily-plan";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { PlanCard } from "./PlanCard";
import type { PlanDayContent } from "./api";

export function DevotionalCard({ day, saved, onSave }: { day: PlanDayContent; saved: boolean; onSave: () => Promise<void> }) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saved || saving) return;
    setSaving(true);
    try {
      await onSave();
      toast.show(DAILY_PLAN_MESSAGES.savedToast);
    } catch (error) {
      console.error("Saving the devotional failed", error);
      // Spec section 8: a devotional save failure is a browser alert.
      window.alert(DAILY_PLAN_MESSAGES.saveDevotionalFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <PlanCard id="plan-devotional" title="Today's Devotional" icon={Sun}>
      <h3 className="text-lg font-semibold text-fg">{day.devotional.title}</h3>
      <p className="mt-2 whitespace-pre-line leading-relaxed text-fg">{day.devotional.content}</p>
      <div className="mt-5">
        <Button size="sm" variant="secondary" onClick={save} disabled={saved || saving}>
          {saved ? <Check aria-hidden="true" className="size-4" /> : null}
          {saved ? "Saved" : saving ? "Saving..." : "Save"}
        </Button>
      </div>
    </PlanCard>
  );
}
