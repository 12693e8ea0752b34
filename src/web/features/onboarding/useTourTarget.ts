import { useEffect, useState } from "react";
import type { TourTarget } from "@core/onboarding";

/** The first element marked data-tour="<target>" that is actually rendered (not hidden). */
export function findTourTarget(target: TourTarget): HTMLElement | null {
  const candidates = document.querySelectorAll<HTMLElement>(`[data-tour="${target}"]`);
  for (const element of candidates) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) return element;
  }
  return null;
}

/**
 * Follows a step's target element: screens load lazily and menus open and close, so the element
 * may appear, move or vanish after the step is shown. Null while there is none.
 */
export function useTourTarget(target: TourTarget | null): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!target) {
      setElement(null);
      return;
    }
    let frame = 0;
    const look = () => {
      frame = 0;
      setElement(findTourTarget(target));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(look);
    };
    look();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["hidden", "class", "data-tour"],
    });
    window.addEventListener("resize", schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [target]);

  return element;
}

/** The element's viewport rectangle, kept current on resize, scroll and layout changes. */
export function useElementRect(element: HTMLElement | null): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);

  useEffect(() => {
    if (!element) {
      setRect(null);
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = element.getBoundingClientRect();
      setRect((current) =>
        current && current.x === next.x && current.y === next.y && current.width === next.width && current.height === next.height
          ? current
          : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const resizeObserver = new ResizeObserver(schedule);
    resizeObserver.observe(element);
    resizeObserver.observe(document.documentElement);
    window.addEventListener("resize", schedule);
    // Capture: scrolling any container (not just the window) can move the element.
    window.addEventListener("scroll", schedule, true);
    return () => {
      resizeObserver.disconnect();
      window.removeEventListener("resize", schedule);
      window.removeEventListener("scroll", schedule, true);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [element]);

  return rect;
}
