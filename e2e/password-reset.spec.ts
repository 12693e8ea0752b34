import { expect, test } from "@playwright/test";
import { GOOD_PASSWORD, appOrigin, signUpViaApi, uniqueEmail } from "./support/accounts";

test("forgot password: email, link, new password, signed in", async ({ page }) => {
  const email = await signUpViaApi(page, uniqueEmail("forgetful"));
  await page.context().clearCookies();

  await page.goto("/login");
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Forgot password?" }).click();
  await expect(dialog.getByText("Password reset email sent! Please check your inbox.")).toBeVisible();

  const outbox = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.status()).toBe(200);
  const { mail } = (await outbox.json()) as { mail: { links: string[] } };
  const link = mail.links.find((l) => l.includes("reset-password"));
  expect(link, "reset link in the mail").toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);

  const newPassword = "Fresh-Spring-77";
  await page.getByLabel("New password", { exact: true }).fill("weak");
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();

  // The old password no longer works; the new one does.
  await page.context().clearCookies();
  const old = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: GOOD_PASSWORD },
    headers: { Origin: appOrigin() },
  });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: newPassword },
    headers: { Origin: appOrigin() },
  });
  expect(fresh.status()).toBe(200);
});

test("a reset link without a valid token explains what to do", async ({ page }) => {
  await page.goto("/reset-password?error=INVALID_TOKEN");
  await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();
});
