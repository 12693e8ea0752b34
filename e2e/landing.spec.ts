import { expect, test } from "@playwright/test";
import { GOOD_PASSWORD, signInViaUi, signUpViaApi, uniqueEmail } from "./support/accounts";

test.describe("landing page (visitor at /)", () => {
  test("shows the hero, the four features, a testimonial and John 4:14", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const feature of ["AI Spiritual Guidance", "Daily Devotional", "Worship & Prayer", "Faith Community"]) {
      await expect(page.getByRole("heading", { level: 3, name: feature })).toBeVisible();
    }
    await expect(page.getByText("Most mornings I open Wellspring")).toBeVisible();
    await expect(
      page.getByText(
        "but whoever drinks of the water that I will give him will never thirst again; but the water that I will give him will become in him a well of water springing up to eternal life.",
      ),
    ).toBeVisible();
    await expect(page.getByText("John 4:14, WEB")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign Up" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Journal" })).toHaveCount(0);
  });

  test("the footer has the copyright year and the policy links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Wellspring`);
    for (const name of ["Privacy", "Terms", "Contact"]) await expect(footer.getByRole("link", { name })).toBeVisible();
  });

  // A page left open must not keep the visitor's processor busy: in software rendering an endless
  // ripple under a blurred modal backdrop kept 1.4 cores busy on /signup (docs/decisions.md,
  // "The landing page at rest").
  for (const path of ["/", "/login", "/signup"]) {
    test(`${path} comes to rest: no endless animation, no blurred backdrop`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText("Get Encouraged Today").first()).toBeVisible();
      const endless = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
          .map((animation) => (animation as CSSAnimation).animationName),
      );
      expect(endless).toEqual([]);
      const blurred = await page.evaluate(
        () =>
          [...document.querySelectorAll("body *")].filter((element) => {
            const style = getComputedStyle(element);
            return style.position === "fixed" && style.backdropFilter !== "none";
          }).length,
      );
      expect(blurred).toBe(0);
    });
  }

  test("Start Your Journey sends a visitor to /login, then to /profile after signing in", async ({ page }) => {
    const email = uniqueEmail("journey");
    await signUpViaApi(page, email);
    await page.context().clearCookies();
    await page.goto("/");
    await page.getByRole("link", { name: "Start Your Journey" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInViaUi(page, email, GOOD_PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your Faith Profile" })).toBeVisible();
  });

  test("Get Encouraged Today sends a visitor to /login, then to /conversation after signing in", async ({ page }) => {
    const email = uniqueEmail("encourage");
    await signUpViaApi(page, email);
    await page.context().clearCookies();
    await page.goto("/");
    await page.getByRole("link", { name: "Get Encouraged Today" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInViaUi(page, email, GOOD_PASSWORD);
    await expect(page).toHaveURL(/\/conversation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Spiritual Guidance" })).toBeVisible();
  });
});
