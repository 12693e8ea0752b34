import { useEffect, useRef, useState } from "react";
import { signOutIntent } from "./sign-out-intent";
import { clearOfflineData } from "../lib/offline";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut, Menu, X } from "lucide-react";
import { authClient, useSession } from "../lib/auth-client";
import { cx } from "../components/ui/cx";
import { MEMBER_LINKS, VISITOR_LINKS, type NavLinkItem } from "./navigation";
import { useNavMenu } from "./nav-menu";
import { LogoMark } from "./Logo";
import { ModeToggle } from "./theme/ModeToggle";
import { ThemeMenu } from "./theme/ThemeMenu";

// Spec section 8: sign-out failures are logged only; the member still leaves. The rules module
// is loaded on failure only, because it carries the common-password list.
async function logSignOutFailure(error: unknown) {
  const { AUTH_MESSAGES } = await import("@core/auth-rules");
  console.warn(AUTH_MESSAGES.signOutUnknown, error);
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    "rounded-md px-3 py-2 text-sm font-semibold no-underline transition-colors",
    isActive ? "bg-surface-2 text-primary underline decoration-2 underline-offset-8" : "text-fg hover:bg-surface-2",
  );

function NavItems({
  links,
  onSignOut,
  signingOut,
  vertical,
}: {
  links: readonly NavLinkItem[];
  onSignOut?: () => void;
  signingOut?: boolean;
  vertical?: boolean;
}) {
  return (
    <ul className={cx("flex", vertical ? "flex-col gap-1" : "flex-wrap items-center gap-1")}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === "/"} className={linkClasses} data-tour={link.tourTarget}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {onSignOut ? (
        <li>
          <button
            type="button"
            onClick={onSignOut}
            disabled={signingOut}
            className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-fg hover:bg-surface-2"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </button>
        </li>
      ) : null}
    </ul>
  );
}

export function SiteHeader() {
  const { data: session, isPending } = useSession();
  const signedIn = Boolean(session?.user);
  const { open, setOpen } = useNavMenu();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Spec: the mobile menu collapses on route change.
  useEffect(() => setOpen(false), [pathname, setOpen]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, setOpen]);

  useEffect(() => {
    if (signedIn) signOutIntent.end();
  }, [signedIn]);

  async function signOut() {
    signOutIntent.begin();
    setSigningOut(true);
    setOpen(false);
    // Leave for / first, so a member-only page never sees the session vanish and bounces the
    // member to /login on their way out.
    navigate("/", { replace: true });
    try {
      const { error } = await authClient.signOut();
      if (error) void logSignOutFailure(error);
    } catch (error) {
      void logSignOutFailure(error);
    } finally {
      queryClient.clear();
      void clearOfflineData();
      setSigningOut(false);
    }
  }

  const links = signedIn ? MEMBER_LINKS : VISITOR_LINKS;
  const onSignOut = signedIn ? signOut : undefined;

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/95 backdrop-blur supports-[backdrop-filter]:bg-bg/85">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-md py-1 text-fg no-underline">
          <LogoMark />
          <span className="font-display text-xl font-semibold tracking-tight">Wellspring</span>
        </Link>

        <nav aria-label="Main" className="order-last hidden w-full desk:block lg:order-none lg:w-auto">
          {isPending ? null : <NavItems links={links} onSignOut={onSignOut} signingOut={signingOut} />}
        </nav>

        <div className="flex items-center gap-1">
          <ThemeMenu />
          <ModeToggle />
          <button
            ref={menuButton}
            type="button"
            aria-label="Menu"
            aria-expanded={open}
            aria-controls="mobile-menu"
            data-tour="menu-button"
            onClick={() => setOpen(!open)}
            className="inline-flex size-10 items-center justify-center rounded-md text-fg hover:bg-surface-2 desk:hidden"
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>

      <nav id="mobile-menu" aria-label="Mobile" hidden={!open} className="border-t border-border bg-bg px-4 pb-4 pt-2 desk:hidden">
        {isPending ? null : <NavItems links={links} onSignOut={onSignOut} signingOut={signingOut} vertical />}
      </nav>
    </header>
  );
}
