// `npm run advisor -- add|list|reset-password|remove <email>`, and `digest`, which sends the
// daily digest now (server/inbox/daily-digest.ts). The password comes from
// ADVISOR_PASSWORD or standard input (typed without echo on a terminal), never from an
// argument, which other users of the machine could read in the process list.
// It uses the server's database, the embedded one included (server/cli/database.ts).
import { createInterface } from 'node:readline';
import { openCliDatabase } from './database';
import { ConfigError } from '../env';
import { readToolEnv } from '../config/local-start';
import { sendDigestNow } from './digest';
import { addAdvisor, AdvisorError, listAdvisors, removeAdvisor, resetAdvisorPassword } from '../auth/advisors';

const USAGE =
  'Usage: npm run advisor -- add|list|reset-password|remove <email>\n       npm run advisor -- digest\n  The password is read from ADVISOR_PASSWORD or standard input.';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  const withoutEmail = command === 'list' || command === 'digest';
  if (
    !command ||
    (!withoutEmail && !email) ||
    !['add', 'list', 'reset-password', 'remove', 'digest'].includes(command)
  ) {
    console.error(USAGE);
    return 2;
  }
  const env = readToolEnv(process.env);
  const { prisma, close } = await openCliDatabase(env);
  try {
    if (command === 'list') {
      for (const advisor of await listAdvisors(prisma)) {
        console.log(
          `${advisor.email}\tcreated ${advisor.createdAt.toISOString()}\tlast sign-in ${advisor.lastLoginAt?.toISOString() ?? 'never'}`,
        );
      }
    } else if (command === 'digest') {
      console.log(await sendDigestNow(env, prisma));
    } else if (command === 'remove') {
      await removeAdvisor(prisma, email!);
      console.log(`Removed ${email}.`);
    } else {
      const password = env.ADVISOR_PASSWORD ?? (await readPassword());
      if (command === 'add') await addAdvisor(prisma, email!, password);
      else await resetAdvisorPassword(prisma, email!, password);
      console.log(
        command === 'add'
          ? `Added ${email}; sign in at ${env.PUBLIC_BASE_URL}/inbox`
          : `New password set for ${email}; its sessions ended.`,
      );
    }
    return 0;
  } finally {
    await close();
  }
}

/** One line from standard input; on a terminal it is asked for and not echoed. */
async function readPassword(): Promise<string> {
  const terminal = process.stdin.isTTY === true;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal });
  if (terminal) {
    process.stdout.write('Password: ');
    // Swallow the echo of what is typed.
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  }
  try {
    for await (const line of rl) return line.replace(/\r$/, '');
    return '';
  } finally {
    if (terminal) process.stdout.write('\n');
    rl.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof AdvisorError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
