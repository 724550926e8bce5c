import type { FormEvent, ReactElement, ReactNode, Ref } from 'react';
import { Button, Field, Input, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosed20Regular, Person20Regular, ShieldKeyhole20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { brand } from '@vitrine/shared/brand';
import { NAVY, SUNRISE } from '../core/theme';
import { BusyButton } from '../components/BusyButton';
import { Notice } from '../components/Notice';
import { PasswordInput } from '../components/PasswordInput';
import { useLogin } from './useLogin';

const m = messages.login;

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    gridTemplateColumns: 'minmax(320px, 5fr) 6fr',
    // minmax(0, 1fr): a long word in the hero must not widen the page past a 390 px screen.
    '@media (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  hero: {
    background: `radial-gradient(ellipse at 20% 110%, ${SUNRISE} 0%, rgba(242,107,29,0.35) 28%, transparent 55%), linear-gradient(160deg, ${NAVY} 0%, #06182b 100%)`,
    color: '#fff',
    padding: '48px',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    '@media (max-width: 800px)': { padding: '24px', minHeight: '140px' },
  },
  heroTitle: {
    fontSize: '32px',
    lineHeight: '40px',
    fontWeight: 700,
    margin: 0,
    maxWidth: '420px',
    overflowWrap: 'break-word',
    '@media (max-width: 800px)': { fontSize: '26px', lineHeight: '32px' },
  },
  heroText: { color: '#c9d6e4', maxWidth: '420px', lineHeight: '22px' },
  formSide: {
    display: 'grid',
    placeItems: 'center',
    padding: '32px 16px',
    // minmax(0, 1fr): the card's own width, not its content's, decides the column on a phone.
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (max-width: 480px)': { padding: '20px 12px' },
  },
  card: {
    width: '100%',
    maxWidth: '400px',
    display: 'flex',
    flexDirection: 'column',
    gap: '18px',
    padding: '36px',
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    boxSizing: 'border-box',
    minWidth: 0,
    '@media (max-width: 480px)': { padding: '24px 20px' },
  },
  lead: { color: tokens.colorNeutralForeground3, marginTop: '-8px' },
});

export function LoginPage() {
  const styles = useStyles();
  const login = useLogin();
  const { username, setUsername, password, setPassword, code, setCode, usernameInput, codeInput } = login;
  const { errors, failure, busy, challenge, submit, submitCode, back } = login;

  return (
    <div className={styles.page}>
      <LoginHero />
      <main className={styles.formSide}>
        {challenge ? (
          <LoginStep
            titleId="totp-title"
            title={m.totpTitle}
            lead={m.totpLead}
            failure={failure}
            busy={busy}
            submitLabel={m.totpSubmit}
            onSubmit={submitCode}
            after={
              <Button appearance="subtle" onClick={back}>
                {m.totpBack}
              </Button>
            }
          >
            <LoginField
              label={m.totpLabel}
              error={errors.code}
              name="code"
              ref={codeInput}
              autoComplete="one-time-code"
              inputMode="text"
              icon={<ShieldKeyhole20Regular />}
              value={code}
              onChange={setCode}
            />
          </LoginStep>
        ) : (
          <LoginStep
            titleId="login-title"
            title={m.title}
            lead="Entre com seu usuário e senha."
            failure={failure}
            busy={busy}
            submitLabel={m.submit}
            onSubmit={submit}
          >
            <LoginField
              label={m.usernameLabel}
              error={errors.username}
              name="username"
              ref={usernameInput}
              autoComplete="username"
              icon={<Person20Regular />}
              value={username}
              onChange={setUsername}
            />
            <LoginField
              label={m.passwordLabel}
              error={errors.password}
              name="password"
              type="password"
              autoComplete="current-password"
              icon={<LockClosed20Regular />}
              value={password}
              onChange={setPassword}
            />
          </LoginStep>
        )}
      </main>
    </div>
  );
}

/** The brand's side of the sign-in screen (above the form on a phone). */
function LoginHero() {
  const styles = useStyles();
  return (
    <div className={styles.hero}>
      <strong style={{ letterSpacing: '0.08em', fontSize: 13 }}>{brand.companyName.toUpperCase()} SISTEMAS</strong>
      <div>
        <p className={styles.heroTitle}>Área administrativa da {brand.companyName}</p>
        <p className={styles.heroText}>Gerencie posts do blog, contatos, assinantes da newsletter e usuários.</p>
      </div>
      <span style={{ fontSize: 12, color: '#9fb3c8' }}>
        © {new Date().getFullYear()} {brand.legalName}
      </span>
    </div>
  );
}

interface LoginStepProps {
  titleId: string;
  title: string;
  lead: string;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
  /** Below the submit button (the code step's way back to the password). */
  after?: ReactNode;
}

/** The card of each sign-in step (password, then the 2FA code), so both read and behave alike. */
function LoginStep({ titleId, title, lead, failure, busy, submitLabel, onSubmit, children, after }: LoginStepProps) {
  const styles = useStyles();
  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Title2 as="h1" id={titleId}>
        {title}
      </Title2>
      <span className={styles.lead}>{lead}</span>
      {failure && (
        <Notice intent="error" role="alert">
          {failure}
        </Notice>
      )}
      {children}
      <BusyButton type="submit" appearance="primary" size="large" busy={busy}>
        {submitLabel}
      </BusyButton>
      {after}
    </form>
  );
}

interface LoginFieldProps {
  label: string;
  error: string | undefined;
  name: string;
  ref?: Ref<HTMLInputElement>;
  type?: 'password';
  autoComplete: string;
  inputMode?: 'text';
  icon: ReactElement;
  value: string;
  onChange(value: string): void;
}

/** A required sign-in field: large, with its icon before the text. */
function LoginField({ label, error, ref, icon, onChange, type, ...input }: LoginFieldProps) {
  const shared = { ...input, ref, contentBefore: icon, size: 'large' as const };
  return (
    <Field label={label} validationMessage={error} required>
      {type === 'password' ? (
        <PasswordInput {...shared} onChange={(_, d) => onChange(d.value)} />
      ) : (
        <Input {...shared} onChange={(_, d) => onChange(d.value)} />
      )}
    </Field>
  );
}
