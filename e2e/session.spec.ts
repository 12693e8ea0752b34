import { expect, test } from "@playwright/test";
import { GOOD_PASSWORD, signInViaUi, signUpViaApi, uniqueEmail } from "./support/accounts";

test.describe("sessions", () => {
  test("a wrong password says so in the spec's words", async ({ page }) => {
    const email = await signUpViaApi(page, uniqueEmail("wrongpw"));
    await page.context().clearCookies();
    await page.goto("/login");
    await signInViaUi(page, email, "Not-The-Password-1");
    await expect(page.getByRole("dialog").getByText("Incorrect email or password. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("login requires email and password", async ({ page }) => {
    await page.goto("/login");
    const dialog = page.getByRole("dialog", { name: "Welcome back" });
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await expect(dialog.getByText("You must provide either an email or phone number and a password.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Forgot password?" })).toBeDisabled();
    await dialog.getByLabel("Email").fill("someone@example.com");
    await expect(dialog.getByRole("button", { name: "Forgot password?" })).toBeEnabled();
    await expect(dialog.getByRole("link", { name: "Need an account?" })).toHaveAttribute("href", "/signup");
  });

  test("sign out ends the session and returns to /", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("leaving"));
    await page.goto("/journal");
    await expect(page.getByRole("heading", { level: 1, name: "Your Journal" })).toBeVisible();
    const visited: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Start Your Journey" })).toBeVisible();
    // Straight to /, never bounced through /login by the member-only page it left.
    expect(visited).not.toContain("/login");
    await expect(page.getByRole("link", { name: "Start Your Journey" })).toBeVisible();
    // The session is really gone: a protected page sends us to /login.
    await page.goto("/journal");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("/login and /signup send a signed-in member Home", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("already"));
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a protected page sends a visitor to /login and back again after signing in", async ({ page }) => {
    const email = await signUpViaApi(page, uniqueEmail("return"));
    await page.context().clearCookies();
    await page.goto("/groups/abc123");
    await expect(page).toHaveURL(/\/login$/);
    await signInViaUi(page, email, GOOD_PASSWORD);
    await expect(page).toHaveURL(/\/groups\/abc123$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Groups" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("every protected route is guarded", async ({ page }) => {
    for (const path of ["/conversation", "/daily-plan", "/profile", "/groups", "/groups/1", "/journal", "/bible/WEB/john/3"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test("the guard shows a labelled spinner while the session loads", async ({ page }) => {
    // Hold the session request so the loading state is observable.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/get-session*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/journal");
    await expect(page.getByRole("status", { name: "Loading your session" })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a rate-limited sign-in shows the clear waiting message", async ({ page }) => {
    // The server's limits are relaxed for the suite, so answer with a bare 429 as better-auth's
    // own limiter would: the dialog must still show our message, not the raw one.
    await page.route("**/api/auth/sign-in/email", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ message: "Too many requests. Please try again later." }),
      }),
    );
    await page.goto("/login");
    await signInViaUi(page, "someone@example.com", GOOD_PASSWORD);
    await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("Too many attempts. Please wait a few minutes and try again.");
  });
});
