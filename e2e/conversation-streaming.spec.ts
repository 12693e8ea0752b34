// The conversation with a model configured: a second Wellspring server (GUIDE_* set) talks to the
// local OpenAI-compatible test server, which streams its scripted replies at a hosted model's pace.
// Both run beside the suite's own server for this file only.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { startOpenAiTestServer, type OpenAiTestServer } from "../src/guide/testing/openai-test-server";
import { uniqueEmail, GOOD_PASSWORD } from "./support/accounts";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, presetDisplay } from "./support/checks";

/**
 * After this long without a complete reply, the app answers with the embedded guide. The replies
 * below take about 6 s at the pace used, so it is well above that.
 */
const GUIDE_TIMEOUT_MS = 15_000;

const MODEL_INTERPRETATION =
  "Paul wrote these words from a prison cell, and still he speaks of a peace that stands guard over the heart. Anxiety is not a failure of faith; it is an invitation to bring every worry, one by one, to a God who listens and who is near.";
const modelReply = (interpretation = MODEL_INTERPRETATION) =>
  JSON.stringify({
    scripture: { verse: "Philippians 4:6-7" },
    interpretation,
    guidance:
      "Tonight, before you study, write down the one worry that weighs most and pray over it in a single honest sentence. Then do the next small task in front of you, trusting that the outcome is held by Someone bigger than this exam. Tomorrow morning, read the verse again before you begin.",
    prayer: "Lord, guard my heart and my thoughts in Christ Jesus. Give me calm to study and rest to sleep. Amen.",
    follow_up: "Which worry would you name first tonight?",
  });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface LlmApp {
  url: string;
  model: OpenAiTestServer;
}

