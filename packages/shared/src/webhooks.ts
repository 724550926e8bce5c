import { z } from './zod';
import { messages } from './messages';

/** The events an endpoint may ask for (docs/WEBHOOKS.md lists each one's body). */
export const WEBHOOK_EVENTS = [
  'contact.created',
  'subscriber.created',
  'subscriber.confirmed',
  'subscriber.cancelled',
  'post.published',
  'campaign.sent',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by "Enviar evento de teste", to one endpoint, whatever it asked for. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'contact.created': 'Novo contato',
  'subscriber.created': 'Nova inscrição na newsletter',
  'subscriber.confirmed': 'Inscrição confirmada',
  'subscriber.cancelled': 'Inscrição cancelada',
  'post.published': 'Post publicado',
  'campaign.sent': 'Campanha enviada',
};

export const webhookMessages = messages.webhooks;

export const webhookEndpointSchema = z.object({
  url: z.string({ error: webhookMessages.url }).trim().min(8, webhookMessages.url).max(2000, webhookMessages.url),
  description: z.string().trim().max(200).optional().default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS), { error: webhookMessages.events })
    .min(1, webhookMessages.events)
    .transform((list) => [...new Set(list)]),
  active: z.boolean().optional().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;

export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  active: boolean;
  /** 'failing' when the worker paused it after a day of failed deliveries; 'manual' when staff did. */
  paused_reason: 'manual' | 'failing' | null;
  paused_at: string | null;
  /** Until when the previous secret still signs (a rotation's overlap). */
  previous_secret_until: string | null;
  created_at: string;
  pending: number;
  failed: number;
}

export interface WebhookDelivery {
  id: number;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string;
  created_at: string;
  delivered_at: string | null;
  last_status_code: number | null;
  last_latency_ms: number | null;
  /** The first bytes of the receiver's answer. */
  last_response: string | null;
  last_error: string | null;
}

/** An endpoint the worker paused: the dashboard's notice. */
export interface WebhookNotice {
  id: number;
  url: string;
  paused_at: string;
}
