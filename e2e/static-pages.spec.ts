import { expect, test } from "@playwright/test";

test.describe("static pages", () => {
  test("privacy policy, effective April 23, 2025", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Effective April 23, 2025")).toBeVisible();
    await expect(page.getByText(/Nothing leaves the server unless the operator has configured an outside provider/)).toBeVisible();
  });

  test("terms of use", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
    await expect(page).toHaveTitle("Terms of Use · Wellspring");
    await expect(page.getByText("Effective April 23, 2025")).toBeVisible();
    await expect(page.getByText(/at least 13 years old/)).toBeVisible();
  });

  test("contact page: addresses, response goal, minimum age and FAQ", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("link", { name: "support@wellspring.app" }).first()).toHaveAttribute(
      "href",
      "mailto:support@wellspring.app",
    );
    await expect(page.getByRole("link", { name: "privacy@wellspring.app" }).first()).toHaveAttribute(
      "href",
      "mailto:privacy@wellspring.app",
    );
    await expect(page.getByText(/within 48 hours on business days/)).toBeVisible();
    await expect(page.getByText(/aged 13 and over/)).toBeVisible();
    for (const question of ["How do I reset my password?", "How do I change my email address?", "How do I delete my account?"]) {
      await expect(page.getByText(question)).toBeVisible();
    }
  });

  test("an unknown route shows a friendly not-found page with a way home", async ({ page }) => {
    await page.goto("/no/such/place");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · Wellspring");
    await page.getByRole("link", { name: "Return home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
