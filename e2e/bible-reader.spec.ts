import { expect, test } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, presetDisplay } from "./support/checks";

test.describe("Bible reader", () => {
  test("a visitor is sent to sign in first", async ({ page }) => {
    await page.goto("/bible/web/john/3");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("reads a chapter, switches translation and turns the page", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/bible/web/john/3#v16");

    await expect(page.getByRole("heading", { level: 1, name: "John 3" })).toBeVisible();
    await expect(page.getByTestId("bible-translation-label")).toContainText("WEB");
    const verse16 = page.locator("#v16");
    await expect(verse16).toContainText("For God so loved the world, that he gave his only born Son");

    await page.getByRole("navigation", { name: "Translation" }).getByRole("link", { name: "KJV" }).click();
    await expect(page.getByTestId("bible-translation-label")).toContainText("KJV");
    await expect(page.locator("#v16")).toContainText("For God so loved the world, that he gave his only begotten Son");

    await page.getByRole("navigation", { name: "Previous and next chapter" }).getByRole("link", { name: "John 4" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "John 4" })).toBeVisible();
    await expect(page.locator("#v14")).toContainText("shall never thirst");
  });

  test("the picker opens another passage", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/bible/web/john/1");
    const picker = page.getByRole("form", { name: "Choose a passage" });
    await picker.getByLabel("Book", { exact: true }).selectOption({ label: "Psalms" });
    await picker.getByLabel("Chapter", { exact: true }).selectOption("23");
    await picker.getByRole("button", { name: "Go" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Psalm 23" })).toBeVisible();
    await expect(page.locator("#v1")).toContainText("Yahweh is my shepherd");
  });

  test("a chapter that does not exist says so", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/bible/web/jude/2");
    await expect(page.getByRole("heading", { name: "Passage not found" })).toBeVisible();
    await expect(page.getByRole("alert")).toBeVisible();
  });

  for (const mode of ["light", "dark"] as const) {
    test(`is accessible in ${mode} mode and fits 375 px`, async ({ page }) => {
      await presetDisplay(page, { mode });
      await page.setViewportSize({ width: 375, height: 800 });
      await signUpViaApi(page);
      await page.goto("/bible/kjv/psalms/23");
      await expect(page.getByRole("heading", { level: 1, name: "Psalm 23" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    });
  }
});
