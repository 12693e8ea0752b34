// Real people to reach, as links a person can tap: first in a reply that carries care, and after
// a reflection or a group message written in distress (shown to the writer only).
import { LifeBuoy, MessageSquareText, Phone, Globe, type LucideIcon } from "lucide-react";
import { CRISIS_HELP } from "@core/conversation";
import { buttonClasses } from "../ui/Button";

/** A call or text link styled as a button; the first way to reach someone is the primary one. */
function CallLink({
  link,
  primary = false,
  icon: Icon = Phone,
}: {
  link: { label: string; href: string };
  primary?: boolean;
  icon?: LucideIcon;
}) {
  return (
    <li>
      <a href={link.href} className={buttonClasses(primary ? "primary" : "secondary", "sm")}>
        <Icon aria-hidden="true" className="size-4" />
        {link.label}
      </a>
    </li>
  );
}

export function CrisisHelp({ care, headingId }: { care: string; headingId: string }) {
  // Someone else in danger now (the guide's helper's emergency line): the emergency call comes first.
  const emergency = care.startsWith(CRISIS_HELP.emergencyOpening);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border-2 border-danger bg-surface p-4">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-fg">
        <LifeBuoy aria-hidden="true" className="size-5 shrink-0 text-danger" />
        {CRISIS_HELP.heading}
      </h3>
      <p className="mt-2 whitespace-pre-line text-fg">{care}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {emergency ? <CallLink link={CRISIS_HELP.callEmergency} primary /> : null}
        <CallLink link={CRISIS_HELP.call988} primary={!emergency} />
        <CallLink link={CRISIS_HELP.text988} icon={MessageSquareText} />
        <li>
          <a
            href={CRISIS_HELP.helplines.href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("secondary", "sm", "text-left")}
          >
            <Globe aria-hidden="true" className="size-4 shrink-0" />
            {CRISIS_HELP.helplines.label}
          </a>
        </li>
      </ul>
      {/* The guide's care text usually says these already; they are added only when it does not. */}
      {/emergency/i.test(care) ? null : <p className="mt-3 text-sm text-fg">{CRISIS_HELP.emergency}</p>}
      {/pastor/i.test(care) ? null : <p className="mt-1 text-sm text-fg">{CRISIS_HELP.trustedPerson}</p>}
    </section>
  );
}
