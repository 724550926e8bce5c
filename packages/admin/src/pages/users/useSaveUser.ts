import { useLocation } from 'wouter';
import { ApiError } from '@vitrine/shared/api-client';
import { messages } from '@vitrine/shared/messages';
import type { User, UserInput } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { ROUTES } from '../../lib/navigation';
import { sessionAfterUserEdit } from '../../lib/users';

const m = messages.admin;

/** What the server said about the form's fields: a taken username is marked on the field. */
function fieldProblems(error: unknown): boolean | Record<string, string> {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'conflict') return { username: error.message };
  return error.errors && Object.keys(error.errors).length ? error.errors : false;
}

interface Deps {
  /** The account being edited; null while a new one is being created. */
  editing: User | null | undefined;
  load: () => void;
  showTemporaryPassword: (created: { username: string; password: string }) => void;
}

/**
 * Saves the user dialog. Editing one's own account also refreshes the stored session (the
 * sidebar reads it) and leaves this screen when the account is no longer Admin.
 */
export function useSaveUser({ editing, load, showTemporaryPassword }: Deps) {
  const { api, session, saveSession } = useAdmin();
  const notify = useNotify();
  const [, navigate] = useLocation();

  /** true: saved; false: failed (a toast says why); field messages: the form marks them. */
  return async function save(
    input: UserInput & { currentPassword?: string },
  ): Promise<boolean | Record<string, string>> {
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
      showTemporaryPassword({ username: input.username, password: result.temporaryPassword });
      void load();
      return true;
    } catch (error) {
      notify('error', m.userCreateError, serverReason(error));
      return fieldProblems(error);
    }
  };
}
