import { useRef } from 'react';
import { Button, Field, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowImport20Regular, DocumentArrowUp20Regular } from '@fluentui/react-icons';
import { BusyButton } from '../../components/BusyButton';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { ImportReportView } from './ImportReportView';
import { useWordPressImport } from './useWordPressImport';

const useStyles = makeStyles({
  steps: { display: 'flex', flexDirection: 'column', gap: '16px' },
  files: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: '16px',
    marginBottom: '16px',
  },
  picker: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap', minWidth: 0 },
  fileName: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  hidden: { display: 'none' },
  row: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center', marginTop: '12px' },
  heading: { margin: '0 0 8px', fontSize: '18px' },
});

function FilePicker(props: {
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  onPick(file: File | null): void;
}) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field label={props.label} hint={props.hint}>
      <div className={styles.picker}>
        <Button icon={<DocumentArrowUp20Regular />} onClick={() => input.current?.click()}>
          Escolher arquivo
        </Button>
        <span className={styles.fileName}>{props.file ? props.file.name : 'Nenhum arquivo escolhido'}</span>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          accept={props.accept}
          aria-label={props.label}
          onChange={(e) => props.onPick(e.target.files?.[0] ?? null)}
        />
      </div>
    </Field>
  );
}

/**
 * "Importar do WordPress" (Admins): send the export (.xml) and, optionally, a .zip of the
 * site's uploads; read the dry run's report; import with a progress bar; then the final report,
 * with a link to each post. The command line (`npm run import:wordpress`) does the same.
 */
export function WordPressImportPage() {
  const styles = useStyles();
  const { xml, setXml, uploads, setUploads, sent, job, busy, running, check, start } = useWordPressImport();
  const total = job?.total ?? 0;
  return (
    <>
      <PageHeader
        title="Importar do WordPress"
        subtitle="Traga os posts de um site WordPress com imagens, tags e endereços antigos. Primeiro uma simulação; nada é gravado até você confirmar."
      />
      <div className={styles.steps}>
        <Panel>
          <h2 className={styles.heading}>1. Arquivos</h2>
          <div className={styles.files}>
            <FilePicker
              label="Exportação do WordPress (.xml)"
              hint="No WordPress: Ferramentas › Exportar › Todo o conteúdo."
              accept=".xml,text/xml,application/xml"
              file={xml}
              onPick={setXml}
            />
            <FilePicker
              label="Uploads (.zip, opcional)"
              hint="A pasta wp-content/uploads compactada. Sem ela, as imagens são baixadas do site antigo."
              accept=".zip,application/zip"
              file={uploads}
              onPick={setUploads}
            />
          </div>
          <BusyButton busy={busy && !job} appearance="primary" disabled={running} onClick={() => void check()}>
            Verificar arquivo
          </BusyButton>
          {busy && !job && sent > 0 && sent < 1 && (
            <ProgressBar value={sent} thickness="large" aria-label="Envio do arquivo" style={{ marginTop: 12 }} />
          )}
        </Panel>
        {job?.report && (
          <Panel>
            <h2 className={styles.heading}>{job.state === 'done' ? '3. Importação concluída' : '2. Simulação'}</h2>
            {job.state === 'running' ? (
              <Field label={`Importando: ${job.done} de ${total} posts`}>
                <ProgressBar
                  value={total ? job.done / total : 0}
                  thickness="large"
                  aria-label="Progresso da importação"
                />
              </Field>
            ) : (
              <ImportReportView report={job.report} />
            )}
            {job.state === 'ready' && (
              <div className={styles.row}>
                <BusyButton
                  busy={busy}
                  appearance="primary"
                  icon={<ArrowImport20Regular />}
                  onClick={() => void start()}
                >
                  Importar {job.report.counts.imported + job.report.counts.updated} posts
                </BusyButton>
              </div>
            )}
            {job.state === 'failed' && <p role="alert">{job.error}</p>}
          </Panel>
        )}
      </div>
    </>
  );
}
