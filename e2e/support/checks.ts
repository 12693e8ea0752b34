import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** Fails on any serious or critical axe violation (WCAG 2.x A/AA rules), listing each one. */
export async function expectNoSeriousA11yViolations(page: Page, context = page.url()): Promise<void> {
  // Colours measured mid-transition (a dialog's overlay fading in) are neither the before nor the
  // after: let one-off animations and transitions finish first. Repeating ones are decoration that
  // never settles in time: spinners (endless) and the landing hero's ripple (three 6 s passes, so
  // waiting on it cost every landing, sign-in and sign-up scan 18 s; session 39).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || Number(a.effect?.getTiming().iterations ?? 1) > 1),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

/** At a 375 px wide viewport nothing may scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "document scroll width at 375 px").toBeLessThanOrEqual(375);
}

/** Sets theme and mode in storage before any page script runs (as a returning visitor would have). */
export async function presetDisplay(page: Page, prefs: { theme?: string; mode?: string }): Promise<void> {
  await page.addInitScript((p) => {
    if (p.theme) window.localStorage.setItem("theme", p.theme);
    if (p.mode) window.localStorage.setItem("mode", p.mode);
  }, prefs);
}
