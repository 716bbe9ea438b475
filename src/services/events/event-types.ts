import { FLIGHT_BOOKED, SEGMENT_CANCELLED } from "../../supplier/schemas/events.js";

/**
 * The event types the poller asks for: every type the interface names. All of them, whatever
 * the subscriptions want, so that the cursor means the same for every chat; a chat subscribed
 * to "all" gets a short summary of the types the bot does not render in full.
 */
export const EVENT_TYPES = [
  FLIGHT_BOOKED,
  SEGMENT_CANCELLED,
  "FederatedHotel.HotelBookedV1",
  "TourBundle.TourBundleBookedV2",
  "CharterFlight.BookingFlightSegmentReplacedV1",
  "Federated.PassengerInfoChangedV1",
] as const;
