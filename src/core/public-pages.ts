// The pages a visitor can open without an account (spec section 2). The sitemap lists them, and
// search engines may index them; every other route is a member's own and is not advertised.
export const PUBLIC_PAGES = ["/", "/privacy", "/terms", "/contact", "/login", "/signup"] as const;
