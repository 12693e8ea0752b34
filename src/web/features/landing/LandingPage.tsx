import { Link } from "react-router";
import { BookOpen, MessageCircleHeart, Music, Users, type LucideIcon } from "lucide-react";
import { buttonClasses } from "../../components/ui/Button";
import { ScriptureQuote } from "../../components/content/ScriptureQuote";
import { WellspringArt } from "../../components/content/WellspringArt";

interface Feature {
  title: string;
  body: string;
  Icon: LucideIcon;
}

// Spec section 1: the four features the landing page markets.
const FEATURES: readonly Feature[] = [
  {
    title: "AI Spiritual Guidance",
    body: "Share what is on your heart and receive a thoughtful reply with scripture, an interpretation, gentle guidance and a prayer.",
    Icon: MessageCircleHeart,
  },
  {
    title: "Daily Devotional",
    body: "A personal seven-day plan shaped by your Bible version and tradition: a verse, a devotional, a prayer and a reflection each day.",
    Icon: BookOpen,
  },
  {
    title: "Worship & Prayer",
    body: "A worship playlist for every day, prayers you can pray aloud, and a journal to keep the ones that speak to you.",
    Icon: Music,
  },
  {
    title: "Faith Community",
    body: "Gather a small group with a six-character code, talk together, and walk through a seven-day study side by side.",
    Icon: Users,
  },
];

/** What a visitor sees at /. Kept light: it is the only screen in the first download. */
export function LandingPage() {
  return (
    <div>
      <title>Wellspring · A scripture-based faith companion</title>
      <section aria-labelledby="landing-title" className="relative overflow-hidden">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:py-20">
          {/* No entrance animation: the headline is the page's largest paint and shows at once. */}
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent">A scripture-based faith companion</p>
            <h1 id="landing-title" className="text-4xl font-semibold leading-tight text-fg sm:text-5xl">
              Draw from a well that never runs dry
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted">
              Wellspring meets you each day with scripture, prayer and worship, a companion to talk with, and a community to grow alongside.
              Private by design, and yours to keep.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/profile" className={buttonClasses("primary", "lg")}>
                Start Your Journey
              </Link>
              <Link to="/conversation" className={buttonClasses("secondary", "lg")}>
                Get Encouraged Today
              </Link>
            </div>
          </div>
          <WellspringArt className="mx-auto w-full max-w-md" />
        </div>
      </section>

      <section aria-labelledby="features-title" className="bg-surface-2/60 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="features-title" className="text-center text-3xl font-semibold text-fg">
            Everything you need to abide
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted">Four gentle practices, woven together around the Word.</p>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ title, body, Icon }) => (
              <li key={title} className="rounded-lg border border-border bg-surface p-6 shadow-soft">
                <span className="inline-flex size-11 items-center justify-center rounded-md bg-surface-2 text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-fg">{title}</h3>
                <p className="mt-2 text-sm text-muted">{body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="testimonial-title" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="testimonial-title" className="sr-only">
          What members say
        </h2>
        <figure>
          <blockquote className="text-xl leading-relaxed text-fg sm:text-2xl">
            <p>
              “Most mornings I open Wellspring before my inbox. A verse, a short prayer, a song for the drive, and I feel anchored before
              the day begins.”
            </p>
          </blockquote>
          <figcaption className="mt-4 text-sm text-muted">
            <span className="font-semibold text-fg">Grace</span>, member of a Wednesday-night study group
          </figcaption>
        </figure>
      </section>

      <section aria-label="Scripture" className="border-t border-border py-16">
        <ScriptureQuote />
      </section>
    </div>
  );
}
