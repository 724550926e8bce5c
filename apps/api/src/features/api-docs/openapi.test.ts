import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { endpointInputs } from '@vitrine/shared/api-inputs';
import { createTestContext } from '../../../test/helpers';

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document naming every endpoint of the contract, with its inputs', async () => {
    const ctx = await createTestContext();
    try {
      const res = await ctx.request('GET', '/api/openapi.json');
      expect(res.status).toBe(200);
      const doc = res.body as {
        openapi: string;
        paths: Record<string, Record<string, { requestBody?: any; parameters?: Array<{ name: string; in: string }> }>>;
      };
      const validator = new Validator();
      const result = await validator.validate(doc);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      expect(doc.openapi).toBe('3.1.0');

      for (const key of Object.keys(endpointInputs)) {
        const [method, path] = key.split(' ') as [string, string];
        expect(doc.paths[path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method.toLowerCase()], key).toBeDefined();
      }
      // A body's fields and a query's parameters come from the shared schemas.
      const login = doc.paths['/login']!.post!.requestBody.content['application/json'].schema;
      expect(Object.keys(login.properties)).toEqual(expect.arrayContaining(['username', 'password']));
      const list = doc.paths['/posts']!.get!.parameters!.map((p) => `${p.in}:${p.name}`);
      expect(list).toEqual(expect.arrayContaining(['query:page', 'query:pageSize', 'query:search', 'query:tag']));
      // The headers an answer carries beside its body, as the contract names them.
      const listed = (doc.paths['/posts']!.get as unknown as { responses: Record<string, { headers?: object }> })
        .responses['2XX']!.headers;
      expect(Object.keys(listed ?? {})).toEqual(['X-Total-Count', 'X-Search-Partial', 'X-Total-Capped']);
      const user = doc.paths['/usuarios/{id}']!.put!.parameters!.map((p) => `${p.in}:${p.name}`);
      expect(user).toEqual(['path:id']);
    } finally {
      await ctx.close();
    }
  });
});
