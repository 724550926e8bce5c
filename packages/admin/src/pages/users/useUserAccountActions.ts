import { useState } from 'react';
import { messages } from '@vitrine/shared/messages';
import type { User } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';

const m = messages.admin;

interface Deps {
  /** Shows the reset badge at once, before the reload answers. */
  markTotpOff: (userId: number) => void;
  load: () => void;
  showTemporaryPassword: (created: { username: string; password: string }) => void;
}

/**
 * What an Admin does to another account, each behind its own confirmation: a new temporary
 * password, the second step turned off, every session ended.
 */
export function useUserAccountActions({ markTotpOff, load, showTemporaryPassword }: Deps) {
  const { api } = useAdmin();
  const notify = useNotify();
  const [ending, setEnding] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const { busy: resetBusy, run: runReset } = useBusyAction();
  const { busy: endBusy, run: runEnd } = useBusyAction();
  const [resettingTotp, setResettingTotp] = useState<User | null>(null);
  const { busy: totpBusy, run: runTotp } = useBusyAction();

  async function resetPassword() {
    if (!resetting) return;
    await runReset(m.passwordResetError, async () => {
      const { temporaryPassword } = await api.resetUserPassword(resetting.id);
      notify('success', m.passwordReset);
      showTemporaryPassword({ username: resetting.username, password: temporaryPassword });
      setResetting(null);
    });
  }

  async function resetTotp() {
    const user = resettingTotp;
    if (!user) return;
    await runTotp(messages.totpReset.error, async () => {
      const { message } = await api.resetUserTotp(user.id);
      // The badge turns to "Só senha" now, not after the reload below answers.
      markTotpOff(user.id);
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

  return {
    ending: { target: ending, set: setEnding, busy: endBusy, confirm: endSessions },
    resetting: { target: resetting, set: setResetting, busy: resetBusy, confirm: resetPassword },
    resettingTotp: { target: resettingTotp, set: setResettingTotp, busy: totpBusy, confirm: resetTotp },
  };
}

export type UserAccountActions = ReturnType<typeof useUserAccountActions>;
