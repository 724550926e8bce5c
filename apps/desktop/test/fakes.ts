import type { IpcEventLike, IpcListener, IpcRegistry } from '../src/main/ipc-handlers';
import type { DesktopSettings, SettingsStore } from '../src/main/settings';
import type { ApiErrorBody } from '@vitrine/shared/api-client';
import type { ApiEndpoints, Endpoint, EndpointResponse } from '@vitrine/shared/api-contract';

export const APP_EVENT: IpcEventLike = { senderFrame: { url: 'app://vitrine/index.html#/posts', parent: null } };

/** ipcMain stand-in: keeps the listeners and lets a test invoke them like the renderer would. */
export function createFakeRegistry() {
  const listeners = new Map<string, IpcListener>();
  const registry: IpcRegistry = { handle: (channel, listener) => void listeners.set(channel, listener) };
  const invoke = async (channel: string, ...args: unknown[]) => {
    const listener = listeners.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return listener(APP_EVENT, ...args);
  };
  const invokeAs = async (event: IpcEventLike, channel: string, ...args: unknown[]) =>
    listeners.get(channel)!(event, ...args);
  return { registry, listeners, invoke, invokeAs };
}

export function createMemorySettings(initial: Partial<DesktopSettings> = {}): SettingsStore {
  let current: DesktopSettings = { serverUrl: null, ...initial };
  return {
    get: () => current,
    update: async (patch) => (current = { ...current, ...patch }),
  };
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
}

/** A fetch that answers from a route function and records what main sent. */
export function createFakeFetch(route: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetchImpl = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body,
    };
    calls.push(call);
    return route(call);
  }) as typeof fetch;
  return { fetchImpl, calls };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/**
 * A fake server's success answer for a contract endpoint, typed by the contract's entry: when the
 * API's answer changes (a field renamed, added or dropped), the fake stops compiling instead of
 * going on testing against an API that no longer exists.
 */
export const answer = <K extends Endpoint>(
  _endpoint: K,
  body: EndpointResponse<K>,
  options: { status?: number; headers?: Record<string, string> } = {},
) => json(options.status ?? 200, body, options.headers);

/** A fake server's error answer, in the API's one error shape. */
export const failure = (status: number, body: ApiErrorBody) => json(status, body);

/** Endpoints whose failure carries more than the error shape (POST /verifyToken's `valid: false`). */
type WithErrorBody = { [K in Endpoint]: ApiEndpoints[K] extends { error: unknown } ? K : never }[Endpoint];

/** A fake server's failure for such an endpoint, typed by the contract's `error`. */
export const refusal = <K extends WithErrorBody>(_endpoint: K, status: number, body: ApiEndpoints[K]['error']) =>
  json(status, body);
