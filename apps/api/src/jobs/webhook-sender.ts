import type { LookupFunction } from 'node:net';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { AddressPolicy } from '../lib/public-address';
import { checkWebhookUrl, resolveAllowed, UnsafeAddressError } from '../features/webhooks/url-safety';

/** How much of an answer is read at most (the rest is dropped and the socket closed). */
export const MAX_ANSWER_BYTES = 64 * 1024;
/** How much of an answer the delivery keeps for the screen. */
export const KEPT_ANSWER_CHARS = 500;

export interface SendResult {
  statusCode: number | null;
  latencyMs: number;
  /** The first bytes of the answer, as text. */
  response: string | null;
  error: string | null;
  ok: boolean;
}

/**
 * DNS for the request itself: every address is checked, and the socket connects to an address
 * from that same answer, so a name cannot pass the check and then resolve elsewhere.
 */
const checkedLookup =
  (policy: AddressPolicy): LookupFunction =>
  (hostname, options, callback) => {
    resolveAllowed(hostname, policy).then(
      (addresses) => {
        if (options.all) {
          (callback as (e: null, a: typeof addresses) => void)(null, addresses);
        } else {
          callback(null, addresses[0]!.address, addresses[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

/**
 * One POST of a webhook. Bounded on every side: the whole exchange by `timeoutMs`, the answer
 * by MAX_ANSWER_BYTES; redirects are never followed (a 3xx is a failed attempt), so a receiver
 * cannot send the server on to an address the checks would refuse. Only 2xx counts as delivered.
 */
export function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { policy: AddressPolicy; timeoutMs: number },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, statusCode: number | null = null, response: string | null = null): SendResult => ({
    statusCode,
    latencyMs: elapsed(),
    response,
    error: error.slice(0, 500),
    ok: false,
  });
  const problem = checkWebhookUrl(url, options.policy);
  if (problem) return Promise.resolve(failed(problem === 'invalid' ? 'invalid URL' : 'address is not public'));
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Vitrine-Webhooks/1.0',
        },
        // A literal IP was checked above (Node skips the lookup for one); names go through the check here.
        lookup: isIP(target.hostname.replace(/^\[|\]$/g, '')) ? undefined : checkedLookup(options.policy),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, KEPT_ANSWER_CHARS);
          const code = res.statusCode ?? 0;
          const ok = code >= 200 && code < 300;
          finish({
            statusCode: code,
            latencyMs: elapsed(),
            response: text || null,
            error: ok ? null : `HTTP ${code}`,
            ok,
          });
        };
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
          else {
            // Enough to judge the answer: the rest is not read.
            res.destroy();
            done();
          }
        });
        res.on('end', done);
        res.on('error', (error) => finish(failed(error.message, res.statusCode ?? null)));
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`timed out after ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    req.on('error', (error) => {
      finish(failed(error instanceof UnsafeAddressError ? 'address is not public' : error.message));
    });
    req.end(body);
  });
}
