import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { messages } from '@vitrine/shared/messages';
import { isoToNewsroomLocal, newsroomLocalToIso } from '@vitrine/shared/publishing';
import { AdminDialog } from '../../components/AdminDialog';

/** The next whole hour from now, as the dialog's first suggestion. */
function nextHour(): string {
  const at = new Date(Date.now() + 3600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

/**
 * "Agendar…": the date and time the post goes public, entered in São Paulo's time whatever
 * the computer's zone, sent as ISO 8601 with São Paulo's offset.
 */
export function ScheduleDialog({
  initial,
  busy,
  onSchedule,
  onDismiss,
}: {
  /** The scheduled time when there is one (ISO). */
  initial: string | null;
  busy: boolean;
  onSchedule(publishAt: string): void;
  onDismiss(): void;
}) {
  const [local, setLocal] = useState(() => isoToNewsroomLocal(initial ?? nextHour()));
  const [error, setError] = useState<string | undefined>();
  return (
    <AdminDialog
      title="Agendar publicação"
      onDismiss={onDismiss}
      stackGap={12}
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog is portalled, but React events still bubble to the editor's own form.
        event.stopPropagation();
        const iso = newsroomLocalToIso(local);
        if (!iso) return setError(messages.post.publishAtRequired);
        if (Date.parse(iso) <= Date.now()) return setError(messages.post.publishAtPast);
        onSchedule(iso);
      }}
      actions={
        <>
          <Button onClick={onDismiss}>Cancelar</Button>
          <Button type="submit" appearance="primary" disabled={busy}>
            Agendar
          </Button>
        </>
      }
    >
      <Field
        label="Data e hora de publicação"
        hint="Horário de Brasília (America/Sao_Paulo)."
        validationMessage={error}
        required
      >
        <Input
          type="datetime-local"
          value={local}
          onChange={(_, data) => {
            setLocal(data.value);
            setError(undefined);
          }}
        />
      </Field>
    </AdminDialog>
  );
}
