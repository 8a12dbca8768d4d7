// A visitor's request through the real intake endpoint, for tests that then work with it.
import type { Express } from 'express';
import request from 'supertest';
import { SUBMIT_PATH, type SubmissionSuccess } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORMS, type FormKey } from '../../common/forms/registry';
import { botProof } from './bot-check';

/** Sends the form's valid example with `changes`, with a solved bot check as a person's browser does; returns the new lead's id. */
export async function submitLead(
  app: Express,
  formKey: FormKey,
  changes: Record<string, unknown> = {},
  language = 'es',
): Promise<string> {
  return (await submitRequest(app, formKey, changes, language)).id;
}

/** As submitLead, answering what the confirmation screen gets: the id, the reference and the request page's token. */
export async function submitRequest(
  app: Express,
  formKey: FormKey,
  changes: Record<string, unknown> = {},
  language = 'es',
): Promise<SubmissionSuccess> {
  const formData = { ...VALID_FORM_DATA[formKey], ...changes };
  const response = await request(app)
    .post(SUBMIT_PATH)
    .send({ formType: FORMS[formKey].label, formData, language, ...(await botProof(app, formKey)) });
  if (response.status !== 200) throw new Error(`intake answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as SubmissionSuccess;
}
