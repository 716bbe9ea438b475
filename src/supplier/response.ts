import { SupplierError, TransportError, redact, sanitiseExcerpt } from "./errors.js";
import type { RawAnswer } from "./http.js";
import type { SupplierOperation } from "./operations.js";

const NOT_JSON = Symbol("not-json");

/**
 * Turns a raw answer into its JSON value, or the error it stands for:
 * - a body with an ExceptionType is a SupplierError, whatever the HTTP status;
 * - otherwise a non-2xx status is a TransportError "http";
 * - a 2xx body that is not JSON is a TransportError "not-json".
 * `secrets` are scrubbed from any text of the answer that goes into an error.
 */
export function interpretAnswer(
  operation: SupplierOperation,
  answer: RawAnswer,
  secrets: readonly string[],
): unknown {
  const json = parseJson(answer.text);
  const exception = exceptionOf(json);
  if (exception) {
    const message = exception.message === null ? null : redact(exception.message, secrets);
    throw new SupplierError(operation, exception.type, message, answer.status);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const excerpt = sanitiseExcerpt(answer.text, secrets);
    throw new TransportError(operation, "http", answer.status, excerpt, `HTTP ${answer.status}`);
  }
  if (json === NOT_JSON) {
    const excerpt = sanitiseExcerpt(answer.text, secrets);
    throw new TransportError(operation, "not-json", answer.status, excerpt, "answer is not JSON");
  }
  return json;
}

function parseJson(text: string): unknown {
  try {
    // .NET services may start the body with a byte order mark.
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return NOT_JSON;
  }
}

function exceptionOf(json: unknown): { type: string; message: string | null } | null {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  const { ExceptionType, ErrorMessage } = json as Record<string, unknown>;
  if (typeof ExceptionType !== "string" || ExceptionType === "") return null;
  return { type: ExceptionType, message: typeof ErrorMessage === "string" ? ErrorMessage : null };
}
