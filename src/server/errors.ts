import { type ErrorCode, errorMessages } from '../contract/errors.ts';

/** An error the client is meant to see: an HTTP status, a code from the catalogue and a Chinese message. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
