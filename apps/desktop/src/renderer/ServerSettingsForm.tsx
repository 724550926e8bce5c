import { useId, useState, type FormEvent } from 'react';

interface Props {
  bridge: {
    setServerUrl(url: string): Promise<string | null>;
  };
  initialUrl: string | null;
  /** Present when changing an existing address (menu); absent on first run. */
  onCancel?: () => void;
  onSaved: (url: string) => void;
}

/** First run and Arquivo › Configurações do servidor…: the address of the Vitrine server. */
export function ServerSettingsForm({ bridge, initialUrl, onCancel, onSaved }: Props) {
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState(initialUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const message = await bridge.setServerUrl(url).catch(() => 'Não foi possível salvar o endereço.');
    setSaving(false);
    if (message) setError(message);
    else onSaved(url.trim());
  }

  return (
    <main className="server-settings">
      <form className="server-settings__card" onSubmit={submit} noValidate>
        <img src="./icon.png" alt="" width={64} height={64} />
        <h1>{initialUrl ? 'Configurações do servidor' : 'Bem-vindo ao Vitrine Admin'}</h1>
        <p>
          Informe o endereço do servidor do Vitrine da sua empresa. Ele pode ser alterado depois em Arquivo ›
          Configurações do servidor…
        </p>
        <label htmlFor={inputId}>Endereço do servidor</label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://vitrine.suaempresa.com.br"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // The form is the only thing on screen on first run.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        {error && (
          <p id={errorId} role="alert" className="server-settings__error">
            {error}
          </p>
        )}
        <div className="server-settings__actions">
          {onCancel && (
            <button type="button" className="secondary" onClick={onCancel}>
              Cancelar
            </button>
          )}
          <button type="submit" disabled={saving}>
            {saving ? 'Salvando…' : 'Salvar e continuar'}
          </button>
        </div>
      </form>
    </main>
  );
}
