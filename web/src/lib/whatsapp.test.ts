import { expect, test } from 'vitest';
import { whatsappChatUrl } from './whatsapp';

test.each([
  ['+31 6 12345678', '31612345678'],
  ['0031 6-1234 5678', '31612345678'],
  ['06 12345678', '31612345678'],
  ['+34 612 345 678', '34612345678'],
])('%s chats with %s', (phone, digits) => {
  expect(whatsappChatUrl(phone, 'Hola María')).toBe(`https://wa.me/${digits}?text=Hola%20Mar%C3%ADa`);
});
