import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Badge, Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { Add20Regular, ArrowClockwise20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import { ApiError } from '@vitrine/shared/api-client';
import { messages } from '@vitrine/shared/messages';
import { redirectInputSchema, type Redirect } from '@vitrine/shared/wordpress';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { AdminDialog } from '../../components/AdminDialog';
import { BusyButton } from '../../components/BusyButton';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataGrid, gridHeight, type ColumnContext } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { dateComparator, gridDate } from '../../lib/grid-format';
import { useResource } from '../../lib/useResource';

const m = messages.redirects;
const PAGE_SIZE = 15;

const useStyles = makeStyles({ actions: { display: 'flex', gap: '4px', alignItems: 'center', height: '100%' } });

type Editing = { id?: number; from_path: string; to_path: string };

/** The add/edit form: the shared schema's messages under each field, the server's when it refuses. */
function RedirectDialog(props: { editing: Editing; onClose(): void; onSaved(): void }) {
  const { api } = useAdmin();
  const notify = useNotify();
  const [value, setValue] = useState(props.editing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useBusyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = redirectInputSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    await run(
      (error) => {
        if (error instanceof ApiError && Object.keys(error.errors).length) setErrors(error.errors);
        else notify('error', m.saveError, serverReason(error));
      },
      async () => {
        if (value.id) await api.updateRedirect(value.id, parsed.data);
        else await api.createRedirect(parsed.data);
        notify('success', m.saved);
        props.onSaved();
      },
    );
  }

  return (
    <AdminDialog
      title={value.id ? 'Editar redirecionamento' : 'Novo redirecionamento'}
      onDismiss={() => !busy && props.onClose()}
      onSubmit={(e) => void submit(e)}
      stackGap={12}
      actions={
        <>
          <Button onClick={props.onClose} disabled={busy}>
            Cancelar
          </Button>
          <BusyButton busy={busy} appearance="primary" type="submit">
            Salvar
          </BusyButton>
        </>
      }
    >
      <Field
        label="Endereço antigo"
        required
        validationMessage={errors.from_path}
        hint="Por exemplo /2023/05/meu-post/ ou /?p=123"
      >
        <Input value={value.from_path} onChange={(_, d) => setValue({ ...value, from_path: d.value })} />
      </Field>
      <Field
        label="Novo endereço"
        required
        validationMessage={errors.to_path}
        hint="Um caminho deste site, por exemplo /blog/meu-post"
      >
        <Input value={value.to_path} onChange={(_, d) => setValue({ ...value, to_path: d.value })} />
      </Field>
    </AdminDialog>
  );
}

/**
 * "Redirecionamentos": every old address the site answers with 301, with how often and when
 * it was last used. Staff add their own; an Admin may change any, Marketing their own.
 */
export function RedirectsPage() {
  const styles = useStyles();
  const { api } = useAdmin();
  const notify = useNotify();
  const list = useResource(useCallback(() => api.listRedirects(), [api]));
  const reload = list.reload;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  const { busy, run } = useBusyAction();

  useEffect(() => {
    if (list.error) notify('error', m.fetchError, serverReason(list.error));
  }, [list.error, notify]);

  const columns = useMemo<ColDef<Redirect>[]>(
    () => [
      { field: 'from_path', headerName: 'Endereço antigo', flex: 2, minWidth: 180 },
      { field: 'to_path', headerName: 'Novo endereço', flex: 2, minWidth: 160 },
      {
        field: 'source',
        headerName: 'Origem',
        width: 115,
        valueFormatter: (p) => (p.value === 'wordpress' ? 'WordPress' : 'Manual'),
        cellRenderer: (p: { data?: Redirect }) =>
          p.data && (
            <Badge appearance="tint" color={p.data.source === 'wordpress' ? 'brand' : 'informative'}>
              {p.data.source === 'wordpress' ? 'WordPress' : 'Manual'}
            </Badge>
          ),
      },
      // Listed under the old address on a narrow grid, instead of a sideways scroll.
      { field: 'hits', headerName: 'Acessos', width: 95, context: { hideBelow: 1000 } satisfies ColumnContext },
      {
        field: 'last_hit_at',
        headerName: 'Último acesso',
        width: 150,
        context: { hideBelow: 1000 } satisfies ColumnContext,
        valueFormatter: (p) => (p.value ? gridDate(p.value) : '—'),
        comparator: dateComparator,
      },
      {
        colId: 'actions',
        headerName: 'Ações',
        width: 110,
        sortable: false,
        resizable: false,
        cellRenderer: (p: { data?: Redirect }) =>
          p.data &&
          p.data.editable && (
            <div className={styles.actions}>
              <Button
                size="small"
                appearance="subtle"
                icon={<Edit20Regular />}
                aria-label={`Editar redirecionamento de ${p.data.from_path}`}
                onClick={() => setEditing({ id: p.data!.id, from_path: p.data!.from_path, to_path: p.data!.to_path })}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<Delete20Regular />}
                style={{ color: '#c50f1f' }}
                aria-label={`Excluir redirecionamento de ${p.data.from_path}`}
                onClick={() => setDeleting(p.data!)}
              />
            </div>
          ),
      },
    ],
    [styles.actions],
  );

  async function remove() {
    if (!deleting) return;
    await run(
      m.deleteError,
      async () => {
        await api.deleteRedirect(deleting.id);
        notify('success', m.deleted);
        setDeleting(null);
      },
      reload,
    );
  }

  return (
    <>
      <PageHeader
        title="Redirecionamentos"
        subtitle="Endereços antigos que levam às páginas novas (301), com o número de acessos."
        actions={
          <>
            <Button icon={<ArrowClockwise20Regular />} onClick={reload}>
              Atualizar
            </Button>
            <Button
              appearance="primary"
              icon={<Add20Regular />}
              onClick={() => setEditing({ from_path: '', to_path: '' })}
            >
              Novo redirecionamento
            </Button>
          </>
        }
      />
      <Panel>
        <DataGrid<Redirect>
          label="Redirecionamentos"
          rowData={list.data ?? (list.error ? [] : null)}
          loading={list.loading && !list.data}
          columnDefs={columns}
          getRowId={(p) => String(p.data.id)}
          pageSize={PAGE_SIZE}
          height={gridHeight(PAGE_SIZE)}
          emptyText={m.empty}
        />
      </Panel>
      {editing && (
        <RedirectDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir redirecionamento"
        confirmLabel="Excluir"
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        Excluir o redirecionamento de <strong>{deleting?.from_path}</strong>? Quem usar o endereço antigo verá a página
        de não encontrado.
      </ConfirmDialog>
    </>
  );
}
