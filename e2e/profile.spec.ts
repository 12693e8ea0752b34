import { expect, test, type Page } from "@playwright/test";
import { signUpViaApi, uniqueEmail } from "./support/accounts";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, presetDisplay } from "./support/checks";

const form = (page: Page) => page.getByRole("form", { name: "Faith profile" });

async function openProfile(page: Page) {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Your Faith Profile" })).toBeVisible();
  await expect(form(page).getByLabel("First name")).toBeVisible();
}

test.describe("faith profile", () => {
  test("fill in every field, save, and see it all after a reload", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("profile"));
    await openProfile(page);
    const f = form(page);
    await f.getByLabel("First name").fill("  Ruth ");
    await f.getByLabel("Last name").fill("Moabite");
    await f.getByRole("group", { name: "Praise & Worship" }).getByText("Chris Tomlin", { exact: true }).click();
    await f.getByRole("group", { name: "Southern Gospel" }).getByText("The Isaacs", { exact: true }).click();
    await f.getByLabel("Denomination").selectOption("Presbyterian");
    await f.getByLabel("Preferred Bible version").selectOption("ESV");
    await f.getByLabel("Worship music style").selectOption("Choral Worship");
    await f.getByLabel("Preferred guidance style").selectOption("Theological");
    await f.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();

    await page.reload();
    await expect(f.getByLabel("First name")).toHaveValue("Ruth");
    await expect(f.getByLabel("Last name")).toHaveValue("Moabite");
    await expect(f.getByRole("checkbox", { name: "Chris Tomlin" })).toBeChecked();
    await expect(f.getByRole("checkbox", { name: "The Isaacs" })).toBeChecked();
    await expect(f.getByRole("checkbox", { name: "Lecrae" })).not.toBeChecked();
    await expect(f.getByLabel("Denomination")).toHaveValue("Presbyterian");
    await expect(f.getByLabel("Preferred Bible version")).toHaveValue("ESV");
    await expect(f.getByLabel("Worship music style")).toHaveValue("Choral Worship");
    await expect(f.getByLabel("Preferred guidance style")).toHaveValue("Theological");
    const saved = (await (await page.request.get("/api/profile")).json()).profile;
    expect(saved).toMatchObject({ first_name: "Ruth", favorite_artists: ["Chris Tomlin", "The Isaacs"], bible_version: "ESV" });
  });

  test("offers exactly the spec's option lists", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("options"));
    await openProfile(page);
    const options = async (label: string) => (await form(page).getByLabel(label).locator("option").allTextContents()).slice(1);
    expect(await options("Denomination")).toEqual([
      "Baptist",
      "Catholic",
      "Methodist",
      "Lutheran",
      "Presbyterian",
      "Anglican/Episcopal",
      "Pentecostal",
      "Orthodox",
      "Non-denominational",
      "Other",
    ]);
    expect(await options("Preferred Bible version")).toEqual(["KJV", "NIV", "ESV", "NASB", "NLT", "NKJV", "CSB", "MSG"]);
    expect(await options("Preferred guidance style")).toEqual(["Pastoral", "Direct", "Theological", "Gentle"]);
    expect(await options("Worship music style")).toHaveLength(12);
    const groups = form(page).getByRole("group");
    for (const name of [
      "Urban Gospel Choir",
      "Heritage Gospel Choir",
      "Praise & Worship",
      "Contemporary Worship / Crossover",
      "Southern Gospel",
      "Christian Rap / Gospel Hip-Hop",
      "Traditional Hymns / Choral",
      "Instrumental Worship",
    ]) {
      const count = await groups
        .filter({ has: page.locator("legend", { hasText: new RegExp(`^${name.replace(/[/&]/g, ".")}$`) }) })
        .getByRole("checkbox")
        .count();
      expect(count, name).toBeGreaterThanOrEqual(6);
      expect(count, name).toBeLessThanOrEqual(14);
    }
  });

  test("the Bible version note says which text is shown", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("versions"));
    await openProfile(page);
    const version = form(page).getByLabel("Preferred Bible version");
    await version.selectOption("NIV");
    await expect(
      form(page).getByText("NIV is copyrighted, so Wellspring shows you the public-domain World English Bible, labelled “WEB”."),
    ).toBeVisible();
    await version.selectOption("KJV");
    await expect(form(page).getByText("Scripture is shown in the King James Version, labelled “KJV”.")).toBeVisible();
  });

  test("custom artists are trimmed, blanks and duplicates ignored, shown apart and removable", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("artists"));
    await openProfile(page);
    const f = form(page);
    const input = f.getByLabel("Add another artist");
    const custom = f.getByRole("region", { name: "Your other artists" });
    await input.fill("  CeCe Winans  ");
    await input.press("Enter");
    await expect(custom.getByText("CeCe Winans", { exact: true })).toBeVisible();
    await expect(input).toHaveValue("");
    await input.fill("   ");
    await expect(f.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
    await input.fill("cece winans");
    await f.getByRole("button", { name: "Add", exact: true }).click();
    await expect(custom.getByRole("listitem")).toHaveCount(1);
    // A catalogue name typed in ticks the chip instead of becoming a custom artist.
    await input.fill("lecrae");
    await input.press("Enter");
    await expect(f.getByRole("checkbox", { name: "Lecrae" })).toBeChecked();
    await expect(custom.getByRole("listitem")).toHaveCount(1);
    await input.fill("Sister Rosetta Tharpe");
    await input.press("Enter");
    await expect(custom.getByRole("listitem")).toHaveCount(2);

    await f.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();
    await page.reload();
    await expect(custom.getByRole("listitem")).toHaveCount(2);
    await custom.getByRole("button", { name: "Remove CeCe Winans" }).click();
    await expect(custom.getByRole("listitem")).toHaveCount(1);
    await f.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();
    const saved = (await (await page.request.get("/api/profile")).json()).profile;
    expect(saved.favorite_artists).toEqual(["Lecrae", "Sister Rosetta Tharpe"]);
  });

  test("colour theme and display mode apply at once and persist", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("appearance"));
    await openProfile(page);
    const html = page.locator("html");
    // People click the visible label; the radio itself is visually hidden.
    await form(page).getByText("Ocean", { exact: true }).click();
    await expect(html).toHaveAttribute("data-theme", "ocean");
    await form(page).getByText("Dark", { exact: true }).click();
    await expect(html).toHaveAttribute("data-mode", "dark");
    await expect.poll(async () => (await (await page.request.get("/api/profile")).json()).profile.theme_preference).toBe("ocean");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "ocean");
    await expect(html).toHaveAttribute("data-mode", "dark");
    await expect(form(page).getByRole("radio", { name: "Ocean" })).toBeChecked();
    await expect(form(page).getByRole("radio", { name: "Dark" })).toBeChecked();
  });

  test("a failed save says 'Failed to update profile'; a failed load says 'Failed to load profile'", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("failures"));
    await openProfile(page);
    await page.route("**/api/profile", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "internal_error", message: "boom" } }),
          })
        : route.continue(),
    );
    await form(page).getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Failed to update profile")).toBeVisible();
    await page.unroute("**/api/profile");
    await page.route("**/api/profile", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await page.reload();
    await expect(page.getByText("Failed to load profile")).toBeVisible({ timeout: 15_000 });
  });

  test("fits a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpViaApi(page, uniqueEmail("narrow-profile"));
    await openProfile(page);
    await expectNoHorizontalOverflow(page);
  });

  for (const mode of ["light", "dark"] as const) {
    test(`axe finds nothing serious on the profile in ${mode} mode`, async ({ page }) => {
      await presetDisplay(page, { mode });
      await signUpViaApi(page, uniqueEmail(`profile-axe-${mode}`));
      await openProfile(page);
      await form(page).getByRole("checkbox", { name: "Kirk Franklin" }).check({ force: true });
      await expectNoSeriousA11yViolations(page, `/profile (${mode})`);
    });
  }
});
