import { ApiError } from "./errors.js";
import type { Params } from "./params.js";

/** A file the bot uploaded (sendPhoto, sendDocument), as the emulator keeps it. */
export interface UploadedFile {
  fileName: string;
  data: Uint8Array;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === "object" && value !== null && (value as UploadedFile).data instanceof Uint8Array;

/**
 * A multipart/form-data body (how bots upload files) as parameters: text fields as form
 * fields are read (JSON-serialised objects parsed by the caller), file fields as UploadedFile.
 * Enough of RFC 7578 for what Bot API clients send; not a general parser.
 */
export function parseMultipart(body: Buffer, contentType: string): Record<string, string | UploadedFile> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw new ApiError(400, "Bad Request: multipart/form-data without a boundary");
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const params: Record<string, string | UploadedFile> = {};
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(at + delimiter.length, next);
    at = next;
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd === -1) continue;
    const headers = part.subarray(0, headerEnd).toString("utf8");
    // The part's content ends with the CRLF before the next delimiter.
    const content = part.subarray(headerEnd + 4, part.length - 2);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) continue;
    const fileName = /filename="?([^"\r\n;]*)"?/i.exec(headers)?.[1];
    params[name] = fileName === undefined ? content.toString("utf8") : { fileName, data: new Uint8Array(content) };
  }
  return params;
}

/** A file parameter: an uploaded file given directly or as "attach://<field>". */
export function fileParam(params: Params, name: string): UploadedFile | undefined {
  const value = params[name];
  if (isUploadedFile(value)) return value;
  if (typeof value === "string" && value.startsWith("attach://")) {
    const attached = params[value.slice("attach://".length)];
    if (isUploadedFile(attached)) return attached;
  }
  return undefined;
}
