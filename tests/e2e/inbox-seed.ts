// Leads written straight into the e2e server's database, for inbox views that need documents,
// campaign tags or statuses a form cannot produce on demand.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export async function insertLead(
  db: pg.Client,
  lead: {
    name: string;
    formType?: string;
    status?: string;
    utmSource?: string;
    utmCampaign?: string;
    referrer?: string;
    contactedAfterMinutes?: number;
  },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO leads (id, form_type, data, language, status, utm_source, utm_campaign, referrer, updated_at)
     VALUES ($1, $2, $3, 'es', $4::"LeadStatus", $5, $6, $7, now())`,
    [
      id,
      lead.formType ?? 'taxReturn',
      { nombreCompleto: lead.name, telefono: '+31 6 12345678' },
      lead.status ?? 'NEW',
      lead.utmSource ?? null,
      lead.utmCampaign ?? null,
      lead.referrer ?? null,
    ],
  );
  if (lead.contactedAfterMinutes !== undefined)
    await db.query(
      `INSERT INTO lead_status_changes (id, lead_id, from_status, to_status, changed_at)
       VALUES ($1, $2, 'NEW', $3::"LeadStatus", now() + make_interval(mins => $4::int))`,
      [randomUUID(), id, lead.status ?? 'CONTACTED', lead.contactedAfterMinutes],
    );
  return id;
}

export async function insertFile(
  db: pg.Client,
  leadId: string,
  file: { name: string; mimeType: string; content: Buffer },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO lead_files (id, lead_id, field, original_name, mime_type, size, sha256)
     VALUES ($1, $2, 'incomeStatement', $3, $4, $5, $6)`,
    [id, leadId, file.name, file.mimeType, file.content.length, '0'.repeat(64)],
  );
  // The bytes in one chunk: small test documents (server/leads/lead-file-content.ts reads any number).
  await db.query('INSERT INTO lead_file_chunks (file_id, position, data) VALUES ($1, 0, $2)', [id, file.content]);
  return id;
}
