import type {
  CartLine,
  CartLineError,
  CartLineErrorCode,
  CartLinePayload,
  CartWriteResult,
} from '@storefront/contract';

/** A write's answer and its status: 200 when every line passed, 409 when any was refused (spec 1 §7). */
export interface WriteOutcome {
  status: 200 | 409;
  body: CartWriteResult;
}

export function lineError(payload: CartLinePayload, code: CartLineErrorCode, errors: string[]): CartLineError {
  return { cartLineItem: payload, isSuccess: false, message: errors[0] ?? 'Unspecified error.', errors, code };
}

export function writeOutcome(parts: {
  successMessage: string;
  failureMessage: string;
  productsAdded: number;
  lines: CartLine[];
  messages: string[];
  errors: CartLineError[];
}): WriteOutcome {
  const failed = parts.errors.length > 0;
  const message = failed ? parts.failureMessage : parts.successMessage;
  return {
    status: failed ? 409 : 200,
    body: {
      isSuccess: !failed,
      message,
      data: { productsAdded: parts.productsAdded, lines: parts.lines },
      messages: parts.messages,
      errors: parts.errors,
      // The app's usual failure fields, so generic error handling reads a 409 like any other.
      ...(failed ? { errorCode: 409, errorReason: message } : {}),
    },
  };
}

/** The answer of a call that refused its one line: 409 with the line's error, nothing written. */
export function refusedLine(payload: CartLinePayload, code: CartLineErrorCode, errors: string[]): WriteOutcome {
  return writeOutcome({
    successMessage: '',
    failureMessage: errors[0] ?? '',
    productsAdded: 0,
    lines: [],
    messages: [],
    errors: [lineError(payload, code, errors)],
  });
}
