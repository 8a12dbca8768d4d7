import { describe, expect, it, vi } from 'vitest';
import { readConversion, recordConversion } from './conversion';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('readConversion', () => {
  it('defaults the amount to 1 when missing or not numeric, the currency to EUR, the order id to empty', () => {
    expect(readConversion('')).toEqual({ value: 1, currency: 'EUR', transactionId: '' });
    expect(readConversion('?amount=abc&currency=')).toEqual({ value: 1, currency: 'EUR', transactionId: '' });
    for (const amount of ['12abc', '0x10', '1e3', '-5', '12,50', ''])
      expect(readConversion(`?amount=${amount}`).value, amount).toBe(1);
    expect(readConversion('?amount=12.50').value).toBe(12.5);
    expect(readConversion('?amount=599&currency=usd&orderId=A-17')).toEqual({
      value: 599,
      currency: 'USD',
      transactionId: 'A-17',
    });
  });
});

describe('recordConversion', () => {
  it('sends once per order id per session', () => {
    const gtag = vi.fn();
    const storage = memoryStorage();
    const conversion = readConversion('?amount=947&orderId=A-1');
    expect(recordConversion(conversion, { gtag, storage })).toBe(true);
    expect(recordConversion(conversion, { gtag, storage })).toBe(false);
    expect(recordConversion(readConversion('?amount=947&orderId=A-2'), { gtag, storage })).toBe(true);
    expect(gtag.mock.calls).toEqual([
      ['event', 'conversion', { value: 947, currency: 'EUR', transaction_id: 'A-1' }],
      ['event', 'conversion', { value: 947, currency: 'EUR', transaction_id: 'A-2' }],
    ]);
  });

  it('only warns when the ad tag is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(recordConversion(readConversion(''), { gtag: undefined, storage: memoryStorage() })).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
