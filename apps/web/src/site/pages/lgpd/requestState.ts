import type { DsrRequestKind } from '@vitrine/shared/lgpd';

/** Where a person's request stands: the form, the mail sent, the link's confirmation, or done. */
export type State =
  | { step: 'form' }
  | { step: 'sending' }
  | { step: 'sent'; email: string }
  | { step: 'confirm'; token: string; busy: boolean; failure: string | null }
  | { step: 'confirmed'; protocol: string; deadline: string; kind: DsrRequestKind };

export type Field = 'name' | 'email' | 'kind' | 'details';
export type Values = Record<Field, string>;
export const EMPTY: Values = { name: '', email: '', kind: '', details: '' };
