import { Link } from "react-router";
import { PageContainer, PageHeading } from "../../components/content/PageHeading";
import { MINIMUM_AGE, POLICIES_EFFECTIVE, SUPPORT_EMAIL } from "../../lib/site";
import { LegalSection } from "./LegalSection";

export default function TermsPage() {
  return (
    <PageContainer narrow>
      <PageHeading title="Terms of Use" lead={<>Effective {POLICIES_EFFECTIVE}</>} />
      <p className="text-lg text-fg">
        Welcome to Wellspring. By creating an account or using the app you agree to these terms. Please read them alongside our{" "}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <LegalSection title="Who may use Wellspring">
        <p>
          You must be at least {MINIMUM_AGE} years old. You are responsible for keeping your password private and for what happens under
          your account.
        </p>
      </LegalSection>

      <LegalSection title="What Wellspring is, and is not">
        <p>
          Wellspring offers scripture, devotional content, prayers and guidance written by an automated assistant. It is an aid to your own
          reading, prayer and fellowship, not a substitute for your church, your pastor, or professional care.
        </p>
        <p>
          The assistant can be mistaken. Weigh what it says against scripture and wise counsel. It does not give medical, legal, financial
          or crisis advice. If you are in danger or thinking about harming yourself, contact your local emergency number or a crisis line
          now.
        </p>
      </LegalSection>

      <LegalSection title="Your content">
        <p>
          What you write remains yours. You give the operator of this Wellspring installation permission to store and process it only to
          provide the service to you and, for group messages, to the members of that group.
        </p>
      </LegalSection>

      <LegalSection title="Community conduct">
        <ul>
          <li>Be kind. Disagree graciously; do not harass, threaten or demean anyone.</li>
          <li>Do not post anything unlawful, sexually explicit, or that shares someone else's private information.</li>
          <li>Do not spam, impersonate others, or try to break into accounts or the service.</li>
        </ul>
        <p>Group owners may share or withhold their group code. We may remove content or suspend accounts that break these rules.</p>
      </LegalSection>

      <LegalSection title="Scripture and music">
        <p>
          Bible text is from public-domain translations (the World English Bible and the King James Version). Song titles and artist names
          are shown to help you find music; the music itself belongs to its rights holders.
        </p>
      </LegalSection>

      <LegalSection title="Availability and liability">
        <p>
          Wellspring is provided as it is. We work to keep it available and your data safe, but we cannot promise it will always be
          uninterrupted or error-free. To the extent the law allows, we are not liable for indirect losses arising from its use.
        </p>
      </LegalSection>

      <LegalSection title="Ending your account">
        <p>
          You may stop using Wellspring and ask us to delete your account at any time. These terms may change; we will update the effective
          date and tell members about meaningful changes. Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>
    </PageContainer>
  );
}
