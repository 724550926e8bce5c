import { useState } from 'react';
import { Button, Input, Tooltip, type InputProps } from '@fluentui/react-components';
import { Eye20Regular, EyeOff20Regular } from '@fluentui/react-icons';

/**
 * A password field with a show/hide toggle: a person can check what they typed before
 * submitting. The button says what it will do and is pressed while the text is shown.
 */
export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'>) {
  const [visible, setVisible] = useState(false);
  const label = visible ? 'Ocultar senha' : 'Mostrar senha';
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      contentAfter={
        <Tooltip content={label} relationship="label">
          <Button
            appearance="transparent"
            size="small"
            aria-pressed={visible}
            icon={visible ? <EyeOff20Regular /> : <Eye20Regular />}
            onClick={() => setVisible((v) => !v)}
          />
        </Tooltip>
      }
    />
  );
}
