import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { Add20Regular, ArrowClockwise20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import type { Redirect } from '@vitrine/shared/wordpress';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { useResource } from '../../lib/useResource';
import { DeleteRedirectDialog, RedirectDialog, type Editing } from './RedirectDialog';
import { redirectColumns } from './redirectsColumns';

const m = messages.redirects;
const PAGE_SIZE = 15;

const useStyles = makeStyles({ actions: { display: 'flex', gap: '4px', alignItems: 'center', height: '100%' } });

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

  const columns = useMemo(() => redirectColumns(styles.actions, setEditing, setDeleting), [styles.actions]);

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
      <DeleteRedirectDialog
        redirect={deleting}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </>
  );
}
