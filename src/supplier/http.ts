import { Pool } from "undici";
import { BodyDecodeError, decodeBody } from "./decode.js";
import { TransportError } from "./errors.js";
import { operationPath, type SupplierOperation } from "./operations.js";

/** The headers the interface puts on every request. */
const HEADERS = {
  "content-type": "application/json; charset=utf-8",
  accept: "application/json",
  "accept-encoding": "gzip, deflate",
} as const;

/** Largest decoded body accepted; a full 5000-event page is well below it. */
const MAX_BODY_BYTES = 256 * 1024 * 1024;

/** What came back from one POST, before it is interpreted. */
export interface RawAnswer {
  status: number;
  /** The decoded body as text. */
  text: string;
  /** Bytes on the wire (before decoding). */
  bytes: number;
}

export interface HttpOptions {
  baseUrl: string;
  timeoutMs: number;
  connections: number;
}

/**
 * One keep-alive connection pool to the supplier's origin. A POST either yields a RawAnswer
 * (any status) or throws a TransportError ("timeout" or "network"); `timeoutMs` covers
 * connecting, the headers and the whole body.
 */
export class SupplierHttp {
  readonly #pool: Pool;
  readonly #pathPrefix: string;
  readonly #timeoutMs: number;

  constructor(opts: HttpOptions) {
    const url = new URL(opts.baseUrl);
    // The base URL may carry a path prefix (a gateway mount); operation paths go after it.
    this.#pathPrefix = url.pathname.replace(/\/+$/, "");
    this.#timeoutMs = opts.timeoutMs;
    this.#pool = new Pool(url.origin, { connections: opts.connections });
  }

  /**
   * POSTs `body` (already JSON) to the operation. When the caller's `signal` aborts, its reason
   * is thrown as is: that is the caller's decision, not a supplier failure.
   */
  async post(operation: SupplierOperation, body: string, signal?: AbortSignal): Promise<RawAnswer> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.#timeoutMs);
    let status: number | null = null;
    try {
      const res = await this.#pool.request({
        path: this.#pathPrefix + operationPath(operation),
        method: "POST",
        headers: HEADERS,
        body,
        signal: signal ? AbortSignal.any([deadline.signal, signal]) : deadline.signal,
      });
      status = res.statusCode;
      const raw = Buffer.from(await res.body.arrayBuffer());
      const encoding = res.headers["content-encoding"];
      const decoded = await decodeBody(raw, Array.isArray(encoding) ? encoding.join(",") : encoding, MAX_BODY_BYTES);
      return { status, text: decoded.toString("utf8"), bytes: raw.length };
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (deadline.signal.aborted) {
        throw new TransportError(operation, "timeout", status, "", `no complete answer within ${this.#timeoutMs} ms`);
      }
      if (err instanceof BodyDecodeError) {
        throw new TransportError(operation, "not-json", status, "", err.message, { cause: err });
      }
      throw new TransportError(operation, "network", status, "", `network error (${errorCode(err)})`, { cause: err });
    } finally {
      clearTimeout(timer);
    }
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

function errorCode(err: unknown): string {
  if (err instanceof Error) return (err as Error & { code?: string }).code ?? err.name;
  return String(err);
}
