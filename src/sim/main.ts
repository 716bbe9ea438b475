import { Md5 } from "ts-md5";
import { createLogger } from "../logger.js";
import { simConfigFromEnv } from "./config.js";
import { startSimulator } from "./server.js";

/** `npm run sim`: the supplier simulator alone, configured by SIM_* variables (see README.md). */

const parsed = simConfigFromEnv(process.env);
if (!parsed.ok) {
  for (const line of parsed.errors) process.stderr.write(`${line}\n`);
  process.exit(1);
}
const { options, logLevel } = parsed.config;

const sim = await startSimulator({ ...options, logger: createLogger(logLevel) }).catch((error: Error) => {
  process.stderr.write(`Cannot start the simulator on ${options.host}:${options.port}: ${error.message}\n`);
  return process.exit(1);
});

// The simulator's credentials are demo values: printing them is how staff learn them.
process.stdout.write(
  [
    `Supplier simulator listening at ${sim.url}`,
    `  Username:     ${options.username}`,
    `  Password:     ${options.password}`,
    `  Password MD5: ${Md5.hashStr(options.password)}`,
    `  AccessToken:  ${options.accessTokens[0]}`,
    `  X-API-KEY:    ${options.apiKey ?? "(not required)"}`,
    `  Trusted IPs:  ${options.trustedIps.join(", ")}`,
    `  Profile:      ${sim.profile}`,
    `  Events visible after ${options.eventDelaySeconds} s; ${options.bookingsPerMinute} live bookings per minute; seed ${options.seed}; currency ${options.currency}`,
    ...(sim.rushFlight ? [`  Sales history: ${options.salesHistoryDays} days of past flights; rush flight ${sim.rushFlight.label} ${sim.rushFlight.route} ${sim.rushFlight.date}`] : []),
    "",
  ].join("\n"),
);

let stopping = false;
const stop = (signal: NodeJS.Signals): void => {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`${signal}: stopping the simulator\n`);
  void sim.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
