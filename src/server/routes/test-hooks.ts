// Test-only endpoints, mounted only when WELLSPRING_TEST_HOOKS=1 (refused in production by
// config.ts). End-to-end tests read the newest mail for an address to follow a reset link.
import { Hono } from "hono";
import { desc, eq } from "drizzle-orm";
import { authBackgroundOf, type Auth } from "../auth/index.js";
import type { Database } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";
import { apiError } from "../http/errors.js";

export function testHookRoutes(deps: { db: Database; auth: Auth }) {
  return new Hono().get("/outbox", async (c) => {
    const to = c.req.query("to")?.trim();
    if (!to) return apiError(c, 400, "invalid_input", "to: is required");
    // Reset mail goes out in the background; a test reading the outbox wants it there.
    await authBackgroundOf(deps.auth).settle();
    const [mail] = await deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to.toLowerCase()))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (!mail) return apiError(c, 404, "not_found", `No mail for ${to}`);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    return c.json({
      mail: {
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status: mail.status,
        created_at: mail.createdAt.toISOString(),
        links,
      },
    });
  });
}
