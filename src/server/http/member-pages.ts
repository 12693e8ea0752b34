// Member pages rendered at request time with the member's own data (issue 13): the journal's
// first view arrives as the member's content in the HTML, so it paints before the app's code has
// downloaded and run; the browser then renders the same page from the state sent beside it
// (src/web/main.tsx). The renderer is the prerender build's (dist/ssr/entry-server.js, which knows
// which pages qualify: src/web/app/server-reads.ts); the data comes from the app's own API routes,
// asked in-process with the request's cookie, so access rules and answers are exactly the API's.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { TIME_ZONE_COOKIE } from "@core/time-zone-cookie";
import type { MaybeNodeBindings } from "./client-ip.js";
import { MEMBER_PAGE_SLOT, MEMBER_STATE_SLOT, type Prerendered } from "./prerendered.js";

interface MemberRenderer {
  renderMemberPage: (
    path: string,
    read: (path: string) => Promise<unknown>,
    hints: { timeZone: string | null },
  ) => Promise<{ html: string; state: unknown } | null>;
}

/** Loads the renderer once; null (the app shell is sent instead) when the build has none. */
export function loadMemberRenderer(entryFile: string): () => Promise<MemberRenderer | null> {
  let loading: Promise<MemberRenderer | null> | null = null;
  return () => {
    loading ??= existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<MemberRenderer>).then(
          (module) => (typeof module.renderMemberPage === "function" ? module : null),
          (error: unknown) => {
            console.warn("[web] member pages are not server-rendered: the renderer failed to load", error);
            return null;
          },
        )
      : Promise.resolve(null);
    return loading;
  };
}

/** JSON inside a <script type="application/json">: no "</script>" or "<!--" can end or bend it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The member's page in `template` (scripts/prerender.ts), compressed as the shell files are; null
 * when this path is not server-rendered or a read failed (the caller sends the app shell).
 */
export async function renderMemberPage(
  app: Hono<MaybeNodeBindings>,
  c: Context,
  renderer: MemberRenderer,
  template: string,
): Promise<Prerendered | null> {
  const cookie = c.req.header("cookie") ?? "";
  const origin = new URL(c.req.url).origin;
  const read = async (path: string): Promise<unknown> => {
    const response = await app.request(`${origin}${path}`, { headers: { cookie, accept: "application/json" } }, c.env);
    return response.ok ? response.json() : null;
  };
  // The time zone the member's browser last reported; the API validates it like any other input.
  const timeZone = getCookie(c, TIME_ZONE_COOKIE) || null;
  const rendered = await renderer.renderMemberPage(c.req.path, read, { timeZone });
  if (!rendered) return null;
  let body = rendered.html;
  let html = template;
  // React renders the page's <title> where the page declares it; it belongs in the head.
  const title = /<title>[^<]*<\/title>/.exec(body)?.[0];
  if (title) {
    body = body.replace(title, "");
    html = html.replace(/<title>[^<]*<\/title>/, title);
  }
  html = html.replace(MEMBER_PAGE_SLOT, () => body).replace(MEMBER_STATE_SLOT, () => scriptSafeJson(rendered.state));
  return {
    html,
    br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(html, { level: 6 }),
  };
}
