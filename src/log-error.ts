/**
 * How an error is written to the log: its kind, message, stack and the few plain fields that
 * say what failed (codes, statuses, methods, operations). Never the objects an error may carry:
 * grammY's BotError holds the whole context (the bot's token, the configuration, the supplier
 * client), a GrammyError the payload of the refused call (a message's whole text), an HttpError
 * the request. pino would write all of them.
 */
const PLAIN_FIELDS = ["code", "error_code", "description", "method", "kind", "status", "operation", "traceId", "path", "issue", "file", "excerpt"] as const;

/** Nested causes are followed this deep; a cycle cannot hold the logger. */
const MAX_DEPTH = 3;

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

export function errorForLog(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: typeof err === "string" ? err : "(not an Error)" };
  const out: LoggedError = { type: err.name, message: err.message };
  if (err.stack) out.stack = err.stack;
  const fields = err as unknown as Record<string, unknown>;
  for (const field of PLAIN_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") out[field] = value;
  }
  if (depth < MAX_DEPTH) {
    // BotError keeps what the middleware threw as `error`; others use `cause`.
    const inner = err.name === "BotError" ? fields["error"] : err.cause;
    if (inner !== undefined) out.cause = errorForLog(inner, depth + 1);
  }
  return out;
}
