import { showToast } from './toasts.ts';

/**
 * The text of a failed response (spec §8): the first of `errors`, `error` or `exception` that is
 * there. An array is joined with commas, an object gives its first value (itself read the same
 * way, so `{ errors: { email: ['is taken'] } }` reads "is taken"), a string is taken as is.
 * Undefined when the body carries no such text.
 */
export function errorText(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['errors', 'error', 'exception']) {
    const text = readValue(record[key]);
    if (text) return text;
  }
  return undefined;
}

function readValue(value: unknown, depth = 0): string | undefined {
  // Deep nesting is not a message anyone wrote; stop rather than walk a hostile structure.
  if (depth > 3) return undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    const parts = value.map((item) => readValue(item, depth + 1)).filter((part) => part !== undefined);
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  if (value !== null && typeof value === 'object') {
    const [first] = Object.values(value);
    return readValue(first, depth + 1);
  }
  return undefined;
}

/**
 * The shared handler: shows the server's message in a warning toast, or the generic apology when
 * the response says nothing readable. Returns the text shown (undefined for the generic one).
 */
export function handleErrorResponse(body: unknown): string | undefined {
  const text = errorText(body);
  showToast('warning', text ? { text } : { messageId: 'error.INTERNAL' });
  return text;
}
