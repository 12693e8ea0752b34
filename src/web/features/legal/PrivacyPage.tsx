import { PageContainer, PageHeading } from "../../components/content/PageHeading";
import { MINIMUM_AGE, POLICIES_EFFECTIVE, PRIVACY_EMAIL } from "../../lib/site";
import { LegalSection } from "./LegalSection";

export default function PrivacyPage() {
  return (
    <PageContainer narrow>
      <PageHeading title="Privacy Policy" lead={<>Effective {POLICIES_EFFECTIVE}</>} />
      <p className="text-lg text-fg">
        Wellspring is a private faith companion. What you write here (prayers, reflections, conversations with the assistant, your journal)
        is personal, and we treat it that way. This policy explains what Wellspring stores, where it goes and the choices you have.
      </p>

      <LegalSection title="What we store">
        <ul>
          <li>Your account: your email address and a securely hashed password (never the password itself).</li>
          <li>
            Your faith profile: name, denomination, Bible version, worship style, guidance style, favourite artists and display preferences.
          </li>
          <li>
            What you create: conversations with the assistant, daily plans, journal entries, saved scriptures, devotionals and songs, and
            group messages and study progress.
          </li>
          <li>Sign-in sessions and security records (such as two-factor settings and rate-limit counters) that keep your account safe.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Where your data lives">
        <p>
          Wellspring runs on a server chosen by whoever operates this installation, and your data stays in that server's database. Nothing
          leaves the server unless the operator has configured an outside provider. Out of the box, the spiritual guidance and daily plans
          are written by Wellspring's own built-in engine from bundled public-domain Bibles, and the worship playlists come from a bundled
          catalogue.
        </p>
        <p>If the operator configures an outside provider, only what that feature needs is sent to it:</p>
        <ul>
          <li>
            An AI model provider receives the message you send to the assistant, a few recent messages for context, and the preferences used
            to write your plan.
          </li>
          <li>
            A music service (such as Spotify) receives song titles and artist names to look up album art and listening links; it receives
            nothing about you.
          </li>
          <li>An email provider receives your address and the message when you ask for a password reset.</li>
        </ul>
      </LegalSection>

      <LegalSection title="What we never do">
        <ul>
          <li>We do not sell or rent your information, and we show no advertising.</li>
          <li>We do not use third-party analytics, tracking pixels or remote fonts; the app loads only from its own server.</li>
          <li>Other members see only what you share with a group you belong to: your name and your messages there.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Cookies and local storage">
        <p>
          Wellspring uses one essential cookie to keep you signed in. Your browser also remembers your colour theme and light or dark mode
          so pages open in the colours you chose.
        </p>
      </LegalSection>

      <LegalSection title="Your choices">
        <ul>
          <li>You can see and change your profile at any time, and delete journal entries whenever you wish.</li>
          <li>You can ask for a copy of your data, or for your account and everything in it to be deleted.</li>
          <li>Deleted data is removed from the live database straight away and from backups as they expire.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Children">
        <p>
          Wellspring is for people aged {MINIMUM_AGE} and over. If you believe a younger child has created an account, write to us and we
          will delete it.
        </p>
      </LegalSection>

      <LegalSection title="Changes and questions">
        <p>
          If this policy changes we will update the effective date above and, for meaningful changes, tell members in the app. Questions or
          requests: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
        </p>
      </LegalSection>
    </PageContainer>
  );
}
