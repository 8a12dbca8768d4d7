// What a form field accepts, read from its schema so the web forms never restate it: the
// option values of a choice, whether it is a list of checkboxes, whether it may be left out.
import type { z } from 'zod';
import type { DayBound } from './days';

export type FieldShape = {
  options?: readonly string[];
  // Only what holds is written: the shapes travel with every form page (build/vite-plugins/form-shapes.ts).
  list?: true;
  optional?: true;
  boolean?: true;
  /** The yes/no question that must be answered 'si' for this field to be asked (a conditional field). */
  showIf?: string;
  /** The first and last day a date may take, counted from today (fields.ts, dateRule). */
  min?: DayBound;
  max?: DayBound;
  /** The smallest and largest number a number may be (fields.ts, optionalNumber). */
  least?: number;
  most?: number;
};

type Def = {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function walk(schema: z.ZodType, shape: FieldShape): FieldShape {
  const def = defOf(schema);
  // A pipe ending in a transform (e.g. mustAccept's boolean → true) accepts what its input does.
  if (def.type === 'pipe' && def.out && def.in)
    return walk(defOf(def.out).type === 'transform' ? def.in : def.out, shape);
  if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) {
    return walk(def.innerType, { ...shape, optional: true });
  }
  if (def.type === 'array' && def.element) return walk(def.element, { ...shape, list: true });
  if (def.type === 'enum' && def.entries) return { ...shape, options: Object.values(def.entries) };
  if (def.type === 'boolean') return { ...shape, boolean: true };
  const { min, max, least, most } = (schema.meta() ?? {}) as Pick<FieldShape, 'min' | 'max' | 'least' | 'most'>;
  return {
    ...shape,
    ...(min && { min }),
    ...(max && { max }),
    ...(least !== undefined && { least }),
    ...(most !== undefined && { most }),
  };
}

export function fieldShape(schema: z.ZodType): FieldShape {
  return walk(schema, {});
}
