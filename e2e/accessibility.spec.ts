import { expect, test, type Page } from "@playwright/test";
import { signUpViaApi, uniqueEmail } from "./support/accounts";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, presetDisplay } from "./support/checks";

interface Screen {
  path: string;
  heading: RegExp | string;
  member?: boolean;
}

const SCREENS: readonly Screen[] = [
  { path: "/", heading: "Draw from a well that never runs dry" },
  { path: "/login", heading: "Welcome back" },
  { path: "/signup", heading: "Create your account" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Use" },
  { path: "/contact", heading: "Contact Us" },
  { path: "/no-such-page", heading: "Page not found" },
  { path: "/reset-password?token=example", heading: "Choose a new password" },
  { path: "/", heading: /^Welcome/, member: true },
  { path: "/conversation", heading: "Spiritual Guidance", member: true },
  { path: "/daily-plan", heading: "Daily Plan", member: true },
  { path: "/profile", heading: "Your Faith Profile", member: true },
  { path: "/groups", heading: "Faith Communities", member: true },
  { path: "/groups/1", heading: "Group not found", member: true },
  { path: "/journal", heading: "Your Journal", member: true },
];

async function open(page: Page, screen: Screen) {
  await page.goto(screen.path);
  await expect(page.getByRole("heading", { name: screen.heading }).first()).toBeVisible();
  // Let entrance animations settle so colours are measured at rest.
  await page.waitForTimeout(450);
}

// axe is slow on a shared two-core machine: one test per screen and mode, with room to run.
for (const mode of ["light", "dark"] as const) {
  test.describe(`axe, ${mode} mode`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page }) => presetDisplay(page, { mode }));

    for (const screen of SCREENS) {
      test(`${screen.member ? "member" : "visitor"} ${screen.path}`, async ({ page }) => {
        if (screen.member) await signUpViaApi(page, uniqueEmail(`axe-${mode}`));
        await open(page, screen);
        await expect(page.locator("html")).toHaveAttribute("data-mode", mode);
        await expectNoSeriousA11yViolations(page, `${screen.path} (${mode})`);
      });
    }
  });
}

for (const theme of ["ocean", "dawn"] as const) {
  test(`axe on the landing page in the ${theme} theme, light and dark`, async ({ page }) => {
    test.setTimeout(60_000);
    for (const mode of ["light", "dark"] as const) {
      // Init scripts run in the order added, so the latest preset wins.
      await presetDisplay(page, { theme, mode });
      await open(page, SCREENS[0]);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expectNoSeriousA11yViolations(page, `/ (${theme} ${mode})`);
    }
  });
}

test.describe("no horizontal overflow at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("visitor and member screens fit", async ({ page }) => {
    test.setTimeout(90_000);
    for (const screen of SCREENS.filter((s) => !s.member)) {
      await open(page, screen);
      await expectNoHorizontalOverflow(page);
    }
    await signUpViaApi(page, uniqueEmail("narrow"));
    for (const screen of SCREENS.filter((s) => s.member)) {
      await open(page, screen);
      await expectNoHorizontalOverflow(page);
    }
  });
});
