import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageContainer } from "../components/content/PageHeading";
import { Button } from "../components/ui/Button";

/** Shown when a screen fails to load or render; a reload fixes a stale deploy's missing chunks. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <PageContainer narrow>
      <div role="alert" className="flex flex-col items-center py-10 text-center">
        <h1 className="text-3xl font-semibold text-fg">Something went wrong</h1>
        <p className="mt-3 max-w-md text-lg text-muted">
          This page didn't load as it should. Please try again.{detail ? ` (${detail})` : ""}
        </p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </PageContainer>
  );
}
