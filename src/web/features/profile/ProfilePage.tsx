import { useEffect, useState, type FormEvent } from "react";
import { BIBLE_VERSIONS, DENOMINATIONS, GUIDANCE_STYLES, MUSIC_STYLES } from "@core/options";
import { NAME_MAX_LENGTH } from "@core/profile";
import { PageContainer, PageHeading } from "../../components/content/PageHeading";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { ChoiceField } from "../../components/ui/ChoiceField";
import { Field } from "../../components/ui/Field";
import { Section } from "../../components/ui/Section";
import { Spinner } from "../../components/ui/Spinner";
import { useProfile, useUpdateProfile, type Profile, type ProfileChanges } from "./api";
import { AppearanceSection } from "./AppearanceSection";
import { ArtistPicker } from "./ArtistPicker";
import { bibleVersionHint } from "./bible-version-hint";
import { SecuritySection } from "./security/SecuritySection";

// Spec sections 2 and 8: the profile screen's own messages, word for word.
export const PROFILE_MESSAGES = {
  saved: "Profile updated successfully!",
  saveFailed: "Failed to update profile",
  loadFailed: "Failed to load profile",
} as const;

/** The form's fields: the route's own request type, every field present. */
type ProfileDraft = Required<
  Pick<ProfileChanges, "favorite_artists" | "denomination" | "bible_version" | "music_preference" | "communication_style">
> & { first_name: string; last_name: string };

function draftFrom(profile: Profile): ProfileDraft {
  return {
    first_name: profile.first_name ?? "",
    last_name: profile.last_name ?? "",
    favorite_artists: profile.favorite_artists ?? [],
    denomination: profile.denomination,
    bible_version: profile.bible_version,
    music_preference: profile.music_preference,
    communication_style: profile.communication_style,
  };
}

type SaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; detail: string | null };

export default function ProfilePage() {
  const { data: profile, isPending, isError } = useProfile();
  const { mutateAsync: updateProfile } = useUpdateProfile();
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: "idle" });

  // The form starts from the profile once; later refetches never overwrite unsaved edits.
  useEffect(() => {
    if (profile && !draft) setDraft(draftFrom(profile));
  }, [profile, draft]);

  const change = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => {
    setDraft((current) => (current ? { ...current, [key]: value } : current));
    if (save.kind !== "saving") setSave({ kind: "idle" });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft || save.kind === "saving") return;
    setSave({ kind: "saving" });
    try {
      const saved = await updateProfile(draft);
      setDraft(draftFrom(saved));
      setSave({ kind: "saved" });
    } catch (error) {
      const detail = error instanceof Error && error.message ? error.message : null;
      setSave({ kind: "failed", detail });
    }
  }

  return (
    <PageContainer narrow>
      <PageHeading
        title="Your Faith Profile"
        lead="Tell Wellspring about yourself, so your plans, prayers and conversations speak to you."
      />
      {isPending && !isError ? <Spinner label="Loading your profile" /> : null}
      {isError ? <Alert tone="error">{PROFILE_MESSAGES.loadFailed}</Alert> : null}
      {draft ? (
        <div className="flex flex-col gap-8">
          <form onSubmit={submit} noValidate aria-label="Faith profile" className="flex flex-col gap-6">
            <Section id="profile-about" title="About you">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="First name"
                  autoComplete="given-name"
                  maxLength={NAME_MAX_LENGTH}
                  value={draft.first_name}
                  onChange={(e) => change("first_name", e.target.value)}
                />
                <Field
                  label="Last name"
                  autoComplete="family-name"
                  maxLength={NAME_MAX_LENGTH}
                  value={draft.last_name}
                  onChange={(e) => change("last_name", e.target.value)}
                />
              </div>
            </Section>

            <Section
              id="profile-artists"
              title="Favourite worship artists"
              lead="Choose the voices that lift you; your daily worship playlist draws on them."
            >
              <ArtistPicker value={draft.favorite_artists} onChange={(artists) => change("favorite_artists", artists)} />
            </Section>

            <Section id="profile-faith" title="Faith and guidance">
              <div className="grid gap-4 sm:grid-cols-2">
                <ChoiceField
                  label="Denomination"
                  options={DENOMINATIONS}
                  value={draft.denomination}
                  onChange={(v) => change("denomination", v)}
                />
                <ChoiceField
                  label="Preferred Bible version"
                  options={BIBLE_VERSIONS}
                  value={draft.bible_version}
                  onChange={(v) => change("bible_version", v)}
                  hint={bibleVersionHint(draft.bible_version)}
                />
                <ChoiceField
                  label="Worship music style"
                  options={MUSIC_STYLES}
                  value={draft.music_preference}
                  onChange={(v) => change("music_preference", v)}
                />
                <ChoiceField
                  label="Preferred guidance style"
                  options={GUIDANCE_STYLES}
                  value={draft.communication_style}
                  onChange={(v) => change("communication_style", v)}
                />
              </div>
            </Section>

            <Section id="profile-appearance" title="Appearance">
              <AppearanceSection />
            </Section>

            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button type="submit" size="lg" disabled={save.kind === "saving"}>
                {save.kind === "saving" ? "Saving…" : "Save Profile"}
              </Button>
              {save.kind === "saved" ? <Alert tone="success">{PROFILE_MESSAGES.saved}</Alert> : null}
              {save.kind === "failed" ? (
                <Alert tone="error">
                  {PROFILE_MESSAGES.saveFailed}
                  {save.detail && save.detail !== PROFILE_MESSAGES.saveFailed ? <span className="block text-xs">{save.detail}</span> : null}
                </Alert>
              ) : null}
            </div>
          </form>

          <SecuritySection />
        </div>
      ) : null}
    </PageContainer>
  );
}
