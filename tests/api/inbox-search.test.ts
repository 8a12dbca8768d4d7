// The inbox search from the advisor's phone: it looks across every status and the counts per
// status say where the results are (spam included, which the "all" list leaves out), and a phone
// number is found however it is written: international formats with "(0)", 00, dashes, or the
// national number alone.
import { describe, expect, test } from 'vitest';
import type { LeadList } from '../../common/inbox/api';
import { withInboxApp } from '../setup/inbox-app';
import { submitLead } from '../setup/submit-lead';

const context = withInboxApp();

const search = async (q: string, status = '') =>
  (await context.advisor.get(`/leads?q=${encodeURIComponent(q)}${status && `&status=${status}`}`).expect(200))
    .body as LeadList;
const ids = (list: LeadList) => list.leads.map((lead) => lead.id).sort();

describe('a search across every status', () => {
  test('says how many results are under each status, spam included, and each status shows them', async () => {
    const { prisma } = context.testApp.services;
    const open = await submitLead(context.testApp.app, 'contact', { nombreCompleto: 'Marta Quintana' });
    const won = await submitLead(context.testApp.app, 'zzp', { nombreCompleto: 'Marta Quintana Gil' });
    const spam = [
      await submitLead(context.testApp.app, 'contact', { nombreCompleto: 'Marta Quintana Bot' }),
      await submitLead(context.testApp.app, 'contact', { nombreCompleto: 'Marta Quintana Bot 2' }),
    ];
    await context.advisor.patch(`/leads/${won}`, { status: 'WON' }).expect(200);
    await prisma.lead.updateMany({ where: { id: { in: spam } }, data: { status: 'SPAM' } });

    const all = await search('quintana');
    // "All" leaves spam out, as it always has; the counts say where the other two are.
    expect(ids(all)).toEqual([open, won].sort());
    expect(all.total).toBe(2);
    expect(all.counts).toMatchObject({ NEW: 1, WON: 1, SPAM: 2, CONTACTED: 0, IN_PROGRESS: 0, LOST: 0 });
    expect(ids(await search('quintana', 'SPAM'))).toEqual([...spam].sort());
  });

  test('a reference held under Spam: nothing under "all", and the count under Spam says where it is', async () => {
    const { prisma } = context.testApp.services;
    const id = await submitLead(context.testApp.app, 'contact', { nombreCompleto: 'Referencia Retenida' });
    await prisma.lead.update({ where: { id }, data: { status: 'SPAM' } });
    const { referenceNumber } = await prisma.lead.findUniqueOrThrow({ where: { id } });
    const list = await search(`APB-${referenceNumber}`);
    expect(list.total).toBe(0);
    expect(list.counts.SPAM).toBe(1);
    expect(ids(await search(`APB-${referenceNumber}`, 'SPAM'))).toEqual([id]);
  });
});

describe('a phone number however it is written', () => {
  test('"+44 (0)7911-123456" and its other spellings find a UK number', async () => {
    const uk = await submitLead(context.testApp.app, 'contact', {
      nombreCompleto: 'Oliver Brown',
      telefono: '+44 7911 123456',
    });
    for (const typed of [
      '+44 (0)7911-123456',
      '+447911123456',
      '0044 7911 123456',
      '(+44) 7911 123 456',
      '7911 123456',
    ]) {
      expect(ids(await search(typed)), typed).toEqual([uk]);
    }
  });

  test('a UK number typed nationally on an older lead is found from its international form', async () => {
    // Before the forms checked numbers, "07911 654321" was taken, and read as Dutch: +31 7911 654321.
    // Its national number still ties it to the international form she searches.
    const { prisma } = context.testApp.services;
    const older = await submitLead(context.testApp.app, 'contact', { nombreCompleto: 'Amelia Jones' });
    const { data } = await prisma.lead.findUniqueOrThrow({ where: { id: older } });
    await prisma.lead.update({
      where: { id: older },
      data: { data: { ...(data as object), telefono: '07911 654321' }, phoneE164: '+317911654321' },
    });
    expect(ids(await search('+44 (0)7911-654321'))).toEqual([older]);
  });

  test('Dutch numbers as before, and nothing found for a number nobody sent', async () => {
    const dutch = await submitLead(context.testApp.app, 'contact', {
      nombreCompleto: 'Sanne de Jong',
      telefono: '06 55556666',
    });
    for (const typed of ['+31 (0)6 5555 6666', '0031655556666', '06-55 55 66 66']) {
      expect(ids(await search(typed)), typed).toEqual([dutch]);
    }
    expect((await search('+44 (0)7700-900123')).total).toBe(0);
  });
});
