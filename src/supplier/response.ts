import { SupplierError, TransportError, redact, sanitiseExcerpt } from "./errors.js";
import type { RawAnswer } from "./http.js";
import type { SupplierOperation } from "./operations.js";

const NOT_JSON = Symbol("not-json");

/**
 * Turns a raw answer into its JSON value, or the error it stands for:
 * - an error body (see errorOf) is a SupplierError, whatever the HTTP status;
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
  if (error) {
    const scrub = (text: string | null) => (text === null ? null : redact(text, secrets));
    throw new SupplierError(operation, error.type, scrub(error.message), answer.status, scrub(error.traceId));
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
  type: string;
  message: string | null;
  traceId: string | null;
}

/**
 * The error an answer carries, members matched in any case: an ExceptionType; or, from
 * suppliers that leave it out and from the web framework itself, an ErrorMessage or Message in
 * an answer without data (the generic Exception).
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
  const type = text("exceptiontype") ?? (message !== null && !hasData ? "Exception" : null);
  if (type === null) return null;
  const trace = members.get("traceid");
  return { type, message, traceId: typeof trace === "string" || typeof trace === "number" ? String(trace) : null };
}
