import { z } from "zod";
import { authenticateBot } from "../auth.js";
import { FLEET } from "../data/fleet.js";
import { parseRequest } from "../errors.js";
import type { WireAircraftListResponse } from "../wire/bot.js";
import type { OpContext } from "./context.js";

/** Bot path, Aircraft GetList (V1): authentication alone (see authenticateBot). */
export const BotAuthSchema = z.object({
  Username: z.string().nullish(),
  Password: z.string().nullish(),
  AccessToken: z.string().nullish(),
});

export function aircraftGetList(ctx: OpContext): WireAircraftListResponse {
  authenticateBot(ctx.auth, ctx.ip, parseRequest(BotAuthSchema, ctx.body));
  return {
    AircraftList: FLEET.map((a) => ({
      Id: a.id,
      Registration: a.registration,
      IataTypeCode: a.iataTypeCode,
      Model: a.model,
      SeatCount: a.seatCount,
      AirlineIataCode: a.airlineIataCode,
      IsActive: a.isActive,
    })),
  };
}
