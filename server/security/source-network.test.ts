import { expect, test } from 'vitest';
import { sourceNetwork } from './source-network';

test.each([
  ['203.0.113.7', '203.0.113.0/24'],
  ['203.0.113.250', '203.0.113.0/24'],
  ['::ffff:198.51.100.9', '198.51.100.0/24'],
  ['2001:db8:abcd:12:1::5', '2001:db8:abcd::/48'],
  ['2001:db8:abcd:ffff::1', '2001:db8:abcd::/48'],
  ['not an address', 'unknown'],
  [undefined, 'unknown'],
])('%s counts as %s', (ip, network) => {
  expect(sourceNetwork(ip)).toBe(network);
});
