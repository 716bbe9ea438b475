import { AGE_GROUP_OF, type Booking } from "../data/bookings.js";
import { GATEWAYS } from "../data/channels.js";
import { farePayable } from "../data/fares.js";
import { toAmount, type Currency } from "../money.js";
import { policyTexts } from "../penalty.js";
import { formatSeconds } from "../time.js";
import type { WireBookedPassenger, WireFlightBookedV2, WireFlightDetail, WireGatewayPayment, WirePayment } from "../wire/events.js";
import { buyInfo, charterFlight, eventBaggage, eventSaleInfo, partnerOf, saleCurrency, webserviceFlight } from "./wire-parts.js";

/** FederatedFlight.FlightBookedV2: the booking as it was when made. */

const AGE_TYPE_ID = { ADL: 1, CHD: 2, INF: 3 } as const;
const SECOND = 1000;

export function flightBookedData(booking: Booking, currency: Currency): WireFlightBookedV2 {
  let charterTotal = 0;
  let webserviceTotal = 0;
  const passengers = booking.initialPassengers.map((passenger, p): WireBookedPassenger => {
    const out: WireBookedPassenger = {
      AgeTypeId: AGE_TYPE_ID[passenger.ageCode],
      FirstName: passenger.firstName,
      LastName: passenger.lastName,
      IranianCartMelli: passenger.codeMelli ? { CodeMelli: passenger.codeMelli } : null,
      Passport: passenger.passport
        ? { Number: passenger.passport.number, ExpiryDate: passenger.passport.expiryDate, IssuingCountry: passenger.passport.issuingCountry }
        : null,
      Gender: passenger.gender === "M" ? 1 : 2,
      Birthdate: passenger.birthdate,
      CharterSegments: [],
      WebserviceSegments: [],
    };
    for (const ticket of booking.tickets.filter((t) => t.passenger === p)) {
      const leg = booking.initialLegs[ticket.leg]!;
      const texts = policyTexts(leg.cls.template.penaltyRule);
      const bag = passenger.ageCode === "INF" ? leg.cls.template.infantBaggage : leg.cls.template.baggage;
      const common = {
        LocalTicketNumber: ticket.localNumber,
        JarimeCanceliFaText: texts.fa,
        JarimeCanceliEnText: texts.en,
        SaleInfo: eventSaleInfo(currency, ticket.sale),
        FreeBaggage: eventBaggage(bag),
      };
      if (leg.flight.service.source === "Owned") {
        charterTotal += farePayable(ticket.sale);
        out.CharterSegments.push({ Flight: charterFlight(leg), ...common });
      } else {
        webserviceTotal += farePayable(ticket.sale);
        const partner = partnerOf(leg);
        out.WebserviceSegments.push({
          Flight: webserviceFlight(leg),
          SupplierId: partner.id,
          SupplierPnr: ticket.originalPnr,
          SupplierTicketNumber: ticket.originalNumber,
          PrimarySupplier: partner.name,
          ...common,
          BuyInfo: buyInfo(currency, leg.cls.fares[AGE_GROUP_OF[passenger.ageCode]]),
        });
      }
    }
    return out;
  });
  const detail = (legIndex: number): WireFlightDetail => {
    const leg = booking.initialLegs[legIndex]!;
    const owned = leg.flight.service.source === "Owned";
    return { Charter: owned ? charterFlight(leg) : null, Webservice: owned ? null : webserviceFlight(leg) };
  };
  const { channel } = booking;
  return {
    Pnr: booking.pnr,
    SerialNumber: booking.serialNumber,
    Phone: booking.phone,
    Email: booking.email,
    Address: booking.address,
    Remarks: booking.remarks,
    ReserveForAgencyId: channel.agencyId,
    ReserveForAgencyName: channel.agencyName,
    ReserveForUserId: channel.forUserId,
    ReserveForUserName: channel.forUserName,
    ReserveByUserId: channel.byUserId,
    ReserveByUserName: channel.byUserName,
    UserIp: channel.userIp,
    IsBookedByExternalApi: channel.bookedByExternalApi,
    CookieTraceId: booking.cookieTraceId,
    BookingDateTimeUtc: formatSeconds(booking.bookedAtUtc),
    TotalSalePayableOfCharterSegments: toAmount(currency, charterTotal),
    TotalSalePayableOfWebserviceSegments: toAmount(currency, webserviceTotal),
    TotalSalePayable: toAmount(currency, charterTotal + webserviceTotal),
    SaleCurrency: saleCurrency(currency),
    Passengers: passengers,
    // A multi-city booking (not a round trip) lists each of its flights.
    DepartureFlightDetail: booking.roundTrip ? [detail(0)] : booking.initialLegs.map((_, i) => detail(i)),
    ReturningFlightDetail: booking.roundTrip ? [detail(1)] : null,
    Payment: payment(booking),
    Utm: booking.utm && { Source: booking.utm.source, Medium: booking.utm.medium, Campaign: booking.utm.campaign },
    AyaMogheForoshFareTarkibShode: booking.roundTripFare,
    PnrSystemDakheliAgance: booking.agencyPnr,
  };
}

/** The event as a test asked (createBooking's totalSalePayable, saleCurrencyCode); the booking itself is unchanged. */
export function withOddMoney(data: WireFlightBookedV2, odd: { totalSalePayable?: number; saleCurrencyCode?: string }): WireFlightBookedV2 {
  return {
    ...data,
    ...(odd.totalSalePayable !== undefined ? { TotalSalePayable: odd.totalSalePayable } : {}),
    ...(odd.saleCurrencyCode !== undefined ? { SaleCurrency: { ...data.SaleCurrency, Code: odd.saleCurrencyCode } } : {}),
  };
}

function payment(booking: Booking): WirePayment {
  const { payment: paid, bookedAtUtc } = booking;
  const online = paid.typeId === 1;
  const gateways = Object.fromEntries(
    GATEWAYS.map((gateway): [string, WireGatewayPayment | null] => [
      gateway,
      gateway === paid.gateway
        ? {
            InvoiceNumber: paid.invoiceNumber,
            TransactionReferenceId: paid.transactionReferenceId,
            TraceNumber: paid.traceNumber,
            ReferenceNumber: paid.referenceNumber,
          }
        : null,
    ]),
  ) as Pick<WirePayment, "Mellat" | "Saman" | "Parsian" | "Sadad">;
  return {
    PaymentTypeId: paid.typeId,
    // The bank transaction is settled only after the booking is confirmed: a little later.
    SettlePaymentDatetime: formatSeconds(bookedAtUtc + (online ? 75 : 5) * SECOND),
    UserReturningFromIpgDateTime: online ? formatSeconds(bookedAtUtc - 40 * SECOND) : null,
    ...gateways,
  };
}
