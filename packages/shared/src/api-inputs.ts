import type { z } from 'zod';
import {
  auditQuerySchema,
  campaignInputSchema,
  campaignScheduleSchema,
  campaignTestSchema,
  contactRequestSchema,
  contactSendSchema,
  dsrEraseSchema,
  dsrExportQuerySchema,
  dsrOpenSchema,
  dsrSiteRequestSchema,
  dsrVerifySchema,
  eventSchema,
  eventsSummaryQuerySchema,
  loginSchema,
  loginSecondStepSchema,
  markReadSchema,
  newsletterCancelBodySchema,
  newsletterTokenQuerySchema,
  newsletterConfirmSchema,
  newsletterEmailSchema,
  newsletterSignupSchema,
  noFieldsSchema,
  passwordChangeSchema,
  postFieldsSchema,
  postListQuerySchema,
  POST_LIST_HEADERS,
  postSuggestQuerySchema,
  searchSynonymsSchema,
  staffExportSchema,
  staffPostsQuerySchema,
  totpCodeSchema,
  totpDisableSchema,
  totpEnrolSchema,
  suppressionLiftSchema,
  userUpdateSchema,
  userInputSchema,
} from './schemas/index';
import { redirectInputSchema } from './wordpress';
import { webhookEndpointSchema } from './webhooks';

/**
 * What each endpoint reads, as the shared zod schemas that validate it: the input half of the
 * contract (api-contract.ts holds the keys and the answers). The server's `apiRouter()` reads
 * and validates each request with these before its handler runs, and hands the handler the
 * parsed result; the client's parameters are typed from the same schemas (their input side),
 * and the OpenAPI document is generated from them. Every endpoint has an entry (an empty one
 * when it reads nothing), so a new endpoint cannot be added without saying what it reads.
 */
export interface EndpointInputSchemas {
  /** The JSON body. */
  json?: z.ZodType;
  /** The query string; every value arrives as text. */
  query?: z.ZodType;
  /** A multipart form's text fields (its files travel beside them); read by the route itself. */
  form?: z.ZodType;
  /** navigator.sendBeacon sends a JSON string as text/plain: accepted like JSON. */
  textBody?: true;
  /** Headers a success answers beside its body, each with its JSON Schema (for the OpenAPI document). */
  responseHeaders?: Record<string, { description: string; schema: Record<string, unknown> }>;
}

const none = {} as const;

