import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation, useNavigate } from "react-router";
import { autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react-dom";
import {
  ONBOARDING_STEP_COUNT,
  TOOLTIP_MAX_WIDTH,
  highlightFor,
  isLastStep,
  nextStep,
  previousStep,
  stepAt,
  stepLabel,
} from "@core/onboarding";
import { MOBILE_MAX_WIDTH } from "../../app/navigation";
import { useNavMenu } from "../../app/nav-menu";
import { Button } from "../../components/ui/Button";
import { cx } from "../../components/ui/cx";
import { useSetOnboardingCompleted } from "./useOnboardingCompleted";
import { useElementRect, useTourTarget } from "./useTourTarget";
import { useWalkthroughPosition, walkthroughStore } from "./walkthrough-store";

const SPOTLIGHT_PADDING = 6;
const VIEWPORT_MARGIN = 8;

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return width;
}

/**
 * The guided walkthrough (spec section 4): one step at a time, each on its own route, with a
 * spotlight on the step's element and a tooltip beside it, or the tooltip centred when the
 * element is not on the page. A non-modal dialog: the page stays usable, focus moves into the
 * tooltip at each step, Escape skips.
 */
export default function Walkthrough() {
  const { step: stepNumber, epoch } = useWalkthroughPosition();
  const step = stepAt(stepNumber);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { setOpen: setMenuOpen } = useNavMenu();
  const setCompleted = useSetOnboardingCompleted();
  const viewportWidth = useViewportWidth();
  const mobile = viewportWidth <= MOBILE_MAX_WIDTH;
  const onStepRoute = pathname === step.route;

  // Set while finishing: the reset to step 1 must not send the member to step 1's route.
  const finishing = useRef(false);

  // Each step sends the member to its route (also on restart, even when already on step 1).
  useEffect(() => {
    if (finishing.current) return;
    if (window.location.pathname !== step.route) navigate(step.route);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a step change (or restart) navigates
  }, [step.route, epoch]);

  // Step 6 on small screens opens the mobile menu (after the route change, which closes it).
  const opensMenu = Boolean(step.mobileOnly && mobile && onStepRoute);
  useEffect(() => {
    if (!opensMenu) return;
    const frame = requestAnimationFrame(() => setMenuOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [opensMenu, setMenuOpen]);

  const target = onStepRoute ? highlightFor(step, viewportWidth, MOBILE_MAX_WIDTH) : null;
  const element = useTourTarget(target);
  const rect = useElementRect(element);

  useEffect(() => {
    if (!element) return;
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: "center" });
  }, [element]);

  const { refs, floatingStyles } = useFloating({
    strategy: "fixed",
    placement: "bottom",
    elements: { reference: element },
    whileElementsMounted: autoUpdate,
    middleware: [offset(SPOTLIGHT_PADDING + 10), flip({ padding: VIEWPORT_MARGIN }), shift({ padding: VIEWPORT_MARGIN })],
  });

  const dialog = useRef<HTMLDivElement | null>(null);
  const titleId = useId();
  const textId = useId();

  // Focus moves into the walkthrough at every step, so keyboard and screen-reader users follow.
  useEffect(() => {
    dialog.current?.focus({ preventScroll: true });
  }, [stepNumber, epoch]);

  function finish() {
    finishing.current = true;
    walkthroughStore.goTo(1);
    if (step.mobileOnly) setMenuOpen(false);
    setCompleted(true);
    document.getElementById("main")?.focus({ preventScroll: true });
  }

  function next() {
    const result = nextStep(stepNumber);
    if (result.finished) finish();
    else walkthroughStore.goTo(result.step);
  }

  const back = () => walkthroughStore.goTo(previousStep(stepNumber));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) finish();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const highlighted = Boolean(element && rect);
  const last = isLastStep(stepNumber);

  return createPortal(
    <div data-walkthrough="" data-step={stepNumber}>
      {highlighted && rect ? (
        <div
          aria-hidden="true"
          data-walkthrough-spotlight=""
          className="pointer-events-none fixed z-[60] rounded-md ring-4 ring-ring transition-[top,left,width,height] duration-150"
          style={{
            top: rect.top - SPOTLIGHT_PADDING,
            left: rect.left - SPOTLIGHT_PADDING,
            width: rect.width + SPOTLIGHT_PADDING * 2,
            height: rect.height + SPOTLIGHT_PADDING * 2,
            boxShadow: "0 0 0 9999px rgb(0 0 0 / 0.5)",
          }}
        />
      ) : (
        <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-[60] bg-black/50" />
      )}

      <div
        ref={(node) => {
          dialog.current = node;
          refs.setFloating(node);
        }}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        data-walkthrough-tooltip=""
        data-placement={highlighted ? "anchored" : "centred"}
        className={cx(
          "ws-reveal z-[61] rounded-lg border border-border bg-surface p-5 text-fg shadow-overlay outline-none",
          highlighted ? "" : "fixed left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2",
        )}
        style={{
          ...(highlighted ? floatingStyles : {}),
          width: `min(${TOOLTIP_MAX_WIDTH}px, calc(100vw - ${VIEWPORT_MARGIN * 2}px))`,
          maxWidth: TOOLTIP_MAX_WIDTH,
        }}
      >
        <p className="text-xs font-semibold uppercase tracking-widest text-accent">{stepLabel(stepNumber)}</p>
        <h2 id={titleId} className="mt-1 text-xl font-semibold">
          {step.title}
        </h2>
        <p id={textId} className="mt-2 text-sm text-fg">
          {step.text}
        </p>
        <ol aria-hidden="true" className="mt-4 flex gap-1.5">
          {Array.from({ length: ONBOARDING_STEP_COUNT }, (_, index) => (
            <li key={index} className={cx("h-1.5 flex-1 rounded-full", index < stepNumber ? "bg-primary" : "bg-border")} />
          ))}
        </ol>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" onClick={finish} className="mr-auto">
            Skip
          </Button>
          <Button variant="secondary" size="sm" onClick={back} disabled={stepNumber === 1}>
            Back
          </Button>
          <Button size="sm" onClick={next}>
            {last ? "Finish" : "Next"}
          </Button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">{`Feature walkthrough, ${stepLabel(stepNumber)}: ${step.title}`}</p>
    </div>,
    document.body,
  );
}
