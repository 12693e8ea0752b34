import { useSyncExternalStore } from "react";
import { WifiOff } from "lucide-react";
import { OFFLINE_MESSAGES } from "../lib/offline";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** A calm banner while the browser has no network; the page below stays readable. */
export function OfflineNotice() {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  if (!offline) return null;
  return (
    <div role="status" className="border-b border-border bg-surface-2 px-4 py-2 text-center text-sm text-fg">
      <WifiOff aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
      {OFFLINE_MESSAGES.notice}
    </div>
  );
}