export const endpointInputs = {
  // Auth and users
  'POST /login': { json: loginSchema },
  'POST /login/2fa': { json: loginSecondStepSchema },
  'POST /verifyToken': none,
  'POST /logout': none,
  'DELETE /sessoes': none,
  'GET /2fa': none,
  'POST /2fa/cadastro': { json: totpEnrolSchema },
  'POST /2fa/ativar': { json: totpCodeSchema },
  'POST /2fa/desativar': { json: totpDisableSchema },
  'GET /usuarios': none,
  'POST /usuarios': { json: userInputSchema },
  'PUT /usuarios': { json: passwordChangeSchema },
  'PUT /usuarios/:id': { json: userUpdateSchema },
  'DELETE /usuarios/:id': none,
  'DELETE /usuarios/:id/sessoes': none,
  'POST /usuarios/:id/senha-temporaria': none,
  'POST /usuarios/:id/desbloquear': none,

  // Audit log and mail queue
  'GET /auditoria': { query: auditQuerySchema },
  'GET /auditoria/csv': { query: auditQuerySchema },
  'GET /fila-emails': none,
  'GET /fila-emails/contagem': none,
  'POST /fila-emails/:id/reenviar': none,
  'DELETE /fila-emails/:id': none,
  'POST /fila-emails/:id/envio': none,

  // Posts
  'GET /posts': { query: postListQuerySchema, responseHeaders: POST_LIST_HEADERS },
  'GET /posts/sugestoes': { query: postSuggestQuerySchema },
  'GET /posts/:ref': none,
  'GET /previas/:token': none,
  'GET /posts/:id/images/:imageId': none,
  'GET /posts/:id/images/:imageId/:variant': none,
  'GET /admin/posts': { query: staffPostsQuerySchema },
  'GET /admin/posts/:id': none,
  'POST /admin/posts/:id/despublicacao': none,
  'GET /admin/posts/:id/revisoes': none,
  'GET /admin/posts/:id/revisoes/:revisionId': none,
  'POST /admin/posts/:id/revisoes/:revisionId/restauracao': none,
  'POST /admin/posts/:id/previas': none,
  'DELETE /admin/posts/:id/previas': none,
  'POST /posts': { form: postFieldsSchema },
  'PUT /posts': { form: postFieldsSchema },
  'DELETE /posts/:id': none,
  'POST /posts/:id/restauracao': none,

  // Contacts
  'POST /contato': { json: contactRequestSchema },
  'POST /contato/send': { json: contactSendSchema },
  'GET /contato': none,
  'PUT /contato': { json: markReadSchema },

  // Newsletter
  'POST /assinantes-newsletter': { json: newsletterSignupSchema },
  'POST /assinantes-newsletter/send': { json: newsletterEmailSchema },
  'POST /assinantes-newsletter/confirmar': { json: newsletterConfirmSchema },
  'GET /assinantes-newsletter/cancelamento': { query: newsletterTokenQuerySchema },
  'PUT /assinantes-newsletter': { query: newsletterTokenQuerySchema, json: newsletterCancelBodySchema },
  'GET /assinantes-newsletter': none,
  'DELETE /assinantes-newsletter/:id': none,
  'POST /assinantes-newsletter/:id/restauracao': none,
  'POST /assinantes-newsletter/:id/remover-supressao': none,

  // Newsletter campaigns
  'GET /campanhas-newsletter': none,
  'POST /campanhas-newsletter': { json: campaignInputSchema },
  'GET /campanhas-newsletter/:id': none,
  'PUT /campanhas-newsletter/:id': { json: campaignInputSchema },
  'GET /campanhas-newsletter/:id/previa': none,
  'POST /campanhas-newsletter/:id/teste': { json: campaignTestSchema },
  'POST /campanhas-newsletter/:id/enviar': { json: noFieldsSchema },
  'POST /campanhas-newsletter/:id/agendar': { json: campaignScheduleSchema },
  'POST /campanhas-newsletter/:id/pausar': { json: noFieldsSchema },
  'POST /campanhas-newsletter/:id/retomar': { json: noFieldsSchema },
  'POST /campanhas-newsletter/:id/cancelar': { json: noFieldsSchema },

  // LGPD
  'POST /titulares/solicitacoes': { json: dsrSiteRequestSchema },
  'POST /titulares/solicitacoes/confirmacao': { json: dsrVerifySchema },
  'POST /lgpd/consulta': { json: dsrOpenSchema },
  'GET /lgpd/solicitacoes': none,
  'POST /lgpd/solicitacoes': { json: dsrOpenSchema },
  'GET /lgpd/solicitacoes/:id/dados': none,
  'GET /lgpd/solicitacoes/:id/exportacao': { query: dsrExportQuerySchema },
  'POST /lgpd/solicitacoes/:id/eliminacao': { json: dsrEraseSchema },
  'POST /lgpd/solicitacoes/:id/conclusao': none,
  'POST /exportacoes': { json: staffExportSchema },

  // Analytics and public configuration
  'POST /eventos': { json: eventSchema, textBody: true },
  'GET /eventos/resumo': { query: eventsSummaryQuerySchema },
  'GET /config': none,
  'GET /openapi.json': none,

  // Moving in from WordPress and the redirects of old addresses
  'POST /importacoes-wordpress': none,
  'GET /importacoes-wordpress/:id': none,
  'POST /importacoes-wordpress/:id/execucao': { json: noFieldsSchema },
  'GET /redirecionamentos': none,
  'POST /redirecionamentos': { json: redirectInputSchema },
  'PUT /redirecionamentos/:id': { json: redirectInputSchema },
  'DELETE /redirecionamentos/:id': none,

  // Integrações: webhook endpoints and their deliveries
  'GET /integracoes': none,
  'POST /integracoes': { json: webhookEndpointSchema },
  'PUT /integracoes/:id': { json: webhookEndpointSchema },
  'DELETE /integracoes/:id': none,
  'POST /integracoes/:id/segredo': none,
  'POST /integracoes/:id/teste': none,
  'GET /integracoes/:id/entregas': none,
  'POST /integracoes/entregas/:id/reenvio': none,

  // Operations
  'GET /backups': none,

  // Search synonyms (Admins)
  'GET /sinonimos-busca': none,
  'PUT /sinonimos-busca': { json: searchSynonymsSchema },

  // Re-authentication, test-mail recipients and bulk suppression lifts
  'POST /usuarios/:id/2fa/redefinir': none,
  'GET /campanhas-newsletter/destinatarios-teste': none,
  'POST /assinantes-newsletter/remover-supressao': { json: suppressionLiftSchema },
} as const satisfies Record<string, EndpointInputSchemas>;

type Inputs = typeof endpointInputs;
/**
 * The endpoints that have input schemas, read from the table itself so this file needs nothing
 * from api-contract.ts; api-contract.ts checks at compile time that these are exactly its keys.
 */
export type InputEndpoint = keyof Inputs;
type SchemaOf<K extends InputEndpoint, Part extends 'json' | 'query'> = Inputs[K] extends {
  [P in Part]: infer S extends z.ZodType;
}
  ? S
  : never;

/** The JSON body a client sends to `K`: the input side of its schema. */
export type JsonIn<K extends InputEndpoint> = z.input<SchemaOf<K, 'json'>>;
/** The query a client sends to `K`: numbers are written as their digits, so they are welcome too. */
export type QueryIn<K extends InputEndpoint> = {
  [P in keyof z.input<SchemaOf<K, 'query'>>]?: z.input<SchemaOf<K, 'query'>>[P] | number;
};

/** What a handler of `K` is given: its JSON body and query as the schemas parsed them, and the raw body. */
export interface EndpointInput<K extends InputEndpoint> {
  json: [SchemaOf<K, 'json'>] extends [never] ? undefined : z.output<SchemaOf<K, 'json'>>;
  query: [SchemaOf<K, 'query'>] extends [never] ? undefined : z.output<SchemaOf<K, 'query'>>;
  /**
   * The JSON body before validation, for the few fields a schema must not own: the contact form's
   * honeypot (a bot must get the same answer whatever it fills) and the consent record's page.
   */
  body: unknown;
}
