import { Link } from "react-router";
import { FOOTER_LINKS, copyrightLine } from "./navigation";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-surface-2/60">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-muted sm:flex-row sm:px-6">
        <p>{copyrightLine(new Date().getFullYear())}</p>
        <nav aria-label="Legal">
          <ul className="flex gap-5">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-semibold">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
