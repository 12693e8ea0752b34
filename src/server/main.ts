// Starts Wellspring: reads the environment, opens the database (migrating it), and serves the API
// and the built web app from one Node process.
import { mkdirSync } from "node:fs";
import type { Server as HttpServer } from "node:http";
import { serve } from "@hono/node-server";
import { createGuide, warmGuide } from "../guide/index.js";
import { createMusicProvider } from "../music/index.js";
import { createApp } from "./app.js";
import { authBackgroundOf, createAuth } from "./auth/index.js";
import { loadOrCreateAuthSecret } from "./auth-secret.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { openDatabase } from "./db/client.js";
import { createMailer } from "./mail/index.js";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: say which variable, without a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = {
  info: (message: string) => console.log(message),
  error: (message: string, error?: unknown) => console.error(message, error ?? ""),
};

mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` }, logger);
const secret = config.authSecret ?? loadOrCreateAuthSecret(config.dataDir);
if (!config.authSecret && config.databaseUrl) {
  logger.info("[auth] BETTER_AUTH_SECRET is not set; using a secret kept in DATA_DIR. Set it when several instances share the database.");
}
const mailer = createMailer(database.db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, logger });
const auth = createAuth({
  db: database.db,
  mailer,
  secret,
  appUrl: config.appUrl,
  trustedOrigins: config.trustedOrigins,
  rateLimitFactor: config.authRateLimitFactor,
  log: logger,
});
// Resolve every topic passage now, so no member waits for a first-time lookup.
warmGuide();
const app = createApp({
  db: database.db,
  auth,
  mailer,
  guide: createGuide({
    ...config.guide,
    onFallback: (operation, error) => logger.error(`[guide] ${operation}: the model failed; the embedded guide answered`, error),
  }),
  music: createMusicProvider(config.spotify, logger),
  logger,
  webRoot: config.webRoot,
  appUrl: config.appUrl,
  clientIpHeader: config.clientIpHeader,
  testHooks: config.testHooks,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    `Wellspring is running at ${config.appUrl} (listening on ${info.address}:${info.port}; ` +
      `database: ${database.kind}${database.kind === "pglite" ? ` in ${config.dataDir}` : ""}; mail: ${mailer.kind})`,
  );
  if (config.testHooks) logger.info("[test] WELLSPRING_TEST_HOOKS=1: /api/test/outbox is enabled. Never use this in production.");
});

// Idle keep-alive connections stay open longer than a proxy's or client's own idle timeout (60 s on
// common load balancers): with Node's 5 s, a client reusing a connection just as the server closes
// it gets ECONNRESET (seen in the Playwright run: a request after seven idle seconds).
const httpServer = server as HttpServer;
httpServer.keepAliveTimeout = 65_000;
httpServer.headersTimeout = 66_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`[server] ${signal}: shutting down`);
  server.close();
  await authBackgroundOf(auth)
    .settle()
    .catch(() => {});
  await mailer.flush().catch(() => {});
  await database.close().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
