/**
 * Where the guided walkthrough (spec section 4, a later issue) mounts: the app shell renders
 * this once on every screen. It reads useProfile(): onboarding shows while
 * profile.onboarding_completed is not true. Until the walkthrough exists it renders nothing.
 */
export function OnboardingHost() {
  return null;
}
