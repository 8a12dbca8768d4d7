// Form texts without i18next, for the server (core.md §8 error catalogue, content.md §8). The web app
// loads the same JSON files as the i18next namespace `forms`; a missing key shows the key (core.md §1).
import type { z } from 'zod'
import en from '../locales/en/forms.json'
import es from '../locales/es/forms.json'
import { MAX_FILE_BYTES, MAX_FILES_BYTES_PER_REQUEST } from './uploads'

export type Lang = 'es' | 'en'
export type FieldError = { code: string; message: string }
type Params = Record<string, string | number>

const CATALOGS: Record<Lang, unknown> = { es, en }
const MB = 1024 * 1024

/** Values some texts show that never vary per call, so callers need not pass them. The web app
 * should hand the same object to i18next's `interpolation.defaultVariables`. */
export const MESSAGE_DEFAULTS: Params = {
  maxFileMb: MAX_FILE_BYTES / MB,
  maxRequestMb: MAX_FILES_BYTES_PER_REQUEST / MB,
}

/** Own properties only: visitor text such as 'constructor' must never reach a prototype member. */
function lookup(path: readonly string[], lang: Lang): string | undefined {
  let node: unknown = CATALOGS[lang]
  for (const part of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

export function translate(lang: Lang, key: string, params: Params = {}): string {
  const text = lookup(key.split('.'), lang)
  if (text === undefined) return key
  const values: Params = { ...MESSAGE_DEFAULTS, ...params }
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder)
}

/** One error per field path ('subsidios', 'a.b'; '' for the form itself), the first issue winning. */
export function fieldErrors(error: z.ZodError, lang: Lang): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    if (Object.hasOwn(errors, path)) continue
    const code = messageKey(issue.message)
    errors[path] = { code, message: translate(lang, code, issueParams(issue)) }
  }
  return errors
}

/** Our schemas always set a key; should a zod default text slip through, it still maps to a known key. */
function messageKey(message: string): string {
  return /^(validation|form)\.\w+$/.test(message) ? message : 'validation.invalid'
}

function issueParams(issue: z.core.$ZodIssue): Params {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) }
  if (issue.code === 'too_small') return { min: Number(issue.minimum) }
  if (issue.code !== 'custom' || !issue.params) return {}
  const params: Params = {}
  for (const [name, value] of Object.entries(issue.params)) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value
  }
  return params
}

/** "Nombre completo" / "Full name"; the field name itself when no label exists. */
export function fieldLabel(lang: Lang, field: string): string {
  return lookup(['fields', field], lang) ?? field
}

/** "Pareja registrada" / "Registered partnership" for situacionCivil 'pareja-registrada'; free text
 * (anything that is not a known option) comes back unchanged. */
export function optionLabel(lang: Lang, field: string, value: string): string {
  return lookup(['options', field, value], lang) ?? value
}
