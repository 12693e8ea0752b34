import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { mailOutbox } from "../../src/server/db/schema.js";
import { createSmtpMailer } from "../../src/server/mail/smtp-mailer.js";
import { databaseTargets } from "./support/databases.js";
import { uniqueEmail } from "./support/server.js";

/** Just enough SMTP to accept a message; records what it received. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = "";
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString("utf8").split("\r\n")) {
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(data);
            data = "";
            socket.write("250 OK queued\r\n");
          } else data += line + "\n";
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (!line) continue;
        if (command === "EHLO" || command === "HELO") socket.write("250 fake.smtp\r\n");
        else if (command === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0, received });
    }),
  );
}

const quiet = { info() {}, error() {} };

describe.each(databaseTargets())("SMTP mail on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("delivers through SMTP and records the message as sent", async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = createSmtpMailer(handle.db, `smtp://127.0.0.1:${smtp.port}`, "Wellspring <no-reply@example.com>", quiet);
      const to = uniqueEmail("smtp");
      await mailer.send({ to, subject: "Hello", text: "Link: http://example.com/x" });
      await mailer.flush();
      const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(row).toMatchObject({ status: "sent", subject: "Hello" });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(smtp.received.join("\n")).toContain("Subject: Hello");
    } finally {
      smtp.server.close();
    }
  });

  it("records a failed delivery without throwing", async () => {
    const closed = await fakeSmtpServer();
    const port = closed.port;
    await new Promise((resolve) => closed.server.close(resolve));
    const mailer = createSmtpMailer(handle.db, `smtp://127.0.0.1:${port}`, "Wellspring <no-reply@example.com>", quiet);
    const to = uniqueEmail("smtp-down");
    await expect(mailer.send({ to, subject: "Hello", text: "body" })).resolves.toBeUndefined();
    await mailer.flush();
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row.status).toBe("failed");
    expect(row.error).toBeTruthy();
  });
});
