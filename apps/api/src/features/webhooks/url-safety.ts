import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a webhook may reach (docs/WEBHOOKS.md, "Safety"). A webhook URL is typed by
 * staff but fetched by the server, so without these checks it would be a way to make the
 * server call itself, the internal network or the cloud's metadata service. The checks run on
 * the URL when it is saved and again on every address DNS answers at send time, and the
 * request connects to the address that was checked (no second lookup a DNS server could
 * answer differently).
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
  /** WEBHOOKS_ALLOW_HTTP: a receiver on this machine, for local testing. */
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

export type UrlProblem = 'invalid' | 'not_public';

/** The URL's own problems, before any DNS: scheme, credentials, a literal address, localhost. */
export function checkWebhookUrl(value: string, policy: AddressPolicy): UrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  const schemeOk = url.protocol === 'https:' || (policy.allowLoopback && url.protocol === 'http:');
  if (!schemeOk || url.username || url.password || !url.hostname) return 'invalid';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host)) return isAllowedAddress(host, policy) ? null : 'not_public';
  if (host === 'localhost' || host.endsWith('.localhost')) return policy.allowLoopback ? null : 'not_public';
  return null;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/**
 * Every address the name resolves to, refused as a whole when any one of them is not allowed
 * (a name answering a public and a private address could otherwise be steered to the private one).
 */
export function resolveAllowed(hostname: string, policy: AddressPolicy): Promise<ResolvedAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return reject(error);
      const bad = addresses.find((a) => !isAllowedAddress(a.address, policy));
      if (bad || addresses.length === 0) {
        return reject(new UnsafeAddressError(`${hostname} resolves to an address that is not public`));
      }
      resolve(addresses);
    });
  });
}

export class UnsafeAddressError extends Error {
  override name = 'UnsafeAddressError';
}
