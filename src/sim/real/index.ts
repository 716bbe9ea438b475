import type { Answer } from "../http.js";
import { isRecord, type Json } from "../json.js";
import type { SimOperation } from "../operations.js";
import type { CallShape, Profile } from "../profile.js";
import { rngFor, type Rng } from "../random.js";
import { realAircraft } from "./camel.js";
import { realError, realForcedError, realServerError } from "./errors.js";
import { eventTypeFamilies, versionedEvents } from "./events.js";
import { emptyHistories, emptyListsAsNull } from "./lists.js";
import { omitNulls } from "./nulls.js";
import { realPassengers } from "./passengers.js";
import { looseOperationAt } from "./paths.js";
import { realBalance, realFlightList, realRefundStatus, realScheduleChanges } from "./partner-answers.js";
import { DECIMAL_RULES } from "./penalty.js";
import { canonicalMembers } from "./requests.js";
import { realSearch } from "./search.js";
import { realBook, realLock, realReleaseLock } from "./sell.js";

/**
 * The "real" profile: the strict answers reshaped as real suppliers send them (README
 * "Profiles"). Every choice comes from the seed and the call's number, so the same calls in the
 * same order get the same bytes.
 */
type Shaper = (body: Json, rng: Rng, seed: number) => unknown;

const events: Shaper = (body, rng, seed) => emptyListsAsNull(versionedEvents(body, seed), rng, ["EventList"]);

const SHAPERS: Readonly<Record<SimOperation, Shaper>> = {
  SearchByRouteAndDate: (body, rng) => emptyListsAsNull(realSearch(body, rng), rng, ["ItineraryList", "ClosedFlightList"]),
  GetPenalty: (body) => body,
  DoRefund: (body) => body,
  GetHistory: (body, rng) => emptyHistories(realPassengers(body, rng), rng),
  GetStatus: (body, rng) => emptyListsAsNull(realPassengers(body, rng), rng, ["PassengerList"]),
  B2MGetEvents: events,
  B2BGetEvents: events,
  AircraftGetList: (body, rng) => realAircraft(body, rng),
  RefundGetStatus: realRefundStatus,
  ChangedScheduleCharter: realScheduleChanges,
  ChangedScheduleWebservice: realScheduleChanges,
  FlightGetList: realFlightList,
  FlightUpdate: (body) => body,
  CurrentBalance: realBalance,
  Lock: realLock,
  Book: realBook,
  ReleaseLock: realReleaseLock,
};

export function realProfile(seed: number): Profile {
  let calls = 0;
  return {
    name: "real",
    penaltyRules: DECIMAL_RULES,
    operationAt: looseOperationAt,
    frameworkError: (status, message): Answer => ({ status, body: JSON.stringify({ Message: message }) }),
    call: (): CallShape => {
      const rng = rngFor(seed, "real", calls++);
      return {
        request: (_operation, body) => eventTypeFamilies(canonicalMembers(body)),
        answer: (operation, result) => {
          const shaped = isRecord(result) ? SHAPERS[operation](result, rng, seed) : result;
          return omitNulls(shaped, rng);
        },
        error: (error) => realError(error, rng),
        forcedError: (error, forced) => realForcedError(error, forced, rng),
        serverError: () => realServerError(rng),
      };
    },
  };
}
