// Build-time prerender (scripts/prerender.ts): each public page is rendered as a visitor sees it,
// so its content paints before any script runs; the browser then hydrates it. The members' app
// shell (header, a loading main, footer) is rendered the same way with the session still loading.
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router";
import { AppProviders, createQueryClient } from "./app/AppProviders";
import { createRoutes, type RouteHandle } from "./app/router";
import { renderAsVisitor } from "./lib/visitor-render";

export async function render(path: string, { visitor = true }: { visitor?: boolean } = {}): Promise<string> {
  renderAsVisitor(visitor);
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} redirected (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders queryClient={queryClient}>
      {/* No hydration data: the CSP allows no inline script, and these pages load no data. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
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
