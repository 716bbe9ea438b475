import { z } from "zod";
import { authenticate, requireTrustedIp } from "../auth.js";
import { FLEET } from "../data/fleet.js";
import { exception, parseRequest } from "../errors.js";
import type { WireAircraftListResponse } from "../wire/bot.js";
import type { OpContext } from "./context.js";

/**
 * Bot path, Aircraft GetList (V1): exactly one authentication method per request, either
 * Username and Password (service account, trusted IP) or AccessToken (single sign-on user).
 */
const AircraftRequestSchema = z.object({
  Username: z.string().nullish(),
  Password: z.string().nullish(),
  AccessToken: z.string().nullish(),
});

export function aircraftGetList(ctx: OpContext): WireAircraftListResponse {
  const req = parseRequest(AircraftRequestSchema, ctx.body);
  const hasAccount = req.Username != null || req.Password != null;
  if (hasAccount && req.AccessToken != null) throw exception("Send either AccessToken or Username and Password, not both.");
  if (req.AccessToken != null) {
    if (!ctx.auth.accessTokens.includes(req.AccessToken)) throw exception("The access token is invalid or has expired.");
  } else if (hasAccount) {
    requireTrustedIp(ctx.auth, ctx.ip);
    authenticate(ctx.auth, req.Username ?? "", req.Password ?? "", false);
  } else {
    throw exception("Authentication is required: send Username and Password, or AccessToken.");
  }
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
