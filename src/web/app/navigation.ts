// Spec section 2, "Navigation and footer": the links in the order they appear.

export interface NavLinkItem {
  label: string;
  to: string;
  /** The data-tour value the onboarding walkthrough highlights (see src/core/onboarding.ts). */
  tourTarget?: string;
}

export const MEMBER_LINKS: readonly NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "Ask the assistant", to: "/conversation" },
  { label: "Daily Plan", to: "/daily-plan" },
  { label: "Groups", to: "/groups" },
  { label: "Journal", to: "/journal", tourTarget: "nav-journal" },
  { label: "Profile", to: "/profile" },
];

export const VISITOR_LINKS: readonly NavLinkItem[] = [
  { label: "Login", to: "/login" },
  { label: "Sign Up", to: "/signup" },
];

export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { label: "Privacy", to: "/privacy" },
  { label: "Terms", to: "/terms" },
  { label: "Contact", to: "/contact" },
];

/** Spec section 9: the mobile layout applies at widths of 768 px or less. */
export const MOBILE_MAX_WIDTH = 768;

export function copyrightLine(year: number): string {
  return `© ${year} Wellspring. All rights reserved.`;
}
