// Build-time prerender of the public pages (scripts/prerender.mjs): each is rendered as a visitor
// sees it, so its content paints before any script runs; the browser then hydrates it.
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders, createQueryClient } from "./app/AppProviders";
import { routes } from "./app/router";
import { renderAsVisitor } from "./lib/visitor-render";

export async function render(path: string): Promise<string> {
  renderAsVisitor();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} redirected (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders queryClient={createQueryClient()}>
      {/* No hydration data: the CSP allows no inline script, and these pages load no data. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
