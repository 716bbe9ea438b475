import { createServer } from "node:http";
import { listen } from "../listen.js";
import { serveOps, type OpsEndpoints } from "./ops-routes.js";

export interface OpsServer {
  close(): Promise<void>;
}

/** /healthz, /readyz and /metrics on METRICS_PORT at METRICS_HOST; anything else is 404. */
export async function startOpsServer(ops: OpsEndpoints, at: { port: number; host: string }): Promise<OpsServer> {
  const server = createServer((req, res) => {
    if (!serveOps(ops, req, res)) res.writeHead(404).end();
  });
  await listen(server, at.port, at.host, "METRICS_PORT");
  ops.logger.info({ host: at.host, port: at.port }, "serving /healthz, /readyz and /metrics");
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
