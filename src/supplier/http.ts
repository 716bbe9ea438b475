import { Pool } from "undici";
import { BodyDecodeError, BodyTooLargeError, decodeBody } from "./decode.js";
import { TransportError } from "./errors.js";
import { ANSWER_LIMITS, DEFAULT_PATHS, type OperationPaths, type SupplierOperation } from "./operations.js";

/** The headers the interface puts on every request. */
const HEADERS = {
  "content-type": "application/json; charset=utf-8",
  accept: "application/json",
  "accept-encoding": "gzip, deflate",
} as const;

/** What came back from one POST, before it is interpreted. */
export interface RawAnswer {
  status: number;
  /** The decoded body as text. */
  text: string;
  /** Bytes on the wire (before decoding). */
  bytes: number;
  /** The Location header of a redirect. */
  location?: string;
}

export interface HttpOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Operations with a timeout of their own (Book's), instead of timeoutMs. */
  timeouts?: Readonly<Partial<Record<SupplierOperation, number>>>;
  connections: number;
  /** Per-operation paths (default: the interface's). */
  paths?: OperationPaths;
  /** Extra headers on every request (an API key); never logged. */
  headers?: Readonly<Record<string, string>>;
  /** Largest answer per operation (default ANSWER_LIMITS). */
  limits?: Readonly<Record<SupplierOperation, number>>;
}

/**
 * One keep-alive connection pool to the supplier's origin. A POST either yields a RawAnswer
 * (any status) or throws a TransportError ("timeout", "network", "not-json" for a body that
 * cannot be decoded, "too-large"); the operation's timeout covers connecting, the headers and
 * the whole body. An answer over its operation's limit is refused while it streams, before it
 * is held.
 */
export class SupplierHttp {
  readonly #pool: Pool;
  readonly #pathPrefix: string;
  readonly #timeoutMs: number;
  readonly #timeouts: Readonly<Partial<Record<SupplierOperation, number>>>;
  readonly #paths: OperationPaths;
  readonly #headers: Record<string, string>;
  readonly #limits: Readonly<Record<SupplierOperation, number>>;

  constructor(opts: HttpOptions) {
    const url = new URL(opts.baseUrl);
    // The base URL may carry a path prefix (a gateway mount); operation paths go after it.
    this.#pathPrefix = url.pathname.replace(/\/+$/, "");
    this.#timeoutMs = opts.timeoutMs;
    this.#timeouts = opts.timeouts ?? {};
    this.#paths = opts.paths ?? DEFAULT_PATHS;
    this.#headers = { ...opts.headers, ...HEADERS };
    this.#limits = opts.limits ?? ANSWER_LIMITS;
    this.#pool = new Pool(url.origin, { connections: opts.connections });
  }

  /**
   * POSTs `body` (already JSON) to the operation. When the caller's `signal` aborts, its reason
   * is thrown as is: that is the caller's decision, not a supplier failure.
   */
  async post(operation: SupplierOperation, body: string, signal?: AbortSignal): Promise<RawAnswer> {
    const timeoutMs = this.#timeouts[operation] ?? this.#timeoutMs;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    const limit = this.#limits[operation];
    let status: number | null = null;
    try {
      const res = await this.#pool.request({
        path: this.#pathPrefix + this.#paths[operation],
        method: "POST",
        headers: this.#headers,
        body,
        signal: signal ? AbortSignal.any([deadline.signal, signal]) : deadline.signal,
      });
      status = res.statusCode;
      const raw = await readCapped(res.body, Number(res.headers["content-length"]), limit);
      const encoding = res.headers["content-encoding"];
      const decoded = encoding ? await decodeBody(raw, Array.isArray(encoding) ? encoding.join(",") : encoding, limit) : raw;
      const location = res.headers["location"];
      return { status, text: decoded.toString("utf8"), bytes: raw.length, ...(typeof location === "string" ? { location } : {}) };
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (err instanceof BodyTooLargeError) {
        throw new TransportError(operation, "too-large", status, "", `answer refused: ${err.message} (the limit for ${operation})`, { cause: err });
      }
      if (deadline.signal.aborted) {
        throw new TransportError(operation, "timeout", status, "", `no complete answer within ${timeoutMs} ms`);
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

type Body = AsyncIterable<Buffer> & { destroy(): unknown; arrayBuffer(): Promise<ArrayBuffer> };

/**
 * The whole body, or BodyTooLargeError as soon as it announces or passes `limit` bytes. A body
 * whose length is announced within the limit is read at once (HTTP framing holds it to that).
 */
async function readCapped(body: Body, announced: number, limit: number): Promise<Buffer> {
  const refuse = () => {
    body.destroy();
    return new BodyTooLargeError(`body is more than ${limit} bytes`);
  };
  if (announced > limit) throw refuse();
  if (announced >= 0) return Buffer.from(await body.arrayBuffer());
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw refuse();
    chunks.push(chunk);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}

function errorCode(err: unknown): string {
  if (err instanceof Error) return (err as Error & { code?: string }).code ?? err.name;
  return String(err);
}
