import { readCapacity, MAX_SEAT_CAPACITY } from "../../domain/flight-control.js";
import { accept, answer, refuse } from "../flow-ask.js";
import type { Flow } from "../flows.js";
import { propose } from "../flight-control/propose.js";
import { readFlightById, soldSeats } from "../flight-control/read.js";
import { formatOf } from "../format-of.js";
import { renderCapacityQuestion } from "../render/flight-control.js";
import { notShown, settleCall } from "../supplier-call.js";

export const FLIGHT_CAPACITY_FLOW = "flight-capacity";

/**
 * ✏️ on a flight's control screen: the flight read again, the new seat capacity asked (a whole
 * number, not below the seats the ledger counts as sold, at most MAX_SEAT_CAPACITY), then
 * proposed to the other admins. Arguments: the supplier's flight id, its date and route ("THRMHD").
 */
export const flightCapacityFlow: Flow = {
  id: FLIGHT_CAPACITY_FLOW,
  role: "admin",
  build: (deps) => async (conversation, ctx, id = "", date = "", route = "") => {
    const place = { date, origin: route.slice(0, 3), destination: route.slice(3) };
    const read = await conversation.external((o) =>
      settleCall(o, async () => {
        const flight = await readFlightById(deps.supplier, place, id);
        return flight && { flight, sold: await soldSeats(deps.ledger, flight) };
      }),
    );
    if (!read.ok) return ctx.reply(notShown(ctx, read.failure, "flight-read-failed", {}));
    if (!read.value) return ctx.reply(ctx.t("flight-gone"));
    const { flight, sold } = read.value;
    const f = await formatOf(ctx);
    await ctx.reply(renderCapacityQuestion(flight, sold, { t: ctx.t, f }));
    const { value: capacity } = await answer(conversation, ctx.from!.id, {
      ownsButton: () => false,
      read: (u) => {
        const text = u.message?.text;
        if (text === undefined) return undefined;
        const reading = readCapacity(text, flight.SeatCapacity, sold ?? 0);
        return reading.ok ? accept(reading.capacity) : refuse(reading.reason);
      },
      otherwise: (u) => u.reply(u.t("flight-capacity-format")),
      refused: (u, why) =>
        u.reply(u.t(`flight-capacity-${why}`, { max: f.num(MAX_SEAT_CAPACITY), sold: f.num(sold ?? 0), capacity: f.num(flight.SeatCapacity) })),
    });
    return ctx.reply(await conversation.external((o) => propose(o, flight, { seatCapacity: capacity })));
  },
};
