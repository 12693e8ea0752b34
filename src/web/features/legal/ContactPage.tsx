import type { ReactNode } from "react";
import { Link } from "react-router";
import { Mail, ShieldCheck } from "lucide-react";
import { PageContainer, PageHeading } from "../../components/content/PageHeading";
import { MINIMUM_AGE, PRIVACY_EMAIL, RESPONSE_GOAL_HOURS, SUPPORT_EMAIL } from "../../lib/site";
import { LegalSection } from "./LegalSection";

const FAQ: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: "How do I reset my password?",
    answer: (
      <>
        Open <Link to="/login">Login</Link>, enter your email address and choose “Forgot password?”. We will email you a link; open it,
        choose a new password, and you will be signed in. The link works once and expires after a short time.
      </>
    ),
  },
  {
    question: "How do I change my email address?",
    answer: (
      <>
        Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the address you signed up with and tell us the new one. We
        will confirm the change with you before making it.
      </>
    ),
  },
  {
    question: "How do I delete my account?",
    answer: (
      <>
        Write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> from the address you signed up with. We will delete your account,
        profile, journal, plans and conversations, and remove your messages from groups.
      </>
    ),
  },
];

export default function ContactPage() {
  return (
    <PageContainer narrow>
      <PageHeading
        title="Contact Us"
        lead="We would love to hear from you: questions, ideas, or a prayer request you would like to share."
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="rounded-lg border border-border bg-surface p-6 shadow-soft">
          <Mail aria-hidden="true" className="size-6 text-primary" />
          <h2 className="mt-3 text-xl font-semibold text-fg">Support</h2>
          <p className="mt-1 text-sm text-muted">Help with your account or the app.</p>
          <a className="mt-3 inline-block font-semibold break-all" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </div>
        <div className="rounded-lg border border-border bg-surface p-6 shadow-soft">
          <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
          <h2 className="mt-3 text-xl font-semibold text-fg">Privacy</h2>
          <p className="mt-1 text-sm text-muted">Data requests, copies and deletion.</p>
          <a className="mt-3 inline-block font-semibold break-all" href={`mailto:${PRIVACY_EMAIL}`}>
            {PRIVACY_EMAIL}
          </a>
        </div>
      </div>

      <p className="mt-8 text-fg">
        We aim to reply within {RESPONSE_GOAL_HOURS} hours on business days. Wellspring is for people aged {MINIMUM_AGE} and over.
      </p>

      <LegalSection title="Frequently asked questions">
        <dl className="flex flex-col gap-6">
          {FAQ.map(({ question, answer }) => (
            <div key={question}>
              <dt className="font-display text-lg font-semibold text-fg">{question}</dt>
              <dd className="mt-1 text-fg">{answer}</dd>
            </div>
          ))}
        </dl>
      </LegalSection>
    </PageContainer>
  );
}
