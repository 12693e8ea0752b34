import { expect, test } from "@playwright/test";
import { signUpViaApi, uniqueEmail } from "./support/accounts";

test.use({ viewport: { width: 375, height: 740 } });

test.describe("mobile menu at 375 px", () => {
  test("toggles open and closed and collapses on route change", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("mobile"));
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await button.click();
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole("link", { name: "Journal" }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.click();
    await expect(menu.getByRole("link", { name: "Journal" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("a visitor's menu offers Login and Sign Up; the mode toggle stays outside it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Dark mode" })).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
    await menu.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(menu).toBeHidden();
  });

  test("at 769 px the full navigation shows and the menu button is gone", async ({ page }) => {
    await page.setViewportSize({ width: 769, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });
});
