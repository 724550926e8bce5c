import { useCallback, useEffect, useMemo, useState } from 'react';
import { messages } from '@vitrine/shared/messages';
import type { User } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { useResource } from '../../lib/useResource';
import { userColumns } from './usersColumns';
import { useSaveUser } from './useSaveUser';
import { useUserAccountActions } from './useUserAccountActions';

const m = messages.admin;

/** The users screen's list, its row actions and the dialogs they open. */
export function useUsersPage() {
  const { api, session } = useAdmin();
  const notify = useNotify();
  // undefined: no dialog; null: creating a new account; a user: editing that one.
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const [filter, setFilter] = useState('');

  const users = useResource(useCallback(() => api.listUsers(), [api]));
  const load = users.reload;
  const setUsers = users.setData;
  const deletion = useConfirmedDelete<User>({
    remove: (id) => api.deleteUser(id),
    success: m.userDeleted,
    failure: m.userDeleteError,
    onDeleted: () => void load(),
  });
  const askDelete = deletion.ask;
  const markTotpOff = useCallback(
    (userId: number) => setUsers((list) => list?.map((u) => (u.id === userId ? { ...u, totpEnabled: false } : u))),
    [setUsers],
  );
  const accounts = useUserAccountActions({ markTotpOff, load, showTemporaryPassword: setCreated });
  const { set: askEnd } = accounts.ending;
  const { set: askReset } = accounts.resetting;
  const { set: askResetTotp } = accounts.resettingTotp;
  const save = useSaveUser({ editing, load, showTemporaryPassword: setCreated });

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

  const columns = useMemo(
    () =>
      userColumns(session?.username, {
        edit: setEditing,
        unlock,
        resetTotp: askResetTotp,
        resetPassword: askReset,
        endSessions: askEnd,
        remove: askDelete,
      }),
    [askDelete, unlock, session?.username, askEnd, askReset, askResetTotp],
  );

  return {
    users,
    load,
    editing,
    setEditing,
    created,
    setCreated,
    filter,
    setFilter,
    deletion,
    accounts,
    columns,
    save,
  };
}
