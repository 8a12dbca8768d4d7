// The network a request comes from, for the intake's per-network budgets and for grouping the
// leads held to review (docs/decisions/0044-per-network-budgets.md): an IPv4 address by its /24,
// an IPv6 address by its /48. One customer, host or cloud tenant is usually given a whole
// /48 (RFC 6177) and can send from any of its 2^80 addresses, and a rented IPv4 block is
// rarely smaller than a /24, so counting narrower would hand a flooder thousands of budgets.
import ipaddr from 'ipaddr.js';

export function sourceNetwork(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const [a, b, c] = (address as ipaddr.IPv6).parts;
  return `${[a, b, c].map((part) => part!.toString(16)).join(':')}::/48`;
}
