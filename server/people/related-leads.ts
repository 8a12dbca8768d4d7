// One person, one view: the other requests of whoever sent a lead, found by the same email
// (trimmed, lower case) or the same phone in E.164. See docs/decisions/0016-one-person-one-view.md.
import type { RelatedLead } from '../../common/inbox/api';
import type { FormKey } from '../../common/forms/registry';
import type { LeadStatus } from '../../common/inbox/statuses';
import type { Database } from '../db/prisma';

export async function relatedLeads(prisma: Database, id: string): Promise<RelatedLead[]> {
  const rows = await prisma.$queryRaw<{ id: string; created_at: Date; form_type: FormKey; status: LeadStatus }[]>`
    SELECT other.id, other.created_at, other.form_type, other.status::text AS status
    FROM leads me JOIN leads other ON other.id <> me.id AND (
      (nullif(lower(trim(me.email)), '') = lower(trim(other.email))) OR (me.phone_e164 = other.phone_e164))
    WHERE me.id = ${id}::uuid
    ORDER BY other.created_at DESC
    LIMIT 50`;
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    formType: row.form_type,
    status: row.status,
  }));
}
