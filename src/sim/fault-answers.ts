import { once } from "node:events";
import { createGzip } from "node:zlib";
import type { Answer } from "./http.js";

/** Answers of the faults that replace an operation: gateway pages, redirects, gzip bombs. */

const GATEWAY_PAGES: Readonly<Record<502 | 503, string>> = {
  502: "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>",
  503: "<html><head><title>503 Service Unavailable</title></head><body><h1>503 Service Unavailable</h1></body></html>",
};

export function gatewayPage(status: 502 | 503): Answer {
  return { status, body: GATEWAY_PAGES[status], contentType: "text/html; charset=utf-8" };
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "0.0.0.0", "::"]);

/** The same server under another name: loopback addresses become localhost, names gain www. */
export function otherOrigin(host: string, port: number): string {
  if (LOOPBACK.has(host)) return `http://localhost:${port}`;
  if (host === "localhost") return `http://127.0.0.1:${port}`;
  return `http://www.${host}:${port}`;
}

/** 301 to the same path and query on another origin, as a misconfigured front end sends. */
export function redirectAnswer(origin: string, url: string): Answer {
  return { status: 301, body: "", headers: { location: `${origin}${url}` } };
}

const BLOCK = Buffer.alloc(1024 * 1024, 0x20);
let lastBomb: { bytes: number; payload: Promise<Buffer> } | null = null;

/** gzip of {"Padding":"<bytes spaces>"}: kilobytes on the wire. Streamed, so memory stays small. */
export function gzipBomb(bytes: number): Promise<Buffer> {
  if (lastBomb?.bytes !== bytes) lastBomb = { bytes, payload: compressSpaces(bytes) };
  return lastBomb.payload;
}

async function compressSpaces(bytes: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = once(gzip, "end");
  gzip.write('{"Padding":"');
  for (let left = bytes; left > 0; left -= BLOCK.length) {
    if (!gzip.write(left >= BLOCK.length ? BLOCK : BLOCK.subarray(0, left))) await once(gzip, "drain");
  }
  gzip.end('"}');
  await ended;
  return Buffer.concat(chunks);
}
