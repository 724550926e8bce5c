import { messages } from '@vitrine/shared/messages';
import type { ContactRecord } from '@vitrine/shared/schemas';

/** What a "mark as read" click sends: only the unread ones, as bare ids (the server accepts both: docs/PRODUCT.md §7). */
export function unreadIds(contacts: readonly ContactRecord[]): Array<{ id: number }> {
  return contacts.filter((c) => !c.read).map((c) => ({ id: c.id }));
}

/** docs/PRODUCT.md §8: 'Contato marcado como lido' for one, 'N contatos marcados como lidos' for more. */
export function markedReadMessage(count: number): string {
  return count === 1 ? messages.admin.contactMarkedRead : messages.admin.contactsMarkedRead(count);
}

/**
 * The snackbar after the server answered a mark-as-read: nothing changed (already read,
 * maybe by someone else) is the spec's info 'Nenhum contato para marcar como lido'.
 */
export function markReadOutcome(updatedCount: number): { intent: 'info' | 'success'; text: string } {
  return updatedCount > 0
    ? { intent: 'success', text: markedReadMessage(updatedCount) }
    : { intent: 'info', text: messages.admin.noContactToMark };
}

/** The list after the server marked `ids` read. */
export function withRead(contacts: readonly ContactRecord[], ids: ReadonlyArray<{ id: number }>): ContactRecord[] {
  const set = new Set(ids.map((i) => i.id));
  return contacts.map((c) => (set.has(c.id) ? { ...c, read: true } : c));
}
