import { promisify } from "node:util";
import { gunzip, inflate, inflateRaw } from "node:zlib";

const gunzipAsync = promisify(gunzip);
const inflateAsync = promisify(inflate);
const inflateRawAsync = promisify(inflateRaw);

/** Thrown when a body cannot be decoded by its content-encoding. */
export class BodyDecodeError extends Error {
  override readonly name = "BodyDecodeError";
}

/** Thrown when a body is, or would inflate to, more than the bytes allowed. */
export class BodyTooLargeError extends Error {
  override readonly name = "BodyTooLargeError";
}

/**
 * Undoes the content-encoding of a response body (undici's `request` leaves it as sent).
 * Encodings are undone in reverse order of application. `maxBytes` caps the decoded size so
 * a hostile body (a gzip bomb) cannot exhaust memory.
 */
export async function decodeBody(
  raw: Buffer,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<Buffer> {
  const codings = (contentEncoding ?? "")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "" && c !== "identity")
    .reverse();
  let body = raw;
  for (const coding of codings) {
    body = await decodeOne(body, coding, maxBytes);
  }
  return body;
}

async function decodeOne(body: Buffer, coding: string, maxBytes: number): Promise<Buffer> {
  const options = { maxOutputLength: maxBytes };
  try {
    switch (coding) {
      case "gzip":
      case "x-gzip":
        return await gunzipAsync(body, options);
      case "deflate":
        // HTTP "deflate" is meant to be zlib-wrapped, but some servers send raw deflate.
        return await (hasZlibHeader(body) ? inflateAsync(body, options) : inflateRawAsync(body, options));
    }
  } catch (err) {
    if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new BodyTooLargeError(`body inflates to more than ${maxBytes} bytes`, { cause: err });
    }
    throw new BodyDecodeError(`body is not valid ${coding}`, { cause: err });
  }
  throw new BodyDecodeError(`unsupported content-encoding "${coding}"`);
}

/** RFC 1950: compression method 8 in the low nibble, and the first two bytes divisible by 31. */
function hasZlibHeader(body: Buffer): boolean {
  if (body.length < 2) return false;
  const cmf = body[0]!;
  const flg = body[1]!;
  return (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0;
}
