import type { FormEvent } from 'react';
import { Button, Caption1, Field, Input, Subtitle1 } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { DSR_DEADLINE_DAYS } from '@vitrine/shared/lgpd';
import { Panel } from '../../components/Panel';
import { usePrivacyStyles } from './privacyStyles';

interface Props {
  email: string;
  emailError: string | undefined;
  busy: boolean;
  onEmailChange: (email: string) => void;
  onSearch: (event: FormEvent) => Promise<void>;
}

/** Looks an address up everywhere without opening a request: a look-up starts no legal clock. */
export function SubjectLookupPanel({ email, emailError, busy, onEmailChange, onSearch }: Props) {
  const styles = usePrivacyStyles();
  return (
    <Panel>
      <Subtitle1 as="h2" style={{ display: 'block', marginBottom: 4 }}>
        Consultar titular
      </Subtitle1>
      <Caption1 className={styles.muted} style={{ marginBottom: 12 }}>
        Busca o e-mail em contatos, assinantes da newsletter, e-mails enviados e na auditoria. A busca não abre uma
        solicitação: abra uma quando o titular fizer o pedido (prazo de {DSR_DEADLINE_DAYS} dias).
      </Caption1>
      <form className={styles.lookup} onSubmit={(e) => void onSearch(e)} noValidate aria-label="Consultar titular">
        <Field className={styles.searchField} label="E-mail do titular" required validationMessage={emailError}>
          <Input
            type="email"
            value={email}
            onChange={(_, d) => onEmailChange(d.value)}
            autoComplete="off"
            name="dsr-email"
          />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          icon={<Search20Regular />}
          disabled={busy}
          className={styles.lookupButton}
        >
          Buscar
        </Button>
      </form>
    </Panel>
  );
}
