import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, CheckCircle2, ChevronDown, Sparkles } from "lucide-react";
import {
  dayCompletionLabel,
  GROUP_MESSAGES,
  STUDY_DAYS,
  STUDY_PLAN_DURATION,
  STUDY_PLAN_FORMAT,
  STUDY_THEME_MAX_LENGTH,
  studyProgressLabel,
  themeCounterLabel,
} from "@core/groups";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { Spinner } from "../../components/ui/Spinner";
import { cx } from "../../components/ui/cx";
import { ApiError } from "../../lib/api";
import { studyPlanQuery, useGenerateStudyPlan, useToggleProgress, type GroupDetail, type StudyPlan } from "./api";

function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(y, m - 1, d).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

export function GenerateStudyPlanDialog({
  groupId,
  open,
  onOpenChange,
}: {
  groupId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const generate = useGenerateStudyPlan(groupId);
  const [theme, setTheme] = useState("");
  const themeId = useId();
  const counterId = useId();

  const close = (next: boolean) => {
    if (!next && !generate.isPending) {
      setTheme("");
      generate.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending || !theme.trim()) return;
    generate.mutate(theme.trim(), { onSuccess: () => close(false) });
  };

  const failure = generate.error;
  const failureMessage =
    failure instanceof ApiError && failure.status !== 0 && failure.message ? failure.message : GROUP_MESSAGES.generateFailed;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Generate Study Plan"
      description="Choose a theme; your group gets a 7-day plan of scripture, devotionals, questions and challenges."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label htmlFor={themeId} className="text-sm font-semibold text-fg">
          Study Theme
        </label>
        <textarea
          id={themeId}
          value={theme}
          maxLength={STUDY_THEME_MAX_LENGTH}
          rows={4}
          required
          aria-describedby={counterId}
          placeholder="e.g. Finding hope in hard seasons"
          onChange={(event) => setTheme(event.target.value.slice(0, STUDY_THEME_MAX_LENGTH))}
          className="w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-muted"
        />
        <p id={counterId} className="text-right text-xs text-muted" aria-live="polite">
          {themeCounterLabel(theme)}
        </p>
        {generate.isError ? <Alert tone="error">{failureMessage}</Alert> : null}
        <Button type="submit" disabled={generate.isPending || !theme.trim()}>
          <Sparkles aria-hidden="true" className="size-5" />
          {generate.isPending ? "Generating…" : "Generate Study Plan"}
        </Button>
      </form>
    </Dialog>
  );
}

function DayCard({
  plan,
  index,
  completed,
  completions,
  pending,
  onToggle,
}: {
  plan: StudyPlan;
  index: number;
  completed: boolean;
  completions: number;
  pending: boolean;
  onToggle: (completed: boolean) => void;
}) {
  const day = plan.days[index];
  const [open, setOpen] = useState(index === 0);
  const panelId = useId();
  const checkId = useId();
  return (
    <li
      className={cx("rounded-lg border border-border bg-surface shadow-soft transition-opacity", completed && "opacity-70")}
      data-completed={completed || undefined}
    >
      <div className="flex flex-wrap items-center gap-3 p-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md text-left"
        >
          <ChevronDown aria-hidden="true" className={cx("size-5 shrink-0 transition-transform", open && "rotate-180")} />
          <span className="min-w-0">
            <span className="block text-sm font-semibold uppercase tracking-wide text-accent">Day {index + 1}</span>
            <span className="block break-words text-lg font-semibold text-fg">{day.title}</span>
          </span>
        </button>
        {completed ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold text-success">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Completed
          </span>
        ) : null}
      </div>
      <p className="px-4 pb-2 text-sm text-muted">{dayCompletionLabel(completions)}</p>
      {open ? (
        <div id={panelId} className="flex flex-col gap-4 border-t border-border p-4">
          <blockquote className="rounded-md bg-surface-2 p-4">
            <p className="font-semibold text-fg">{day.scripture.reference}</p>
            <p className="mt-1 italic text-fg">{day.scripture.text}</p>
          </blockquote>
          <div>
            <h3 className="font-semibold text-fg">Devotional</h3>
            <p className="mt-1 whitespace-pre-line text-fg">{day.devotional}</p>
          </div>
          <div>
            <h3 className="font-semibold text-fg">Discussion Questions</h3>
            <ul className="mt-1 list-disc pl-6 text-fg">
              {day.discussion_questions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-fg">Today&apos;s Challenge</h3>
            <p className="mt-1 text-fg">{day.challenge}</p>
          </div>
        </div>
      ) : null}
      <div className="flex items-center gap-2 border-t border-border px-4 py-3">
        <input
          id={checkId}
          type="checkbox"
          checked={completed}
          disabled={pending}
          onChange={(event) => onToggle(event.target.checked)}
          className="size-5 accent-[var(--ws-primary)]"
        />
        <label htmlFor={checkId} className="text-sm font-semibold text-fg">
          Mark Day {index + 1} as completed
        </label>
      </div>
    </li>
  );
}

