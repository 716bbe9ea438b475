import type { Server } from "node:http";

/** A server could not take its port: the message is the one line an operator needs. */
export class PortRefused extends Error {
  constructor(
    readonly variable: string,
    readonly port: number,
    readonly host: string,
    readonly code: string,
  ) {
    super(`${variable}=${port} cannot be used on ${host}: ${REASONS[code] ?? code}`);
    this.name = "PortRefused";
  }
}

const REASONS: Readonly<Record<string, string>> = {
  EADDRINUSE: "another program listens there; choose another port or stop that program",
  EACCES: "ports below 1024 need privileges; choose a port from 1024 up",
  EADDRNOTAVAIL: "this machine has no such address; check the host",
};

/** Listens, or rejects with PortRefused naming the variable that set the port. */
export function listen(server: Server, port: number, host: string | undefined, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const refused = (err: NodeJS.ErrnoException) => reject(new PortRefused(variable, port, host ?? "every interface", err.code ?? err.name));
    server.once("error", refused).listen(port, host, () => {
      server.off("error", refused);
      resolve();
    });
  });
}
