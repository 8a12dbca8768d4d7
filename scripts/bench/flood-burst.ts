// `npm run bench -- flood` (first part): the probe's burst against the per-network budgets
// (docs/decisions/0044-per-network-budgets.md). 70 honestly solved leads from 7 addresses as
// fast as they go, once from 7 addresses of one /24 and once from 7 networks, then a person's
// lead from an eighth network: is it stored as a person's, and how soon does the advisor's
// email arrive? Also how many flood leads were held to review, how soon the advisor's summary
// of them arrived, and how much work a new challenge asks for while the site is under load.
// The real server process with the production budgets and a real SMTP server on loopback.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CHALLENGE_PATH } from '../../common/api/submission';
import { startBenchDatabase } from './bench-database';
import { startSlowSmtp } from './flood';
import { postSolvedLead, startFloodTarget } from './flood-target';

const SCENARIOS = {
  'one /24': Array.from({ length: 7 }, (_, i) => `203.0.113.${i + 1}`),
  'seven networks': Array.from({ length: 7 }, (_, i) => `198.${18 + (i % 2)}.${i * 10}.${i + 1}`),
};

export async function benchFloodBurst(): Promise<void> {
  console.log('\nFlood burst: 7 addresses × 10 solved leads as fast as they go, then a person from an eighth network');
  for (const [scenario, addresses] of Object.entries(SCENARIOS)) await burst(scenario, addresses);
}

async function burst(scenario: string, addresses: string[]): Promise<void> {
  const database = await startBenchDatabase();
  const smtp = await startSlowSmtp(0);
  const server = await startFloodTarget({ databaseUrl: database.url, smtpUrl: smtp.url, pollSeconds: 1 });
  try {
    const post = (address: string, email: string) => postSolvedLead(server.url, address, email);
    const started = performance.now();
    const answers = (
      await Promise.all(
        addresses.map(async (address) => {
          const sent = [];
          for (let n = 0; n < 10; n++) sent.push(await post(address, `burst.${address}.${n}@example.net`));
          return sent;
        }),
      )
    ).flat();
    const seconds = (performance.now() - started) / 1000;
    const held = answers.filter((answer) => answer.review).length;

    const sentAt = performance.now();
    const person = await post('100.64.30.9', 'person.eighth@example.org');
    const waitFor = async (id: string, limitMs: number) => {
      const until = performance.now() + limitMs;
      while (!smtp.arrived.has(id) && performance.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return smtp.arrived.get(id);
    };
    const arrived = await waitFor(`lead-${person.id}.advisor`, 60_000);
    const summary = [...smtp.arrived.keys()].find((key) => key.startsWith('held-'));

    const challenge = (await (await fetch(`${server.url}${CHALLENGE_PATH}?form=contact`)).json()) as Challenge;
    const solveStarted = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    const solveMs = performance.now() - solveStarted;

    console.log(
      `${scenario}: ${answers.length} leads in ${seconds.toFixed(1)} s (answers ${JSON.stringify(countBy(answers.map((answer) => answer.status)))}), ` +
        `${answers.length - held} reached the advisor, ${held} held to review; ` +
        `eighth network's lead ${person.review ? 'HELD' : 'stored as a person'}, advisor email after ` +
        `${arrived === undefined ? 'none in 60 s' : `${((arrived - sentAt) / 1000).toFixed(1)} s`}; ` +
        `summary of held leads ${summary ? 'sent' : 'not seen'}; a new challenge under load: counter ${solution?.counter ?? '?'} ` +
        `(at rest 5,000–50,000), ${solveMs.toFixed(0)} ms to solve in Node`,
    );
  } finally {
    await server.stop();
    await smtp.stop();
    await database.stop();
  }
}

function countBy(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
