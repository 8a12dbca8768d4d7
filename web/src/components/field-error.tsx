// The one way a form shows a field's problem (docs/decisions/0024-forgiving-fields.md): an icon,
// the text, and a red border on the field itself (field-error.css), never colour alone. The field
// points to it with aria-describedby and carries aria-invalid.
import type { ReactNode } from 'react';
import './field-error.css';

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="field-error">
      {children}
    </p>
  );
}
