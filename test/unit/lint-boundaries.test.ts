// Proves the architecture's import boundaries are enforced by `npm run lint`, not just written down.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImportErrors(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").length;
}

describe("import boundaries", () => {
  // ESLint's first run loads the TypeScript parser and every plugin: seconds on a busy machine.
  beforeAll(() => eslint.lintText("export {};\n", { filePath: "src/core/warm-up.ts" }), 60_000);

  it.each(["server/db/client", "guide/index", "scripture/index", "music/catalogue"])("web may not import %s", async (target) => {
    const code = `import * as m from "../../${target}";\nexport const x = m;\n`;
    expect(await restrictedImportErrors(code, "src/web/features/probe.ts")).toBe(1);
  });

  it("web may import types from the server (typed API client)", async () => {
    const code = `import type { Database } from "../../server/db/client";\nexport type X = Database;\n`;
    expect(await restrictedImportErrors(code, "src/web/lib/probe.ts")).toBe(0);
  });

  it("web may import core modules named like server-side folders", async () => {
    const code = `import { AssistantResponse } from "@core/guide";\nimport { x } from "../../core/guide";\nexport const y = [AssistantResponse, x];\n`;
    expect(await restrictedImportErrors(code, "src/web/features/probe.ts")).toBe(0);
  });

  it("web may import core", async () => {
    const code = `import { THEMES } from "../../core/options";\nexport const x = THEMES;\n`;
    expect(await restrictedImportErrors(code, "src/web/lib/probe.ts")).toBe(0);
  });

  it.each(["node:fs", "pg", "drizzle-orm", "nodemailer", "hono"])("core may not import %s", async (mod) => {
    const code = `import * as m from "${mod}";\nexport const x = m;\n`;
    expect(await restrictedImportErrors(code, "src/core/probe.ts")).toBe(1);
  });

  it("core may not import server code", async () => {
    const code = `import * as m from "../server/config";\nexport const x = m;\n`;
    expect(await restrictedImportErrors(code, "src/core/probe.ts")).toBe(1);
  });

  it("core may import its own sibling modules", async () => {
    const code = `import { x } from "./guide";\nexport const y = x;\n`;
    expect(await restrictedImportErrors(code, "src/core/probe.ts")).toBe(0);
  });

  it("core may import zod", async () => {
    const code = `import { z } from "zod";\nexport const s = z.string();\n`;
    expect(await restrictedImportErrors(code, "src/core/probe.ts")).toBe(0);
  });
});
