import { Checkbox, Dropdown, Field, Input, Option, Switch, Textarea } from '@fluentui/react-components';
import type { PostFormState } from '../../lib/post-form';

type Errors = Record<string, string>;

const TARGETS = { _blank: 'Nova aba', _self: 'Mesma aba' } as const;

/** The optional call-to-action button under the post; its data is sent only while on. */
export function LinkButtonSection(props: {
  value: PostFormState['linkButton'];
  errors: Errors;
  onChange(next: PostFormState['linkButton']): void;
}) {
  const { value, errors, onChange } = props;
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 10 }}>
      <Switch
        label="Botão de link"
        checked={value.isActive}
        onChange={(_, d) => onChange({ ...value, isActive: d.checked })}
      />
      {value.isActive && (
        <>
          <Field label="Texto do botão" required validationMessage={errors['link_button.text']}>
            <Input value={value.text} onChange={(_, d) => onChange({ ...value, text: d.value })} />
          </Field>
          <Field
            label="Link"
            required
            validationMessage={errors['link_button.href']}
            hint="https://..., mailto:... ou /caminho"
          >
            <Input value={value.href} inputMode="url" onChange={(_, d) => onChange({ ...value, href: d.value })} />
          </Field>
          <Field label="Abrir em">
            <Dropdown
              value={TARGETS[value.target]}
              selectedOptions={[value.target]}
              onOptionSelect={(_, d) => onChange({ ...value, target: d.optionValue === '_self' ? '_self' : '_blank' })}
            >
              <Option value="_blank">{TARGETS._blank}</Option>
              <Option value="_self">{TARGETS._self}</Option>
            </Dropdown>
          </Field>
        </>
      )}
    </fieldset>
  );
}

/** The optional closing note of the post; sent only while on. */
export function FooterSection(props: {
  value: PostFormState['footer'];
  errors: Errors;
  onChange(next: PostFormState['footer']): void;
}) {
  const { value, errors, onChange } = props;
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 10 }}>
      <Switch
        label="Rodapé"
        checked={value.isActive}
        onChange={(_, d) => onChange({ ...value, isActive: d.checked })}
      />
      {value.isActive && (
        <>
          <Field label="Texto do rodapé" required validationMessage={errors['footer.text']}>
            <Textarea value={value.text} resize="vertical" onChange={(_, d) => onChange({ ...value, text: d.value })} />
          </Field>
          <Checkbox
            label="Destacar rodapé"
            checked={value.isHighlighted}
            onChange={(_, d) => onChange({ ...value, isHighlighted: d.checked === true })}
          />
        </>
      )}
    </fieldset>
  );
}
