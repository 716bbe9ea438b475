import { describe, expect, it } from "vitest";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALES_DIR } from "../../../src/bot/i18n.js";
import { renderAlert } from "../../../src/bot/render/alert.js";
import { renderDigest } from "../../../src/bot/render/alerts-digest.js";
import type { Translate } from "../../../src/bot/render/types.js";
import { formatFor } from "../../../src/bot/render/format.js";
import type { AlertLeg, BookingAlert, CancelledPassenger, StoredAlert } from "../../../src/store/store.js";
import { sampleBooking, sampleLeg } from "../../support/alert-samples.js";

/** Alerts that cannot be shown as they are: values no button can carry, too long for one message, parts that fail. */

const bundle = new FluentBundle("en", { useIsolating: false });
for (const file of ["core.ftl", "alerts.ftl", "alert-delivery.ftl"]) bundle.addResource(new FluentResource(readFileSync(join(LOCALES_DIR, "en", file), "utf8")));
const t: Translate = (key, vars) => bundle.formatPattern(bundle.getMessage(key)!.value!, vars);
const f = formatFor({ lang: "en", timeZone: "UTC", t });
/** What Telegram counts: the text without tags and with entities decoded. */
const visible = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&lt;|&gt;|&amp;|&quot;/g, "x");

const leg = (i: number): AlertLeg => sampleLeg("THR", "MHD", "IR", String(400 + i));
const booking = (over: Partial<BookingAlert> = {}): StoredAlert => ({
  eventId: 7,
  at: "2026-11-20 10:15:00",
  refs: 1,
  body: sampleBooking({ pnr: "AB12CD", legs: [leg(1)], total: 1000, ...over }),
});
const view = (alert: StoredAlert) => ({ alert, owner: 42 });

describe("an alert whose PNR no button can carry", () => {
  it("comes without the History button, PNR shown", () => {
    for (const pnr of ["AB:12", "P".repeat(70)]) {
      const rendered = renderAlert(view(booking({ pnr })), t, f);
      expect(rendered.keyboard).toBeUndefined();
      expect(rendered.text).toContain(pnr.slice(0, 50));
      expect(rendered.omitted).toEqual([]);
    }
    expect(renderAlert(view(booking({ pnr: "AB12CD" })), t, f).keyboard).toBeDefined();
  });
});

describe("an alert longer than one message", () => {
  it("keeps the head and the tail of a booking with 300 flights and says how many more", () => {
    const { text } = renderAlert(view(booking({ legs: Array.from({ length: 300 }, (_, i) => leg(i)) })), t, f);
    expect(visible(text).length).toBeLessThanOrEqual(4096);
    const shownLegs = text.split("\n").filter((line) => line.startsWith("✈️")).length;
    expect(shownLegs).toBeGreaterThan(50);
    expect(text).toContain(`… and ${300 - shownLegs} more flights`);
    expect(text.split("\n")[0]).toContain("AB12CD");
    expect(text).toMatch(/🕒 Booked 20 Nov 2026 10:14 \(Coordinated Universal Time\)$/);
  });

  it("clips a value of thousands of characters, never inside an entity", () => {
    const passenger = (i: number): CancelledPassenger => ({ name: `${"&<".repeat(3000)}${i}`, ageType: "ADL", ticket: `T${i}`, penalty: 1, penaltyPercent: 10, refund: 9 });
    const alert: StoredAlert = {
      eventId: 8,
      at: "2026-11-21 09:00:00",
      refs: 1,
      body: {
        kind: "cancellation",
        pnr: "R8T4WX",
        leg: leg(1),
        cancelledBy: "x".repeat(10_000),
        cancelledAt: "2026-11-21 08:59:30",
        currency: "IRR",
        passengers: Array.from({ length: 20 }, (_, i) => passenger(i)),
        morePassengers: 30,
        refundTotal: 450,
      },
    };
    const { text } = renderAlert(view(alert), t, f);
    expect(visible(text).length).toBeLessThanOrEqual(4096);
    expect(text).not.toMatch(/&(?!lt;|gt;|amp;|quot;)/);
    const more = /… and (\d+) more passengers/.exec(text);
    expect(Number(more![1]) + text.split("\n").filter((line) => /^\d+\. /.test(line)).length).toBe(50);
  });
});

describe("a part that cannot be rendered", () => {
  /** A translation that fails for one key, as any formatter could for a value it did not expect. */
  const failingOn = (key: string): Translate => (k, vars) => {
    if (k === key) throw new RangeError("Invalid time value");
    return t(k, vars);
  };

  it("is left out and named, the rest of the alert is sent", () => {
    const rendered = renderAlert(view(booking()), failingOn("alert-booked-at"), f);
    expect(rendered.omitted).toEqual([{ part: "bookedAt", error: "RangeError" }]);
    expect(rendered.text).toContain("AB12CD");
    expect(rendered.text).not.toContain("Booked");
    expect(rendered.keyboard).toBeDefined();
  });

  it("leaves an empty text when nothing of the alert can be rendered", () => {
    const other: StoredAlert = { eventId: 3, at: "2026-11-20 10:00:00", refs: 1, body: { kind: "other", type: "X.YV1", reference: null } };
    expect(renderAlert(view(other), failingOn("alert-other"), f)).toEqual({ text: "", omitted: [{ part: "other", error: "RangeError" }] });
  });

  it("costs a digest only its own line", () => {
    const alerts = [booking({ pnr: "GOOD01" }), { ...booking({ pnr: "BAD002" }), eventId: 9 }, booking({ pnr: "GOOD03" })];
    const failing: Translate = (k, vars) => {
      if (k === "alerts-digest-booking" && String(vars?.["pnr"]) === "BAD002") throw new TypeError("x");
      return t(k, vars);
    };
    const digest = renderDigest(alerts, failing, f);
    expect(digest).toMatchObject({ count: 3, failed: [9] });
    expect(digest.text).toMatch(/^📦 <b>2 alerts<\/b>\n.*GOOD01.*\n.*GOOD03/);
  });
});
