// A visitor's request through the real intake endpoint, for tests that then work with it.
import request from 'supertest';
import type { App } from 'supertest/types';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../../common/forms/examples';
import { FORMS, type FormKey } from '../../common/forms/registry';

/** Sends the form's valid example with `changes`; returns the new lead's id. */
export async function submitLead(
  app: App,
  formKey: FormKey,
  changes: Record<string, unknown> = {},
  language = 'es',
): Promise<string> {
  const formData = { ...VALID_FORM_DATA[formKey], ...changes };
  const response = await request(app).post(SUBMIT_PATH).send({ formType: FORMS[formKey].label, formData, language });
  if (response.status !== 200) throw new Error(`intake answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.id as string;
}
