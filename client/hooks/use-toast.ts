import { type ReactNode, useEffect, useState } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../domain/constants";

/** product.md §4/§9: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  open: boolean;
}
export type ToastInput = Omit<ToastData, "id" | "open">;

type Listener = (toasts: ToastData[]) => void;
let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss: dismissToast };
}
