import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { MessageCircle, Plus, UserPlus, Users } from "lucide-react";
import { activeLabel, GROUP_MESSAGES, memberCountLabel, messageCountLabel } from "@core/groups";
import { PageContainer, PageHeading } from "../../components/content/PageHeading";
import { Alert } from "../../components/ui/Alert";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { groupsQuery, useGroupEvents, type GroupSummary } from "./api";
import { GroupArt } from "./GroupArt";
import { CreateGroupDialog, JoinGroupDialog } from "./GroupDialogs";

function GroupCard({ group }: { group: GroupSummary }) {
  const headingId = `group-${group.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-soft"
      >
        <GroupArt seed={group.id} className="h-32 w-full" />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <h2 id={headingId} className="break-words text-xl font-semibold text-fg">
            {group.name}
          </h2>
          {group.description ? <p className="break-words text-muted">{group.description}</p> : null}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-4" />
              {memberCountLabel(group.member_count)}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle aria-hidden="true" className="size-4" />
              {messageCountLabel(group.message_count)}
            </span>
          </p>
          <p className="text-sm text-muted">{activeLabel(group.last_activity_at)}</p>
          <Link to={`/groups/${group.id}`} className={buttonClasses("secondary", "md", "mt-auto")} aria-label={`View Group ${group.name}`}>
            View Group
          </Link>
        </div>
      </article>
    </li>
  );
}

export default function GroupsPage() {
  useGroupEvents();
  const groups = useQuery(groupsQuery());
  const [creating, setCreating] = useState(false);
  const [joining, setJoining] = useState(false);

  return (
    <PageContainer>
      <PageHeading title="Faith Communities" lead="Gather with others to pray, talk and study scripture together." />
      <div className="mb-8 flex flex-wrap gap-3">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-5" />
          Create Group
        </Button>
        <Button variant="secondary" onClick={() => setJoining(true)}>
          <UserPlus aria-hidden="true" className="size-5" />
          Join Group
        </Button>
      </div>

      {groups.isPending ? (
        <Spinner label="Loading groups" />
      ) : groups.isError ? (
        <Alert tone="error">{GROUP_MESSAGES.loadGroups}</Alert>
      ) : groups.data.length === 0 ? (
        <section aria-labelledby="no-groups" className="rounded-lg border border-dashed border-border-strong bg-surface p-8 text-center">
          <GroupArt seed="empty" className="mx-auto mb-4 h-28 w-full max-w-sm rounded-md" />
          <h2 id="no-groups" className="text-2xl font-semibold text-fg">
            No Groups Yet
          </h2>
          <p className="mt-2 text-muted">Create a group for your friends or church, or join one with a code.</p>
        </section>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your groups">
          {groups.data.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </ul>
      )}

      <CreateGroupDialog open={creating} onOpenChange={setCreating} />
      <JoinGroupDialog open={joining} onOpenChange={setJoining} />
    </PageContainer>
  );
}
