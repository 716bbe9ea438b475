import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../logger.js";
import type { Metrics } from "./metrics.js";
import type { Readiness } from "./readiness.js";

/** What /healthz, /readyz and /metrics are made of. */
export interface OpsEndpoints {
  metrics: Metrics;
  readiness: () => Promise<Readiness>;
  logger: Logger;
}

/** The paths the ops server (METRICS_PORT) serves. */
export const OPS_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * Serves a GET (or HEAD) of one of OPS_PATHS and returns true; anything else is left to the
 * caller (false). /healthz: the process answers. /readyz: 200 or 503 with each check (JSON).
 * /metrics: the Prometheus text.
 */
export function serveOps(ops: OpsEndpoints, req: IncomingMessage, res: ServerResponse): boolean {
  if (serveHealthz(req, res)) return true;
  const path = (req.url ?? "").split("?")[0]!;
  if ((req.method !== "GET" && req.method !== "HEAD") || !OPS_PATHS.has(path)) return false;
  void answer(ops, path).then(
    ({ status, type, body }) => res.writeHead(status, { "content-type": type, "cache-control": "no-store" }).end(req.method === "HEAD" ? undefined : body),
    (err: unknown) => {
      ops.logger.error({ err, path }, "an operations endpoint failed");
      if (!res.headersSent) res.writeHead(500).end();
    },
  );
  return true;
}

/**
 * A GET (or HEAD) of exactly /healthz: the process answers (true). The one path the public
 * webhook port serves besides the webhook: readiness and metrics tell more than strangers need.
 */
export function serveHealthz(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.url !== "/healthz") return false;
  res.writeHead(200, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end(req.method === "HEAD" ? undefined : "ok\n");
  return true;
}

async function answer(ops: OpsEndpoints, path: string): Promise<{ status: number; type: string; body: string }> {
  if (path === "/readyz") {
    const readiness = await ops.readiness();
    return { status: readiness.ready ? 200 : 503, type: "application/json; charset=utf-8", body: `${JSON.stringify(readiness)}\n` };
  }
  const { contentType, body } = await ops.metrics.scrape();
  return { status: 200, type: contentType, body };
}
