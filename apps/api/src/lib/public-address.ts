import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a request the server makes on someone's behalf may reach: a webhook URL typed
 * by staff, an image of an old WordPress site. Without this the server could be made to call
 * itself, the internal network or the cloud's metadata service. One list for every such fetch,
 * so a range refused for one is refused for all. Loopback is refused unless a policy allows it
 * (webhooks' local testing setting).
 */

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const refused = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
  ['100::', 64],
] as const) {
  refused.addSubnet(net, bits, 'ipv6');
}

export interface AddressPolicy {
  /** A receiver on this machine, for local testing (WEBHOOKS_ALLOW_HTTP). */
  allowLoopback: boolean;
}

/** Whether a request may connect to this IP address (v4, v6, or v4 mapped into v6). */
export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  const ip = mapped ? mapped[1]! : bare;
  const family = isIP(ip);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(ip, type)) return policy.allowLoopback;
  return !refused.check(ip, type);
}
