// The input a field gets, from its name and its schema (common/forms/field-options.ts).
import type { FieldShape } from '../../../../common/forms/field-options';

export type FieldKind =
  'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea' | 'radio' | 'select' | 'checkboxes' | 'checkbox';

const TEXTAREAS = new Set([
  'comentarios',
  'otrosIngresos',
  'paisDuracion',
  'tipoGastos',
  'diasHorarios',
  'temaPrincipal',
  'mensaje',
]);
const NUMBERS = new Set(['salarioBrutoAnual', 'anoFabricacion', 'presupuesto', 'numeroPersonas']);

export function fieldKind(name: string, shape: FieldShape): FieldKind {
  if (shape.boolean) return 'checkbox';
  if (shape.options) return shape.list ? 'checkboxes' : shape.options.length <= 3 ? 'radio' : 'select';
  if (name === 'email') return 'email';
  if (name === 'telefono' || name === 'whatsapp') return 'tel';
  if (name.startsWith('fecha')) return 'date';
  if (NUMBERS.has(name)) return 'number';
  return TEXTAREAS.has(name) ? 'textarea' : 'text';
}
