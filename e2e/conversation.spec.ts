import { expect, test, type Page } from "@playwright/test";
import { appOrigin, signUpViaApi, uniqueEmail } from "./support/accounts";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, presetDisplay } from "./support/checks";

const MESSAGES_API = "**/api/conversation/messages";
/** The screen sends through the reply stream (its `done` event carries the stored exchange). */
const SEND_API = "**/api/conversation/messages/stream";
const SEND_PATH = "/api/conversation/messages/stream";
const GENERIC_WELCOME = /Welcome to Wellspring\. I'm the assistant, your spiritual companion/;

const messageBox = (page: Page) => page.getByPlaceholder("Share what's on your heart...");
const sendButton = (page: Page) => page.getByRole("button", { name: "Send message" });
const replies = (page: Page) => page.getByRole("article", { name: "The assistant said" });

async function setFirstName(page: Page, firstName: string) {
  const response = await page.request.patch("/api/profile", { data: { first_name: firstName }, headers: { Origin: appOrigin() } });
  expect(response.status()).toBe(200);
}

async function openConversation(page: Page) {
  await page.goto("/conversation");
  await expect(page.getByRole("heading", { level: 1, name: "Spiritual Guidance" })).toBeVisible();
  await expect(messageBox(page)).toBeVisible();
}

/** Sends with Enter and waits for the assistant's reply to appear. */
async function sendAndWait(page: Page, text: string) {
  const before = await replies(page).count();
  await messageBox(page).fill(text);
  const response = page.waitForResponse((r) => r.url().endsWith(SEND_PATH) && r.request().method() === "POST");
  await messageBox(page).press("Enter");
  expect((await response).status()).toBe(200);
  await expect(replies(page)).toHaveCount(before + 1);
  return doneOf(await (await response).text());
}

/** The stored exchange a reply stream ends with. */
function doneOf(stream: string): { thread_id: string; message: { id: string } } {
  const done = stream.split("\n\n").find((event) => event.startsWith("event: done\n"));
  if (!done) throw new Error(`The reply stream has no done event: ${stream.slice(0, 200)}`);
  return JSON.parse(done.slice("event: done\ndata: ".length));
}

