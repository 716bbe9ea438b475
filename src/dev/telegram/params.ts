import { badRequest } from "./errors.js";

/** A method's parameters as they came in (JSON body, form fields or query string). */
export type Params = Record<string, unknown>;

/** A file sent with the request (multipart/form-data), as sendDocument and sendPhoto take one. */
export interface UploadedFile {
  kind: "upload";
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

export function uploadedFileParam(params: Params, name: string): UploadedFile | undefined {
  const value = params[name] as Partial<UploadedFile> | undefined;
  return value?.kind === "upload" ? (value as UploadedFile) : undefined;
}

/** chat_id as a number; Telegram also takes numeric strings. "@channel" names are not emulated. */
export function chatIdParam(params: Params): number {
  const raw = params["chat_id"];
  if (raw === undefined || raw === "") throw badRequest("chat_id is empty");
  const id = typeof raw === "string" && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== "number" || !Number.isSafeInteger(id)) throw badRequest("chat not found");
  return id;
}

export function intParam(params: Params, name: string): number | undefined {
  const raw = params[name];
  if (raw === undefined || raw === null) return undefined;
  const value = typeof raw === "string" && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    throw badRequest(`parameter "${name}" must be an Integer`);
  }
  return value;
}

export function stringParam(params: Params, name: string): string | undefined {
  const raw = params[name];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === "number") return String(raw);
  if (typeof raw !== "string") throw badRequest(`parameter "${name}" must be a String`);
  return raw;
}

export function boolParam(params: Params, name: string): boolean {
  const raw = params[name];
  return raw === true || raw === "true" || raw === 1 || raw === "1";
}

export function arrayParam(params: Params, name: string): unknown[] | undefined {
  const raw = params[name];
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw)) throw badRequest(`parameter "${name}" must be an Array`);
  return raw;
}
