import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedAddress } from '../../lib/public-address';

/**
 * Fetches an image of the old site by its URL, as a server that must never be turned against
 * its own network: the host name is resolved here and every address it has is checked, and
 * the connection goes to exactly the address checked (a DNS answer that changes between the
 * check and the connection cannot slip a private address in). Loopback, private, link-local,
 * carrier-grade NAT, multicast and reserved ranges are refused, in IPv4 and IPv6 (IPv4-mapped
 * addresses included). Redirects are followed a few times, each checked the same way.
 */

/** True for an address no fetch may reach (lib/public-address.ts: the one list every outside fetch uses). */
export function isPrivateAddress(address: string): boolean {
  return !isAllowedAddress(address, { allowLoopback: false });
}

export class FetchRefused extends Error {}

/** A lookup that answers only public addresses, and fails when the name has any private one. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
      return callback(new FetchRefused(`endereço privado: ${hostname}`), '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
}

function getOnce(url: URL, limits: FetchLimits): Promise<{ status: number; location?: string; bytes?: Uint8Array }> {
  return new Promise((resolve, reject) => {
    if (isIP(url.hostname.replace(/^\[|\]$/g, '')) && isPrivateAddress(url.hostname.replace(/^\[|\]$/g, ''))) {
      reject(new FetchRefused(`endereço privado: ${url.hostname}`));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      { lookup: publicLookup, timeout: limits.timeoutMs, headers: { accept: 'image/*' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location });
          return;
        }
        if (status !== 200) {
          res.resume();
          resolve({ status });
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          res.destroy();
          reject(new FetchRefused('imagem grande demais'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            res.destroy();
            reject(new FetchRefused('imagem grande demais'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, bytes: new Uint8Array(Buffer.concat(chunks)) }));
        res.on('error', reject);
      },
    );
    // The whole exchange has a deadline, not only the idle socket.
    const deadline = setTimeout(() => request.destroy(new Error('tempo esgotado')), limits.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error('tempo esgotado')));
    request.on('error', reject);
  });
}

/** The bytes at `raw` (http or https only), or throws: refused, too large, too slow, or not 200. */
export async function fetchPublic(raw: string, limits: FetchLimits): Promise<Uint8Array> {
  let url = new URL(raw);
  for (let hop = 0; hop < 4; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('esquema não permitido');
    const answer = await getOnce(url, limits);
    if (answer.bytes) return answer.bytes;
    if (!answer.location) throw new Error(`HTTP ${answer.status}`);
    url = new URL(answer.location, url);
  }
  throw new Error('redirecionamentos demais');
}
