import { Link } from "react-router";
import { Compass } from "lucide-react";
import { buttonClasses } from "../../components/ui/Button";
import { PageContainer, documentTitle } from "../../components/content/PageHeading";

export default function NotFoundPage() {
  return (
    <PageContainer narrow>
      <title>{documentTitle("Page not found")}</title>
      <div className="flex flex-col items-center py-10 text-center">
        <Compass aria-hidden="true" className="size-12 text-primary" />
        <h1 className="mt-4 text-3xl font-semibold text-fg sm:text-4xl">Page not found</h1>
        <p className="mt-3 max-w-md text-lg text-muted">
          We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.
        </p>
        <Link to="/" className={buttonClasses("primary", "lg", "mt-8")}>
          Return home
        </Link>
      </div>
    </PageContainer>
  );
}
