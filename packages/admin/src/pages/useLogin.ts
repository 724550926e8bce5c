import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { messages } from '@vitrine/shared/messages';
import { errorCode, errorMessage } from '@vitrine/shared/api-client';
import { loginSchema, parseSecondFactorCode, validate, type LoginSession } from '@vitrine/shared/schemas';
import { useAdmin } from '../core/AdminContext';
import { ROUTES } from '../lib/navigation';

const m = messages.login;

/**
 * The sign-in's two steps: username and password, then (when the account has it) the second
 * step's code against the challenge the first step answered. A session goes to the home screen.
 */
export function useLogin() {
  const { api, saveSession } = useAdmin();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The password step's challenge while the code step is shown. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const usernameInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  // The first field takes the focus (a ref, not autoFocus, so screen readers read the title first).
  useEffect(() => (challenge ? codeInput.current : usernameInput.current)?.focus(), [challenge]);

  function signedIn(result: LoginSession) {
    saveSession({
      username: result.username,
      role: result.role,
      ...(result.token ? { token: result.token } : {}),
      mustChangePassword: result.mustChangePassword,
      mustEnableTotp: result.mustEnableTotp ?? false,
    });
    navigate(ROUTES.home, { replace: true });
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!parseSecondFactorCode(code)) {
      setErrors({ code: m.totpRequired });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      signedIn(await api.loginSecondStep(challenge!, code));
    } catch (error) {
      setFailure(errorMessage(error, m.failure));
      setBusy(false);
      // An expired challenge cannot be retried: back to the password.
      if (errorCode(error) === 'second_factor_expired') {
        setChallenge(null);
        setPassword('');
      }
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = validate(loginSchema, { username, password });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await api.login(checked.data.username, checked.data.password);
      if (result.twoFactorRequired) {
        setChallenge(result.challenge);
        setCode('');
        setBusy(false);
        return;
      }
      signedIn(result);
    } catch (error) {
      setFailure(errorMessage(error, m.failure));
      setBusy(false);
    }
  }

  /** Back from the code to the password: the challenge is dropped, the password typed again. */
  function back() {
    setChallenge(null);
    setFailure(null);
    setPassword('');
  }

  const fields = { username, setUsername, password, setPassword, code, setCode, usernameInput, codeInput };
  return { ...fields, errors, failure, busy, challenge, submit, submitCode, back };
}
