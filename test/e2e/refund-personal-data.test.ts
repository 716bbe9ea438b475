import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { silentLogger } from "../../src/logger.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { STORE_FILE_NAME } from "../../src/store/store.js";
import { SupplierClient } from "../../src/supplier/client.js";
import type { HistoryResponse } from "../../src/supplier/schemas/booking.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { adminStack, letIn } from "../support/steps.js";
import { refundUpToSummary, savedFlow } from "../support/refund-steps.js";

/**
 * A refund flow waiting for Confirm is saved in the data file, for days if nobody comes back.
 * It keeps what its screens and DoRefund need (PNR, tickets, names on them, amounts), never the
 * booking's personal data.
 */
const { htmlText, sixPassengers } = SIM_FIXTURES;
const AGENT: TgUserSpec = { id: 7401, first_name: "Aga", language_code: "en" };

/** Every string under a value (the passport's fields are not described by the interface). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The booking's personal data, as GetHistory gives it, by kind. */
function personalData(history: HistoryResponse): Record<string, string[]> {
  const passengers = [...history.LastState.PassengerList, ...history.History_InitialBooking.PassengerList];
  const present = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v && v.length >= 4))];
  return {
    phone: present([history.History_InitialBooking.Phone]),
    email: present([history.History_InitialBooking.Email]),
    nationalCode: present(passengers.map((p) => p.IranianCartMelli?.CodeMelli)),
    birthdate: present(passengers.map((p) => p.Birthdate)),
    passport: present(passengers.flatMap((p) => strings(p.Passport)).filter((v) => /\d{5,}/.test(v))),
  };
}

describe("an open refund flow in the data file", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letIn(s, AGENT, "agent");
  });
  afterAll(() => s?.stop());

  it("holds none of the booking's national codes, passports, phones, emails or birth dates", async () => {
    const supplier = new SupplierClient({ ...s.config.supplier, logger: silentLogger() });
    const secrets = {
      [htmlText.pnr]: personalData(await supplier.getHistory(htmlText.pnr)),
      [sixPassengers.pnr]: personalData(await supplier.getHistory(sixPassengers.pnr)),
    };
    const kinds = Object.values(secrets).flatMap((byKind) => Object.entries(byKind).filter(([, values]) => values.length > 0).map(([kind]) => kind));
    expect(new Set(kinds), "the bookings carry every kind of personal data").toEqual(new Set(["phone", "email", "nationalCode", "birthdate", "passport"]));

    // Two flows waiting for Confirm: one for the passenger's own reasons (GetPenalty), one schedule change.
    await refundUpToSummary(s, AGENT, htmlText.pnr, { reason: "personal" });
    await refundUpToSummary(s, ADMIN, sixPassengers.pnr, { tickets: [sixPassengers.tickets[0]!], reason: "schedule" });
    await expect.poll(() => savedFlow(s, AGENT.id)).toContain("please check");
    await expect.poll(() => savedFlow(s, ADMIN.id)).toContain("please check");

    const file = await readFile(join(s.dataDir, STORE_FILE_NAME), "utf8");
    expect(file, "the flows are in the file").toContain(sixPassengers.tickets[0]);
    for (const [pnr, byKind] of Object.entries(secrets)) {
      for (const [kind, values] of Object.entries(byKind)) {
        for (const value of values) expect(file.includes(value), `${pnr}: a ${kind} (${value}) is in the data file`).toBe(false);
      }
    }
  });
});
