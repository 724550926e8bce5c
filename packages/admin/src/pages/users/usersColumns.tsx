import { Badge } from '@fluentui/react-components';
import type { ColDef } from 'ag-grid-community';
import type { User } from '@vitrine/shared/schemas';
import { rowActionsColumn } from '../../components/RowActions';
import { dateComparator, gridDate, gridRole } from '../../lib/grid-format';

/** What each row's buttons do; the page keeps these stable so the grid keeps its columns. */
export interface UserRowActions {
  edit: (user: User) => void;
  unlock: (user: User) => Promise<void>;
  resetTotp: (user: User) => void;
  resetPassword: (user: User) => void;
  endSessions: (user: User) => void;
  remove: (user: User) => void;
}

/** The users grid; `ownUsername` hides what staff may not do to their own account. */
export function userColumns(ownUsername: string | undefined, act: UserRowActions): ColDef<User>[] {
  return [
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
      cellRenderer: AccessCell,
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
      const self = user.username === ownUsername;
      return [
        { kind: 'edit', label: `Editar usuário ${user.username}`, onClick: () => act.edit(user) },
        ...(user.lockedAt
          ? [{ kind: 'unlock' as const, label: `Desbloquear ${user.username}`, onClick: () => void act.unlock(user) }]
          : []),
        // Only another user's, and only while it is on: one's own is turned off in the panel below.
        ...(!self && user.totpEnabled
          ? [
              {
                kind: 'totp' as const,
                label: `Redefinir 2FA de ${user.username}`,
                onClick: () => act.resetTotp(user),
              },
            ]
          : []),
        ...(self
          ? []
          : [
              {
                kind: 'reset' as const,
                label: `Redefinir senha de ${user.username}`,
                onClick: () => act.resetPassword(user),
              },
              {
                kind: 'sessions' as const,
                label: `Encerrar sessões de ${user.username}`,
                onClick: () => act.endSessions(user),
              },
            ]),
        // The server refuses deleting oneself: the action is not offered on one's own row.
        ...(self
          ? []
          : [{ kind: 'delete' as const, label: `Excluir usuário ${user.username}`, onClick: () => act.remove(user) }]),
      ];
    }),
  ];
}

function AccessCell(p: { data?: User }) {
  return p.data?.lockedAt ? (
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
  );
}