export function StudyPlanTab({ group, onGenerate }: { group: GroupDetail; onGenerate: () => void }) {
  const plan = useQuery({ ...studyPlanQuery(group.id), enabled: group.is_member });
  const toggle = useToggleProgress(group.id);
  // The day being saved and its new state: the box shows the click at once, before the server answers.
  const [pending, setPending] = useState<{ day: number; completed: boolean } | null>(null);

  if (!group.is_member)
    return <p className="rounded-lg border border-border bg-surface p-6 text-center text-muted">{GROUP_MESSAGES.membersOnlyView}</p>;
  if (plan.isPending) return <Spinner label="Loading study plan" />;
  if (plan.isError) return <Alert tone="error">{GROUP_MESSAGES.loadStudyPlan}</Alert>;

  const current = plan.data.plan;
  if (!current) {
    return (
      <section aria-labelledby="no-plan" className="rounded-lg border border-dashed border-border-strong bg-surface p-8 text-center">
        <BookOpen aria-hidden="true" className="mx-auto mb-3 size-10 text-accent" />
        <h2 id="no-plan" className="text-2xl font-semibold text-fg">
          {GROUP_MESSAGES.noStudyPlanOwner}
        </h2>
        {group.is_owner ? (
          <>
            <p className="mt-2 text-muted">Create a 7-day study plan for your group around a theme.</p>
            <Button className="mt-5" onClick={onGenerate}>
              <Sparkles aria-hidden="true" className="size-5" />
              Generate Study Plan
            </Button>
          </>
        ) : (
          <p className="mt-2 text-muted">{GROUP_MESSAGES.noStudyPlanMember}</p>
        )}
      </section>
    );
  }

  const completedDays = new Set(plan.data.completed_days);
  if (pending?.completed) completedDays.add(pending.day);
  else if (pending) completedDays.delete(pending.day);
  const done = completedDays.size;
  const onToggle = (index: number, completed: boolean) => {
    setPending({ day: index, completed });
    toggle.mutate({ plan_id: current.id, day_index: index, completed }, { onSettled: () => setPending(null) });
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="plan-title" className="rounded-lg border border-border bg-surface p-5 shadow-soft sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="plan-title" className="break-words text-2xl font-semibold text-fg">
              {current.title}
            </h2>
            <p className="mt-1 text-sm text-muted">Starts {formatDate(current.start_date)}</p>
          </div>
          {group.is_owner ? (
            <Button variant="secondary" size="sm" onClick={onGenerate}>
              <Sparkles aria-hidden="true" className="size-4" />
              New Plan
            </Button>
          ) : null}
        </div>
        <p className="mt-4 text-fg">{current.summary}</p>
        <dl className="mt-5 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold text-muted">Group Goal</dt>
            <dd className="text-fg">{current.group_goal}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">Format</dt>
            <dd className="text-fg">{STUDY_PLAN_FORMAT}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">Duration</dt>
            <dd className="text-fg">{STUDY_PLAN_DURATION}</dd>
          </div>
        </dl>
        <div className="mt-5">
          <div
            role="progressbar"
            aria-label="Study progress"
            aria-valuemin={0}
            aria-valuemax={STUDY_DAYS}
            aria-valuenow={done}
            aria-valuetext={studyProgressLabel(done)}
            className="h-3 w-full overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${(done / STUDY_DAYS) * 100}%` }} />
          </div>
          <p className="mt-2 text-sm text-muted">{studyProgressLabel(done)}</p>
        </div>
        {toggle.isError ? (
          <Alert tone="error" className="mt-4">
            {GROUP_MESSAGES.updateProgress}
          </Alert>
        ) : null}
      </section>
      <ol className="flex flex-col gap-4" aria-label="Study days">
        {current.days.map((_, index) => (
          <DayCard
            key={`${current.id}-${index}`}
            plan={current}
            index={index}
            completed={completedDays.has(index)}
            completions={plan.data.completions[index] ?? 0}
            pending={pending?.day === index}
            onToggle={(completed) => onToggle(index, completed)}
          />
        ))}
      </ol>
    </div>
  );
}
