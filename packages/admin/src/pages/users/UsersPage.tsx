import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '@vitrine/shared/api-client';
import { Role } from '@vitrine/shared/roles';
import { useLocation } from 'wouter';
import { useResource } from '../../lib/useResource';
import { Badge, Button } from '@fluentui/react-components';
import { PersonAdd20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { User, UserInput } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { rowActionsColumn } from '../../components/RowActions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { dateComparator, gridDate, gridRole } from '../../lib/grid-format';
import { ROUTES } from '../../lib/navigation';
import { sessionAfterUserEdit } from '../../lib/users';
import { UserDialog } from './UserDialog';
import { OwnAccountPanels } from './OwnAccountPanels';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { GridFilter } from '../../components/GridExport';

const m = messages.admin;

/** What the server said about the form's fields: a taken username is marked on the field. */
function fieldProblems(error: unknown): boolean | Record<string, string> {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'conflict') return { username: error.message };
  return error.errors && Object.keys(error.errors).length ? error.errors : false;
}

export function UsersPage() {
  const { api, session, saveSession } = useAdmin();
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
  const [ending, setEnding] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const { busy: resetBusy, run: runReset } = useBusyAction();
  const [filter, setFilter] = useState('');

  async function resetPassword() {
    if (!resetting) return;
    await runReset(m.passwordResetError, async () => {
      const { temporaryPassword } = await api.resetUserPassword(resetting.id);
      notify('success', m.passwordReset);
      setCreated({ username: resetting.username, password: temporaryPassword });
      setResetting(null);
    });
  }
  const { busy: endBusy, run: runEnd } = useBusyAction();
  const [resettingTotp, setResettingTotp] = useState<User | null>(null);
  const { busy: totpBusy, run: runTotp } = useBusyAction();

  async function resetTotp() {
    const user = resettingTotp;
    if (!user) return;
    await runTotp(messages.totpReset.error, async () => {
      const { message } = await api.resetUserTotp(user.id);
      // The badge turns to "Só senha" now, not after the reload below answers.
      users.setData((list) => list?.map((u) => (u.id === user.id ? { ...u, totpEnabled: false } : u)));
      notify('success', message);
      setResettingTotp(null);
      void load();
    });
  }

  async function endSessions() {
    if (!ending) return;
    await runEnd(m.sessionsEndError, async () => {
      await api.endUserSessions(ending.id);
      notify('success', m.sessionsEnded);
      setEnding(null);
    });
  }

  const unlock = useCallback(
    async (user: User) => {
      try {
        await api.unlockUser(user.id);
        notify('success', m.userUnlocked);
        void load();
      } catch (error) {
        notify('error', m.userUnlockError, serverReason(error));
      }
    },
    [api, notify, load],
  );
  useEffect(() => {
    if (users.error) notify('error', messages.admin.usersFetchError, serverReason(users.error));
  }, [users.error, notify]);

  const columns = useMemo<ColDef<User>[]>(
    () => [
      // Minimum widths (with the actions' three buttons) stay under the grid's width at 1024 px (about
      // 730 px), so nothing scrolls sideways.
      { field: 'username', headerName: 'Usuário', flex: 2, minWidth: 150 },
      { field: 'role', headerName: 'Perfil', flex: 1, valueFormatter: (p) => gridRole(p.value) },
      {
        colId: 'security',
        headerName: 'Acesso',
        flex: 1,
        minWidth: 120,
        sortable: false,
        valueGetter: (p) => (p.data?.lockedAt ? 'Bloqueada' : p.data?.totpEnabled ? '2 etapas' : 'Senha'),
        cellRenderer: (p: { data?: User }) =>
          p.data?.lockedAt ? (
            <Badge appearance="filled" color="danger" data-testid="user-locked">
              Bloqueada
            </Badge>
          ) : p.data?.totpEnabled ? (
            <Badge appearance="tint" color="success">
              2 etapas
            </Badge>
          ) : (
            <Badge appearance="tint" color="informative">
              Só senha
            </Badge>
          ),
      },
      {
        field: 'createdAt',
        headerName: 'Criado em',
        flex: 1,
        minWidth: 128,
        valueFormatter: (p) => gridDate(p.value),
        comparator: dateComparator,
        sort: 'desc',
      },
      rowActionsColumn<User>({ headerName: 'Ações', width: 230 }, (user) => {
        const self = user.username === session?.username;
        return [
          { kind: 'edit', label: `Editar usuário ${user.username}`, onClick: () => setEditing(user) },
          ...(user.lockedAt
            ? [{ kind: 'unlock' as const, label: `Desbloquear ${user.username}`, onClick: () => void unlock(user) }]
            : []),
          // Only another user's, and only while it is on: one's own is turned off in the panel below.
          ...(!self && user.totpEnabled
            ? [
                {
                  kind: 'totp' as const,
                  label: `Redefinir 2FA de ${user.username}`,
                  onClick: () => setResettingTotp(user),
                },
              ]
            : []),
          ...(self
            ? []
            : [
                {
                  kind: 'reset' as const,
                  label: `Redefinir senha de ${user.username}`,
                  onClick: () => setResetting(user),
                },
                {
                  kind: 'sessions' as const,
                  label: `Encerrar sessões de ${user.username}`,
                  onClick: () => setEnding(user),
                },
              ]),
          // The server refuses deleting oneself: the action is not offered on one's own row.
          ...(self
            ? []
            : [{ kind: 'delete' as const, label: `Excluir usuário ${user.username}`, onClick: () => askDelete(user) }]),
        ];
      }),
    ],
    [askDelete, unlock, session?.username],
  );

  /** true: saved; false: failed (a toast says why); field messages: the form marks them. */
  async function save(input: UserInput & { currentPassword?: string }): Promise<boolean | Record<string, string>> {
    if (editing) {
      try {
        const saved = await api.updateUser(editing.id, input.username, input.role, input.currentPassword);
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
        return fieldProblems(error);
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
      return fieldProblems(error);
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
        <div style={{ display: 'flex', marginBottom: 12 }}>
          <GridFilter label="Buscar usuários" placeholder="Buscar por usuário" value={filter} onChange={setFilter} />
        </div>
        <DataGrid<User>
          quickFilterText={filter}
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
      <OwnAccountPanels passwordHeading="Alterar minha senha" onTwoFactorChanged={load} />
      <ConfirmDialog
        open={ending !== null}
        title="Encerrar sessões"
        confirmLabel="Encerrar sessões"
        danger
        busy={endBusy}
        onCancel={() => setEnding(null)}
        onConfirm={() => void endSessions()}
      >
        Encerrar todas as sessões de <strong>{ending?.username}</strong>? A pessoa precisará entrar novamente em todos
        os dispositivos.
      </ConfirmDialog>

      {editing !== undefined && (
        <UserDialog
          user={editing}
          onlyAdmin={
            editing?.role === Role.Admin && (users.data ?? []).filter((u) => u.role === Role.Admin).length <= 1
          }
          onSubmit={save}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={resettingTotp !== null}
        title="Redefinir 2FA"
        confirmLabel="Redefinir 2FA"
        danger
        busy={totpBusy}
        onCancel={() => setResettingTotp(null)}
        onConfirm={() => void resetTotp()}
      >
        {messages.totpReset.confirm(resettingTotp?.username ?? '')}
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting !== null}
        title="Redefinir senha"
        confirmLabel="Gerar senha temporária"
        busy={resetBusy}
        onCancel={() => setResetting(null)}
        onConfirm={() => void resetPassword()}
      >
        Gerar uma nova senha temporária para <strong>{resetting?.username}</strong>? A senha atual deixa de valer, as
        sessões abertas são encerradas e uma nova senha será pedida no próximo acesso.
      </ConfirmDialog>
      {created && (
        <TemporaryPasswordDialog
          username={created.username}
          password={created.password}
          onClose={() => setCreated(null)}
        />
      )}
      <ConfirmDialog
        open={deletion.open}
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
