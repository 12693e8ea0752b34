import { expect, test, type Page } from "@playwright/test";
import { appOrigin, signUpViaApi, uniqueEmail } from "./support/accounts";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, presetDisplay } from "./support/checks";

const DAY = 86_400_000;
const origin = () => ({ Origin: appOrigin() });

/** Saves a prayer or reflection the way the conversation dialog and daily plan do. */
async function saveEntry(
  page: Page,
  entry: { type: "prayer" | "reflection"; content: string; tags?: string[]; source?: "wellspring" | "daily-plan" },
) {
  const response = await page.request.post("/api/journal/entries", { data: entry, headers: origin() });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).entry.id as string;
}

/** TEST-ONLY hook: a saved scripture, devotional or song for the signed-in member. */
async function saveItem(page: Page, item: Record<string, unknown>) {
  const response = await page.request.post("/api/test/journal/saved-items", { data: item, headers: origin() });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as string;
}

async function backdate(page: Page, id: string, daysAgo: number) {
  const response = await page.request.post("/api/test/journal/backdate", {
    data: { id, created_at: new Date(Date.now() - daysAgo * DAY).toISOString() },
    headers: origin(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

const entries = (page: Page) => page.getByRole("list", { name: "Journal entries" });
const cards = (page: Page) => entries(page).getByRole("article");
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

async function openJournal(page: Page) {
  await page.goto("/journal");
  await expect(page.getByRole("tablist", { name: "Journal sections" })).toBeVisible();
}

async function fillJournal(page: Page) {
  await saveEntry(page, {
    type: "reflection",
    content: "Reflection Prompt: Where did you see grace today?\n\nReflection: In my neighbour's kindness.",
    tags: ["daily-plan"],
    source: "daily-plan",
  });
  await saveEntry(page, { type: "prayer", content: "Lord, give me rest tonight.", tags: ["wellspring", "peace"] });
  await saveEntry(page, { type: "prayer", content: "Thank you for my Family and our home.", tags: ["wellspring", "gratitude"] });
  await saveItem(page, {
    tab: "scriptures",
    verse_reference: "John 4:14",
    verse_text: "Whoever drinks of the water that I shall give him shall never thirst.",
  });
  await saveItem(page, {
    tab: "devotionals",
    title: "Still Waters",
    content: "Rest is a gift, not a reward.",
    scripture_reference: "Psalm 23:2",
    date: "2026-01-04",
  });
  await saveItem(page, {
    tab: "worship",
    title: "Goodness of God",
    artist: "Bethel Music",
    spotify_url: "https://open.spotify.com/search/Goodness%20of%20God",
  });
}

test.describe("faith journal", () => {
  test("each tab shows what was saved; search, tag, both sorts, both views", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("journal"));
    await fillJournal(page);
    await openJournal(page);
    await expect(page.getByRole("heading", { level: 1, name: "Your Journal" })).toBeVisible();
    await expect(page.getByText("1-day streak")).toBeVisible();
    for (const name of ["Reflections", "Prayers", "Scriptures", "Devotionals", "Worship"]) await expect(tab(page, name)).toBeVisible();

    await expect(tab(page, "Reflections")).toHaveAttribute("aria-selected", "true");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("In my neighbour's kindness.");

    await tab(page, "Scriptures").click();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole("article", { name: "John 4:14" })).toContainText("never thirst");
    await tab(page, "Devotionals").click();
    await expect(page.getByRole("article", { name: "Still Waters" })).toContainText("Rest is a gift");
    await tab(page, "Worship").click();
    await expect(page.getByRole("article", { name: "Goodness of God" })).toContainText("Bethel Music");

    await tab(page, "Prayers").click();
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).first()).toContainText("Thank you for my Family");

    // Server-side, case-insensitive search.
    const search = page.getByLabel("Search your journal");
    await search.fill("family");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Thank you for my Family");
    await search.fill("nothing like this");
    await expect(page.getByText("Nothing here matches your search or filters.")).toBeVisible();
    await search.fill("");
    await expect(cards(page)).toHaveCount(2);

    // Filters: date sort and tag.
    const toggle = page.getByRole("button", { name: "Filters" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByLabel("Sort by date").selectOption({ label: "Oldest first" });
    await expect(cards(page).first()).toContainText("Lord, give me rest tonight.");
    await page.getByLabel("Sort by date").selectOption({ label: "Newest first" });
    await expect(cards(page).first()).toContainText("Thank you for my Family");
    await page.getByLabel("Filter by tag").selectOption("peace");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Lord, give me rest tonight.");
    await page.getByLabel("Filter by tag").selectOption({ label: "All tags" });
    await expect(cards(page)).toHaveCount(2);

    // Views: grid by default, timeline remembered across a reload.
    await expect(entries(page)).toHaveAttribute("data-view", "grid");
    await page.getByRole("button", { name: "Timeline" }).click();
    await expect(page.getByRole("list", { name: "Journal entries" })).toHaveAttribute("data-view", "timeline");
    await page.reload();
    await expect(page.getByRole("button", { name: "Timeline" })).toHaveAttribute("aria-pressed", "true");
    await expect(entries(page)).toHaveAttribute("data-view", "timeline");
    await page.getByRole("button", { name: "Grid" }).click();
    await expect(entries(page)).toHaveAttribute("data-view", "grid");
  });

  test("share copies the text with 'Copied!' for 2 s; delete is confirmed and survives a reload", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUpViaApi(page, uniqueEmail("journal-share"));
    await saveEntry(page, { type: "prayer", content: "Lord, give me rest tonight.", tags: ["peace"] });
    await saveEntry(page, { type: "prayer", content: "Keep my children safe." });
    await openJournal(page);
    await tab(page, "Prayers").click();
    const card = cards(page).filter({ hasText: "Lord, give me rest tonight." });
    await card.getByRole("button", { name: /Share/ }).click();
    await expect(card.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Lord, give me rest tonight.");
    await expect(card.getByRole("button", { name: "Copied!" })).toBeHidden({ timeout: 3_000 });
    await expect(card.getByRole("button", { name: /Share/ })).toBeVisible();

    await card.getByRole("button", { name: /Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this entry?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(cards(page)).toHaveCount(2);
    await card.getByRole("button", { name: /Delete/ }).click();
    await confirm.getByRole("button", { name: "Delete entry" }).click();
    await expect(confirm).toBeHidden();
    await expect(cards(page)).toHaveCount(1);
    await page.reload();
    await tab(page, "Prayers").click();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByText("Lord, give me rest tonight.")).toHaveCount(0);
  });

  test("'Failed to delete entry' when the server refuses", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("journal-fail"));
    await saveEntry(page, { type: "reflection", content: "Reflection Prompt: Why?\n\nReflection: Because." });
    await openJournal(page);
    await page.route("**/api/journal/entries/reflections/*", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "x" } } }),
    );
    await cards(page)
      .first()
      .getByRole("button", { name: /Delete/ })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete entry" }).click();
    await expect(page.getByRole("dialog").getByText("Failed to delete entry")).toBeVisible();
    await page.unroute("**/api/journal/entries/reflections/*");
    await page.route("**/api/journal/entries?*", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "x" } } }),
    );
    await page.reload();
    // A list the browser reads itself (the first tab's arrives rendered by the server on a load).
    await tab(page, "Prayers").click();
    await expect(page.getByText("Failed to load content")).toBeVisible();
  });

  test("empty tabs explain themselves and link onwards; a second member sees nothing of the first", async ({ page, browser }) => {
    await signUpViaApi(page, uniqueEmail("journal-owner"));
    const ownerPrayer = await saveEntry(page, { type: "prayer", content: "Only mine to read." });
    await saveItem(page, { tab: "worship", title: "Only My Song", artist: "Me" });

    const other = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
    const second = await other.newPage();
    await signUpViaApi(second, uniqueEmail("journal-other"));
    await openJournal(second);
    await expect(second.getByText(/No streak yet/)).toBeVisible();
    const expected: Array<[string, string, string, string]> = [
      ["Reflections", "No reflections yet", "Reflect with today's plan", "/daily-plan"],
      ["Prayers", "No prayers yet", "Start a conversation", "/conversation"],
      ["Scriptures", "No scriptures yet", "Find today's verse", "/daily-plan"],
      ["Devotionals", "No devotionals yet", "Read today's devotional", "/daily-plan"],
      ["Worship", "No worship songs yet", "Open today's worship", "/daily-plan"],
    ];
    for (const [name, title, link, href] of expected) {
      await tab(second, name).click();
      await expect(second.getByRole("heading", { name: title })).toBeVisible();
      await expect(second.getByRole("tabpanel", { name }).getByRole("link", { name: link })).toHaveAttribute("href", href);
    }
    await expect(second.getByText("Only mine to read.")).toHaveCount(0);
    await expect(second.getByText("Only My Song")).toHaveCount(0);
    const refused = await second.request.delete(`/api/journal/entries/prayers/${ownerPrayer}`, { headers: origin() });
    expect(refused.status()).toBe(404);
    expect(await refused.text()).not.toContain("Only mine");
    await second.getByRole("link", { name: "Open today's worship" }).click();
    await expect(second).toHaveURL(/\/daily-plan$/);
    await other.close();

    await openJournal(page);
    await tab(page, "Prayers").click();
    await expect(page.getByText("Only mine to read.")).toBeVisible();
  });

  test("greets by first name and counts the streak in days", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("journal-name"));
    const response = await page.request.patch("/api/profile", { data: { first_name: "Ruth" }, headers: origin() });
    expect(response.status()).toBe(200);
    const ids = [
      await saveEntry(page, { type: "prayer", content: "Today." }),
      await saveEntry(page, { type: "prayer", content: "Yesterday." }),
      await saveEntry(page, { type: "reflection", content: "Two days ago." }),
      await saveEntry(page, { type: "reflection", content: "Long ago." }),
    ];
    await backdate(page, ids[1], 1);
    await backdate(page, ids[2], 2);
    await backdate(page, ids[3], 9);
    await openJournal(page);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Ruth" })).toBeVisible();
    await expect(page.getByText("3-day streak")).toBeVisible();
  });

  test("a long journal loads page by page as the member scrolls", async ({ page }) => {
    test.setTimeout(120_000);
    await signUpViaApi(page, uniqueEmail("journal-long"));
    for (let i = 1; i <= 45; i++) await saveEntry(page, { type: "prayer", content: `Prayer number ${i}.` });
    const pageSizes: number[] = [];
    page.on("response", async (response) => {
      if (/\/api\/journal\/entries\?.*tab=prayers/.test(response.url())) pageSizes.push((await response.json()).items.length);
    });
    await page.setViewportSize({ width: 1280, height: 600 });
    await openJournal(page);
    await tab(page, "Prayers").click();
    await expect(cards(page)).toHaveCount(20);
    // Pages of 20, never the whole journal at once.
    expect(pageSizes[0]).toBe(20);
    expect(await cards(page).count()).toBeLessThan(45);
    await expect(cards(page).first()).toContainText("Prayer number 45.");
    // Scrolling to the end loads the next page, and then the last.
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(40);
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(45);
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
    await expect(cards(page).last()).toContainText("Prayer number 1.");
    expect(pageSizes).toEqual([20, 20, 5]);

    // Without IntersectionObserver the visible button still loads each page.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "IntersectionObserver");
    });
    await page.reload();
    await tab(page, "Prayers").click();
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards(page)).toHaveCount(40);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards(page)).toHaveCount(45);
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });

  for (const mode of ["light", "dark"] as const) {
    test(`no serious accessibility violations in ${mode} mode, and no overflow at 375 px`, async ({ page }) => {
      await presetDisplay(page, { mode });
      await signUpViaApi(page, uniqueEmail(`journal-a11y-${mode}`));
      await fillJournal(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await openJournal(page);
      await tab(page, "Prayers").click();
      await expect(cards(page)).toHaveCount(2);
      await page.getByRole("button", { name: "Filters" }).click();
      await expect(page.getByLabel("Sort by date")).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `/journal (${mode}, 375 px)`);
      await page.getByRole("button", { name: "Timeline" }).click();
      await tab(page, "Worship").click();
      await expect(cards(page)).toHaveCount(1);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `/journal timeline (${mode})`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await tab(page, "Scriptures").click();
      await cards(page)
        .first()
        .getByRole("button", { name: /Delete/ })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/journal delete dialog (${mode})`);
    });
  }
});

// Issue 13: the journal's first view is rendered by the server with the member's own data, so
// their reflections are on screen from the HTML alone, before (here: without) any script.
test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the journal shows the member's own reflections from the HTML alone", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("journal-html"));
    await saveEntry(page, { type: "reflection", content: "Reflection Prompt: Where was grace today?\n\nReflection: At the table." });
    await page.goto("/journal");
    await expect(page.getByRole("tablist", { name: "Journal sections" })).toBeVisible();
    await expect(page.getByText("At the table.")).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
  });
});
