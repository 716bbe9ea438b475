import { describe, expect, it } from "vitest";
import { ConfigError, displayTimezoneWarning, loadConfig, secretsOf } from "../src/config.js";

const base = {
  BOT_TOKEN: "123456:AAbbCCddEEffGGhhIIjjKKll",
  SUPPLIER_BASE_URL: "http://127.0.0.1:7070/",
  SUPPLIER_USERNAME: "svc",
  SUPPLIER_PASSWORD: "s3cret-pass",
  ADMIN_IDS: "111, 222,111",
};

function problemsOf(env: Record<string, string>, opts?: { demo?: boolean }): string[] {
  try {
    loadConfig(env, opts);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).problems;
  }
  return [];
}

describe("loadConfig", () => {
  it("applies the documented defaults and hashes the password", () => {
    const c = loadConfig(base);
    expect(c.supplier.baseUrl).toBe("http://127.0.0.1:7070");
    expect(c.supplier.passwordMd5).toMatch(/^[0-9a-f]{32}$/);
    expect(c.supplier.timeoutMs).toBe(15000);
    expect(c.adminIds).toEqual([111, 222]);
    expect(c.telegramApiRoot).toBe("https://api.telegram.org");
    expect(c.dataDir).toBe("./data");
    expect(c.events).toEqual({ source: "b2b", pollSeconds: 120, overlapMinutes: 30, quietAlertMinutes: null });
    expect(c.displayTimezone).toBe("UTC");
    expect(c.webhook).toBeUndefined();
    expect(c.logLevel).toBe("info");
    expect(c.logFormat).toBeUndefined();
  });

  it("reads LOG_FORMAT json or pretty, leaves it unset when blank, and refuses anything else in one line", () => {
    expect(loadConfig({ ...base, LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(loadConfig({ ...base, LOG_FORMAT: " json " }).logFormat).toBe("json");
    expect(loadConfig({ ...base, LOG_FORMAT: "" }).logFormat).toBeUndefined();
    expect(problemsOf({ ...base, LOG_FORMAT: "text" })).toEqual(["LOG_FORMAT must be json or pretty (unset: pretty on a terminal, JSON otherwise)"]);
  });

  it("hashes with MD5 as 32 lowercase hex", () => {
    expect(loadConfig({ ...base, SUPPLIER_PASSWORD: "demo" }).supplier.passwordMd5).toBe("fe01ce2a7fbac8fafaed7c982a04e229");
  });

  it("takes a given MD5 hash as it is", () => {
    const { SUPPLIER_PASSWORD: _, ...rest } = base;
    const c = loadConfig({ ...rest, SUPPLIER_PASSWORD_MD5: "fe01ce2a7fbac8fafaed7c982a04e229" });
    expect(c.supplier.passwordMd5).toBe("fe01ce2a7fbac8fafaed7c982a04e229");
  });

  it("reports every missing variable, one line each", () => {
    const problems = problemsOf({});
    expect(problems.map((p) => p.split(" ")[0])).toEqual(
      expect.arrayContaining(["SUPPLIER_BASE_URL", "SUPPLIER_USERNAME", "ADMIN_IDS", "BOT_TOKEN", "SUPPLIER_PASSWORD"]),
    );
  });

  it("names each bad variable and what is expected, never its value", () => {
    const env = {
      ...base,
      SUPPLIER_BASE_URL: "ftp://secret-host",
      SUPPLIER_PASSWORD_MD5: "NOT-A-HASH-s3cret",
      SUPPLIER_TIMEOUT_MS: "-5",
      ADMIN_IDS: "12,abc",
      DISPLAY_TIMEZONE: "Mars/Base",
      EVENTS_SOURCE: "kafka",
      LOG_LEVEL: "loud",
      BOT_TOKEN: "not-a-token-s3cret",
    };
    const problems = problemsOf(env);
    for (const name of ["SUPPLIER_BASE_URL", "SUPPLIER_PASSWORD_MD5", "SUPPLIER_TIMEOUT_MS", "ADMIN_IDS", "DISPLAY_TIMEZONE", "EVENTS_SOURCE", "LOG_LEVEL", "BOT_TOKEN"]) {
      expect(problems.some((p) => p.startsWith(name + " "))).toBe(true);
    }
    expect(problems.some((p) => p.includes("both set"))).toBe(true);
    expect(problems.join("\n")).not.toMatch(/s3cret|secret-host/);
  });

  it("refuses a SUPPLIER_BASE_URL holding a user name or password, without echoing them", () => {
    for (const url of ["https://svc:url-s3cret@supplier.example.com", "http://svc@127.0.0.1:7070/", "http://:url-s3cret@127.0.0.1:7070"]) {
      const problems = problemsOf({ ...base, SUPPLIER_BASE_URL: url });
      expect(problems).toEqual([
        "SUPPLIER_BASE_URL must not hold a user name or password (user:password@): give them as SUPPLIER_USERNAME and SUPPLIER_PASSWORD",
      ]);
    }
  });

  it("lets the demo run without a bot token", () => {
    const { BOT_TOKEN: _, ...rest } = base;
    expect(problemsOf(rest, { demo: true })).toEqual([]);
    expect(problemsOf(rest)).toEqual(["BOT_TOKEN is required: the token BotFather gave for this bot"]);
  });

  it("requires a secret for webhook mode and reads the port", () => {
    expect(problemsOf({ ...base, WEBHOOK_URL: "https://bot.example.com/hook" })).toEqual([
      "WEBHOOK_SECRET is required when WEBHOOK_URL is set, so that forged updates are refused",
    ]);
    const c = loadConfig({ ...base, WEBHOOK_URL: "https://bot.example.com/hook", WEBHOOK_SECRET: "abc_DEF-1abc_DEF-1", PORT: "8443" });
    expect(c.webhook).toEqual({ url: "https://bot.example.com/hook", secret: "abc_DEF-1abc_DEF-1", port: 8443 });
  });

  it("refuses a webhook secret shorter than 16 characters or outside Telegram's alphabet, without echoing it", () => {
    for (const bad of ["short_s3cret", "sixteen chars s3cret", "s3cret+s3cret/s3cret", "x".repeat(257)]) {
      const problems = problemsOf({ ...base, WEBHOOK_URL: "https://bot.example.com/hook", WEBHOOK_SECRET: bad });
      expect(problems, bad).toEqual([expect.stringMatching(/^WEBHOOK_SECRET must be 16-256 characters of A-Z, a-z, 0-9, _ and -/)]);
      expect(problems.join("\n")).not.toContain("s3cret");
    }
    expect(problemsOf({ ...base, WEBHOOK_URL: "https://bot.example.com/hook", WEBHOOK_SECRET: "A".repeat(16) })).toEqual([]);
  });

  it("reads EVENTS_START as UTC, or ISO 8601 with its zone, and names a bad one without echoing it", () => {
    expect(loadConfig(base).events.start).toBeUndefined();
    expect(loadConfig({ ...base, EVENTS_START: "2026-11-20 06:30:00" }).events.start?.toISOString()).toBe("2026-11-20T06:30:00.000Z");
    expect(loadConfig({ ...base, EVENTS_START: "2026-11-20" }).events.start?.toISOString()).toBe("2026-11-20T00:00:00.000Z");
    expect(loadConfig({ ...base, EVENTS_START: "2026-11-20T03:30:00+03:30" }).events.start?.toISOString()).toBe("2026-11-20T00:00:00.000Z");
    for (const bad of ["yesterday-s3cret", "2026-02-30 00:00:00", "2026-11-20T03:30:00", "2026-11-20 25:00:00"]) {
      expect(problemsOf({ ...base, EVENTS_START: bad }), bad).toEqual([expect.stringMatching(/^EVENTS_START must be a UTC time/)]);
    }
    expect(problemsOf({ ...base, EVENTS_START: "yesterday-s3cret" }).join("\n")).not.toContain("s3cret");
  });

  it("reads EVENTS_OVERLAP_MINUTES and EVENTS_QUIET_ALERT_MINUTES (0 turns the quiet alert off)", () => {
    const c = loadConfig({ ...base, EVENTS_OVERLAP_MINUTES: " 45 ", EVENTS_QUIET_ALERT_MINUTES: "90" });
    expect(c.events).toMatchObject({ overlapMinutes: 45, quietAlertMinutes: 90 });
    expect(loadConfig({ ...base, EVENTS_QUIET_ALERT_MINUTES: "0" }).events.quietAlertMinutes).toBeNull();
    expect(loadConfig({ ...base, EVENTS_OVERLAP_MINUTES: "5" }).events.overlapMinutes).toBe(5);
    expect(loadConfig({ ...base, EVENTS_OVERLAP_MINUTES: "1440", EVENTS_QUIET_ALERT_MINUTES: "10080" }).events).toMatchObject({ overlapMinutes: 1440, quietAlertMinutes: 10080 });
  });

  it("names a bad overlap or quiet time with its allowed range", () => {
    for (const bad of ["4", "0", "1441", "-30", "30.5", "half an hour", "1e3"]) {
      expect(problemsOf({ ...base, EVENTS_OVERLAP_MINUTES: bad }), bad).toEqual([
        "EVENTS_OVERLAP_MINUTES must be a whole number of minutes from 5 to 1440 (how far back each poll reaches for events that show up late)",
      ]);
    }
    for (const bad of ["-1", "10081", "sixty", "60m"]) {
      expect(problemsOf({ ...base, EVENTS_QUIET_ALERT_MINUTES: bad }), bad).toEqual([
        "EVENTS_QUIET_ALERT_MINUTES must be a whole number of minutes from 0 to 10080 (admins are told when no new event came for this long; unset or 0 turns it off)",
      ]);
    }
  });

  it("applies SUPPLIER_PATHS over the interface's paths, by short or operation name, in any case", () => {
    const c = loadConfig({ ...base, SUPPLIER_PATHS: " search=/api/Partners/Flight/Availability/V17/SearchByRouteAndDate , GetHistory=/v1/history,AIRCRAFT=/bot/fleet" });
    expect(c.supplier.paths.SearchByRouteAndDate).toBe("/api/Partners/Flight/Availability/V17/SearchByRouteAndDate");
    expect(c.supplier.paths.GetHistory).toBe("/v1/history");
    expect(c.supplier.paths.AircraftGetList).toBe("/bot/fleet");
    expect(c.supplier.paths.DoRefund).toBe("/api/Partners/Flight/Refund/V3/DoRefund");
    expect(loadConfig(base).supplier.paths.GetStatus).toBe("/api/Partners/Flight/RetrieveBooking/V3/GetStatus");
  });

  it("names each bad SUPPLIER_PATHS part", () => {
    const problems = problemsOf({ ...base, SUPPLIER_PATHS: "serch=/a,history=api/x,status=/a b,refund=/r,refund=/s" });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^SUPPLIER_PATHS names "serch", which is not an operation \(use search, penalty, refund/);
    expect(problems[1]).toMatch(/^SUPPLIER_PATHS gives history "api\/x": a path must start with \//);
    expect(problems[2]).toMatch(/^SUPPLIER_PATHS gives status/);
    expect(problems[3]).toBe("SUPPLIER_PATHS gives refund twice");
  });

  it("reads SUPPLIER_HEADERS and names a bad one without echoing any value", () => {
    const c = loadConfig({ ...base, SUPPLIER_HEADERS: "X-API-KEY: k3y-Secret-77; X-Tenant:7" });
    expect(c.supplier.headers).toEqual({ "X-API-KEY": "k3y-Secret-77", "X-Tenant": "7" });
    expect(loadConfig(base).supplier.headers).toEqual({});
    const problems = problemsOf({ ...base, SUPPLIER_HEADERS: "X-API-KEY k3y-Secret-77; Accept: text/plain; X-Empty: ; x-a: 1; X-A: 2" });
    expect(problems).toHaveLength(4);
    expect(problems.join("\n")).not.toContain("k3y-Secret-77");
    expect(problems[1]).toBe("SUPPLIER_HEADERS sets Accept, which FlightDesk sets itself");
  });

  it("keeps an access token for the Bot path", () => {
    expect(loadConfig({ ...base, SUPPLIER_ACCESS_TOKEN: "tok" }).supplier.accessToken).toBe("tok");
    expect(loadConfig(base).supplier.accessToken).toBeUndefined();
  });

  it("warns when DISPLAY_TIMEZONE is unset, naming the zone used and the machine's when it differs", () => {
    expect(displayTimezoneWarning({ ...base, DISPLAY_TIMEZONE: "Asia/Tehran" })).toBeNull();
    expect(displayTimezoneWarning(base, "UTC")).toBe(
      "DISPLAY_TIMEZONE is not set: booking and event times are shown in UTC. Set it to the zone staff work in, e.g. DISPLAY_TIMEZONE=Asia/Tehran",
    );
    expect(displayTimezoneWarning({ ...base, DISPLAY_TIMEZONE: "  " }, "Asia/Dubai")).toMatch(/shown in UTC \(this machine's zone is Asia\/Dubai\)\./);
    expect(loadConfig(base).displayTimezone).toBe("UTC");
  });
});

describe("the ledger's configuration", () => {
  it("defaults to SQLite under DATA_DIR, kept 400 days", () => {
    expect(loadConfig(base).ledger).toEqual({ retentionDays: 400 });
  });

  it("takes a PostgreSQL URL and puts its password, as written and decoded, among the secrets", () => {
    const config = loadConfig({ ...base, DATABASE_URL: "postgresql://desk:p%40ss-W0rd-x@db.internal:5432/flightdesk", LEDGER_RETENTION_DAYS: "90" });
    expect(config.ledger).toEqual({ databaseUrl: "postgresql://desk:p%40ss-W0rd-x@db.internal:5432/flightdesk", retentionDays: 90 });
    expect(secretsOf(config)).toEqual(expect.arrayContaining(["p%40ss-W0rd-x", "p@ss-W0rd-x"]));
  });

  it("names a bad URL or retention without echoing the value", () => {
    const problems = problemsOf({ ...base, DATABASE_URL: "mysql://root:hunter22-secret@db/x", LEDGER_RETENTION_DAYS: "7" });
    expect(problems).toEqual([
      expect.stringMatching(/^DATABASE_URL must be a PostgreSQL URL such as postgres:\/\/.*leave it unset for SQLite/),
      expect.stringMatching(/^LEDGER_RETENTION_DAYS must be a whole number of days from 31 to 36500/),
    ]);
    expect(problems.join("\n")).not.toContain("hunter22");
  });
});

describe("several instances' configuration", () => {
  it("takes over within 15 s by default, within LEADER_TAKEOVER_SECONDS when set, and refuses less than 2 s or a fraction", () => {
    expect(loadConfig(base).leaderTakeoverSeconds).toBe(15);
    expect(loadConfig({ ...base, LEADER_TAKEOVER_SECONDS: "30" }).leaderTakeoverSeconds).toBe(30);
    for (const bad of ["1", "2.5", "601", "soon"]) {
      expect(problemsOf({ ...base, LEADER_TAKEOVER_SECONDS: bad })).toEqual([expect.stringMatching(/^LEADER_TAKEOVER_SECONDS must be a whole number of seconds from 2 to 600 \(how soon a standby instance takes over/)]);
    }
  });
});

describe("the refund follow-up's and the credit watch's configuration", () => {
  it("checks every 30 minutes by default, and watches no credit unless BALANCE_WARN_BELOW is set", () => {
    const c = loadConfig(base);
    expect(c.refundFollowMinutes).toBe(30);
    expect(c.balance).toEqual({ warnBelow: null, checkMinutes: 30 });
    const set = loadConfig({ ...base, REFUND_FOLLOW_MINUTES: "5", BALANCE_CHECK_MINUTES: "60", BALANCE_WARN_BELOW: "1250.50" });
    expect(set.refundFollowMinutes).toBe(5);
    expect(set.balance).toEqual({ warnBelow: 1250.5, checkMinutes: 60 });
  });

  it("refuses bad values, one line each", () => {
    expect(problemsOf({ ...base, REFUND_FOLLOW_MINUTES: "0", BALANCE_CHECK_MINUTES: "1441", BALANCE_WARN_BELOW: "50,000" })).toEqual([
      expect.stringMatching(/^REFUND_FOLLOW_MINUTES must be a whole number of minutes from 1 to 1440/),
      expect.stringMatching(/^BALANCE_CHECK_MINUTES must be a whole number of minutes from 1 to 1440/),
      expect.stringMatching(/^BALANCE_WARN_BELOW must be an amount in SUPPLIER_CURRENCY such as 50000000/),
    ]);
    expect(problemsOf({ ...base, BALANCE_WARN_BELOW: "-5" })).toHaveLength(1);
  });
});

describe("rich messages' switch", () => {
  it("is on unless RICH_MESSAGES=off, and refuses anything but on or off", () => {
    expect(loadConfig(base).richMessages).toBe(true);
    expect(loadConfig({ ...base, RICH_MESSAGES: "off" }).richMessages).toBe(false);
    expect(problemsOf({ ...base, RICH_MESSAGES: "no" })).toEqual([expect.stringMatching(/^RICH_MESSAGES must be on or off/)]);
  });
});

describe("pace alerts' settings", () => {
  it("default to 80 and 95 %, 5 cancellations, 30 % behind checked at 09:00, seats read every 30 minutes", () => {
    expect(loadConfig(base).pace).toEqual({ thresholds: [80, 95], spike: 5, behindPercent: 30, checkTime: "09:00", seatsMinutes: 30 });
  });

  it("read what the operator sets, and name each bad one", () => {
    const set = { ...base, PACE_THRESHOLDS: "90, 70", PACE_CANCEL_SPIKE: "8", PACE_BEHIND_PERCENT: "40", PACE_CHECK_TIME: "7:30", PACE_SEATS_MINUTES: "5" };
    expect(loadConfig(set).pace).toEqual({ thresholds: [70, 90], spike: 8, behindPercent: 40, checkTime: "07:30", seatsMinutes: 5 });
    const bad = { ...base, PACE_THRESHOLDS: "80,120", PACE_CANCEL_SPIKE: "1", PACE_BEHIND_PERCENT: "0", PACE_CHECK_TIME: "25:00", PACE_SEATS_MINUTES: "0" };
    expect(problemsOf(bad)).toEqual([
      expect.stringMatching(/^PACE_THRESHOLDS must be percentages from 1 to 100/),
      expect.stringMatching(/^PACE_CANCEL_SPIKE must be a whole number from 2 to 1000/),
      expect.stringMatching(/^PACE_BEHIND_PERCENT must be a whole number of percent/),
      expect.stringMatching(/^PACE_CHECK_TIME must be a time of day/),
      expect.stringMatching(/^PACE_SEATS_MINUTES must be a whole number of minutes from 1 to 1440/),
    ]);
  });
});

describe("flight control's switch", () => {
  it("is off unless FLIGHT_CONTROL=on", () => {
    expect(loadConfig(base).flightControl).toBe(false);
    expect(loadConfig({ ...base, FLIGHT_CONTROL: "off" }).flightControl).toBe(false);
    expect(loadConfig({ ...base, FLIGHT_CONTROL: "on" }).flightControl).toBe(true);
  });

  it("refuses anything but on or off, in one line", () => {
    expect(problemsOf({ ...base, FLIGHT_CONTROL: "yes" })).toEqual([expect.stringMatching(/^FLIGHT_CONTROL must be on or off/)]);
  });
});

describe("METRICS_PORT and METRICS_HOST", () => {
  it("serve nothing unless METRICS_PORT is set, and only on this machine unless METRICS_HOST says otherwise", () => {
    expect(loadConfig(base).metrics).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_HOST: "127.0.0.1" }).metrics).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(loadConfig({ ...base, METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" }).metrics).toEqual({ port: 9464, host: "0.0.0.0" });
  });

  it("refuses a port that is no port and a host that is no address, one line each", () => {
    for (const bad of ["0", "65536", "http", "-1", "94.64"]) {
      expect(problemsOf({ ...base, METRICS_PORT: bad }), bad).toEqual([expect.stringMatching(/^METRICS_PORT must be a port number from 1 to 65535/)]);
    }
    expect(problemsOf({ ...base, METRICS_PORT: "9464", METRICS_HOST: "metrics.example.com" })).toEqual([
      expect.stringMatching(/^METRICS_HOST must be an IP address such as 127.0.0.1/),
    ]);
  });

  it("refuses the webhook's own port in webhook mode, where the webhook server serves them already", () => {
    const hook = { ...base, WEBHOOK_URL: "https://bot.example.com/hook", WEBHOOK_SECRET: "abc_DEF-1abc_DEF-1" };
    expect(problemsOf({ ...hook, METRICS_PORT: "8080" })).toEqual([expect.stringMatching(/^METRICS_PORT is the webhook's PORT: choose another port/)]);
    expect(problemsOf({ ...hook, PORT: "8443", METRICS_PORT: "8443" })).toHaveLength(1);
    expect(problemsOf({ ...hook, PORT: "8443", METRICS_PORT: "9464" })).toEqual([]);
  });
});
