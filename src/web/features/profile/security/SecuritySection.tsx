import type { ReactNode } from "react";
import { ChangeEmail } from "./ChangeEmail";
import { ChangePassword } from "./ChangePassword";
import { DeleteAccount } from "./DeleteAccount";
import { ExportData } from "./ExportData";
import { Sessions } from "./Sessions";
import { TwoFactor } from "./TwoFactor";

export function SecurityPart({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-border pt-6 first:border-t-0 first:pt-0">
      <h3 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h3>
      {lead ? <p className="mt-1 text-sm text-muted">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The member's control of their account: password, two-factor, sessions, email, data. */
export function SecuritySection() {
  return (
    <section aria-labelledby="profile-security" className="rounded-lg border border-border bg-surface p-5 shadow-soft sm:p-6">
      <h2 id="profile-security" className="text-xl font-semibold text-fg">
        Security
      </h2>
      <p className="mt-1 text-sm text-muted">Keep your account safe, and take your data with you whenever you like.</p>
      <div className="mt-6 flex flex-col gap-6">
        <ChangePassword />
        <TwoFactor />
        <Sessions />
        <ChangeEmail />
        <ExportData />
        <DeleteAccount />
      </div>
    </section>
  );
}
