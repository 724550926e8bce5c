import { useCallback, useEffect, useState } from 'react';
import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { Save20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { searchSynonymsSchema } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { useResource } from '../../lib/useResource';

const m = messages.admin;

const useStyles = makeStyles({
  help: { color: tokens.colorNeutralForeground3, marginTop: 0 },
  text: { width: '100%', fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', justifyContent: 'flex-end', marginTop: '16px' },
});

/** The textarea's lines as groups: blank lines left out. */
const groupsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * "Sinônimos da busca" (Admins): one group of words per line, each found by any other of its
 * line ("holerite contracheque"). The site's search reads the new groups at its next search.
 */
export function SearchSynonymsPage() {
  const styles = useStyles();
  const { api } = useAdmin();
  const notify = useNotify();
  const synonyms = useResource(useCallback(() => api.searchSynonyms(), [api]));
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useBusyAction();

  useEffect(() => {
    if (synonyms.error) notify('error', m.synonymsFetchError, serverReason(synonyms.error));
  }, [synonyms.error, notify]);

  const shown = text ?? synonyms.data?.groups.join('\n') ?? '';

  const save = () => {
    const parsed = searchSynonymsSchema.safeParse({ groups: groupsOf(shown) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    void run(m.synonymsSaveError, async () => {
      const saved = await api.saveSearchSynonyms(parsed.data);
      setText(saved.groups.join('\n'));
      notify('success', m.synonymsSaved);
    });
  };

  return (
    <>
      <PageHeader
        title="Sinônimos da busca"
        subtitle="Palavras que a busca do blog trata como a mesma palavra: um grupo por linha."
      />
      <Panel>
        <p className={styles.help}>
          Escreva as palavras de cada grupo separadas por espaço, por exemplo “holerite contracheque”. Acentos,
          maiúsculas e hifens não importam: “NF-e” e “nfe” já são a mesma palavra.
        </p>
        <Field label="Grupos de sinônimos" validationMessage={error} validationState={error ? 'error' : 'none'}>
          <Textarea
            className={styles.text}
            resize="vertical"
            rows={12}
            value={shown}
            disabled={synonyms.loading}
            onChange={(_event, data) => setText(data.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button appearance="primary" icon={<Save20Regular />} disabled={busy || synonyms.loading} onClick={save}>
            Salvar
          </Button>
        </div>
      </Panel>
    </>
  );
}
