import { Link } from "react-router";
import {
  ArrowRight,
  BookOpen,
  CalendarHeart,
  MessageCircleHeart,
  NotebookPen,
  RotateCcw,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useSession } from "../../lib/auth-client";
import { useProfile } from "../profile/api";
import { greetingName } from "@core/greeting-name";
import { Button } from "../../components/ui/Button";
import { ScriptureQuote } from "../../components/content/ScriptureQuote";
import { PageContainer, documentTitle } from "../../components/content/PageHeading";
import { useRestartWalkthrough } from "../onboarding/useRestartWalkthrough";

interface HomeCard {
  title: string;
  body: string;
  to: string;
  action: string;
  Icon: LucideIcon;
}

// Spec section 2, Home: five cards.
const CARDS: readonly HomeCard[] = [
  {
    title: "Spiritual Guidance",
    body: "Share what is on your heart and receive scripture, guidance and prayer.",
    to: "/conversation",
    action: "Start a conversation",
    Icon: MessageCircleHeart,
  },
  {
    title: "Daily Plan",
    body: "Your seven-day devotional: today's verse, devotional, prayer, reflection and worship.",
    to: "/daily-plan",
    action: "Open today's plan",
    Icon: CalendarHeart,
  },
  {
    title: "Faith Community",
    body: "Create or join a group, talk together and share a seven-day study.",
    to: "/groups",
    action: "See your groups",
    Icon: Users,
  },
  {
    title: "Faith Journal",
    body: "Revisit the prayers, reflections, scriptures and songs you have kept.",
    to: "/journal",
    action: "Open your journal",
    Icon: NotebookPen,
  },
  {
    title: "Faith Profile",
    body: "Tell Wellspring about your tradition, Bible version and worship style.",
    to: "/profile",
    action: "Edit your profile",
    Icon: UserRound,
  },
];

export default function HomePage() {
  const { data: session } = useSession();
  const { data: profile } = useProfile();
  const { restart, isPending } = useRestartWalkthrough();
  const name = greetingName(profile, session?.user.name);

  return (
    <PageContainer>
      <title>{documentTitle("Home")}</title>
      <header className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="mb-2 flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-accent">
            <BookOpen aria-hidden="true" className="size-4" />
            Wellspring
          </p>
          <h1 className="text-3xl font-semibold text-fg sm:text-4xl">{name ? `Welcome, ${name}` : "Welcome to Wellspring"}</h1>
          <p className="mt-2 text-lg text-muted">What would refresh your spirit today?</p>
        </div>
        <Button variant="secondary" onClick={restart} disabled={isPending}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Restart Feature Walkthrough
        </Button>
      </header>

      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ title, body, to, action, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-lg border border-border bg-surface p-6 text-fg no-underline shadow-soft transition-shadow hover:shadow-lift"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-md bg-surface-2 text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-4 text-xl font-semibold">{title}</h2>
              <p className="mt-2 flex-1 text-sm text-muted">{body}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                {action}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <section aria-label="Scripture" className="mt-16 border-t border-border pt-12">
        <ScriptureQuote />
      </section>
    </PageContainer>
  );
}
