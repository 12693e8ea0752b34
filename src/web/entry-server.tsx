// Build-time prerender (scripts/prerender.ts): each public page is rendered as a visitor sees it,
// so its content paints before any script runs; the browser then hydrates it. The members' app
// shell (header, a loading main, footer) is rendered the same way with the session still loading.
// At request time (src/server/http/member-pages.ts), a member page listed in app/server-reads.ts is
// rendered with the member's own data the same way.
import { renderToString } from "react-dom/server";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router";
import { AppProviders, createQueryClient } from "./app/AppProviders";
import { createRoutes, type RouteHandle } from "./app/router";
import { serverReadsOf, type ApiRead, type BrowserHints } from "./app/server-reads";
import { renderInTimeZone } from "./lib/time-zone";
import { profileQuery } from "./features/profile/api";
import { renderAsMember, renderAsVisitor } from "./lib/visitor-render";

export async function render(path: string, { visitor = true }: { visitor?: boolean } = {}): Promise<string> {
  renderAsVisitor(visitor);
  return renderRoute(path, createQueryClient());
}

/** What the browser needs to render the server's member page again as it is: see main.tsx. */
export interface MemberPageState {
  session: { user: { id: string } };
  queries: ReturnType<typeof dehydrate>;
}

/**
 * A member page with the member's data, or null when the path has no server reads, the request
 * has no session, or a read failed (the server then sends the app shell). `read` answers an API
 * path with its JSON body as this member, or null.
 */
export async function renderMemberPage(
  path: string,
  read: ApiRead,
  hints: BrowserHints = { timeZone: null },
): Promise<{ html: string; state: MemberPageState } | null> {
  const pageReads = serverReadsOf(path);
  if (!pageReads) return null;
  const session = (await read("/api/auth/get-session")) as MemberPageState["session"] | null;
  if (!session?.user?.id) return null;
  const queryClient = createQueryClient();
  const [profile, ...seeded] = await Promise.all([read("/api/profile"), ...pageReads.map((seed) => seed(read, queryClient, hints))]);
  if (!profile || seeded.includes(false)) return null;
  queryClient.setQueryData(profileQuery(session.user.id).queryKey, (profile as { profile: unknown }).profile as never);
  const html = await renderRoute(path, queryClient, session, hints.timeZone);
  return { html, state: { session, queries: dehydrate(queryClient) } };
}

/** `member`: the session to render with (set only around the synchronous render: requests interleave). */
async function renderRoute(
  path: string,
  queryClient: QueryClient,
  member?: MemberPageState["session"],
  timeZone: string | null = null,
): Promise<string> {
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} redirected (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  if (member) renderAsMember(member);
  renderInTimeZone(timeZone);
  try {
    return renderToString(
      <AppProviders queryClient={queryClient}>
        {/* No router hydration data: the CSP allows no inline script; member data travels apart. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  } finally {
    if (member) renderAsMember(null);
    renderInTimeZone(null);
  }
}

/** Every route whose page is its own chunk: its path pattern ("/groups/:id") and source modules. */
export function pageModules(): { path: string; modules: string[] }[] {
  const found: { path: string; modules: string[] }[] = [];
  const walk = (routes: RouteObject[], parent: string) => {
    for (const route of routes) {
      const path = route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
      const handle = route.handle as RouteHandle | undefined;
      if (handle) found.push({ path, modules: handle.dataModule ? [handle.module, handle.dataModule] : [handle.module] });
      if (route.children) walk(route.children, path);
    }
  };
  walk(createRoutes(createQueryClient()), "/");
  return found;
}
