import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders, createQueryClient } from "./app/AppProviders";
import { createAppRouter } from "./app/router";
import { reloadOnStaleChunks } from "./lib/offline";
import { registerServiceWorker } from "./lib/service-worker";
import { PRERENDERED_ATTRIBUTE } from "./lib/visitor-render";
import "./styles/app.css";

reloadOnStaleChunks();
registerServiceWorker();

const queryClient = createQueryClient();
const router = createAppRouter();

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

const app = (
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProviders>
);

if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // The page's HTML was prerendered: load the matched route's code first (privacy, terms and
  // contact are lazy chunks), so the first render matches what is already on screen.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized) {
          unsubscribe();
          resolve();
        }
      });
    });
  }
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
