import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useResource } from '../../lib/useResource';
import { Button, Subtitle1 } from '@fluentui/react-components';
import { PersonAdd20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { User, UserInput } from '@vitrine/shared/schemas';
import { useAdmin } from '../../app/AdminContext';
import { serverReason, useNotify } from '../../app/useNotify';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { RowActions } from '../../components/RowActions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { dateComparator, gridDate, gridRole } from '../../lib/grid-format';
import { ROUTES } from '../../lib/navigation';
import { sessionAfterUserEdit } from '../../lib/users';
import { ChangePasswordForm } from './ChangePasswordForm';
import { UserDialog } from './UserDialog';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

const m = messages.admin;

export function UsersPage() {
  const { api, session, saveSession } = useAdmin();
  const currentUsername = session?.username;
  const notify = useNotify();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);

  const users = useResource(useCallback(() => api.listUsers(), [api]));
  const load = users.reload;
  const deletion = useConfirmedDelete<User>({
    remove: (id) => api.deleteUser(id),
    success: m.userDeleted,
    failure: m.userDeleteError,
    onDeleted: () => void load(),
  });
  const askDelete = deletion.ask;
  useEffect(() => {
    if (users.error) notify('error', 'Erro ao buscar usuários', serverReason(users.error));
  }, [users.error, notify]);

  const columns = useMemo<ColDef<User>[]>(
    () => [
      { field: 'username', headerName: 'Usuário', flex: 2, minWidth: 180 },
      { field: 'role', headerName: 'Perfil', flex: 1, valueFormatter: (p) => gridRole(p.value) },
      {
        field: 'createdAt',
        headerName: 'Criado em',
        flex: 1,
        minWidth: 150,
        valueFormatter: (p) => gridDate(p.value),
        comparator: dateComparator,
        sort: 'desc',
      },
      {
        colId: 'actions',
        headerName: 'Ações',
        width: 100,
        pinned: 'right',
        sortable: false,
        resizable: false,
        cellRenderer: (p: { data?: User }) =>
          p.data ? (
            <RowActions
              actions={[
                { kind: 'edit', label: `Editar usuário ${p.data.username}`, onClick: () => setEditing(p.data!) },
                // The server refuses deleting oneself: the action is not offered on one's own row.
                ...(p.data.username === currentUsername
                  ? []
                  : [
                      {
                        kind: 'delete' as const,
                        label: `Excluir usuário ${p.data.username}`,
                        onClick: () => askDelete(p.data!),
                      },
                    ]),
              ]}
            />
          ) : null,
      },
    ],
    [askDelete, currentUsername],
  );

  async function save(input: UserInput): Promise<boolean> {
    if (editing) {
      try {
        const saved = await api.updateUser(editing.id, input.username, input.role);
        notify('success', m.userUpdated);
        // Editing oneself: the sidebar shows the stored session, so store it again.
        const own =
          session &&
          sessionAfterUserEdit(session, editing, {
            username: saved?.username ?? input.username,
            role: saved?.role ?? input.role,
          });
        if (own) {
          saveSession(own.session);
          // No longer Admin: Usuários is not theirs any more.
          if (own.leftAdmin) {
            navigate(ROUTES.home, { replace: true });
            return true;
          }
        }
        void load();
        return true;
      } catch (error) {
        notify('error', m.userUpdateError, serverReason(error));
        return false;
      }
    }
    try {
      const result = await api.createUser(input.username, input.role);
      notify('success', m.userCreated);
      setCreated({ username: input.username, password: result.temporaryPassword });
      void load();
      return true;
    } catch (error) {
      notify('error', m.userCreateError, serverReason(error));
      return false;
    }
  }

  return (
    <>
      <PageHeader
        title="Usuários"
        subtitle="Contas com acesso à área administrativa."
        actions={
          <Button appearance="primary" icon={<PersonAdd20Regular />} onClick={() => setEditing(null)}>
            Adicionar usuário
          </Button>
        }
      />
      <Panel>
        <DataGrid<User>
          label="Usuários"
          rowData={users.data ?? (users.error ? [] : null)}
          loading={users.loading && !users.data}
          columnDefs={columns}
          getRowId={(p) => String(p.data.id)}
          pageSize={GRID_PAGE_SIZE.users}
          height={gridHeight(GRID_PAGE_SIZE.users)}
          emptyText={m.emptyUsers}
        />
      </Panel>
      <Panel>
        <Subtitle1 as="h2" style={{ display: 'block', marginBottom: 12 }}>
          Alterar minha senha
        </Subtitle1>
        <ChangePasswordForm />
      </Panel>

      {editing !== undefined && <UserDialog user={editing} onSubmit={save} onClose={() => setEditing(undefined)} />}
      {created && (
        <TemporaryPasswordDialog
          username={created.username}
          password={created.password}
          onClose={() => setCreated(null)}
        />
      )}
      <ConfirmDialog
        open={deletion.target !== null}
        title="Excluir usuário"
        confirmLabel="Excluir"
        danger
        busy={deletion.busy}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      >
        Excluir o usuário <strong>{deletion.target?.username}</strong>? Esta ação não pode ser desfeita.
      </ConfirmDialog>
    </>
  );
}
