import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import * as Tabs from "@radix-ui/react-tabs";
import { ArrowLeft, Check, Copy, Settings, Users } from "lucide-react";
import { GROUP_MESSAGES, memberCountLabel } from "@core/groups";
import { PageContainer, documentTitle } from "../../components/content/PageHeading";
import { Alert } from "../../components/ui/Alert";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { cx } from "../../components/ui/cx";
import { ApiError } from "../../lib/api";
import { useSession } from "../../lib/auth-client";
import { groupQuery, useGroupEvents, type GroupDetail } from "./api";
import { GroupChat } from "./GroupChat";
import { GenerateStudyPlanDialog, StudyPlanTab } from "./StudyPlanTab";

// Spec section 9: the copied confirmation shows for 2 seconds.
const COPIED_MS = 2000;

function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">Group code:</span>
      <code
        className="rounded-md bg-surface-2 px-2 py-1 font-mono text-lg tracking-[0.25em] text-fg"
        aria-label={`Group code ${code.split("").join(" ")}`}
      >
        {code}
      </code>
      <Button variant="ghost" size="sm" onClick={copy} aria-label={copied ? "Copied!" : "Copy group code"}>
        {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        <span aria-live="polite">{copied ? "Copied!" : "Copy"}</span>
      </Button>
    </div>
  );
}

function AdminMenu({ onCreatePlan }: { onCreatePlan: () => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses("secondary", "sm")}>
        <Settings aria-hidden="true" className="size-4" />
        Admin
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-border bg-surface p-1 text-fg shadow-overlay"
        >
          <DropdownMenu.Item
            onSelect={onCreatePlan}
            className="flex min-h-10 cursor-pointer items-center rounded px-3 text-sm outline-none data-[highlighted]:bg-surface-2"
          >
            Create Study Plan
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const BACK_LINK = cx(buttonClasses("ghost", "sm"), "-ml-3 mb-4");

function BackToGroups() {
  return (
    <Link to="/groups" className={BACK_LINK} aria-label="Back to Groups">
      <ArrowLeft aria-hidden="true" className="size-5" />
      Groups
    </Link>
  );
}

function GroupView({ group, userId }: { group: GroupDetail; userId: string | undefined }) {
  const [tab, setTab] = useState("chat");
  const [generating, setGenerating] = useState(false);
  const openGenerate = () => {
    setTab("study-plan");
    setGenerating(true);
  };
  return (
    <>
      <title>{documentTitle(group.name)}</title>
      <BackToGroups />
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-3xl font-semibold text-fg sm:text-4xl">{group.name}</h1>
          {group.description ? <p className="mt-2 max-w-2xl break-words text-muted">{group.description}</p> : null}
          <p className="mt-2 inline-flex items-center gap-1 text-sm text-muted">
            <Users aria-hidden="true" className="size-4" />
            {memberCountLabel(group.member_count)}
          </p>
          {group.is_owner && group.code ? (
            <div className="mt-3">
              <CopyCode code={group.code} />
            </div>
          ) : null}
        </div>
        {group.is_owner ? <AdminMenu onCreatePlan={openGenerate} /> : null}
      </header>

      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label="Group sections" className="mb-4 flex gap-1 border-b border-border">
          {[
            ["chat", "Chat"],
            ["study-plan", "Study Plan"],
          ].map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px min-h-11 border-b-2 border-transparent px-4 font-semibold text-muted data-[state=active]:border-primary data-[state=active]:text-fg"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="chat">
          <GroupChat group={group} userId={userId} />
        </Tabs.Content>
        <Tabs.Content value="study-plan">
          <StudyPlanTab group={group} onGenerate={() => setGenerating(true)} />
        </Tabs.Content>
      </Tabs.Root>
      {group.is_owner ? <GenerateStudyPlanDialog groupId={group.id} open={generating} onOpenChange={setGenerating} /> : null}
    </>
  );
}

export default function GroupDetailPage() {
  useGroupEvents();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const group = useQuery(groupQuery(id));

  if (group.isPending) {
    return (
      <PageContainer>
        <Spinner label="Loading group" />
      </PageContainer>
    );
  }
  if (group.isError) {
    const missing = group.error instanceof ApiError && group.error.status === 404;
    return (
      <PageContainer narrow>
        {missing ? (
          <section className="rounded-lg border border-border bg-surface p-8 text-center shadow-soft">
            <title>{documentTitle(GROUP_MESSAGES.notFound)}</title>
            <h1 className="text-3xl font-semibold text-fg">{GROUP_MESSAGES.notFound}</h1>
            <p className="mt-2 text-muted">This group may have been removed, or the link is not quite right.</p>
            <Button className="mt-6" onClick={() => navigate("/groups")}>
              Return to Groups
            </Button>
          </section>
        ) : (
          <>
            <BackToGroups />
            <Alert tone="error">{GROUP_MESSAGES.loadDetails}</Alert>
          </>
        )}
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <GroupView group={group.data} userId={session?.user.id} />
    </PageContainer>
  );
}
