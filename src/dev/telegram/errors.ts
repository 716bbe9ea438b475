/** The body Telegram answers with when a call fails. */
export interface ApiErrorBody {
  ok: false;
  error_code: number;
  description: string;
  parameters?: { retry_after: number };
}

/**
 * A Bot API failure as Telegram reports it. Method code throws these; the HTTP layer turns them
 * into `{ ok: false, error_code, description }` with the same HTTP status, like the real server.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly retryAfter?: number,
  ) {
    super(description);
    this.name = "ApiError";
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { ok: false, error_code: this.code, description: this.description };
    if (this.retryAfter !== undefined) body.parameters = { retry_after: this.retryAfter };
    return body;
  }
}

export const badRequest = (detail: string): ApiError => new ApiError(400, `Bad Request: ${detail}`);
export const forbidden = (detail: string): ApiError => new ApiError(403, `Forbidden: ${detail}`);
export const conflict = (detail: string): ApiError => new ApiError(409, `Conflict: ${detail}`);
export const tooManyRequests = (retryAfter: number): ApiError =>
  new ApiError(429, `Too Many Requests: retry after ${retryAfter}`, retryAfter);
