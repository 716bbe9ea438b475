import { SchemaError, SupplierError, TransportError, redact, sanitiseExcerpt } from "./errors.js";
import type { RawAnswer } from "./http.js";
import { isWriteOperation, type SupplierOperation } from "./operations.js";

const NOT_JSON = Symbol("not-json");

/**
 * Turns a raw answer into its JSON value, or the error it stands for:
 * - an ExceptionType is a SupplierError, whatever the HTTP status; so is an ErrorMessage or
 *   Message in an answer without data, except that a write (DoRefund, Flight Update, Lock,
 *   Book) takes one at 2xx (or one beside data) as an unclear outcome (a SchemaError, whose
 *   outcome is unknown);
 * - a redirect is a TransportError "redirect" naming where it points (it is not followed: a
 *   POST must not be sent to an address nobody configured);
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
  const error = errorOf(json);
  const scrub = (text: string | null) => (text === null ? null : redact(text, secrets));
  if (error?.type) throw new SupplierError(operation, scrub(error.type) ?? "Exception", scrub(error.message), answer.status, scrub(error.traceId));
  if (error?.message) {
    const write = isWriteOperation(operation);
    const refusal = !error.hasData && (!write || answer.status >= 400);
    if (refusal) throw new SupplierError(operation, "Exception", scrub(error.message), answer.status, scrub(error.traceId));
    // A write answered at 2xx with words but no ExceptionType, or with words beside data, may
    // have been applied (a success's note) or not (an error in a result wrapper): neither
    // "done" nor "refused" can be said.
    if (write) {
      throw new SchemaError(
        operation,
        "",
        `an answer that says "${sanitiseExcerpt(error.message, secrets)}" without ExceptionType: the outcome is unclear`,
        scrub(error.message),
      );
    }
  }
  if (answer.status >= 300 && answer.status < 400) {
    const target = answer.location ? ` to ${sanitiseExcerpt(answer.location, secrets)}` : "";
    throw new TransportError(operation, "redirect", answer.status, "", `HTTP ${answer.status} redirect${target}: set SUPPLIER_BASE_URL to the address the supplier names`);
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

/** Members of an error body; an answer holding nothing else carries no data. */
const ERROR_MEMBERS = new Set(["exceptiontype", "errormessage", "message", "exceptionmessage", "messagedetail", "stacktrace", "innerexception", "traceid"]);

interface ErrorBody {
  /** The ExceptionType, when there is one. */
  type: string | null;
  message: string | null;
  traceId: string | null;
  /** Whether the answer holds anything besides error members. */
  hasData: boolean;
}

/**
 * The error members of an answer, matched in any case: an ExceptionType; or, from suppliers that
 * leave it out and from the web framework itself, an ErrorMessage or Message. The caller decides
 * (an ExceptionType is an error; a message alone is one when the answer holds no data).
 */
function errorOf(json: unknown): ErrorBody | null {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  const members = new Map<string, unknown>();
  let hasData = false;
  for (const [name, value] of Object.entries(json)) {
    const key = name.toLowerCase();
    if (ERROR_MEMBERS.has(key)) members.set(key, value);
    else if (value !== null && value !== undefined) hasData = true;
  }
  const text = (key: string) => {
    const value = members.get(key);
    return typeof value === "string" && value.trim() !== "" ? value : null;
  };
  const message = text("errormessage") ?? text("message") ?? text("exceptionmessage");
  const type = text("exceptiontype");
  if (type === null && message === null) return null;
  const trace = members.get("traceid");
  return { type, message, traceId: typeof trace === "string" || typeof trace === "number" ? String(trace) : null, hasData };
}
