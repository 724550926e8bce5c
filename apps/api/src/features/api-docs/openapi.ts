import { z } from 'zod';
import { endpointInputs, type EndpointInputSchemas } from '@vitrine/shared/api-inputs';
import { API_ERROR_STATUS } from '@vitrine/shared/error-codes';

/**
 * The API as an OpenAPI 3.1 document, generated from the contract's entries (api-inputs.ts), so
 * an integrator reads the API without reading code and it can never describe an endpoint the
 * server does not have. Request bodies and query parameters are the shared zod schemas as JSON
 * Schema (what a client may send); answers are described by their status ranges, the headers
 * an entry names beside its body, and the one error body every failure shares, their fields in
 * docs/API.md.
 */
type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** What a client sends, not what the server makes of it; transforms cannot be described, so they read as "any". */
const asJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;

/** '/usuarios/:id' → '/usuarios/{id}', and the names of its parameters. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

function queryParameters(schema: z.ZodType): Operation[] {
  const json = asJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { $schema: _dialect, ...propertySchema } = property;
    return { name, in: 'query', required: required.has(name), schema: propertySchema };
  });
}

function operation(key: string, params: string[], inputs: EndpointInputSchemas): Operation {
  const parameters = [
    ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(inputs.query ? queryParameters(inputs.query) : []),
  ];
  const body = inputs.json
    ? { required: true, content: { 'application/json': { schema: withoutDialect(asJsonSchema(inputs.json)) } } }
    : inputs.form
      ? {
          required: true,
          content: { 'multipart/form-data': { schema: withoutDialect(asJsonSchema(inputs.form)) } },
        }
      : undefined;
  return {
    operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''),
    summary: key,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '2XX': {
        description: 'Sucesso. Os campos da resposta estão em docs/API.md.',
        ...(inputs.responseHeaders ? { headers: inputs.responseHeaders } : {}),
      },
      default: {
        description: 'Falha: a mensagem em português para uma pessoa e o código para programas.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

const withoutDialect = ({ $schema: _dialect, ...schema }: JsonSchema): JsonSchema => schema;

export function openApiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [key, inputs] of Object.entries(endpointInputs) as Array<[string, EndpointInputSchemas]>) {
    const [method, rawPath] = key.split(' ') as [string, string];
    const { path, params } = openApiPath(rawPath);
    (paths[path] ??= {})[method.toLowerCase()] = operation(key, params, inputs);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine API',
      version,
      description:
        'A API do site e do back-office. Endpoints da equipe pedem `Authorization: Bearer <token>` (POST /login).',
    },
    servers: [{ url: '/api' }],
    // Public endpoints need nothing; the staff's need the session token.
    security: [{}, { bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message', 'code'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string', enum: Object.keys(API_ERROR_STATUS) },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
    paths,
  };
}
