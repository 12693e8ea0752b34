import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { CheckCircle2, AlertCircle } from "lucide-react";
import { cx } from "./cx";

// Spec section 9: toasts disappear after 3 s.
export const TOAST_DURATION_MS = 3000;

type ToastTone = "success" | "error";
interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

interface ToastApi {
  show: (message: string, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined });

/** Shows short confirmations; later screens call useToast().show('Saved successfully!'). */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const show = useCallback((message: string, tone: ToastTone = "success") => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, tone, message }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDone={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDone }: { toast: ToastItem; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDone(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDone]);
  const Icon = toast.tone === "success" ? CheckCircle2 : AlertCircle;
  return (
    <div
      role="status"
      className={cx(
        "ws-reveal flex max-w-sm items-center gap-2 rounded-md px-4 py-3 text-sm font-semibold text-white shadow-lift",
        // Fixed colours (not theme tokens) so white text keeps AA contrast in every theme.
        toast.tone === "success" ? "bg-[#1d6f41]" : "bg-[#b42318]",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {toast.message}
    </div>
  );
}
