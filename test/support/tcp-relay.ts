import { connect, createServer, type Socket } from "node:net";

/** A TCP relay to a server on loopback, whose answers can be held back or lost: a slow network, a busy database host or a cut connection, as a client sees it. */
export interface TcpRelay {
  /** The relay's loopback port: connect here instead of the server's. */
  port: number;
  /** Holds the server's answers on every connection for `ms`, then lets them through. */
  hold(ms: number): void;
  /**
   * The next time a client sends `text` (a query's words) on a connection that sent `after`
   * before, the server gets it and answers, but the answer is lost: the relay cuts that
   * connection instead (a network cut at that moment). Resolves when it did.
   */
  loseAnswerTo(text: string, after?: string): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpRelay(host: string, port: number): Promise<TcpRelay> {
  const upstreams = new Set<Socket>();
  let heldUntil = 0;
  let lose: { text: Buffer; after: Buffer; done: () => void } | null = null;
  const server = createServer((client) => {
    const upstream = connect(port, host);
    upstreams.add(upstream);
    /** The server's next answer on this connection is lost, and the connection cut. */
    let cutOnAnswer: (() => void) | null = null;
    let sentAfter = false;
    client.on("data", (data: Buffer) => {
      if (lose && sentAfter && data.includes(lose.text)) {
        cutOnAnswer = lose.done;
        lose = null;
      }
      if (lose && data.includes(lose.after)) sentAfter = true;
      upstream.write(data);
    });
    upstream.on("data", (data: Buffer) => {
      if (!cutOnAnswer) return void client.write(data);
      cutOnAnswer();
      end();
    });
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
    loseAnswerTo(text, after = "") {
      return new Promise<void>((resolve) => {
        lose = { text: Buffer.from(text), after: Buffer.from(after), done: resolve };
      });
    },
    async close() {
      for (const upstream of upstreams) upstream.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
