import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { timingSafeEqual } from "node:crypto";
import type { Update } from "grammy/types";
import type { Logger } from "../logger.js";
import { listen } from "../listen.js";
import { serveHealthz } from "../metrics/ops-routes.js";

/**
 * Takes Telegram's webhook requests. An update is answered 200 as soon as it is accepted, then
 * handled in the background: Telegram re-sends an update it does not see answered within its
 * timeout, so answering only after the work (grammY's webhookCallback) turned a slow supplier
 * into the same search run several times, and an error into the same update sent forever
 * before every later one. A re-sent update (same update_id) is recognised and not run again,
 * whichever instance took it first (`take`: the ids are in the ledger's database).
 * The port is public: besides the webhook's path it answers only a bare /healthz (404 to
 * anything else); /readyz and /metrics are the ops server's, on METRICS_PORT.
 */
export interface WebhookServerOptions {
  port: number;
  /** The URL path Telegram posts to. */
  path: string;
  /** The secret Telegram sends in X-Telegram-Bot-Api-Secret-Token. */
  secret: string;
  logger: Logger;
  /** Runs one update; must not throw (the bot's error boundary is inside). */
  handle: (update: Update) => Promise<void>;
  /**
   * True when this is the update's first delivery to any instance (src/ledger/webhook-updates.ts).
   * Called before the update is answered: Telegram sends the next only then, so one chat's
   * updates are taken in their order (src/bot/chat-turn.ts keeps to it).
   */
  take: (update: Update) => Promise<boolean>;
}

export interface WebhookServer {
  /** Stops taking updates, then waits (within `graceMs`) for those in progress. */
  close(graceMs: number): Promise<void>;
}

/** Telegram's largest updates are tens of kilobytes; anything far beyond is not Telegram. */
export const MAX_UPDATE_BYTES = 1024 * 1024;
/** Updates in progress at once; beyond it Telegram is asked to come back (it re-sends later). */
const MAX_IN_PROGRESS = 500;

export async function startWebhookServer(opts: WebhookServerOptions): Promise<WebhookServer> {
  const { logger } = opts;
  const inProgress = new Set<Promise<void>>();
  const expected = Buffer.from(opts.secret);

  const server: Server = createServer((req, res) => {
    void accept(req, res).catch((err: unknown) => {
      logger.warn({ err }, "a webhook request could not be read");
      answer(res, 400);
    });
  });

  async function accept(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (serveHealthz(req, res)) return;
    if (req.method !== "POST" || req.url !== opts.path) return answer(res, 404, req);
    if (!secretMatches(req.headers["x-telegram-bot-api-secret-token"], expected)) {
      logger.warn({ from: req.socket.remoteAddress }, "a webhook request without the right secret token was refused");
      return answer(res, 401, req);
    }
    const body = await readCapped(req, MAX_UPDATE_BYTES);
    if (body === undefined) {
      logger.warn({ limitBytes: MAX_UPDATE_BYTES }, "a webhook request over the size limit was refused");
      return answer(res, 413, req);
    }
    const update = parseUpdate(body);
    if (!update) {
      logger.warn({ bytes: body.length }, "a webhook request that is not an update was refused");
      return answer(res, 400);
    }
    if (inProgress.size >= MAX_IN_PROGRESS) {
      logger.warn({ inProgress: inProgress.size }, "too many updates in progress; Telegram will re-send this one");
      return answer(res, 503);
    }
    if (!(await firstDelivery(update))) {
      logger.info({ update: update.update_id }, "Telegram re-sent an update already taken; not run again");
      return answer(res, 200);
    }
    answer(res, 200);
    const work = opts.handle(update).catch((err: unknown) => logger.error({ err, update: update.update_id }, "an update failed outside the error boundary"));
    inProgress.add(work);
    void work.finally(() => inProgress.delete(work));
  }

  /**
   * With the database away the update is run all the same: staff get an answer (an apology if
   * what they asked needs the database) rather than silence until it is back. Only a re-sending
   * of it, rare as it is answered at once, could then run twice.
   */
  async function firstDelivery(update: Update): Promise<boolean> {
    try {
      return await opts.take(update);
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : String(err), update: update.update_id }, "could not record a webhook update as taken in the ledger database; running it");
      return true;
    }
  }

  await listen(server, opts.port, undefined, "PORT");
  return {
    async close(graceMs) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = Date.now() + graceMs;
      while (inProgress.size > 0 && Date.now() < deadline) await Promise.race([Promise.allSettled([...inProgress]), sleep(deadline - Date.now())]);
      if (inProgress.size > 0) logger.warn({ inFlight: inProgress.size }, "stopping with updates still in progress");
      server.closeAllConnections();
      await closed;
    },
  };
}

/**
 * Ends a request. One refused before its body was read is closed after the answer, so a
 * client cannot keep sending into it.
 */
function answer(res: ServerResponse, status: number, unread?: IncomingMessage): void {
  if (res.headersSent) return;
  if (!unread) return void res.writeHead(status).end();
  res.writeHead(status, { connection: "close" }).end(() => unread.destroy());
}

function secretMatches(header: string | string[] | undefined, expected: Buffer): boolean {
  if (typeof header !== "string") return false;
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The body, or undefined when it is longer than `limit` (reading stops there). */
function readCapped(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off("data", onData).pause();
      resolve(undefined);
    };
    req.on("data", onData).once("end", () => resolve(Buffer.concat(chunks))).once("error", reject);
  });
}

function parseUpdate(body: Buffer): Update | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const id = (value as { update_id?: unknown }).update_id;
  return Number.isSafeInteger(id) && (id as number) >= 0 ? (value as Update) : undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());
}
