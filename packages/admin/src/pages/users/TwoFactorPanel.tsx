import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Badge, Body1, Button, Field, Input, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { Copy20Regular, ShieldKeyhole20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { parseSecondFactorCode } from '@vitrine/shared/schemas';
import type { TotpEnrolment } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { BusyButton } from '../../components/BusyButton';
import { Notice } from '../../components/Notice';
import { PasswordInput } from '../../components/PasswordInput';
import { SubmitWithReason } from '../../components/SubmitWithReason';
import { useResource } from '../../lib/useResource';

const m = messages.totp;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '14px', maxWidth: '560px' },
  heading: { display: 'flex', alignItems: 'center', gap: '10px', flexWrap: 'wrap' },
  enrol: { display: 'flex', gap: '20px', flexWrap: 'wrap', alignItems: 'flex-start' },
  qr: {
    width: '180px',
    height: '180px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '8px',
    backgroundColor: '#fff',
  },
  steps: { display: 'flex', flexDirection: 'column', gap: '12px', flex: '1 1 240px', minWidth: 0 },
  secret: {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '14px',
    letterSpacing: '0.06em',
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '0.6em',
    rowGap: '2px',
    padding: '6px 10px',
    borderRadius: '6px',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // A group of four never breaks across lines: the key is read and typed group by group.
  secretGroup: { whiteSpace: 'nowrap' },
  secretRow: { display: 'flex', alignItems: 'flex-start', gap: '8px', flexWrap: 'wrap' },
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
    columnGap: '28px',
    rowGap: '6px',
    margin: 0,
    padding: '12px 16px',
    listStyle: 'none',
    borderRadius: '8px',
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '15px',
  },
  row: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '420px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The key in groups of four characters, as authenticator apps show it. */
const secretGroups = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];

/** The QR code of an otpauth:// URI, drawn in the browser (the secret never goes to a third party). */
function useQrCode(uri: string | null): string | null {
  // Kept with the URI it draws, so a new enrolment never shows the previous code.
  const [drawn, setDrawn] = useState<{ uri: string; dataUrl: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    if (!uri) return undefined;
    // Loaded on demand: only this panel needs the encoder.
    void import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 360, errorCorrectionLevel: 'M' }))
      .then((dataUrl) => !cancelled && setDrawn({ uri, dataUrl }));
    return () => {
      cancelled = true;
    };
  }, [uri]);
  return drawn && drawn.uri === uri ? drawn.dataUrl : null;
}

/**
 * Two-factor sign-in for the signed-in person, in the "Alterar senha" area: enrol with the
 * QR code (or the key typed by hand), confirm with a code, see the 10 recovery codes once,
 * or turn it off with the password and a code.
 */
