import { useCallback, useEffect, useRef, useState } from "react";
import { SAVE_STATUS_RESET_MS } from "@core/daily-plan";

export type SaveStatus = "idle" | "saving" | "saved" | "exists";

/** Prayer and reflection saves (spec section 4): idle, saving, saved or exists, idle again after 3 s. */
export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>("idle");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const settle = useCallback((next: "saved" | "exists") => {
    setStatus(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus("idle"), SAVE_STATUS_RESET_MS);
  }, []);
  const reset = useCallback(() => {
    window.clearTimeout(timer.current);
    setStatus("idle");
  }, []);
  return { status, setSaving: useCallback(() => setStatus("saving"), []), settle, reset };
}
