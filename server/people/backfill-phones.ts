// Leads stored before the phone_e164 column get it at start: SQL cannot parse phone numbers
// the way libphonenumber-js does, so the migration leaves this to the server. Numbers that
// are not phone numbers stay empty (and are looked at again at the next start; they are few).
import pg from 'pg';
import { CONTACT_FIELDS } from '../../common/forms/contact-fields';
import { leadPhone } from './phone-e164';

const BATCH = 1000;
// The phone answers, each under its own name (field names are ours, never the visitor's input).
const PHONE_ANSWERS = CONTACT_FIELDS.phone.map((field) => `data->>'${field}'`);
const SELECTED = CONTACT_FIELDS.phone.map((field, index) => `${PHONE_ANSWERS[index]} AS "${field}"`).join(', ');

/** Fills phone_e164 where the lead has a phone and no E.164 yet; returns how many it filled. */
export async function backfillPhones(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let filled = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const { rows } = await client.query<Record<string, string | null> & { id: string }>(
        `SELECT id, ${SELECTED} FROM leads
         WHERE phone_e164 IS NULL AND coalesce(${PHONE_ANSWERS.join(', ')}) IS NOT NULL AND id > $1
         ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) return filled;
      after = rows.at(-1)!.id;
      const updates = rows
        .map((row) => ({ id: row.id, phone: leadPhone(row) }))
        .filter((update) => update.phone !== null);
      if (updates.length > 0) {
        await client.query(
          `UPDATE leads SET phone_e164 = u.phone FROM unnest($1::uuid[], $2::text[]) AS u(id, phone) WHERE leads.id = u.id`,
          [updates.map((update) => update.id), updates.map((update) => update.phone)],
        );
      }
      filled += updates.length;
    }
  } finally {
    await client.end();
  }
}