/** `onChanged`: the state changed (on or off), so a screen showing it elsewhere (the users grid) refreshes. */
export function TwoFactorPanel({ onEnabled, onChanged }: { onEnabled?: () => void; onChanged?: () => void }) {
  const styles = useStyles();
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

  const heading = (
    <div className={styles.heading}>
      <ShieldKeyhole20Regular />
      <Subtitle1 as="h2">{m.enrolTitle}</Subtitle1>
      {status.data && (
        <Badge appearance="tint" color={status.data.enabled ? 'success' : 'informative'} data-testid="totp-state">
          {status.data.enabled ? 'Ativada' : 'Desativada'}
        </Badge>
      )}
    </div>
  );

  if (recoveryCodes) {
    return (
      <div className={styles.root}>
        {heading}
        <Notice intent="warning">
          Guarde estes códigos de recuperação em um lugar seguro. Cada um vale uma única entrada caso você perca o
          acesso ao aplicativo autenticador. Eles não serão mostrados novamente.
        </Notice>
        <ul className={styles.codes} aria-label="Códigos de recuperação" data-testid="recovery-codes">
          {recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className={styles.row}>
          <Button
            icon={<Copy20Regular />}
            onClick={() =>
              void navigator.clipboard
                ?.writeText(recoveryCodes.join('\n'))
                .then(() => notify('success', messages.admin.recoveryCodesCopied))
                .catch(() => notify('error', messages.admin.recoveryCodesCopyError))
            }
          >
            Copiar códigos
          </Button>
          <Button
            appearance="primary"
            onClick={() => {
              setRecoveryCodes(null);
              status.reload();
              onEnabled?.();
            }}
          >
            Já guardei os códigos
          </Button>
        </div>
      </div>
    );
  }

  if (!status.data) {
    return (
      <div className={styles.root}>
        {heading}
        {status.error ? (
          <Notice intent="error">Não foi possível consultar a verificação em duas etapas.</Notice>
        ) : (
          <Spinner size="small" label="Carregando..." />
        )}
      </div>
    );
  }

  if (enrolment) {
    return (
      <div className={styles.root}>
        {heading}
        <div className={styles.enrol}>
          {qr ? (
            <img
              className={styles.qr}
              src={qr}
              alt="QR code para cadastrar a conta no aplicativo autenticador"
              data-testid="totp-qr"
            />
          ) : (
            <div className={styles.qr} style={{ display: 'grid', placeItems: 'center' }}>
              <Spinner size="small" />
            </div>
          )}
          <form
            className={styles.steps}
            onSubmit={confirm}
            noValidate
            aria-label="Confirmar verificação em duas etapas"
          >
            <Body1>
              1. No aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…), leia o QR code
              ou digite a chave abaixo.
            </Body1>
            <div className={styles.secretRow}>
              <code className={styles.secret} data-testid="totp-secret" aria-label="Chave para digitar no aplicativo">
                {secretGroups(enrolment.secret).map((group, i) => (
                  <span key={i} className={styles.secretGroup}>
                    {group}
                  </span>
                ))}
              </code>
              <Button
                icon={<Copy20Regular />}
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(enrolment.secret)
                    .then(() => notify('success', messages.admin.totpKeyCopied))
                    .catch(() => notify('error', messages.admin.totpKeyCopyError))
                }
              >
                Copiar chave
              </Button>
            </div>
            <Body1>2. Digite o código de 6 dígitos que o aplicativo mostrar.</Body1>
            <Field label="Código do aplicativo" required validationMessage={problem.code}>
              <Input
                name="totp-code"
                autoComplete="one-time-code"
                inputMode="numeric"
                value={code}
                onChange={(_, d) => {
                  setCode(d.value);
                  setProblem({});
                }}
              />
            </Field>
            <div className={styles.row}>
              <BusyButton type="submit" appearance="primary" busy={busy}>
                Ativar
              </BusyButton>
              <Button appearance="subtle" onClick={() => setEnrolment(null)} disabled={busy}>
                Cancelar
              </Button>
            </div>
          </form>
        </div>
      </div>
    );
  }

  if (!status.data.enabled) {
    return (
      <div className={styles.root}>
        {heading}
        <Body1 className={styles.muted}>
          Além da senha, peça um código do aplicativo autenticador do seu celular a cada entrada. Mesmo que alguém
          descubra sua senha, não conseguirá entrar sem o celular.
        </Body1>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
          noValidate
          aria-label="Ativar verificação em duas etapas"
        >
          {/* Re-authentication: a session alone must not be able to enrol someone else's authenticator. */}
          <Field label="Confirme sua senha" required validationMessage={problem.password}>
            <PasswordInput
              name="totp-enrol-password"
              autoComplete="current-password"
              value={password}
              onChange={(_, d) => setPassword(d.value)}
            />
          </Field>
          <SubmitWithReason reason={password ? null : 'Digite sua senha para continuar.'} busy={busy}>
            Ativar verificação em duas etapas
          </SubmitWithReason>
        </form>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {heading}
      <Body1 className={styles.muted} data-testid="recovery-left">
        {status.data.recoveryCodesLeft === 1
          ? 'Resta 1 código de recuperação.'
          : `Restam ${status.data.recoveryCodesLeft} códigos de recuperação.`}
      </Body1>
      <form className={styles.form} onSubmit={disable} noValidate aria-label="Desativar verificação em duas etapas">
        {/* Not "Senha atual": that is the password-change form's field on the same screen. */}
        <Field label="Confirme sua senha" required validationMessage={problem.password}>
          <PasswordInput
            name="totp-disable-password"
            autoComplete="current-password"
            value={password}
            onChange={(_, d) => setPassword(d.value)}
          />
        </Field>
        <Field label={messages.login.totpLabel} required validationMessage={problem.code}>
          <Input
            name="totp-disable-code"
            autoComplete="one-time-code"
            value={code}
            onChange={(_, d) => setCode(d.value)}
          />
        </Field>
        <SubmitWithReason
          reason={password && code ? null : 'Preencha a senha e o código.'}
          busy={busy}
          appearance="secondary"
        >
          Desativar verificação em duas etapas
        </SubmitWithReason>
      </form>
    </div>
  );
}
