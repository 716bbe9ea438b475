import { setTimeout as sleep } from "node:timers/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { BotApi, CallOutcome } from "./api.js";
import { ApiError } from "./errors.js";
import type { Params, UploadedFile } from "./params.js";

/** Telegram takes files of up to 50 MB from bots. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;
const PATH = /^\/bot([^/]+)\/([A-Za-z0-9_]+)\/?$/;
const BAD_GATEWAY_PAGE =
  "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";

export interface ApiServer {
  /** e.g. http://127.0.0.1:34567 */
  apiRoot: string;
  close(): Promise<void>;
}

/**
 * The Bot API over HTTP: `${apiRoot}/bot${token}/${method}`, GET or POST, JSON, form or query
 * parameters. A wrong token gets 401 and is never echoed back.
 */
export async function startApiServer(api: BotApi, token: string, host: string, port: number, latencyMs: () => number): Promise<ApiServer> {
  const server = createServer((req, res) => {
    handle(api, token, req, res, latencyMs()).catch((error: unknown) => {
      if (!res.headersSent) send(res, new ApiError(500, `Internal Server Error: ${String(error)}`).toBody(), 500);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port: actualPort } = server.address() as AddressInfo;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  return { apiRoot: `http://${shownHost}:${actualPort}`, close: () => closeServer(server) };
}

/**
 * `latencyMs` is a whole round trip, as to api.telegram.org: half before the call is handled
 * (Telegram has not got it yet), half after (the message is sent, the answer still on its way).
 */
async function handle(api: BotApi, token: string, req: IncomingMessage, res: ServerResponse, latencyMs: number): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const match = PATH.exec(url.pathname);
  if (!match) return send(res, new ApiError(404, "Not Found").toBody(), 404);
  if (match[1] !== token) return send(res, new ApiError(401, "Unauthorized").toBody(), 401);
  // The client going away (an aborted long poll, bot.stop()) must release what it waits for.
  const abort = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  let params: Params;
  try {
    params = { ...queryParams(url.searchParams), ...(await readBody(req)) };
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError(400, `Bad Request: ${String(error)}`);
    return send(res, apiError.toBody(), apiError.code);
  }
  await delay(latencyMs / 2);
  const outcome = await api.call(match[2] ?? "", params, abort.signal);
  await delay(latencyMs / 2);
  respond(req, res, outcome);
}

function respond(req: IncomingMessage, res: ServerResponse, outcome: CallOutcome): void {
  switch (outcome.kind) {
    case "ok":
      return send(res, { ok: true, result: outcome.result, ...(outcome.description ? { description: outcome.description } : {}) }, 200);
    case "error":
      return send(res, outcome.error.toBody(), outcome.error.code);
    case "bad-gateway":
      res.writeHead(502, { "content-type": "text/html", "content-length": Buffer.byteLength(BAD_GATEWAY_PAGE) });
      res.end(BAD_GATEWAY_PAGE);
      return;
    case "drop":
      req.socket.destroy();
      return;
  }
}

const delay = async (ms: number): Promise<void> => {
  if (ms > 0) await sleep(ms);
};

function send(res: ServerResponse, body: unknown, status: number): void {
  if (res.destroyed) return;
  const json = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(json) });
  res.end(json);
}

async function readBody(req: IncomingMessage): Promise<Params> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, "Request Entity Too Large");
    chunks.push(chunk);
  }
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "multipart/form-data") return multipartParams(Buffer.concat(chunks), req.headers["content-type"] ?? "");
  const body = Buffer.concat(chunks).toString("utf8");
  if (body.trim() === "") return {};
  if (type === "application/json") return parseJsonBody(body);
  if (type === "application/x-www-form-urlencoded") return queryParams(new URLSearchParams(body));
  throw new ApiError(400, `Bad Request: unsupported content type "${type}"`);
}

/**
 * Form fields and files (sendDocument, sendPhoto). A value "attach://<name>" is the file sent
 * in the part of that name, as the Bot API reads it (grammY sends InputFiles so). Read by hand:
 * grammY writes part headers without spaces and file names unquoted, which Telegram takes and
 * undici's FormData parser refuses.
 */
function multipartParams(body: Buffer, contentType: string): Params {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw new ApiError(400, "Bad Request: multipart/form-data without a boundary");
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const files = new Map<string, UploadedFile>();
  const fields = new URLSearchParams();
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === "--") break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) throw new ApiError(400, "Bad Request: can't parse multipart/form-data");
    // Each part: CRLF, headers, a blank line, the content, CRLF before the next delimiter.
    const part = body.subarray(start + 2, next - 2);
    const split = part.indexOf("\r\n\r\n");
    if (split === -1) throw new ApiError(400, "Bad Request: can't parse multipart/form-data");
    const headers = part.subarray(0, split).toString("utf8");
    const content = part.subarray(split + 4);
    const name = /name="?([^";\r\n]+)"?/i.exec(headers.replace(/filename="?[^";\r\n]*"?/i, ""))?.[1];
    const fileName = /filename="?([^";\r\n]*)"?/i.exec(headers)?.[1];
    const type = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? "application/octet-stream";
    if (name !== undefined && fileName !== undefined) files.set(name, { kind: "upload", fileName, mimeType: type, bytes: Buffer.from(content) });
    else if (name !== undefined) fields.append(name, content.toString("utf8"));
    at = next;
  }
  const params: Params = queryParams(fields);
  for (const [name, value] of Object.entries(params)) {
    const attached = typeof value === "string" && value.startsWith("attach://") ? files.get(value.slice("attach://".length)) : undefined;
    if (attached) params[name] = attached;
  }
  for (const [name, file] of files) if (!(name in params)) params[name] = file;
  return params;
}

function parseJsonBody(body: string): Params {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new ApiError(400, "Bad Request: can't parse JSON body");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, "Bad Request: the JSON body must be an object");
  }
  return parsed as Params;
}

/** Form and query values are strings; like Telegram, objects and arrays arrive JSON-serialised. */
function queryParams(search: URLSearchParams): Params {
  const params: Params = {};
  for (const [key, value] of search) {
    params[key] = /^\s*[[{]/.test(value) ? parseJsonValue(key, value) : value;
  }
  return params;
}

function parseJsonValue(key: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new ApiError(400, `Bad Request: can't parse JSON in parameter "${key}"`);
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
