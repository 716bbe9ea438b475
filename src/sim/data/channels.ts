import { digits, guid, type Rng } from "../random.js";
import type { Gateway, Payment, SalesChannel } from "./bookings.js";

/** Who sold a booking and how it was paid, for the booking event's sales fields. */

interface Agency {
  id: number;
  name: string;
  users: ReadonlyArray<readonly [number, string]>;
  external: boolean;
}

const AGENCIES: readonly Agency[] = [
  { id: 1, name: "Simorgh Charter Online", users: [[10, "online-sales"]], external: false },
  { id: 214, name: "Kish Sky Travel", users: [[2141, "ksky.nazanin"], [2142, "ksky.bijan"]], external: false },
  { id: 305, name: "Mashhad Zarrin Tours", users: [[3051, "zarrin.api"]], external: true },
  { id: 412, name: "Tabriz Parvaz Agency", users: [[4121, "tparvaz.leila"]], external: false },
];

export const GATEWAYS: readonly Gateway[] = ["Mellat", "Saman", "Parsian", "Sadad"];

export function randomChannel(rng: Rng): SalesChannel {
  const agency = rng.pick(AGENCIES);
  const [userId, userName] = rng.pick(agency.users);
  return {
    agencyId: agency.id,
    agencyName: agency.name,
    forUserId: userId,
    forUserName: userName,
    byUserId: userId,
    byUserName: userName,
    userIp: `5.${rng.int(100, 250)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    bookedByExternalApi: agency.external,
  };
}

/**
 * A partner that sells through the web service (Book): its own account, from its own address,
 * paid from the account's credit.
 */
export function webServiceChannel(username: string, ip: string): SalesChannel {
  return {
    agencyId: 900,
    agencyName: "Partner web service",
    forUserId: 9001,
    forUserName: username,
    byUserId: 9001,
    byUserName: username,
    userIp: ip,
    bookedByExternalApi: true,
  };
}

/** `online`: paid at a bank gateway, or from the agency's credit; drawn when not given. */
export function randomPayment(rng: Rng, online = rng.chance(0.7)): Payment {
  return {
    typeId: online ? 1 : 2,
    gateway: online ? rng.pick(GATEWAYS) : null,
    invoiceNumber: digits(rng, 10),
    transactionReferenceId: guid(rng),
    traceNumber: digits(rng, 6),
    referenceNumber: digits(rng, 12),
  };
}
