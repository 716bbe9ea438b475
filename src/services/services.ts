import type { Logger } from "../logger.js";

/**
 * The background work the leader runs (leader.ts), in a list: started in order when this
 * instance becomes the leader, stopped side by side when it stops leading or the app stops
 * (each waits for its own work in progress, within the stop's budget: periodic.ts). A service
 * that is off for this configuration starts nothing (returns null).
 */
export interface Service {
  name: string;
  start(): Promise<Running | null>;
}

export interface Running {
  stop(): Promise<void> | void;
}

export interface ServiceGroup {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function serviceGroup(services: readonly Service[], logger: Logger): ServiceGroup {
  const running: { name: string; handle: Running }[] = [];
  const stop = async () => {
    await Promise.all(
      running.splice(0).map(({ name, handle }) =>
        Promise.resolve()
          .then(() => handle.stop())
          .catch((err: unknown) => logger.error({ service: name, err: String(err) }, "a background service failed to stop")),
      ),
    );
  };
  return {
    async start() {
      try {
        for (const service of services) {
          const handle = await service.start();
          if (handle) running.push({ name: service.name, handle });
        }
      } catch (err) {
        // Half started is not started: what did start stops again.
        await stop();
        throw err;
      }
    },
    stop,
  };
}