const test = base.extend<object, { llmApp: LlmApp }>({
  llmApp: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // A hosted model's pace: the first token after 450 ms, then 45 tokens a second.
      const model = await startOpenAiTestServer({ pace: { firstTokenMs: 450, tokensPerSecond: 45 } });
      model.setFallback(() => ({ content: modelReply() }));
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(join(process.env.E2E_DATA_DIR ?? tmpdir(), "wellspring-e2e-llm-"));
      const app: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          APP_URL: url,
          DATA_DIR: dataDir,
          WELLSPRING_TEST_HOOKS: "1",
          AUTH_RATE_LIMIT_FACTOR: "100",
          NODE_ENV: "test",
          // The suite's server has just built the web app.
          SKIP_WEB_BUILD: "1",
          GUIDE_BASE_URL: model.baseURL,
          GUIDE_MODEL: "test-model",
          GUIDE_TIMEOUT_MS: String(GUIDE_TIMEOUT_MS),
        },
        stdio: "ignore",
      });
      try {
        await expect
          .poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [250] })
          .toBe(200);
        await use({ url, model });
      } finally {
        app.kill("SIGTERM");
        await model.close();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.use({ baseURL: undefined });
// The suite runs fully parallel; this file's tests stay together in one worker, in order, so the
// second server above starts once rather than once per worker.
test.describe.configure({ mode: "default" });

const messageBox = (page: Page) => page.getByPlaceholder("Share what's on your heart...");
const replies = (page: Page) => page.getByRole("article", { name: "The assistant said" });
const replying = (page: Page) => page.getByRole("article", { name: "The assistant is replying" });
const pendingDots = (page: Page) => page.getByRole("status", { name: "The assistant is preparing a reply" });

async function signUpAndOpen(page: Page, app: LlmApp, label: string) {
  const headers = { Origin: app.url };
  const signUp = await page.request.post(`${app.url}/api/auth/sign-up/email`, {
    data: { email: uniqueEmail(label), password: GOOD_PASSWORD, name: "" },
    headers,
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const skip = await page.request.patch(`${app.url}/api/profile`, { data: { onboarding_completed: true }, headers });
  expect(skip.status()).toBe(200);
  await page.goto(`${app.url}/conversation`);
  await expect(messageBox(page)).toBeVisible();
}

test.describe("the conversation with a model, streamed", () => {
  test("text appears while the reply is written, the complete reply shows every part, and a reload shows it stored", async ({
    page,
    llmApp,
  }) => {
    llmApp.model.enqueue({ content: modelReply() });
    await signUpAndOpen(page, llmApp, "stream");
    await messageBox(page).fill("I am anxious about my exams");
    await messageBox(page).press("Enter");
    // The three dots until the first text arrives.
    await expect(pendingDots(page)).toBeVisible();

    // The interpretation is readable while the reply is still being written.
    const partial = replying(page);
    await expect(partial.getByRole("heading", { name: "Interpretation", exact: true })).toBeVisible();
    await expect(partial).toHaveAttribute("aria-busy", "true");
    await expect(partial.getByRole("region", { name: "Scripture" })).toContainText("Philippians 4:6-7 (WEB)");
    await expect(partial.getByRole("heading", { name: "Follow-up", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    await expect(pendingDots(page)).toBeHidden();
    await expect(partial.getByRole("button", { name: "Save to Journal" })).toHaveCount(0);

    // Complete: every part, the save actions, and one announcement.
    const reply = replies(page).last();
    await expect(reply.getByRole("heading", { name: "Follow-up", exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(partial).toHaveCount(0);
    for (const part of ["Scripture", "Interpretation", "Guidance", "Prayer", "Follow-up"]) {
      await expect(reply.getByRole("heading", { name: part, exact: true })).toBeVisible();
    }
    await expect(reply).toContainText(MODEL_INTERPRETATION);
    await expect(reply).toContainText("In nothing be anxious");
    await expect(reply.getByRole("button", { name: "Save to Journal" })).toBeVisible();
    await expect(page.getByText("The assistant has replied.")).toBeAttached();

    await page.reload();
    await expect(replies(page).last()).toContainText(MODEL_INTERPRETATION);
    await expect(replies(page).last().getByRole("heading", { name: "Follow-up", exact: true })).toBeVisible();
  });

  test("a provider that fails half-way still ends in a grounded reply", async ({ page, llmApp }) => {
    llmApp.model.enqueue({ content: modelReply(), dropAfterChars: 160 });
    await signUpAndOpen(page, llmApp, "stream-drop");
    await messageBox(page).fill("I am anxious about my exams");
    await messageBox(page).press("Enter");
    await expect(replying(page).getByRole("heading", { name: "Interpretation", exact: true })).toBeVisible();
    const reply = replies(page).last();
    await expect(reply.getByRole("heading", { name: "Follow-up", exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(reply).not.toContainText(MODEL_INTERPRETATION.slice(0, 40));
    await expect(reply.getByRole("region", { name: "Scripture" }).getByRole("link")).toHaveAttribute("href", /^\/bible\/web\//);
    await expect(page.getByText("Failed to process your message. Please try again.")).toHaveCount(0);
  });

  test("a provider too slow to answer still ends in a grounded reply, with the dots shown meanwhile", async ({ page, llmApp }) => {
    test.setTimeout(GUIDE_TIMEOUT_MS + 30_000);
    llmApp.model.enqueue({ content: modelReply(), delayMs: GUIDE_TIMEOUT_MS + 3000 });
    await signUpAndOpen(page, llmApp, "stream-slow");
    await messageBox(page).fill("I am anxious about my exams");
    await messageBox(page).press("Enter");
    await expect(pendingDots(page)).toBeVisible();
    const reply = replies(page).last();
    await expect(reply.getByRole("heading", { name: "Follow-up", exact: true })).toBeVisible({ timeout: GUIDE_TIMEOUT_MS + 8000 });
    await expect(reply).not.toContainText(MODEL_INTERPRETATION.slice(0, 40));
    await expect(reply.getByRole("heading", { name: "Scripture", exact: true })).toBeVisible();
    await expect(page.getByText("Failed to process your message. Please try again.")).toHaveCount(0);
  });

  for (const mode of ["light", "dark"] as const) {
    test(`a reply being written fits 375 px and passes axe in ${mode} mode`, async ({ page, llmApp }) => {
      test.setTimeout(GUIDE_TIMEOUT_MS + 30_000);
      // Slow enough that the reply is still being written during the scan (it ends at the time limit).
      llmApp.model.enqueue({ content: modelReply(), pace: { firstTokenMs: 300, tokensPerSecond: 6 } });
      await presetDisplay(page, { mode });
      await page.setViewportSize({ width: 375, height: 800 });
      await signUpAndOpen(page, llmApp, `stream-a11y-${mode}`);
      await messageBox(page).fill("I am anxious about my exams");
      await messageBox(page).press("Enter");
      await expect(replying(page).getByRole("heading", { name: "Interpretation", exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `/conversation, reply being written (${mode})`);
      await expect(replying(page)).toBeVisible();
    });
  }
});
