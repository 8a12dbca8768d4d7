// The ad conversion of the thank-you page (docs/product.md#pages): read from the
// address, sent through the ad tag when it is there (it loads only after consent), once per
// order id per browser session. A missing tag or a repeat only leaves a console note.
export type Conversion = { value: number; currency: string; transactionId: string };

export function readConversion(search: string): Conversion {
  const params = new URLSearchParams(search);
  // The whole value must be a number: parseFloat would read '12abc' as 12.
  const raw = params.get('amount')?.trim() ?? '';
  const amount = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
  const currency = params.get('currency')?.trim().toUpperCase();
  return {
    value: Number.isFinite(amount) ? amount : 1,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : 'EUR',
    transactionId: params.get('orderId')?.trim() ?? '',
  };
}

type Gtag = (command: 'event', name: 'conversion', params: Record<string, unknown>) => void;

/** Returns whether the conversion was sent. An empty order id counts as one id of its own. */
export function recordConversion(
  conversion: Conversion,
  env: { gtag: unknown; storage: Pick<Storage, 'getItem' | 'setItem'> },
): boolean {
  if (typeof env.gtag !== 'function') {
    console.warn('Conversion not sent: the ad tag is not loaded (no consent, or no tag configured).');
    return false;
  }
  const key = `conversion:${conversion.transactionId}`;
  if (env.storage.getItem(key)) {
    console.log(`Conversion already recorded for order "${conversion.transactionId}" in this session.`);
    return false;
  }
  (env.gtag as Gtag)('event', 'conversion', {
    value: conversion.value,
    currency: conversion.currency,
    transaction_id: conversion.transactionId,
  });
  env.storage.setItem(key, '1');
  return true;
}
