import type { PostListPage, PostSummary } from './schemas/index';
import type { JsonIn, QueryIn } from './api-inputs';
import type { LeadSource } from './lead-source';
import type { Calls } from './api-call';
import type { MultipartPart, RequestOptions } from './api-transport';

/** The posts: the public reads and the staff's side. */
export const postCalls = ({ call, body }: Calls) => ({
  // Posts
  listPosts: async (params: QueryIn<'GET /posts'> = {}): Promise<PostListPage> => {
    const { body: posts, headers } = await call('GET /posts', { query: params });
    const total = Number(headers['x-total-count'] ?? posts.length);
    return {
      posts,
      total: Number.isFinite(total) ? total : posts.length,
      ...(headers['x-search-partial'] === '1' ? { partial: true } : {}),
      ...(headers['x-total-capped'] === '1' ? { capped: true } : {}),
    };
  },
  /** A public post by id or slug (an earlier slug answers the post, carrying its current one). */
  getPost: (ref: number | string) => body('GET /posts/:ref', { params: { ref } }),
  /** The post a preview link shows (no login). */
  getPreview: (token: string) => body('GET /previas/:token', { params: { token } }),
  // Posts, the staff's side: every status, revisions, preview links.
  listStaffPosts: (): Promise<PostSummary[]> => body('GET /admin/posts', {}),
  /** The posts in the trash (Lixeira), the most recently deleted first. */
  listTrashedPosts: (): Promise<PostSummary[]> => body('GET /admin/posts', { query: { lixeira: '1' } }),
  restorePost: (id: number) => body('POST /posts/:id/restauracao', { params: { id } }),
  getStaffPost: (id: number) => body('GET /admin/posts/:id', { params: { id } }),
  unpublishPost: (id: number) => body('POST /admin/posts/:id/despublicacao', { params: { id } }),
  listRevisions: (id: number) => body('GET /admin/posts/:id/revisoes', { params: { id } }),
  getRevision: (id: number, revisionId: number) =>
    body('GET /admin/posts/:id/revisoes/:revisionId', { params: { id, revisionId } }),
  restoreRevision: (id: number, revisionId: number) =>
    body('POST /admin/posts/:id/revisoes/:revisionId/restauracao', { params: { id, revisionId } }),
  createPreviewLink: (id: number) => body('POST /admin/posts/:id/previas', { params: { id } }),
  revokePreviewLinks: (id: number) => body('DELETE /admin/posts/:id/previas', { params: { id } }),
  /** What the search box suggests for the text typed so far (its last word may be unfinished). */
  suggestPosts: (q: string) => body('GET /posts/sugestoes', { query: { q } }),
  createPost: (parts: MultipartPart[], options?: RequestOptions) => body('POST /posts', { multipart: parts }, options),
  updatePost: (parts: MultipartPart[], options?: RequestOptions) => body('PUT /posts', { multipart: parts }, options),
  deletePost: (id: number) => body('DELETE /posts/:id', { params: { id } }),
});

/** Contacts, the newsletter and its campaigns. */
export const audienceCalls = ({ call, body }: Calls) => ({
  // Contacts
  /** consent_page: the page the form was sent from (the server stamps the policy version and time). */
  createContact: (contact: JsonIn<'POST /contato'>) => body('POST /contato', { json: contact }),
  sendContact: (info: JsonIn<'POST /contato/send'>['info']) => call('POST /contato/send', { json: { info } }),
  listContacts: () => body('GET /contato', {}),
  markContactsRead: (contacts: Array<{ id: number }>) => body('PUT /contato', { json: contacts }),

  // Newsletter
  subscribe: (email: string, consentPage?: string, source?: Partial<LeadSource>) =>
    body('POST /assinantes-newsletter', { json: { email, consent_page: consentPage, source } }),
  sendWelcome: (email: string) => call('POST /assinantes-newsletter/send', { json: { email } }),
  /** Double opt-in: the confirmation page's button. */
  confirmSubscription: (token: string) => body('POST /assinantes-newsletter/confirmar', { json: { token } }),
  listSubscribers: () => body('GET /assinantes-newsletter', {}),
  deleteSubscriber: (id: number) => body('DELETE /assinantes-newsletter/:id', { params: { id } }),
  restoreSubscriber: (id: number) => body('POST /assinantes-newsletter/:id/restauracao', { params: { id } }),
  /** Read-only: whether a cancellation link still works (404 `not_found` when used or unknown). */
  checkCancelToken: (token: string) => body('GET /assinantes-newsletter/cancelamento', { query: { token } }),
  cancelSubscription: (token: string, motivo_cancelamento?: string) =>
    body('PUT /assinantes-newsletter', { query: { token }, json: { token, motivo_cancelamento } }),

  // Newsletter campaigns (Admin and Marketing) and suppressions (Admin)
  listCampaigns: () => body('GET /campanhas-newsletter', {}),
  getCampaign: (id: number) => body('GET /campanhas-newsletter/:id', { params: { id } }),
  createCampaign: (input: JsonIn<'POST /campanhas-newsletter'>) => body('POST /campanhas-newsletter', { json: input }),
  updateCampaign: (id: number, input: JsonIn<'PUT /campanhas-newsletter/:id'>) =>
    body('PUT /campanhas-newsletter/:id', { params: { id }, json: input }),
  previewCampaign: (id: number) => body('GET /campanhas-newsletter/:id/previa', { params: { id } }),
  campaignAction: (id: number, action: 'teste' | 'enviar' | 'pausar' | 'retomar' | 'cancelar') =>
    body(`POST /campanhas-newsletter/:id/${action}`, { params: { id }, json: {} }),
  scheduleCampaign: (id: number, scheduledAt: string) =>
    body('POST /campanhas-newsletter/:id/agendar', { params: { id }, json: { scheduled_at: scheduledAt } }),
  liftSuppression: (id: number) => body('POST /assinantes-newsletter/:id/remover-supressao', { params: { id } }),
  /** Lifts the suppression of several subscribers at once (Admin); answers how many were suppressed. */
  liftSuppressions: (ids: number[]) => body('POST /assinantes-newsletter/remover-supressao', { json: { ids } }),
  /** The addresses a campaign's test may go to: the staff's own. */
  campaignTestRecipients: () => body('GET /campanhas-newsletter/destinatarios-teste', {}),
  sendCampaignTest: (id: number, to: string) =>
    body('POST /campanhas-newsletter/:id/teste', { params: { id }, json: { to } }),
});
