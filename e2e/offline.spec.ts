import { expect, test } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";

// Issue 13: installable and useful offline. A member who has opened the app once can open it again
// without a network, read what was saved on the device, and is told plainly that saving waits.

test.use({ serviceWorkers: "allow" });

test("a member's pages open offline, read-only, with a clear notice", async ({ page, context }) => {
  await signUpViaApi(page);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Your Faith Profile" })).toBeVisible();
  // The worker installs after load and takes control of the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
  // Read once more with the worker in control, so the data is kept for offline use.
  await page.reload();
  await expect(page.getByLabel("First name")).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your Faith Profile" })).toBeVisible();
  await expect(page.getByLabel("First name")).toBeVisible();

  // Saving says it cannot save yet, and keeps what was typed.
  await page.getByLabel("First name").fill("Naomi");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Failed to update profile")).toBeVisible();
  await expect(page.getByText("You're offline, so this can't be saved yet.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Naomi");

  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toHaveCount(0);
});

test("this week's plan and recent journal entries open offline, with the offline notice", async ({ page, context }) => {
  await signUpViaApi(page);
  await page.goto("/daily-plan");
  await expect(page.getByRole("region", { name: "Today's Scripture" })).toBeVisible({ timeout: 20_000 });
  const verse = await page.getByRole("region", { name: "Today's Scripture" }).locator("blockquote").textContent();
  const saved = await page.request.post("/api/journal/entries", {
    data: { type: "prayer", content: "Lord, keep me steady this week.", tags: ["wellspring"] },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(saved.status()).toBe(201);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
  // Read both once with the worker in control, as a member does in a normal week.
  await page.reload();
  await expect(page.getByRole("region", { name: "Today's Scripture" }).locator("blockquote")).toHaveText(verse!);
  await page.goto("/journal");
  await page.getByRole("tab", { name: "Prayers", exact: true }).click();
  await expect(page.getByText("Lord, keep me steady this week.")).toBeVisible();

  await context.setOffline(true);
  await page.goto("/daily-plan");
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Today's Scripture" }).locator("blockquote")).toHaveText(verse!);
  await page.goto("/journal");
  await page.getByRole("tab", { name: "Prayers", exact: true }).click();
  await expect(page.getByText("Lord, keep me steady this week.")).toBeVisible();
  await context.setOffline(false);
});

test("the app is installable: a manifest with our own icons", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: "Wellspring", display: "standalone", start_url: "/" });
  for (const icon of manifest.icons as { src: string }[]) {
    expect(icon.src.startsWith("/")).toBe(true);
    expect((await page.request.get(icon.src)).status()).toBe(200);
  }
});
