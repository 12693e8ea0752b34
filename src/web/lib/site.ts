// Contact details shown on the static pages. An operator who self-hosts sets their own at
// build time (VITE_SUPPORT_EMAIL, VITE_PRIVACY_EMAIL).
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || "support@wellspring.app";
export const PRIVACY_EMAIL = import.meta.env.VITE_PRIVACY_EMAIL || "privacy@wellspring.app";

/** Spec sections 2 and 9. */
export const POLICIES_EFFECTIVE = "April 23, 2025";
export const MINIMUM_AGE = 13;
export const RESPONSE_GOAL_HOURS = 48;
