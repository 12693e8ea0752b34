import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { appOrigin, signUpViaApi, uniqueEmail } from "./support/accounts";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, presetDisplay } from "./support/checks";

async function member(browser: Browser, label: string, firstName?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await signUpViaApi(page, uniqueEmail(label));
  if (firstName) {
    const response = await page.request.patch("/api/profile", { data: { first_name: firstName }, headers: { Origin: appOrigin() } });
    expect(response.status()).toBe(200);
  }
  return { context, page };
}

async function createGroup(page: Page, name: string, description: string): Promise<{ id: string; code: string }> {
  await page.goto("/groups");
  await page.getByRole("button", { name: "Create Group" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Faith Community" });
  await dialog.getByLabel("Group Name").fill(`  ${name}  `);
  await dialog.getByLabel("Description").fill(description);
  await dialog.getByRole("button", { name: "Create Group" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const id = page.url().split("/groups/")[1];
  const code = (await page.locator("code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  return { id, code };
}

async function joinGroup(page: Page, code: string) {
  await page.goto("/groups");
  await page.getByRole("button", { name: "Join Group" }).click();
  const dialog = page.getByRole("dialog", { name: "Join Faith Community" });
  await dialog.getByLabel("Group Code").fill(code);
  await dialog.getByRole("button", { name: "Join Group" }).click();
  return dialog;
}

const chatInput = (page: Page) => page.getByRole("textbox", { name: "Message" });
const messages = (page: Page) => page.getByRole("list", { name: "Messages" });

test.describe("faith groups", () => {
  // Several browser contexts per test on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test("create, join by code, and chat live; non-members are kept out", async ({ browser }) => {
    const owner = await member(browser, "owner", "Ruth");
    const friend = await member(browser, "friend", "Naomi");
    const stranger = await member(browser, "stranger");

    await owner.page.goto("/groups");
    await expect(owner.page.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();
    const group = await createGroup(owner.page, "Morning Light", "Psalms before work");
    await owner.page.getByRole("button", { name: "Copy group code" }).click();
    await expect(owner.page.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(group.code);
    await expect(owner.page.getByRole("button", { name: "Copy group code" })).toBeVisible({ timeout: 4000 });
    await expect(owner.page.getByRole("button", { name: "Admin" })).toBeVisible();
    await expect(owner.page.getByText("1 member", { exact: true })).toBeVisible();

    // A wrong code, then the right one typed in lower case.
    const dialog = await joinGroup(friend.page, "ZZZ999" === group.code ? "ZZZ998" : "zzz999");
    await expect(dialog.getByText("Invalid group code. Please check and try again.")).toBeVisible();
    await dialog.getByLabel("Group Code").fill("");
    await dialog.getByLabel("Group Code").pressSequentially(group.code.toLowerCase() + "xy");
    await expect(dialog.getByLabel("Group Code")).toHaveValue(group.code);
    await dialog.getByRole("button", { name: "Join Group" }).click();
    await expect(friend.page.getByRole("heading", { level: 1, name: "Morning Light" })).toBeVisible();
    // Owner-only controls are absent for a member.
    await expect(friend.page.getByRole("button", { name: "Admin" })).toHaveCount(0);
    await expect(friend.page.getByRole("button", { name: "Copy group code" })).toHaveCount(0);
    await expect(friend.page.getByText(group.code)).toHaveCount(0);
    // The owner's screen counts the new member live.
    await expect(owner.page.getByText("2 members", { exact: true })).toBeVisible();

    const again = await joinGroup(friend.page, group.code);
    await expect(again.getByText("You are already a member of this group.")).toBeVisible();
    await friend.page.keyboard.press("Escape");

    // Live chat both ways; Enter sends, Shift+Enter adds a line; blank is never sent.
    await friend.page.goto(`/groups/${group.id}`);
    await chatInput(owner.page).fill("   ");
    await chatInput(owner.page).press("Enter");
    await chatInput(owner.page).fill("Good morning, friends");
    await chatInput(owner.page).press("Shift+Enter");
    await chatInput(owner.page).pressSequentially("Psalm 5 today");
    await chatInput(owner.page).press("Enter");
    await expect(chatInput(owner.page)).toHaveValue("");
    const ownerBubble = messages(owner.page).getByRole("listitem").filter({ hasText: "Good morning, friends" });
    await expect(ownerBubble).toHaveAttribute("data-own", "true");
    const seenByFriend = messages(friend.page).getByRole("listitem").filter({ hasText: "Good morning, friends" });
    await expect(seenByFriend).toBeVisible();
    await expect(seenByFriend).toContainText("Ruth");
    await expect(seenByFriend).not.toHaveAttribute("data-own", "true");
    expect(await seenByFriend.locator("p").last().textContent()).toBe("Good morning, friends\nPsalm 5 today");

    await chatInput(friend.page).fill("Amen, see you at noon");
    await chatInput(friend.page).press("Enter");
    await expect(messages(owner.page).getByRole("listitem").filter({ hasText: "Amen, see you at noon" })).toContainText("Naomi");
    await expect(messages(owner.page).getByRole("listitem")).toHaveCount(2);
    await expect(messages(friend.page).getByRole("listitem")).toHaveCount(2);

    // A non-member sees the header but not the chat, and cannot type.
    await stranger.page.goto(`/groups/${group.id}`);
    await expect(stranger.page.getByRole("heading", { level: 1, name: "Morning Light" })).toBeVisible();
    await expect(stranger.page.getByText("You must be a member of this group to view messages.")).toBeVisible();
    await expect(chatInput(stranger.page)).toBeDisabled();
    await expect(stranger.page.getByText("Good morning, friends")).toHaveCount(0);

    // The list shows the group with its counts.
    await friend.page.goto("/groups");
    const card = friend.page.getByRole("article").filter({ hasText: "Morning Light" });
    await expect(card).toContainText("Psalms before work");
    await expect(card).toContainText("2 members");
    await expect(card).toContainText("2 messages");
    await expect(card).toContainText(/Active (just now|1 minute ago)/);
    await card.getByRole("link", { name: /View Group/ }).click();
    await expect(friend.page).toHaveURL(new RegExp(`/groups/${group.id}$`));
    await friend.page.getByRole("link", { name: "Back to Groups" }).click();
    await expect(friend.page).toHaveURL(/\/groups$/);

    // A missing group.
    await friend.page.goto("/groups/00000000-0000-4000-8000-000000000000");
    await expect(friend.page.getByRole("heading", { name: "Group not found" })).toBeVisible();
    await friend.page.getByRole("button", { name: "Return to Groups" }).click();
    await expect(friend.page).toHaveURL(/\/groups$/);

    for (const m of [owner, friend, stranger]) await m.context.close();
  });

  test("the owner generates a study plan; each member keeps their own progress", async ({ browser }) => {
    const owner = await member(browser, "planner", "Lydia");
    const friend = await member(browser, "studier", "Priscilla");
    const group = await createGroup(owner.page, "Berea Study", "");
    await joinGroup(friend.page, group.code);
    await expect(friend.page.getByRole("heading", { level: 1, name: "Berea Study" })).toBeVisible();

    await friend.page.getByRole("tab", { name: "Study Plan" }).click();
    await expect(friend.page.getByText("No study plan has been created yet.")).toBeVisible();
    await expect(friend.page.getByRole("button", { name: "Generate Study Plan" })).toHaveCount(0);

    await owner.page.getByRole("button", { name: "Admin" }).click();
    await owner.page.getByRole("menuitem", { name: "Create Study Plan" }).click();
    const dialog = owner.page.getByRole("dialog", { name: "Generate Study Plan" });
    await expect(dialog.getByText("0/500 characters")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Generate Study Plan" })).toBeDisabled();
    await dialog.getByLabel("Study Theme").fill("Hope in hard times");
    await expect(dialog.getByText("18/500 characters")).toBeVisible();
    await dialog.getByRole("button", { name: "Generate Study Plan" }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });

    const ownerPlan = owner.page.getByRole("tabpanel", { name: "Study Plan" });
    await expect(ownerPlan.getByText("Group Goal")).toBeVisible();
    await expect(ownerPlan.getByText("Scripture • Devotional • Discussion • Challenge")).toBeVisible();
    await expect(ownerPlan.getByText("7 Days of Study")).toBeVisible();
    await expect(ownerPlan.getByText("0 of 7 days completed")).toBeVisible();
    await expect(ownerPlan.getByRole("button", { name: "New Plan" })).toBeVisible();
    await expect(
      ownerPlan
        .getByRole("list", { name: "Study days" })
        .getByRole("listitem")
        .filter({ has: owner.page.getByRole("checkbox") }),
    ).toHaveCount(7);
    await expect(ownerPlan.getByText("Today's Challenge").first()).toBeVisible();

    // The friend's screen picks the new plan up live.
    const friendPlan = friend.page.getByRole("tabpanel", { name: "Study Plan" });
    await expect(friendPlan.getByText("0 of 7 days completed")).toBeVisible();
    await expect(friendPlan.getByRole("button", { name: "New Plan" })).toHaveCount(0);

    await ownerPlan.getByRole("checkbox", { name: "Mark Day 1 as completed" }).check();
    await expect(ownerPlan.getByText("1 of 7 days completed")).toBeVisible();
    await expect(ownerPlan.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    const ownerDay1 = ownerPlan.locator("li[data-completed]");
    await expect(ownerDay1).toHaveCount(1);
    await expect(ownerDay1).toContainText("Completed");

    // The friend sees the count change live, and keeps their own progress.
    await expect(friendPlan.getByText("1 member completed")).toBeVisible();
    await expect(friendPlan.getByText("0 of 7 days completed")).toBeVisible();
    await friendPlan.getByRole("checkbox", { name: "Mark Day 2 as completed" }).check();
    await expect(friendPlan.getByText("1 of 7 days completed")).toBeVisible();
    await expect(friendPlan.getByRole("checkbox", { name: "Mark Day 1 as completed" })).not.toBeChecked();
    await friend.page.reload();
    await friend.page.getByRole("tab", { name: "Study Plan" }).click();
    await expect(friendPlan.getByRole("checkbox", { name: "Mark Day 2 as completed" })).toBeChecked();
    await expect(ownerPlan.getByRole("checkbox", { name: "Mark Day 2 as completed" })).not.toBeChecked();

    await ownerPlan.getByRole("checkbox", { name: "Mark Day 1 as completed" }).uncheck();
    await expect(ownerPlan.getByText("0 of 7 days completed")).toBeVisible();

    for (const m of [owner, friend]) await m.context.close();
  });

  test("a message written in despair shows help to its sender only; the group sees just the message", async ({ browser }) => {
    const owner = await member(browser, "care-owner", "Ruth");
    const friend = await member(browser, "care-friend", "Naomi");
    const group = await createGroup(owner.page, "Evening Rest", "Compline together");
    await joinGroup(friend.page, group.code);
    await expect(friend.page.getByRole("heading", { level: 1, name: "Evening Rest" })).toBeVisible();
    await owner.page.goto(`/groups/${group.id}`);

    const words = "I can't do this anymore. I have the pills ready and I'm going to end my life tonight.";
    await friend.page.getByRole("textbox", { name: "Message" }).fill(words);
    await friend.page.keyboard.press("Enter");
    const help = (page: Page) => page.getByRole("region", { name: "You don't have to face this alone" });
    await expect(help(friend.page)).toBeVisible();
    await expect(help(friend.page).getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
    // The group receives the message live, and nothing else.
    await expect(messages(owner.page).getByText(words)).toBeVisible();
    await expect(help(owner.page)).toHaveCount(0);
    await owner.page.reload();
    await expect(messages(owner.page).getByText(words)).toBeVisible();
    await expect(help(owner.page)).toHaveCount(0);
    await owner.context.close();
    await friend.context.close();
  });

  test("a member who scrolled up is shown a New messages marker instead of being moved", async ({ browser }) => {
    const owner = await member(browser, "talker", "Anna");
    const reader = await member(browser, "reader", "Simeon");
    const group = await createGroup(owner.page, "Long Chat", "");
    for (let i = 0; i < 14; i++) {
      const response = await owner.page.request.post(`/api/groups/${group.id}/messages`, {
        data: { message: `Line ${i + 1}\nof our long talk` },
        headers: { Origin: appOrigin() },
      });
      expect(response.status()).toBe(201);
    }
    await joinGroup(reader.page, group.code);
    await expect(messages(reader.page).getByRole("listitem")).toHaveCount(14);
    const scroller = reader.page.getByTestId("chat-scroll");
    await expect.poll(() => scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(5);
    await scroller.evaluate((el) => (el.scrollTop = 0));
    await chatInput(owner.page).fill("Are you still there?");
    await chatInput(owner.page).press("Enter");
    await expect(reader.page.getByRole("button", { name: "New messages" })).toBeVisible();
    expect(await scroller.evaluate((el) => el.scrollTop)).toBe(0);
    await reader.page.getByRole("button", { name: "New messages" }).click();
    await expect(messages(reader.page).getByText("Are you still there?")).toBeInViewport();
    for (const m of [owner, reader]) await m.context.close();
  });

  for (const mode of ["light", "dark"] as const) {
    test(`groups screens pass axe in ${mode} mode and fit 375 px`, async ({ browser }) => {
      const owner = await member(browser, `axe-${mode}`, "Ezra");
      await presetDisplay(owner.page, { mode });
      await owner.page.goto("/groups");
      await expect(owner.page.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();
      await expectNoSeriousA11yViolations(owner.page, `/groups empty (${mode})`);
      const group = await createGroup(owner.page, "A very long community name that keeps going", "A description for the card");
      await chatInput(owner.page).fill("A first message that is long enough to wrap on a narrow phone screen, surely");
      await chatInput(owner.page).press("Enter");
      await expect(messages(owner.page).getByRole("listitem")).toHaveCount(1);
      await expectNoSeriousA11yViolations(owner.page, `/groups/:id chat (${mode})`);
      await owner.page.getByRole("tab", { name: "Study Plan" }).click();
      await expect(owner.page.getByRole("heading", { name: "No Study Plan Available" })).toBeVisible();
      await owner.page.getByRole("button", { name: "Generate Study Plan" }).click();
      const dialog = owner.page.getByRole("dialog", { name: "Generate Study Plan" });
      await expectNoSeriousA11yViolations(owner.page, `generate dialog (${mode})`);
      await dialog.getByLabel("Study Theme").fill("Patience");
      await dialog.getByRole("button", { name: "Generate Study Plan" }).click();
      await expect(owner.page.getByText("0 of 7 days completed")).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousA11yViolations(owner.page, `/groups/:id plan (${mode})`);
      await owner.page.goto("/groups");
      await expect(owner.page.getByRole("article")).toHaveCount(1);
      await expectNoSeriousA11yViolations(owner.page, `/groups list (${mode})`);
      await owner.page.getByRole("button", { name: "Join Group" }).click();
      await expectNoSeriousA11yViolations(owner.page, `join dialog (${mode})`);
      await owner.page.keyboard.press("Escape");

      await owner.page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(owner.page);
      await owner.page.goto(`/groups/${group.id}`);
      await expect(messages(owner.page).getByRole("listitem")).toHaveCount(1);
      await expectNoHorizontalOverflow(owner.page);
      await owner.page.getByRole("tab", { name: "Study Plan" }).click();
      await expect(owner.page.getByText("0 of 7 days completed")).toBeVisible();
      await expectNoHorizontalOverflow(owner.page);
      await owner.context.close();
    });
  }
});
