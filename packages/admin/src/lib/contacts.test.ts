import { describe, expect, it } from 'vitest';
import type { ContactRecord } from '@vitrine/shared/schemas';
import { emptyLeadSource } from '@vitrine/shared/lead-source';
import { markReadOutcome, markedReadMessage, unreadIds, withRead } from './contacts';

const contact = (id: number, read: boolean): ContactRecord => ({
  id,
  read,
  name: `Pessoa ${id}`,
  subject: 'Assunto',
  message: 'Mensagem',
  email: `p${id}@exemplo.com`,
  phone: '47991234567',
  create_date: '2025-04-30T12:00:00Z',
  source: { ...emptyLeadSource(), campaign_id: null },
  erased: null,
});

describe('marking contacts read', () => {
  it('sends only the unread ones', () => {
    expect(unreadIds([contact(1, true), contact(2, false), contact(3, false)])).toEqual([{ id: 2 }, { id: 3 }]);
    expect(unreadIds([contact(1, true)])).toEqual([]);
  });
  it('words the result in singular and plural (docs/PRODUCT.md §8)', () => {
    expect(markedReadMessage(1)).toBe('Contato marcado como lido');
    expect(markedReadMessage(3)).toBe('3 contatos marcados como lidos');
  });
  it('turns the server count into the snackbar: info for 0, success for 1 or more', () => {
    expect(markReadOutcome(0)).toEqual({ intent: 'info', text: 'Nenhum contato para marcar como lido' });
    expect(markReadOutcome(1)).toEqual({ intent: 'success', text: 'Contato marcado como lido' });
    expect(markReadOutcome(2)).toEqual({ intent: 'success', text: '2 contatos marcados como lidos' });
  });
  it('updates the list locally', () => {
    const list = withRead([contact(1, false), contact(2, false)], [{ id: 2 }]);
    expect(list.map((c) => c.read)).toEqual([false, true]);
  });
});
