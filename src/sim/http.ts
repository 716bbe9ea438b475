import type { IncomingMessage, ServerResponse } from "node:http";
import { deflateSync, gzipSync } from "node:zlib";

/** Reading requests and writing answers. */

export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Whether an Accept-Encoding header allows a coding (q=0 refuses it). */
export function acceptsEncoding(header: string | undefined, coding: "gzip" | "deflate"): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    if (name.toLowerCase() !== coding && name !== "*") return false;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export const JSON_TYPE = "application/json; charset=utf-8";

export interface Answer {
  status: number;
  body: string;
  contentType?: string;
  encoding?: "gzip" | "deflate" | null;
  headers?: Record<string, string>;
}

export function send(res: ServerResponse, answer: Answer): void {
  let payload = Buffer.from(answer.body, "utf8");
  if (answer.encoding) payload = answer.encoding === "gzip" ? gzipSync(payload) : deflateSync(payload);
  write(res, answer.status, payload, { "content-type": answer.contentType ?? JSON_TYPE, ...answer.headers }, answer.encoding ?? null);
}

/** A JSON payload compressed beforehand (the gzip bomb). */
export function sendEncoded(res: ServerResponse, status: number, payload: Buffer, encoding: "gzip" | "deflate"): void {
  write(res, status, payload, { "content-type": JSON_TYPE }, encoding);
}

function write(res: ServerResponse, status: number, payload: Buffer, headers: Record<string, string | number>, encoding: "gzip" | "deflate" | null): void {
  if (encoding) {
    headers["content-encoding"] = encoding;
    headers.vary = "Accept-Encoding";
  }
  headers["content-length"] = payload.length;
  res.writeHead(status, headers);
  res.end(payload);
}

export function errorJson(exceptionType: string, errorMessage: string | null): string {
  return JSON.stringify({ ExceptionType: exceptionType, ErrorMessage: errorMessage });
}
