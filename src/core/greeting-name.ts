import type { Profile } from "./profile.js";

/** The first name to greet someone by: the profile's, else the account name's first word. */
export function greetingName(profile: Pick<Profile, "first_name"> | undefined, accountName: string | undefined): string | null {
  const fromProfile = profile?.first_name?.trim();
  if (fromProfile) return fromProfile;
  const fromAccount = accountName?.trim().split(/\s+/)[0];
  // Sign-up has no name field; better-auth may store the email's local part or nothing.
  if (fromAccount && !fromAccount.includes("@")) return fromAccount;
  return null;
}
