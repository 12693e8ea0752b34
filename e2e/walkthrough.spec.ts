import { expect, test, type Page } from "@playwright/test";
import { signUpViaApi, signUpViaUi, uniqueEmail } from "./support/accounts";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, presetDisplay } from "./support/checks";

// Spec section 4: the walkthrough's steps, routes and highlighted elements (src/core/onboarding.ts).
const STEPS = [
  { route: "/profile", title: "Welcome to Wellspring", target: null },
  { route: "/conversation", title: "Meet the assistant", target: "chat-input" },
  { route: "/daily-plan", title: "Your Daily Plan", target: "generate-plan" },
  { route: "/groups", title: "Grow Together", target: null },
  { route: "/journal", title: "Track Your Faith Journey", target: "nav-journal" },
  { route: "/", title: "Find Your Way Around", target: "menu-button" },
] as const;

const tooltip = (page: Page) => page.getByRole("dialog", { name: /./ }).filter({ has: page.getByText(/^Step \d of 6$/) });

const completedOnServer = async (page: Page) => (await (await page.request.get("/api/profile")).json()).profile.onboarding_completed;

/** The tooltip shows step n (1-based) on its route; returns whether a spotlight is on. */
async function expectStep(page: Page, n: number) {
  const step = STEPS[n - 1];
  const dialog = tooltip(page);
  await expect(dialog.getByText(`Step ${n} of 6`)).toBeVisible();
  await expect(dialog.getByRole("heading", { name: step.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${step.route === "/" ? "/$" : `${step.route}$`}`));
  await expect(dialog.getByRole("button", { name: n === 6 ? "Finish" : "Next" })).toBeVisible();
  // Spec section 9: tooltips are at most 320 px wide.
  const box = await dialog.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(320);
  expect(box?.width ?? 0).toBeGreaterThan(0);
}

async function spotlightBox(page: Page) {
  return page.locator("[data-walkthrough-spotlight]").boundingBox();
}

test.describe("feature walkthrough on desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a new member is walked forwards and backwards through six steps, then Finish hides it for good", async ({ page }) => {
    await signUpViaUi(page, uniqueEmail("tour"));
    await expectStep(page, 1);
    expect(await completedOnServer(page)).toBe(false);
    // Focus moves into the walkthrough; Back does nothing on step 1.
    await expect(tooltip(page)).toBeFocused();
    await expect(tooltip(page).getByRole("button", { name: "Back" })).toBeDisabled();

    for (let n = 2; n <= 6; n++) {
      await tooltip(page).getByRole("button", { name: "Next" }).click();
      await expectStep(page, n);
    }
    // Step 5 highlights the Journal link in the navigation.
    await tooltip(page).getByRole("button", { name: "Back" }).click();
    await expectStep(page, 5);
    const link = await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Journal" }).boundingBox();
    expect(link).toBeTruthy();
    // The spotlight glides to its element (a 150 ms transition): its box is read once it has arrived.
    await expect
      .poll(async () => {
        const spot = await spotlightBox(page);
        return Boolean(spot && spot.x <= link!.x && spot.x + spot.width >= link!.x + link!.width);
      })
      .toBe(true);
    await expect(tooltip(page)).toHaveAttribute("data-placement", "anchored");

    // Back all the way, and no further than 1.
    for (let n = 4; n >= 1; n--) {
      await tooltip(page).getByRole("button", { name: "Back" }).click();
      await expectStep(page, n);
    }
    // Steps whose element is not on the page yet are centred, with no spotlight.
    await expect(tooltip(page)).toHaveAttribute("data-placement", "centred");
    await expect(page.locator("[data-walkthrough-spotlight]")).toHaveCount(0);

    for (let n = 2; n <= 6; n++) await tooltip(page).getByRole("button", { name: "Next" }).click();
    await expectStep(page, 6);
    // On desktop the menu button is hidden, so step 6 is centred too.
    await expect(tooltip(page)).toHaveAttribute("data-placement", "centred");
    await tooltip(page).getByRole("button", { name: "Finish" }).click();
    await expect(tooltip(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => completedOnServer(page)).toBe(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("Skip and Escape end it; Restart Feature Walkthrough on Home starts again at step 1", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("skipper"), undefined, { walkthrough: "show" });
    await page.goto("/");
    await expectStep(page, 1);
    await tooltip(page).getByRole("button", { name: "Next" }).click();
    await tooltip(page).getByRole("button", { name: "Next" }).click();
    await expectStep(page, 3);
    await tooltip(page).getByRole("button", { name: "Skip" }).click();
    await expect(tooltip(page)).toHaveCount(0);
    await expect.poll(() => completedOnServer(page)).toBe(true);

    await page.goto("/");
    await page.getByRole("button", { name: "Restart Feature Walkthrough" }).click();
    // Restart resets to step 1 (not the step it was skipped on).
    await expectStep(page, 1);
    await expect.poll(() => completedOnServer(page)).toBe(false);
    await tooltip(page).getByRole("button", { name: "Next" }).click();
    await expectStep(page, 2);
    await page.keyboard.press("Escape");
    await expect(tooltip(page)).toHaveCount(0);
    await expect.poll(() => completedOnServer(page)).toBe(true);
  });

  test("the walkthrough can be driven from the keyboard alone", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("keys"), undefined, { walkthrough: "show" });
    await page.goto("/");
    await expectStep(page, 1);
    await expect(tooltip(page)).toBeFocused();
    // Tab order inside the tooltip: Skip, (Back disabled), Next.
    await page.keyboard.press("Tab");
    await expect(tooltip(page).getByRole("button", { name: "Skip" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(tooltip(page).getByRole("button", { name: "Next" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectStep(page, 2);
    await expect(tooltip(page)).toBeFocused();
    await expect(page.locator("[aria-live='polite']", { hasText: "Feature walkthrough, Step 2 of 6: Meet the assistant" })).toHaveCount(1);
  });

  test("the spotlight follows its element when the window is resized", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("resize"), undefined, { walkthrough: "show" });
    await page.goto("/");
    await expectStep(page, 1);
    for (let n = 2; n <= 5; n++) await tooltip(page).getByRole("button", { name: "Next" }).click();
    await expectStep(page, 5);
    const link = () => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Journal" }).boundingBox();
    const before = await spotlightBox(page);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(async () => Math.round(((await spotlightBox(page))?.x ?? 0) - ((await link())?.x ?? 0))).toBe(-6);
    const after = await spotlightBox(page);
    expect(after!.x).not.toBe(before!.x);
  });
});

test.describe("feature walkthrough at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("runs forwards, backwards and finishes; step 6 opens the mobile menu and highlights its button", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("tour-mobile"), undefined, { walkthrough: "show" });
    await page.goto("/");
    await expectStep(page, 1);
    await expectNoHorizontalOverflow(page);
    for (let n = 2; n <= 6; n++) {
      await tooltip(page).getByRole("button", { name: "Next" }).click();
      await expectStep(page, n);
      await expectNoHorizontalOverflow(page);
    }
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    const button = await page.getByRole("button", { name: "Menu" }).boundingBox();
    expect(button).toBeTruthy();
    // The spotlight glides to its element (a 150 ms transition): its box is read once it has arrived.
    await expect
      .poll(async () => {
        const spot = await spotlightBox(page);
        return Boolean(spot && spot.x <= button!.x && spot.y <= button!.y && spot.x + spot.width >= button!.x + button!.width);
      })
      .toBe(true);
    // The tooltip stays on screen.
    const box = await tooltip(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);

    await tooltip(page).getByRole("button", { name: "Back" }).click();
    await expectStep(page, 5);
    await tooltip(page).getByRole("button", { name: "Next" }).click();
    await expectStep(page, 6);
    await tooltip(page).getByRole("button", { name: "Finish" }).click();
    await expect(tooltip(page)).toHaveCount(0);
    await expect.poll(() => completedOnServer(page)).toBe(true);

    await page.getByRole("button", { name: "Restart Feature Walkthrough" }).click();
    await expectStep(page, 1);
    await tooltip(page).getByRole("button", { name: "Skip" }).click();
    await expect(tooltip(page)).toHaveCount(0);
    await expect.poll(() => completedOnServer(page)).toBe(true);
  });
});

for (const mode of ["light", "dark"] as const) {
  test(`axe finds nothing serious on any walkthrough step in ${mode} mode`, async ({ page }) => {
    test.setTimeout(90_000);
    await presetDisplay(page, { mode });
    await signUpViaApi(page, uniqueEmail(`tour-axe-${mode}`), undefined, { walkthrough: "show" });
    await page.goto("/");
    for (let n = 1; n <= 6; n++) {
      await expectStep(page, n);
      await expectNoSeriousA11yViolations(page, `walkthrough step ${n} (${mode})`);
      if (n < 6) await tooltip(page).getByRole("button", { name: "Next" }).click();
    }
  });
}
