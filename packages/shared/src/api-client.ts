import type { ApiTransport } from './api-transport';
import { contractCalls } from './api-call';
import { accountCalls, siteCalls } from './api-calls-admin';
import { audienceCalls, postCalls } from './api-calls-content';

export type { CreatedUser, DsrOverview, ExportedFile } from './api-contract';
export * from './api-transport';
export { fillPath, type RequestParts, type ResponseBody } from './api-call';

/**
 * The calls of the API contract (api-contract.ts), one method each, over any transport: the
 * call itself is in api-call.ts, the methods by concern in api-calls-admin.ts and
 * api-calls-content.ts.
 */
export function createApiClient(transport: ApiTransport) {
  const calls = contractCalls(transport);
  return { ...accountCalls(calls), ...postCalls(calls), ...audienceCalls(calls), ...siteCalls(calls) };
}

export type ApiClient = ReturnType<typeof createApiClient>;
