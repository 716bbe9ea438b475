import { connect, createServer, type Socket } from "node:net";

/** A TCP relay to a server on loopback, whose answers can be held back a while: a slow network or a busy database host, as a client sees it. */
export interface TcpRelay {
  /** The relay's loopback port: connect here instead of the server's. */
  port: number;
  /** Holds the server's answers on every connection for `ms`, then lets them through. */
  hold(ms: number): void;
  close(): Promise<void>;
}

export async function startTcpRelay(host: string, port: number): Promise<TcpRelay> {
  const upstreams = new Set<Socket>();
  let heldUntil = 0;
  const server = createServer((client) => {
    const upstream = connect(port, host);
    upstreams.add(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    // After pipe(), which lets data flow.
    if (Date.now() < heldUntil) upstream.pause();
    const end = () => {
      upstreams.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    hold(ms) {
      heldUntil = Date.now() + ms;
      for (const upstream of upstreams) upstream.pause();
      setTimeout(() => {
        for (const upstream of upstreams) upstream.resume();
      }, ms);
    },
    async close() {
      for (const upstream of upstreams) upstream.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
