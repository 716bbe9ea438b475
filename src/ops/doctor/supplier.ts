import type { Config } from "../../config.js";
import type { Logger } from "../../logger.js";
import { EVENT_TYPES } from "../../services/events/event-types.js";
import { SupplierClient } from "../../supplier/client.js";
import { SupplierCallError, SupplierError } from "../../supplier/errors.js";
import { fail, pass, skip, type Check } from "./check.js";

/** One try per call: the doctor reports a failure, it does not wait it out. */
const ONE_TRY = { attempts: 1, baseDelayMs: 0 };
/** The range the feed is asked for: recent enough to be cheap. */
const FEED_RANGE_MS = 10 * 60_000;

/** The supplier reachable, the service account accepted (one cheap read), the event feed answering. */
export async function checkSupplier(config: Config, logger: Logger, now: Date): Promise<Check[]> {
  const client = new SupplierClient({ ...config.supplier, logger, retry: ONE_TRY });
  try {
    const account = await client.checkAccount();
    if (account.state === "unreachable") {
      return [
        fail("supplier reachable", `no usable answer from ${config.supplier.baseUrl} (${account.error})`, "check SUPPLIER_BASE_URL, this server's network towards it, and SUPPLIER_PATHS if set"),
        skip("service account", "not checked: the supplier is out of reach"),
        skip("event feed", "not checked: the supplier is out of reach"),
      ];
    }
    const reachable = pass("supplier reachable", config.supplier.baseUrl);
    if (account.state === "refused") {
      return [
        reachable,
        fail(
          "service account",
          `the supplier refused it: ${account.error.message}`,
          "check SUPPLIER_USERNAME and SUPPLIER_PASSWORD (or SUPPLIER_PASSWORD_MD5), that the supplier trusts this server's IP address, and SUPPLIER_HEADERS if it needs an API key",
        ),
        skip("event feed", "not checked: the account is refused"),
      ];
    }
    return [reachable, pass("service account", `${config.supplier.username} accepted`), await checkFeed(client, config, now)];
  } finally {
    await client.close();
  }
}

async function checkFeed(client: SupplierClient, config: Config, now: Date): Promise<Check> {
  const name = "event feed";
  const { source } = config.events;
  if (source === "off") return skip(name, "EVENTS_SOURCE=off: no booking or cancellation alerts");
  try {
    await client.getEvents(source, { from: new Date(now.getTime() - FEED_RANGE_MS), to: now, types: [...EVENT_TYPES] });
    return pass(name, `${source.toUpperCase()} events answer`);
  } catch (err) {
    const message = err instanceof SupplierCallError ? err.message : String(err);
    const refused = err instanceof SupplierCallError && err.accountRefused;
    const fix = refused
      ? `the supplier must trust this server's IP address for the ${source.toUpperCase()} feed${source === "b2b" ? " and this account" : ""}`
      : err instanceof SupplierError && !err.serverFailure
        ? "check SUPPLIER_PATHS for the events operation, or try EVENTS_SOURCE=b2b or b2m as the supplier offers"
        : "the supplier's event feed fails: try again, and tell the supplier if it lasts (EVENTS_SOURCE=off runs without alerts)";
    return fail(name, `${source.toUpperCase()} events: ${message}`, fix);
  }
}
