/**
 * Every error the shop can answer, coded once. The code maps once to an HTTP status (REST), once to
 * GraphQL `extensions.code` (the gateway), and is translated once on the web (`error.<CODE>`).
 */
export const errorCatalog = {
  UNAUTHORIZED: { status: 401, message: 'Authentication is required' },
  FORBIDDEN: { status: 403, message: 'Not allowed' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  VALIDATION: { status: 400, message: 'The request is not valid' },
  CONFLICT: { status: 409, message: 'The resource was changed by someone else; try again' },
  RATE_LIMITED: { status: 429, message: 'Too many requests' },
  UPSTREAM_TIMEOUT: { status: 504, message: 'A service did not answer in time' },
  UPSTREAM_UNAVAILABLE: { status: 502, message: 'A service is unavailable' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side' },
  // Accounts (#6), spec §8 wording.
  WRONG_CREDENTIALS: { status: 401, message: 'The username or password is incorrect' },
  CODE_INCORRECT: { status: 400, message: 'The code is incorrect' },
  CODE_EXPIRED: { status: 410, message: 'No SMS token or an invalid one' },
  LOCKED: { status: 423, message: 'Too many wrong codes; request a new code' },
  PASSWORD_MISMATCH: { status: 400, message: 'The password does not match' },
  EMAIL_TAKEN: { status: 409, message: 'This e-mail is already used by another account' },
  LOGIN_REQUIRED: { status: 401, message: 'Login required' },
  // Orders and cart (#4), spec §5 / §8 wording.
  ORDER_NOT_FOUND: { status: 404, message: 'No order was found' },
  LINE_ITEM_NOT_FOUND: { status: 404, message: 'The cart has no such item' },
  OUT_OF_STOCK: { status: 409, message: 'Sorry, this item is out of stock' },
  TEMPORARILY_UNAVAILABLE: {
    status: 409,
    message: 'Sorry, this item is temporarily unavailable. The item cannot be bought for a limited time',
  },
  QUANTITY_NOT_ORDERABLE: { status: 422, message: 'This quantity cannot be ordered' },
  ORDER_TRANSITION_REFUSED: { status: 409, message: 'The order does not allow this in its current state' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

/** `{ field: [messages] }`, the `errors` object of the wire format. */
export type FieldErrors = Record<string, string[]>;

export class ShopError extends Error {
  readonly statusCode: number;
  constructor(
    readonly shopCode: ErrorCode,
    message: string = errorCatalog[shopCode].message,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ShopError';
    this.statusCode = errorCatalog[shopCode].status;
  }

  /** The code on the wire: `SHOP_ERR_NOT_FOUND`. */
  get code(): `SHOP_ERR_${ErrorCode}` {
    return `SHOP_ERR_${this.shopCode}`;
  }
}

/** Body of every REST error, in the shapes the spec's shared handler reads (§8: error / errors). */
export interface ErrorBody {
  code: `SHOP_ERR_${ErrorCode}`;
  error: string;
  errors?: FieldErrors;
}

export function errorBody(error: ShopError): ErrorBody {
  return {
    code: error.code,
    error: error.message,
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
  };
}

/** Reads a REST error body back into a ShopError (the gateway's clients use this). */
export function fromErrorBody(status: number, body: unknown): ShopError {
  const record = (body ?? {}) as Partial<ErrorBody>;
  const code = typeof record.code === 'string' ? record.code.replace(/^SHOP_ERR_/, '') : undefined;
  const known = code && code in errorCatalog ? (code as ErrorCode) : statusToCode(status);
  return new ShopError(known, typeof record.error === 'string' ? record.error : undefined, record.errors);
}

/** The catalog code of an HTTP status; an unknown 5xx is an unavailable upstream, a 4xx a bad request. */
export function statusToCode(status: number): ErrorCode {
  const match = (Object.keys(errorCatalog) as ErrorCode[]).find(
    (code) => errorCatalog[code].status === status,
  );
  return match ?? (status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'VALIDATION');
}
