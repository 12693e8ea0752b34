import { Laptop } from "lucide-react";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { useQuery } from "@tanstack/react-query";
import { sessionsQuery, useRevokeOtherSessions } from "../api";
import { SecurityPart } from "./SecuritySection";

const formatTime = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

export function Sessions() {
  const { data: sessions, isPending, isError } = useQuery(sessionsQuery());
  const revoke = useRevokeOtherSessions();
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <SecurityPart id="security-sessions" title="Active sessions" lead="The devices signed in to your account.">
      {isPending ? <Spinner label="Loading sessions" className="p-2" /> : null}
      {isError ? <Alert tone="error">Failed to load sessions</Alert> : null}
      {sessions ? (
        <ul className="flex flex-col gap-2" aria-label="Active sessions">
          {sessions.map((session) => (
            <li key={session.id} className="flex items-start gap-3 rounded-md border border-border bg-bg px-3 py-2">
              <Laptop aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
              <div className="min-w-0">
                <p className="text-sm font-semibold text-fg">
                  {session.device}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-primary">This device</span>
                  ) : null}
                </p>
                <p className="text-xs text-muted">Last active {formatTime(session.last_active_at)}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-col gap-3">
        <div>
          <Button variant="secondary" onClick={() => revoke.mutate()} disabled={revoke.isPending || others === 0}>
            Sign Out All Other Sessions
          </Button>
        </div>
        {revoke.isSuccess ? <Alert tone="success">{revoke.data.message}</Alert> : null}
        {revoke.isError ? <Alert tone="error">{revoke.error.message}</Alert> : null}
      </div>
    </SecurityPart>
  );
}
