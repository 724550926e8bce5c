import { useCallback, useState, type FormEvent } from 'react';
import { messages } from '@vitrine/shared/messages';
import { parseSecondFactorCode } from '@vitrine/shared/schemas';
import type { TotpEnrolment } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { useResource } from '../../lib/useResource';
import { useQrCode } from './useQrCode';

const m = messages.totp;

/**
 * The second step's state for the signed-in person and the calls that change it: start an
 * enrolment (password again), confirm it with a code, turn it off (password and a code).
 */
export function useTwoFactor(onChanged: (() => void) | undefined) {
  const { api } = useAdmin();
  const notify = useNotify();
  const status = useResource(useCallback(() => api.totpStatus(), [api]));
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Record<string, string>>({});
  const { busy, run } = useBusyAction();
  const qr = useQrCode(enrolment?.otpauthUrl ?? null);

  async function start() {
    if (!password) {
      setProblem({ password: messages.users.passwordRequired });
      return;
    }
    await run(
      (error) => setProblem({ password: serverReason(error) ?? m.enableError }),
      async () => {
        setEnrolment(await api.startTotpEnrolment(password));
        setPassword('');
        setCode('');
        setProblem({});
      },
    );
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (parseSecondFactorCode(code)?.kind !== 'totp') {
      setProblem({ code: m.codeFormat });
      return;
    }
    await run(
      (error) => setProblem({ code: serverReason(error) ?? m.codeInvalid }),
      async () => {
        const result = await api.confirmTotpEnrolment(code);
        setRecoveryCodes(result.recoveryCodes);
        setEnrolment(null);
        // The badge says "Ativada" now, not after the recovery codes are put away.
        status.reload();
        onChanged?.();
        notify('success', m.enabled);
      },
    );
  }

  async function disable(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!password) errors.password = messages.users.passwordRequired;
    if (!parseSecondFactorCode(code)) errors.code = messages.login.totpRequired;
    setProblem(errors);
    if (Object.keys(errors).length > 0) return;
    await run(m.disableError, async () => {
      await api.disableTotp(password, code);
      notify('success', m.disabled);
      setPassword('');
      setCode('');
      status.reload();
      onChanged?.();
    });
  }

  return {
    status,
    enrolment,
    setEnrolment,
    recoveryCodes,
    setRecoveryCodes,
    code,
    setCode,
    password,
    setPassword,
    problem,
    setProblem,
    busy,
    qr,
    start,
    confirm,
    disable,
  };
}

export type TwoFactorState = ReturnType<typeof useTwoFactor>;
