import pg from "pg";

/** A fresh database `${prefix}_${pid}` on the PostgreSQL server of `serverUrl`, and how to drop it. */
export async function postgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  // What the benchmarks before left in the server's buffers is written now, not while this one
  // is timed (pace alerts after the ingest's PostgreSQL rounds: 33 ms instead of 25). Needs a
  // superuser or pg_checkpoint; without, the benchmark runs on the server as it is.
  await admin("checkpoint").catch(() => undefined);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