test.describe("spiritual guidance conversation", () => {
  test("welcomes a member without a first name generically, and by name once it is known", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("welcome"));
    await openConversation(page);
    await expect(replies(page).first()).toContainText(GENERIC_WELCOME);
    await expect(messageBox(page)).toHaveAttribute("data-tour", "chat-input");

    await setFirstName(page, "Hannah");
    await page.reload();
    await expect(page.getByText("Hi Hannah, welcome back. How can the assistant support you today?")).toBeVisible();
  });

  test("Enter sends, Shift+Enter adds a line, the dots show while pending, and every part is labelled", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("send"));
    await openConversation(page);
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).fill("   ");
    await expect(sendButton(page)).toBeDisabled();

    await messageBox(page).fill("I feel anxious about tomorrow");
    await messageBox(page).press("Shift+Enter");
    await messageBox(page).pressSequentially("and I cannot sleep");
    await expect(messageBox(page)).toHaveValue("I feel anxious about tomorrow\nand I cannot sleep");
    await expect(replies(page)).toHaveCount(1);

    // Hold the reply back a moment, so the pending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEND_API, async (route) => {
      await held;
      await route.continue();
    });
    await messageBox(page).press("Enter");
    const pending = page.getByRole("status", { name: "The assistant is preparing a reply" });
    await expect(pending).toBeVisible();
    await expect(messageBox(page)).toHaveValue("");
    await messageBox(page).fill("next thought");
    await expect(sendButton(page)).toBeDisabled();
    await expect(page.getByRole("article", { name: "You said" })).toHaveText("I feel anxious about tomorrow\nand I cannot sleep");
    release();
    await expect(pending).toBeHidden();
    await expect(sendButton(page)).toBeEnabled();

    const reply = replies(page).last();
    for (const part of ["Scripture", "Interpretation", "Guidance", "Prayer", "Follow-up"]) {
      await expect(reply.getByRole("heading", { name: part, exact: true })).toBeVisible();
    }
    const reference = reply.getByRole("region", { name: "Scripture" }).getByRole("link");
    await expect(reference).toHaveAttribute("href", /^\/bible\/web\/[a-z0-9-]+\/\d+/);
    await reference.click();
    await expect(page).toHaveURL(/\/bible\/web\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a reload keeps the history and the thread", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("thread"));
    await openConversation(page);
    const first = await sendAndWait(page, "I am grateful for my family");
    const secondRequest = page.waitForRequest((r) => r.url().endsWith(SEND_PATH) && r.method() === "POST");
    await sendAndWait(page, "How can I show them love?");
    expect((await secondRequest).postDataJSON()).toEqual({ message: "How can I show them love?", thread_id: first.thread_id });

    await page.reload();
    await expect(page.getByRole("article", { name: "You said" })).toHaveText(["I am grateful for my family", "How can I show them love?"]);
    await expect(replies(page)).toHaveCount(3);
    const thirdRequest = page.waitForRequest((r) => r.url().endsWith(SEND_PATH) && r.method() === "POST");
    await sendAndWait(page, "Thank you");
    expect((await thirdRequest).postDataJSON().thread_id).toBe(first.thread_id);
  });

  test("saves a reply to the journal once; the second save is refused with the spec's message", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("journal"));
    await openConversation(page);
    await sendAndWait(page, "I want to trust God with my future");
    const reply = replies(page).last();

    await reply.getByRole("button", { name: "Save to Journal" }).click();
    const dialog = page.getByRole("dialog", { name: "Save to Journal" });
    await expect(dialog).toBeVisible();
    const entry = dialog.getByLabel("Journal entry");
    await expect(entry).not.toHaveValue("");
    expect((await entry.boundingBox())!.height).toBeGreaterThanOrEqual(200);
    await expect(dialog.getByRole("button", { name: "Remove tag wellspring" })).toBeVisible();
    const tagBox = dialog.getByLabel("Add a tag");
    await tagBox.fill("  trust ");
    await tagBox.press("Enter");
    await tagBox.fill("trust");
    await tagBox.press("Enter");
    await tagBox.fill("   ");
    await tagBox.press("Enter");
    await expect(dialog.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["wellspring", "trust"]);
    await expect(dialog).toBeVisible();

    await entry.fill("   ");
    await expect(dialog.getByRole("button", { name: "Save Entry" })).toBeDisabled();
    await entry.fill("God holds my future.");
    await dialog.getByRole("button", { name: "Save Entry" }).click();
    await expect(dialog.getByText("Saved to your journal")).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4_000 });

    await reply.getByRole("button", { name: "Save to Journal" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Save Entry" }).click();
    await expect(dialog.getByText("This message has already been saved to your journal.")).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4_000 });

    // The prayer is saved as a prayer.
    await reply.getByRole("button", { name: "Save prayer to journal" }).click();
    await expect(dialog.getByLabel("Journal entry")).toHaveValue(/\S/);
    const saved = page.waitForRequest((r) => r.url().endsWith("/api/journal/entries"));
    await dialog.getByRole("button", { name: "Save Entry" }).click();
    expect((await saved).postDataJSON()).toMatchObject({ type: "prayer", source: "wellspring", tags: ["wellspring"] });
    await expect(dialog.getByText("Saved to your journal")).toBeVisible();
  });

  test("the dialog says when saving fails and stays open", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("journal-fail"));
    await openConversation(page);
    await sendAndWait(page, "Help me forgive my brother");
    await page.route("**/api/journal/entries", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "boom" } } }),
    );
    await replies(page).last().getByRole("button", { name: "Save to Journal" }).click();
    const dialog = page.getByRole("dialog", { name: "Save to Journal" });
    await dialog.getByRole("button", { name: "Save Entry" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Failed to save journal entry. Please try again.");
    await expect(dialog.getByRole("button", { name: "Save Entry" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a crisis message is answered with help first", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("crisis"));
    await openConversation(page);
    await sendAndWait(page, "I want to kill myself tonight");
    const reply = replies(page).last();
    const help = reply.getByRole("region", { name: "You don't have to face this alone" });
    await expect(help).toBeVisible();
    await expect(help.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
    await expect(help.getByRole("link", { name: "Text 988" })).toHaveAttribute("href", "sms:988");
    await expect(help.getByRole("link", { name: /findahelpline\.com/ })).toHaveAttribute("href", "https://findahelpline.com");
    await expect(help).toContainText("local emergency number");
    await expect(help).toContainText("pastor");
    const helpBox = (await help.boundingBox())!;
    const scriptureBox = (await reply.getByRole("heading", { name: "Scripture", exact: true }).boundingBox())!;
    expect(helpBox.y).toBeLessThan(scriptureBox.y);
  });

  test("a heavy message gets the gentle care line first, and the guidance does not repeat it", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("concern"));
    await openConversation(page);
    await sendAndWait(page, "Lately I feel hopeless about my job and my faith");
    const reply = replies(page).last();
    const help = reply.getByRole("region", { name: "You don't have to face this alone" });
    await expect(help).toContainText("If things feel this heavy, you don't have to carry them alone.");
    await expect(help.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
    await expect(reply.getByRole("heading", { name: "Guidance", exact: true })).toBeVisible();
    await expect(reply).toContainText("988", { useInnerText: true });
    await expect(reply).not.toContainText("If this heaviness stays with you");
  });

  test("a message about someone else at risk is answered with the helper's line first", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("helper"));
    await openConversation(page);
    await sendAndWait(page, "My friend keeps telling me she wants to die. How can I help her?");
    const reply = replies(page).last();
    const help = reply.getByRole("region", { name: "You don't have to face this alone" });
    await expect(help).toContainText("It's good that you're looking out for them.");
    await expect(help.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
    await expect(help).toContainText("local emergency number");
    // Spoken to the helper, not to a person in danger.
    await expect(reply).not.toContainText("Are you safe right now?");
  });

  test("someone else in danger now is answered with the emergency call first", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("helper-emergency"));
    await openConversation(page);
    await sendAndWait(page, "My friend texted me goodbye and says she took all her pills, what should I do?");
    const reply = replies(page).last();
    const help = reply.getByRole("region", { name: "You don't have to face this alone" });
    await expect(help).toContainText("This is an emergency: call your local emergency number now");
    const links = help.getByRole("link");
    await expect(links.first()).toHaveAccessibleName("Call 911");
    await expect(links.first()).toHaveAttribute("href", "tel:911");
    await expect(help.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
    // Spoken to the helper, and the reply under it is for the helper too.
    await expect(reply).not.toContainText("Are you safe right now?");
    await expect(reply).toContainText("keep the one I am worried about safe");
  });

  test("a failed send shows the red banner and puts the text back", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("fail"));
    await openConversation(page);
    await page.route(SEND_API, (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Failed to get response from the assistant" } } }),
    );
    await messageBox(page).fill("Please pray for my mother");
    await messageBox(page).press("Enter");
    const banner = page.getByRole("alert").filter({ hasText: "Failed to process your message. Please try again." });
    await expect(banner).toBeVisible();
    await expect(banner.locator("svg")).toHaveCount(1);
    await expect(messageBox(page)).toHaveValue("Please pray for my mother");

    await page.unroute(SEND_API);
    await messageBox(page).press("Enter");
    await expect(banner).toBeHidden();
    await expect(replies(page)).toHaveCount(2);
  });

  test("history and profile failures are shown with the spec's words", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("load-fail"));
    await page.route(MESSAGES_API, (route) =>
      route.request().method() === "GET" ? route.fulfill({ status: 500, json: {} }) : route.continue(),
    );
    await page.route("**/api/profile", (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto("/conversation");
    await expect(page.getByText("Failed to load conversation history")).toBeVisible();
    await expect(page.getByText("Failed to load your profile")).toBeVisible();
    await expect(replies(page).first()).toContainText(GENERIC_WELCOME);
  });

  test("content that is neither an object nor text shows 'Message content unavailable'", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("odd"));
    const threadId = "00000000-0000-4000-8000-000000000001";
    await page.route(MESSAGES_API, (route) =>
      route.fulfill({
        json: {
          thread_id: threadId,
          messages: [
            { id: "a:user", type: "user", content: "Hello", timestamp: new Date().toISOString(), thread_id: threadId },
            { id: "a", type: "assistant", content: 42, timestamp: new Date().toISOString(), thread_id: threadId },
            { id: "b:user", type: "user", content: "Again", timestamp: new Date().toISOString(), thread_id: threadId },
            { id: "b", type: "assistant", content: "A plain text reply", timestamp: new Date().toISOString(), thread_id: threadId },
          ],
        },
      }),
    );
    await openConversation(page);
    await expect(replies(page).nth(1)).toHaveText("Message content unavailable");
    await expect(replies(page).nth(2)).toContainText("A plain text reply");
  });

  test("voice input explains itself where the browser cannot listen", async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
      delete (window as unknown as Record<string, unknown>).SpeechRecognition;
    });
    await signUpViaApi(page, uniqueEmail("voice"));
    await openConversation(page);
    await page.getByRole("button", { name: "Start voice input" }).click();
    await expect(page.getByText("Voice input isn't supported in this browser. You can type your message instead.")).toBeVisible();
  });

  test("voice input dictates into the box where the browser can listen", async ({ page }) => {
    await page.addInitScript(() => {
      class FakeRecognition {
        onresult: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        start() {
          setTimeout(() => {
            this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: "Lord give me peace" } }] });
          }, 50);
        }
        stop() {
          this.onend?.();
        }
      }
      // Chromium may expose either name; both are the stand-in here.
      Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
    });
    await signUpViaApi(page, uniqueEmail("voice-on"));
    await openConversation(page);
    await messageBox(page).fill("Today:");
    await page.getByRole("button", { name: "Start voice input" }).click();
    await expect(messageBox(page)).toHaveValue("Today: Lord give me peace");
    await page.getByRole("button", { name: "Stop voice input" }).click();
    await expect(page.getByRole("button", { name: "Start voice input" })).toBeVisible();
  });

  test("shows a counter near the 4,000-character limit", async ({ page }) => {
    await signUpViaApi(page, uniqueEmail("limit"));
    await openConversation(page);
    await messageBox(page).fill("a".repeat(3_600));
    await expect(page.getByText("400 characters left")).toBeVisible();
    await messageBox(page).fill("a".repeat(4_100));
    await expect(messageBox(page)).toHaveValue("a".repeat(4_000));
    await expect(page.getByText("0 characters left")).toBeVisible();
  });

  test("the walkthrough's step 2 highlights the message box", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpViaApi(page, uniqueEmail("tour"), undefined, { walkthrough: "show" });
    await page.goto("/profile");
    const tip = page.getByRole("dialog", { name: /./ }).filter({ has: page.getByText(/^Step \d of 6$/) });
    await expect(tip.getByText("Step 1 of 6")).toBeVisible();
    await tip.getByRole("button", { name: "Next" }).click();
    await expect(tip.getByText("Step 2 of 6")).toBeVisible();
    await expect(page).toHaveURL(/\/conversation$/);
    const box = (await messageBox(page).boundingBox())!;
    await expect
      .poll(async () => {
        const spot = await page.locator("[data-walkthrough-spotlight]").boundingBox();
        return Boolean(
          spot &&
          spot.x <= box.x &&
          spot.y <= box.y &&
          spot.x + spot.width >= box.x + box.width &&
          spot.y + spot.height >= box.y + box.height,
        );
      })
      .toBe(true);
  });

  for (const mode of ["light", "dark"] as const) {
    test(`fits 375 px and passes axe in ${mode} mode, with a reply and with the dialog open`, async ({ page }) => {
      await presetDisplay(page, { mode });
      await page.setViewportSize({ width: 375, height: 800 });
      await signUpViaApi(page, uniqueEmail(`a11y-${mode}`));
      await openConversation(page);
      await sendAndWait(page, "I am afraid of being alone and I want to kill myself");
      await sendAndWait(page, "I feel anxious about my exams");
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `/conversation (${mode})`);
      await replies(page).last().getByRole("button", { name: "Save to Journal" }).click();
      await expect(page.getByRole("dialog", { name: "Save to Journal" })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `/conversation save dialog (${mode})`);
    });
  }
});
