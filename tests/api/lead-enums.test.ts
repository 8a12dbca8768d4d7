// form_type and language are enums in the database (prisma/schema.prisma FormType, Language):
// the enums hold exactly the forms of the registry and the site's languages, a lead of each
// form in each language is stored and read back as sent, and the database refuses any other value.
import { expect, test } from 'vitest';
import { FORM_KEYS } from '../../common/forms/registry';
import type { LeadDetail, LeadList } from '../../common/inbox/api';
import { LANGS } from '../../common/lang';
import { FormType, Language } from '../../server/generated/prisma/enums';
import { submitLead } from '../setup/submit-lead';
import { withInboxApp } from '../setup/inbox-app';

const inbox = withInboxApp();

test('the enums are the registry’s forms and the site’s languages', () => {
  expect(Object.values(FormType)).toEqual(FORM_KEYS);
  expect(Object.values(Language)).toEqual([...LANGS]);
});

test('a lead of every form in both languages is stored and read back as sent', async () => {
  for (const formKey of FORM_KEYS) {
    for (const language of LANGS) {
      const id = await submitLead(inbox.testApp.app, formKey, {}, language);
      expect((await inbox.advisor.get(`/leads/${id}`)).body as LeadDetail).toMatchObject({
        formType: formKey,
        language,
      });
      const listed = (await inbox.advisor.get(`/leads?formType=${formKey}&language=${language}`)).body as LeadList;
      expect(listed.leads.map((lead) => lead.id)).toEqual([id]);
      const stored = await inbox.testApp.services.prisma.lead.findUniqueOrThrow({
        where: { id },
        select: { formType: true, language: true },
      });
      expect(stored).toEqual({ formType: formKey, language });
    }
  }
});

test('the database refuses a form or a language no code knows', async () => {
  const insert = (formType: string, language: string) =>
    inbox.testApp.services.prisma.$executeRawUnsafe(
      `INSERT INTO leads (id, form_type, data, language, updated_at) VALUES (gen_random_uuid(), $1::text::"FormType", '{}', $2::text::"Language", now())`,
      formType,
      language,
    );
  await expect(insert('mortgage', 'es')).rejects.toThrow(/invalid input value for enum "FormType"/);
  await expect(insert('contact', 'nl')).rejects.toThrow(/invalid input value for enum "Language"/);
});
