import { createStore } from '@xstate/store';
import type { MessageId } from '../i18n/intl.ts';

export type ToastKind = 'success' | 'warning' | 'error';

/** A toast says either one of our messages (translated when shown) or a server's text as is. */
export type ToastContent = { messageId: MessageId } | { text: string };

export type Toast = ToastContent & { id: number; kind: ToastKind };

/** How long a toast stays; an error stays longer since it usually asks the shopper to act. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 5_000, warning: 7_000, error: 10_000 };

/** At most this many at once: a burst of failures should not cover the page. */
export const MAX_TOASTS = 4;

/**
 * The shop's toasts (spec §8): success, warning and error. One store for the whole page, so any
 * feature (cart, coupons, login, the shared error handler) can show one without threading props.
 */
export const toastStore = createStore({
  context: { toasts: [] as readonly Toast[], nextId: 1 },
  on: {
    show: (context, event: { kind: ToastKind; content: ToastContent }) => ({
      nextId: context.nextId + 1,
      toasts: [...context.toasts, { ...event.content, kind: event.kind, id: context.nextId }].slice(
        -MAX_TOASTS,
      ),
    }),
    dismiss: (context, event: { id: number }) => ({
      ...context,
      toasts: context.toasts.filter((toast) => toast.id !== event.id),
    }),
    clear: (context) => ({ ...context, toasts: [] }),
  },
});

export function showToast(kind: ToastKind, content: ToastContent): void {
  toastStore.trigger.show({ kind, content });
}
