import type { Dispatch, FormEvent, SetStateAction } from 'react';
import { Button, Dropdown, Field, Input, Option } from '@fluentui/react-components';
import { AUDIT_ACTIONS } from '@vitrine/shared/audit';
import { auditActionLabel, type AuditFilterForm } from '../../lib/audit';
import { useAuditStyles } from './auditStyles';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS) as Array<[string, string]>;

interface Props {
  form: AuditFilterForm;
  setForm: Dispatch<SetStateAction<AuditFilterForm>>;
  onApply: (event: FormEvent) => void;
  onClear: () => void;
}

/** Who, which action and between which dates; applied on "Filtrar", all cleared on "Limpar". */
export function AuditFilters({ form, setForm, onApply, onClear }: Props) {
  const styles = useAuditStyles();
  const selectedAction = form.acao ? auditActionLabel(form.acao) : 'Todas';
  return (
    <form className={styles.filters} onSubmit={onApply} aria-label="Filtros da auditoria">
      <Field label="Usuário">
        <Input
          name="usuario"
          value={form.usuario}
          placeholder="Nome ou parte dele"
          onChange={(_, d) => setForm((f) => ({ ...f, usuario: d.value }))}
        />
      </Field>
      <Field label="Ação">
        <Dropdown
          className={styles.dropdown}
          aria-label="Ação"
          value={selectedAction}
          selectedOptions={[form.acao]}
          onOptionSelect={(_, d) => setForm((f) => ({ ...f, acao: d.optionValue ?? '' }))}
        >
          <Option value="">Todas</Option>
          {ACTION_OPTIONS.map(([value, label]) => (
            <Option key={value} value={value}>
              {label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="De">
        <Input type="date" name="de" value={form.de} onChange={(_, d) => setForm((f) => ({ ...f, de: d.value }))} />
      </Field>
      <Field label="Até">
        <Input type="date" name="ate" value={form.ate} onChange={(_, d) => setForm((f) => ({ ...f, ate: d.value }))} />
      </Field>
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary">
          Filtrar
        </Button>
        <Button onClick={onClear}>Limpar</Button>
      </div>
    </form>
  );
}
