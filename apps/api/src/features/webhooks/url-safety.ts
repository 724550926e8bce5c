import { lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';
import { isAllowedAddress, type AddressPolicy } from '../../lib/public-address';

/**
 * Which addresses a webhook may reach (docs/WEBHOOKS.md, "Safety"). A webhook URL is typed by
 * staff but fetched by the server, so without these checks it would be a way to make the
 * server call itself, the internal network or the cloud's metadata service. The checks run on
 * the URL when it is saved and again on every address DNS answers at send time, and the
 * request connects to the address that was checked (no second lookup a DNS server could
 * answer differently).
 */

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
