import { describe, expect, it } from 'vitest';
import { formatLeadReference, parseLeadReference } from './lead-reference';

describe('lead reference', () => {
  it('formats the sequence number with the firm prefix', () => {
    expect(formatLeadReference(1042)).toBe('APB-1042');
  });

  it('reads a reference however it is typed', () => {
    for (const text of ['APB-1042', 'apb-1042', ' APB 1042 ', 'APB1042', '1042']) {
      expect(parseLeadReference(text)).toBe(1042);
    }
  });

  it('reads nothing from other text', () => {
    for (const text of ['APB-', 'XYZ-1042', 'Sofía', '10 42', '', '1234567890']) {
      expect(parseLeadReference(text)).toBeUndefined();
    }
  });
});
