import { expect, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";

/** A password that passes every sign-up rule and is not on the common list. */
export const GOOD_PASSWORD = "Still-Waters-42";

export function uniqueEmail(label = "member"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up through the modal, as a person would, and waits until the session exists. */
export async function signUpViaUi(page: Page, email = uniqueEmail(), password = GOOD_PASSWORD): Promise<string> {
  await page.goto("/signup");
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByLabel("Confirm password").fill(password);
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await page.request.get("/api/profile")).status()).toBe(200);
  return email;
}

/**
 * Marks the feature walkthrough as done, so tests about other screens are not steered through
 * it (a brand-new member otherwise starts the walkthrough).
 */
export async function skipWalkthrough(page: Page): Promise<void> {
  const response = await page.request.patch("/api/profile", {
    data: { onboarding_completed: true },
    headers: { Origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs up through the API (fast set-up for tests about something else). page.request shares
 * the browser context's cookies, so the page is signed in afterwards.
 */
export async function signUpViaApi(
  page: Page,
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
  options: { walkthrough?: "show" | "skip" } = {},
): Promise<string> {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password, name: "" },
    // better-auth checks the Origin of cookie-bearing requests, as a browser would send it.
    headers: { Origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (options.walkthrough !== "show") await skipWalkthrough(page);
  return email;
}

export async function signInViaUi(page: Page, email: string, password = GOOD_PASSWORD): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
}

export function appOrigin(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT}`;
}
