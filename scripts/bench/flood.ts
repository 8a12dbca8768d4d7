// `npm run bench -- flood`: how late the advisor hears of a real lead while three addresses
// flood the forms at the rate limit (docs/SECURITY.md). The real server process with the
// production limits, a real SMTP server on loopback that takes SMTP_DELAY_MS per message (a
// slow relay: the flood's mail then queues up), flooders that pass the bot check (the worst
// case: bots that do the work) and name a new victim address each time, and a person's
// request now and then. Bounded: FLOOD_SECONDS of flood, at most DRAIN_SECONDS of waiting after.
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../tests/setup/free-port';
import { startBenchDatabase } from './bench-database';
import { postSolvedLead, startFloodTarget } from './flood-target';

const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 150);
const DRAIN_SECONDS = Number(process.env.DRAIN_SECONDS ?? 90);
const SMTP_DELAY_MS = Number(process.env.SMTP_DELAY_MS ?? 3000);
const FLOODERS = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
// People's requests, in seconds after the flood began: once the queue has grown.
const PEOPLE_AT = [40, 80, 120].filter((second) => second < FLOOD_SECONDS);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An SMTP server that notes when each message arrived, by its Message-ID, after a delay. */
export async function startSlowSmtp(delayMs = SMTP_DELAY_MS) {
  const port = await freePort();
  const arrived = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        setTimeout(() => {
          // <lead-<id>.advisor@<host>>: noted as lead-<id>.advisor
          const id = /^Message-ID:\s*<([^@>]+)@/im.exec(head)?.[1];
          if (id) arrived.set(id, performance.now());
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function benchFlood(): Promise<void> {
  const database = await startBenchDatabase();
  const smtp = await startSlowSmtp();
  const server = await startFloodTarget({ databaseUrl: database.url, smtpUrl: smtp.url, pollSeconds: 2 });
  const post = (address: string, email: string) => postSolvedLead(server.url, address, email);

  const started = performance.now();
  const tally: Record<string, number> = {};
  let floodLeads = 0;
  let stop = false;
  const flooder = async (address: string) => {
    for (let n = 0; !stop; n++) {
      const answer = await post(address, `victim.${address}.${n}@example.net`);
      tally[answer.status] = (tally[answer.status] ?? 0) + 1;
      if (answer.status === 200) floodLeads++;
      await sleep(1000);
    }
  };
  const people: { id: string; at: number }[] = [];
  const person = async (second: number) => {
    await sleep(second * 1000);
    const answer = await post('198.51.100.9', `person.${second}@example.org`);
    if (answer.id) people.push({ id: answer.id, at: answer.at });
  };
  const flooding = FLOODERS.map(flooder);
  await Promise.all(PEOPLE_AT.map(person));
  await sleep(Math.max(0, FLOOD_SECONDS * 1000 - (performance.now() - started)));
  stop = true;
  await Promise.all(flooding);

  const advisorArrival = (id: string) => smtp.arrived.get(`lead-${id}.advisor`);
  const drainUntil = performance.now() + DRAIN_SECONDS * 1000;
  while (people.some(({ id }) => !advisorArrival(id)) && performance.now() < drainUntil) await sleep(500);
  const delays = people.map(({ id, at }) => {
    const arrived = advisorArrival(id);
    return arrived === undefined ? Infinity : (arrived - at) / 1000;
  });
  const confirmationDelays = people.map(({ id, at }) => {
    const arrived = smtp.arrived.get(`lead-${id}.confirmation`);
    return arrived === undefined ? 'not yet' : `${((arrived - at) / 1000).toFixed(1)} s`;
  });
  console.log(
    `\nFlood: ${FLOODERS.length} addresses at the rate limit for ${FLOOD_SECONDS} s (answers ${JSON.stringify(tally)}, ` +
      `${floodLeads} flood leads stored), SMTP ${SMTP_DELAY_MS} ms per message, ${smtp.arrived.size} emails delivered by the end`,
  );
  console.log(
    `A person's lead at ${PEOPLE_AT.join(', ')} s: advisor email after ${delays.map((delay) => `${delay.toFixed(1)} s`).join(', ')} ` +
      `(max ${Math.max(...delays).toFixed(1)} s, target ≤ 60 s); their confirmations after ${confirmationDelays.join(', ')}`,
  );
  await server.stop();
  await smtp.stop();
  await database.stop();
}
