import type { Booking, FlightChange, InfoChange } from "../data/bookings.js";
import { digits, type Rng } from "../random.js";
import { fareFromRials, toAmount, type Currency } from "../money.js";
import { addDays, DAY_MS, formatDate, formatSeconds } from "../time.js";
import type { WireHotelBookedV1, WirePassengerInfoChangedV1, WireSegmentReplacedV1, WireTourBundleBookedV2 } from "../wire/events.js";
import { flightRef, saleCurrency } from "./wire-parts.js";

/**
 * Data of the event types the interface names without describing: plausible shapes for a feed
 * consumer that must skip or tolerate them.
 */

export function segmentReplacedData(booking: Booking, change: FlightChange): WireSegmentReplacedV1 {
  return {
    Pnr: booking.pnr,
    SerialNumber: booking.serialNumber,
    ReplacedDateTimeUtc: formatSeconds(change.atUtc),
    Reason: change.reason,
    OldFlight: flightRef(change.from),
    NewFlight: flightRef(change.to),
    PassengerCount: booking.passengers.length,
  };
}

export function passengerInfoChangedData(booking: Booking, change: InfoChange): WirePassengerInfoChangedV1 {
  return {
    Pnr: booking.pnr,
    SerialNumber: booking.serialNumber,
    PassengerId: booking.passengers[change.passenger]!.id,
    FieldName: change.field,
    OldValue: change.oldValue,
    NewValue: change.newValue,
    ChangedByUsername: change.byUsername,
    ChangeDateTimeUtc: formatSeconds(change.atUtc),
  };
}

const HOTELS = [
  { name: "Espinas Palace", city: "Tehran" },
  { name: "Darvishi Royal Hotel", city: "Mashhad" },
  { name: "Toranj Marine Hotel", city: "Kish Island" },
  { name: "Zandiyeh Hotel", city: "Shiraz" },
  { name: "Abbasi Hotel", city: "Isfahan" },
] as const;

const AGENCIES = [
  { id: 214, name: "Kish Sky Travel" },
  { id: 305, name: "Mashhad Zarrin Tours" },
] as const;

/** A hotel booking made at `atUtc`, drawn from the rng. */
export function hotelBookedData(rng: Rng, atUtc: number, currency: Currency): WireHotelBookedV1 {
  const hotel = rng.pick(HOTELS);
  const agency = rng.pick(AGENCIES);
  const checkIn = formatDate(atUtc + rng.int(3, 40) * DAY_MS);
  const nights = rng.int(1, 6);
  const rooms = rng.int(1, 3);
  return {
    BookingReference: `H${digits(rng, 8)}`,
    HotelName: hotel.name,
    CityName: hotel.city,
    CheckInDate: checkIn,
    CheckOutDate: addDays(checkIn, nights),
    RoomCount: rooms,
    GuestCount: rooms * rng.int(1, 3),
    LeadGuestName: rng.pick(["Reza Karimi", "Sara Moradi", "Hamid Jafari", "Neda Rahimi"]),
    TotalSalePayable: toAmount(currency, fareFromRials(currency, rooms * nights * rng.int(40, 140) * 1_000_000)),
    SaleCurrency: saleCurrency(currency),
    BookingDateTimeUtc: formatSeconds(atUtc),
    ReserveForAgencyId: agency.id,
    ReserveForAgencyName: agency.name,
  };
}

const TOURS = [
  { name: "Kish Island 4 nights", destination: "KIH", hotel: "Toranj Marine Hotel", nights: 4 },
  { name: "Mashhad pilgrimage 3 nights", destination: "MHD", hotel: "Darvishi Royal Hotel", nights: 3 },
  { name: "Dubai shopping 5 nights", destination: "DXB", hotel: "Rove Downtown", nights: 5 },
  { name: "Najaf and Karbala 6 nights", destination: "NJF", hotel: "Qasr Al Dur", nights: 6 },
] as const;

export function tourBundleBookedData(rng: Rng, atUtc: number, currency: Currency): WireTourBundleBookedV2 {
  const tour = rng.pick(TOURS);
  const agency = rng.pick(AGENCIES);
  const departure = formatDate(atUtc + rng.int(5, 45) * DAY_MS);
  const passengers = rng.int(1, 5);
  return {
    Pnr: `TB${digits(rng, 6)}`,
    TourName: tour.name,
    DestinationIataCode: tour.destination,
    DepartureDate: departure,
    ReturnDate: addDays(departure, tour.nights),
    PassengerCount: passengers,
    HotelName: tour.hotel,
    FlightPnr: rng.chance(0.5) ? null : `T${digits(rng, 5)}`,
    TotalSalePayable: toAmount(currency, fareFromRials(currency, passengers * rng.int(90, 300) * 1_000_000)),
    SaleCurrency: saleCurrency(currency),
    BookingDateTimeUtc: formatSeconds(atUtc),
    ReserveForAgencyId: agency.id,
    ReserveForAgencyName: agency.name,
  };
}
