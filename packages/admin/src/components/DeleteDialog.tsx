import type { useConfirmedDelete } from '../lib/useConfirmedDelete';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * The one confirmation of a delete from a grid: one row by its name ("Excluir o post X?") or the
 * selected rows by their count ("Excluir os 3 posts selecionados?").
 */
export function DeleteDialog<T extends { id: number }>(props: {
  deletion: ReturnType<typeof useConfirmedDelete<T>>;
  /** "post" / "posts", "assinante" / "assinantes". */
  noun: { one: string; many: string };
  name(row: T): string;
  /** What happens afterwards, when the delete can be undone; else it cannot. */
  afterwards?: string;
}) {
  const { deletion, noun, name } = props;
  const afterwards = props.afterwards ?? 'Esta ação não pode ser desfeita.';
  return (
    <ConfirmDialog
      open={deletion.open}
      title={`Excluir ${deletion.target ? noun.one : noun.many}`}
      confirmLabel="Excluir"
      danger
      busy={deletion.busy}
      onCancel={deletion.cancel}
      onConfirm={() => void deletion.confirm()}
    >
      {deletion.target ? (
        <>
          Excluir o {noun.one} <strong>{name(deletion.target)}</strong>? {afterwards}
        </>
      ) : (
        <>
          Excluir os {deletion.targets?.length} {noun.many} selecionados? {afterwards}
        </>
      )}
    </ConfirmDialog>
  );
}
