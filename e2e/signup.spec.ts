import { expect, test } from "@playwright/test";
import { GOOD_PASSWORD, signUpViaApi, signUpViaUi, skipWalkthrough, uniqueEmail } from "./support/accounts";

test.describe("sign-up", () => {
  test("checks each rule live, with the spec's words, next to the fields", async ({ page }) => {
    await page.goto("/signup");
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    const password = dialog.getByLabel("Password", { exact: true });
    const confirm = dialog.getByLabel("Confirm password");

    await password.fill("abc");
    await expect(dialog.getByText("Password must be at least 8 characters long")).toBeVisible();
    await expect(dialog.getByText("Password must contain at least one uppercase letter")).toBeVisible();
    await expect(dialog.getByText("Password must contain at least one number")).toBeVisible();
    await expect(dialog.getByText("Password must contain at least one lowercase letter")).toHaveCount(0);

    await password.fill("ABCDEFGH1");
    await expect(dialog.getByText("Password must contain at least one lowercase letter")).toBeVisible();
    await expect(dialog.getByText("Password must be at least 8 characters long")).toHaveCount(0);

    await password.fill(GOOD_PASSWORD);
    await expect(dialog.getByText(/^Password must/)).toHaveCount(0);
    await expect(password).not.toHaveAttribute("aria-invalid", "true");

    await confirm.fill(`${GOOD_PASSWORD}x`);
    await expect(dialog.getByText("Passwords do not match")).toBeVisible();
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await confirm.fill(GOOD_PASSWORD);
    await expect(dialog.getByText("Passwords do not match")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Sign Up" }).click();
    await expect(dialog.getByText("You must provide either an email or phone number and a password.")).toBeVisible();

    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("fields allow up to 128 characters and pasting", async ({ page }) => {
    await page.goto("/signup");
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute("maxlength", "128");
    await expect(dialog.getByLabel("Confirm password")).toHaveAttribute("maxlength", "128");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate(() => navigator.clipboard.writeText("Pasted-Pass-9"));
    const confirm = dialog.getByLabel("Confirm password");
    await confirm.focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(confirm).toHaveValue("Pasted-Pass-9");
  });

  test("sign-up signs the new member in; Home has the five cards", async ({ page }) => {
    await signUpViaUi(page, uniqueEmail("newcomer"));
    await skipWalkthrough(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Wellspring" })).toBeVisible();
    const cards: Array<[string, string]> = [
      ["Spiritual Guidance", "/conversation"],
      ["Daily Plan", "/daily-plan"],
      ["Faith Community", "/groups"],
      ["Faith Journal", "/journal"],
      ["Faith Profile", "/profile"],
    ];
    for (const [title, href] of cards) {
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${title}`) })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("button", { name: "Restart Feature Walkthrough" })).toBeVisible();
    await expect(page.getByText("John 4:14, WEB")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Ask the assistant", "Daily Plan", "Groups", "Journal", "Profile"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("an email that is already registered gets the sign-in hint", async ({ page }) => {
    const email = await signUpViaApi(page, uniqueEmail("twice"));
    await page.context().clearCookies();
    await page.goto("/signup");
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await dialog.getByLabel("Confirm password").fill(GOOD_PASSWORD);
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    await expect(dialog.getByText("This email is already registered. Please sign in instead.")).toBeVisible();
  });

  test("links to Login, and the close button returns to /", async ({ page }) => {
    await page.goto("/signup");
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await dialog.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("dialog", { name: "Welcome back" }).getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
