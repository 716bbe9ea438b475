import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A load balancer in front of several webhook servers, as an operator puts nginx or a cloud
 * balancer there: each request goes to the next backend in turn (round robin); a backend that
 * does not answer (killed) is skipped for the next one, as a balancer's retry does.
 */
export interface Balancer {
  /** Its address, with the path the backends serve: the WEBHOOK_URL every instance sets. */
  url: string;
  /** How many requests each backend answered, in the order of `backends`. */
  served(): number[];
  close(): Promise<void>;
}

export async function startBalancer(backends: readonly string[], path: string): Promise<Balancer> {
  let next = 0;
  const served = backends.map(() => 0);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        for (let tried = 0; tried < backends.length; tried++) {
          const i = next++ % backends.length;
          try {
            const answer = await fetch(`${backends[i]}${req.url ?? path}`, {
              method: req.method ?? "POST",
              headers: Object.fromEntries(Object.entries(req.headers).filter(([name, value]) => typeof value === "string" && !["host", "content-length", "connection"].includes(name))) as Record<string, string>,
              body: req.method === "GET" ? undefined : body,
            });
            served[i]! += 1;
            res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
            res.end(Buffer.from(await answer.arrayBuffer()));
            return;
          } catch {
            // Down: the next backend.
          }
        }
        res.writeHead(502).end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    served: () => [...served],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
