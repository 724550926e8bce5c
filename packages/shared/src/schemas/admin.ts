import { z } from '../zod';
import type { RoleId } from '../roles';

export interface User {
  id: number;
  username: string;
  role: RoleId;
  createdAt: string;
  mustChangePassword?: boolean;
}

export interface LoginResult {
  /** Absent where the host keeps the token out of the page (the desktop app). */
  token?: string;
  username: string;
  role: RoleId;
  mustChangePassword: boolean;
}

export interface ContactRecord {
  id: number;
  read: boolean;
  name: string;
  subject: string;
  message: string;
  email: string;
  phone: string;
  create_date: string;
}

export interface Subscriber {
  id: number;
  ativo: boolean;
  email: string;
  create_date: string;
  motivo_cancelamento: string | null;
  data_cancelamento: string | null;
}

export interface EventsSummaryDay {
  day: string;
  pageview: number;
  contact: number;
  newsletter: number;
}

export interface EventsSummary {
  days: EventsSummaryDay[];
  totals: { pageview: number; contact: number; newsletter: number };
}

/** PUT /api/contato accepts the contacts to mark read, or bare ids. */
export const markReadSchema = z.array(z.object({ id: z.number().int().positive() }).loose()).max(10_000);

export const eventSchema = z.object({
  type: z.enum(['pageview', 'contact', 'newsletter']),
  path: z
    .string()
    .max(300)
    .regex(/^\//)
    .transform((p) => p.split('?')[0]!.split('#')[0]!),
});

export interface PublicConfig {
  companyName: string;
  platformOrigin: string;
  tenantName: string;
  publicUrl: string;
}
