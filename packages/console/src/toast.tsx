/**
 * Toasts: short messages in one polite live region (errors in an assertive one), so a screen
 * reader reads them without moving focus. Each goes after six seconds.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface Toast {
  id: number;
  text: string;
  error: boolean;
}

type Notify = (text: string, options?: { error?: boolean }) => void;

const ToastContext = createContext<Notify>(() => {});

/** The function that shows a toast. */
export function useToast(): Notify {
  return useContext(ToastContext);
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const notify = useCallback<Notify>((text, options) => {
    const toast = { id: nextId++, text, error: options?.error ?? false };
    setToasts((list) => [...list, toast]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== toast.id)), 6000);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts">
        <div role="status" aria-live="polite">
          {toasts
            .filter((t) => !t.error)
            .map((t) => (
              <p key={t.id} className="toast">
                {t.text}
              </p>
            ))}
        </div>
        <div role="alert" aria-live="assertive">
          {toasts
            .filter((t) => t.error)
            .map((t) => (
              <p key={t.id} className="toast toast-error">
                {t.text}
              </p>
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
