import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { GOOD_PASSWORD, appOrigin, signInViaUi, signUpViaApi, uniqueEmail } from "./support/accounts";

const security = (page: Page) => page.getByRole("region", { name: "Security" });

async function openSecurity(page: Page) {
  await page.goto("/profile");
  await expect(security(page).getByRole("heading", { name: "Security", level: 2 })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
  // Sign-out ends on / (spec section 2); waiting for it keeps the guard's "return to /profile"
  // redirect of the moment before from leaking into the next sign-in.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
}

/** A code for the secret in an otpauth:// URI, as the member's authenticator app computes it. */
function codeFor(uri: string, offsetSteps = 0): string {
  const totp = OTPAuth.URI.parse(uri) as OTPAuth.TOTP;
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

test.describe("account security", () => {
  test("two-factor: enrol with a QR code and a code, then sign-in asks for a code", async ({ page }) => {
    const email = await signUpViaApi(page, uniqueEmail("totp"));
    await openSecurity(page);
    const part = security(page).getByRole("region", { name: "Two-factor authentication" });
    await part.getByRole("button", { name: "Set Up Two-Factor" }).click();
    await part.getByLabel("Current password").fill(GOOD_PASSWORD);
    await part.getByRole("button", { name: "Continue" }).click();
    await expect(part.getByRole("img", { name: /QR code/ })).toBeVisible();
    // The QR code is drawn locally (a data: URL), never fetched from a service.
    expect(await part.getByRole("img", { name: /QR code/ }).getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    const uri = (await part.getByTestId("totp-uri").getAttribute("href")) ?? "";
    expect(uri).toMatch(/^otpauth:\/\/totp\/Wellspring:/);

    await part.getByLabel("Authentication code").fill("000000" === codeFor(uri) ? "111111" : "000000");
    await part.getByRole("button", { name: "Verify and Turn On" }).click();
    await expect(part.getByRole("alert")).toContainText("not correct");
    await part.getByLabel("Authentication code").fill(codeFor(uri));
    await part.getByRole("button", { name: "Verify and Turn On" }).click();
    const codes = part.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
    await expect(codes.first()).toBeVisible();
    expect(await codes.count()).toBeGreaterThanOrEqual(8);
    const backupCode = (await codes.first().textContent())?.trim() ?? "";
    await part.getByRole("button", { name: "I Have Saved My Codes" }).click();
    await expect(part.getByText("Two-factor authentication is on.")).toBeVisible();
    // Shown once: the codes are gone after a reload.
    await page.reload();
    await expect(security(page).getByRole("list", { name: "Backup codes" })).toHaveCount(0);

    await signOut(page);
    await page.goto("/login");
    await signInViaUi(page, email, GOOD_PASSWORD);
    const login = page.getByRole("dialog", { name: "Welcome back" });
    await expect(login.getByLabel("Authentication code")).toBeVisible();
    await login.getByLabel("Authentication code").fill(codeFor(uri));
    await login.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();

    // Without the phone, a backup code works instead (once).
    await signOut(page);
    await page.goto("/login");
    await signInViaUi(page, email, GOOD_PASSWORD);
    await login.getByRole("button", { name: "Use a backup code instead" }).click();
    await login.getByLabel("Backup code").fill(backupCode);
    await login.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();

    // And off again, with a code.
    await openSecurity(page);
    const again = security(page).getByRole("region", { name: "Two-factor authentication" });
    await again.getByRole("button", { name: "Turn Off Two-Factor" }).click();
    await again.getByRole("button", { name: "Use an authenticator code instead" }).click();
    await again.getByLabel("Authentication code").fill(codeFor(uri));
    await again.getByRole("button", { name: "Turn Off", exact: true }).click();
    await expect(again.getByText("Two-factor authentication is off.").first()).toBeVisible();
  });

  test("change password: the current password is required and the new one follows the sign-up rules", async ({ page }) => {
    const email = await signUpViaApi(page, uniqueEmail("newpass"));
    await openSecurity(page);
    const part = security(page).getByRole("region", { name: "Change password" });
    await part.getByLabel("Current password").fill("Wrong-Password-9");
    await part.getByLabel("New password", { exact: true }).fill("short");
    await part.getByLabel("Confirm new password").fill("short");
    await part.getByRole("button", { name: "Change Password" }).click();
    await expect(part.getByText("Password must be at least 8 characters long")).toBeVisible();
    await part.getByLabel("New password", { exact: true }).fill("Morning-Mercies-7");
    await part.getByLabel("Confirm new password").fill("Morning-Mercies-7");
    await part.getByRole("button", { name: "Change Password" }).click();
    await expect(part.getByText("That password is not correct.")).toBeVisible();
    await part.getByLabel("Current password").fill(GOOD_PASSWORD);
    await part.getByRole("button", { name: "Change Password" }).click();
    await expect(part.getByText(/Your password has been changed/)).toBeVisible();

    await signOut(page);
    await page.goto("/login");
    await signInViaUi(page, email, "Morning-Mercies-7");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  });

  test("sessions: lists this device and signs out the others", async ({ page, browser }) => {
    const email = await signUpViaApi(page, uniqueEmail("devices"));
    const other = await browser.newContext({ baseURL: appOrigin() });
    const otherPage = await other.newPage();
    await otherPage.goto("/login");
    await signInViaUi(otherPage, email, GOOD_PASSWORD);
    await expect(otherPage.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();

    await openSecurity(page);
    const list = security(page).getByRole("list", { name: "Active sessions" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").first()).toContainText("This device");
    await expect(list.getByRole("listitem").first()).toContainText(/Chrome on Linux|Chrome/);
    await expect(list.getByRole("listitem").first()).toContainText("Last active");
    await security(page).getByRole("button", { name: "Sign Out All Other Sessions" }).click();
    await expect(security(page).getByText("All other sessions have been signed out.")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    expect((await otherPage.request.get("/api/profile")).status()).toBe(401);
    await other.close();
  });

  test("change email after re-entering the password and following the link sent to the new address; the new email signs in", async ({
    page,
  }) => {
    const email = await signUpViaApi(page, uniqueEmail("mover"));
    const newEmail = uniqueEmail("moved");
    await openSecurity(page);
    const part = security(page).getByRole("region", { name: "Change email" });
    await expect(part.getByText(email)).toBeVisible();
    await part.getByLabel("New email").fill(newEmail);
    await part.getByRole("button", { name: "Change Email" }).click();
    await expect(part.getByText("Enter your current password to confirm it's you.")).toBeVisible();
    await part.getByLabel("Password").fill(GOOD_PASSWORD);
    await part.getByRole("button", { name: "Change Email" }).click();
    await expect(
      part.getByText("We sent a confirmation link to your new email address. Your email changes when you open it."),
    ).toBeVisible();
    // Nothing changes until the link in the mail to the new address is followed.
    await expect(part.getByText(email)).toBeVisible();
    const outbox = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(newEmail)}`);
    expect(outbox.status()).toBe(200);
    const { mail } = (await outbox.json()) as { mail: { links: string[] } };
    const link = mail.links.find((l) => l.includes("/api/account/email/confirm?token="));
    expect(link, "confirmation link in the mail").toBeTruthy();
    const notice = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
    expect(((await notice.json()) as { mail: { text: string } }).mail.text).toContain(newEmail);
    await page.goto(link!);
    await expect(page).toHaveURL(/\/profile/);
    await openSecurity(page);
    await expect(security(page).getByRole("region", { name: "Change email" }).getByText(newEmail)).toBeVisible();
    await signOut(page);
    await page.goto("/login");
    await signInViaUi(page, newEmail, GOOD_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  });

  test("export my data downloads one JSON file with the member's data", async ({ page }) => {
    const email = await signUpViaApi(page, uniqueEmail("exporter"));
    await page.request.patch("/api/profile", {
      data: { first_name: "Lydia", favorite_artists: ["Selah", "Purple Cloth Choir"] },
      headers: { Origin: appOrigin() },
    });
    await openSecurity(page);
    const downloadPromise = page.waitForEvent("download");
    await security(page).getByRole("link", { name: "Download My Data" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^wellspring-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path()) as string, "utf8"));
    expect(data.account.email).toBe(email);
    expect(data.profile).toMatchObject({ first_name: "Lydia", favorite_artists: ["Selah", "Purple Cloth Choir"] });
    for (const key of [
      "daily_plans",
      "journal_entries",
      "saved_scriptures",
      "saved_worship_songs",
      "saved_devotionals",
      "conversations",
      "group_messages_sent",
      "study_progress",
      "sessions",
    ]) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    expect(data.groups).toEqual({ owned: [], member_of: [] });
    expect(JSON.stringify(data)).not.toMatch(/"password"|"token"|"secret"/);
  });

  test("delete my account: a clear warning, the password, then sign-in fails", async ({ page }) => {
    const email = await signUpViaApi(page, uniqueEmail("leaver"));
    await openSecurity(page);
    await security(page).getByRole("button", { name: "Delete My Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog.getByText("This cannot be undone.")).toBeVisible();
    await expect(dialog.getByText(/Groups you own are deleted for everyone, with all their messages and study plans/)).toBeVisible();
    await expect(dialog.getByText(/Your messages in other groups are removed too/)).toBeVisible();
    await dialog.getByLabel("Password").fill(GOOD_PASSWORD);
    await dialog.getByRole("button", { name: "Delete My Account Permanently" }).click();
    await expect(dialog.getByText("Confirm that you understand your account and data will be deleted.")).toBeVisible();
    await dialog.getByLabel(/I understand/).check();
    await dialog.getByLabel("Password").fill("Not-My-Password-1");
    await dialog.getByRole("button", { name: "Delete My Account Permanently" }).click();
    await expect(dialog.getByText("That password is not correct.")).toBeVisible();
    await dialog.getByLabel("Password").fill(GOOD_PASSWORD);
    await dialog.getByRole("button", { name: "Delete My Account Permanently" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
    expect((await page.request.get("/api/profile")).status()).toBe(401);
    await page.goto("/login");
    await signInViaUi(page, email, GOOD_PASSWORD);
    await expect(
      page.getByRole("dialog", { name: "Welcome back" }).getByText("Incorrect email or password. Please try again."),
    ).toBeVisible();
  });
});
