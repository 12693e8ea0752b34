import { expect, test } from "@playwright/test";
import { GOOD_PASSWORD, appOrigin, signInViaUi, signUpViaApi, uniqueEmail } from "./support/accounts";

const html = (page: import("@playwright/test").Page) => page.locator("html");

test.describe("theme and display mode", () => {
  test("defaults to earth and light", async ({ page }) => {
    await page.goto("/");
    await expect(html(page)).toHaveAttribute("data-theme", "earth");
    await expect(html(page)).toHaveAttribute("data-mode", "light");
  });

  test("mode and theme persist across a reload, in localStorage under 'mode' and 'theme'", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Dark mode" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(html(page)).toHaveAttribute("data-mode", "dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Colour theme" }).click();
    await page.getByRole("radio", { name: "Ocean" }).check();
    await expect(html(page)).toHaveAttribute("data-theme", "ocean");

    expect(await page.evaluate(() => [localStorage.getItem("mode"), localStorage.getItem("theme")])).toEqual(["dark", "ocean"]);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

    await page.reload();
    await expect(html(page)).toHaveAttribute("data-mode", "dark");
    await expect(html(page)).toHaveAttribute("data-theme", "ocean");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(background);
  });

  test("no flash: the saved mode is on <html> before the app's script runs", async ({ page }) => {
    await page.goto("/");
    // The app loads a last chunk (the service worker's helper) after the load event; blocking it
    // mid-flight would trigger the app's stale-chunk reload and race the reload below.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      localStorage.setItem("mode", "dark");
      localStorage.setItem("theme", "dawn");
    });
    // Block the app bundle entirely: only the tiny head script can have set the attributes.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(html(page)).toHaveAttribute("data-mode", "dark");
    await expect(html(page)).toHaveAttribute("data-theme", "dawn");
    // The page's HTML is prerendered with the default (light) toggle; the app never ran to update it.
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered", "visitor");
    await expect(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "false");
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe("rgb(28, 20, 25)"); // dawn dark --ws-bg #1c1419
  });

  test("a member's theme is saved to their profile and applied when they sign in elsewhere", async ({ page, browser }) => {
    const email = await signUpViaApi(page, uniqueEmail("themed"));
    await page.goto("/");
    await page.getByRole("button", { name: "Colour theme" }).click();
    await page.getByRole("radio", { name: "Dawn" }).check();
    await expect(html(page)).toHaveAttribute("data-theme", "dawn");
    await expect.poll(async () => (await (await page.request.get("/api/profile")).json()).profile.theme_preference).toBe("dawn");

    // A fresh browser (no localStorage) picks the theme up from the profile on sign-in.
    const other = await browser.newContext({ baseURL: appOrigin() });
    const second = await other.newPage();
    await second.goto("/login");
    await expect(second.locator("html")).toHaveAttribute("data-theme", "earth");
    await signInViaUi(second, email, GOOD_PASSWORD);
    await expect(second.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(second.locator("html")).toHaveAttribute("data-theme", "dawn");
    await other.close();
  });
});
