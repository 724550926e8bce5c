import { useEffect, useRef, useState } from 'react';
import { Button, Field, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowImport20Regular, DocumentArrowUp20Regular } from '@fluentui/react-icons';
import type { MultipartPart } from '@vitrine/shared/api-client';
import { messages } from '@vitrine/shared/messages';
import type { ImportJob } from '@vitrine/shared/wordpress';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { BusyButton } from '../../components/BusyButton';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { ImportReportView } from './ImportReportView';

const m = messages.wordpress;

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

async function partOf(name: string, file: File): Promise<MultipartPart> {
  return {
    name,
    file: {
      fileName: file.name,
      type: file.type || 'application/octet-stream',
      bytes: new Uint8Array(await file.arrayBuffer()),
    },
  };
}

/**
 * "Importar do WordPress" (Admins): send the export (.xml) and, optionally, a .zip of the
 * site's uploads; read the dry run's report; import with a progress bar; then the final report,
 * with a link to each post. The command line (`npm run import:wordpress`) does the same.
 */
export function WordPressImportPage() {
  const styles = useStyles();
  const { api } = useAdmin();
  const notify = useNotify();
  const [xml, setXml] = useState<File | null>(null);
  const [uploads, setUploads] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [job, setJob] = useState<ImportJob | null>(null);
  const { busy, run } = useBusyAction();

  // While the import runs, its progress is asked for every second.
  const running = job?.state === 'running';
  const jobId = job?.id;
  useEffect(() => {
    if (!running || !jobId) return;
    const timer = setInterval(() => {
      api.wordPressImport(jobId).then(
        (next) => {
          setJob(next);
          if (next.state === 'done') notify('success', m.done);
          if (next.state === 'failed') notify('error', next.error ?? m.runError);
        },
        (error: unknown) => notify('error', m.progressError, serverReason(error)),
      );
    }, 1000);
    return () => clearInterval(timer);
  }, [api, jobId, running, notify]);

  async function check() {
    if (!xml) {
      notify('error', m.fileRequired);
      return;
    }
    await run(m.sendError, async () => {
      setJob(null);
      const parts = [await partOf('arquivo', xml), ...(uploads ? [await partOf('uploads', uploads)] : [])];
      setJob(await api.startWordPressImport(parts, { onUploadProgress: setSent }));
    });
  }

  async function start() {
    if (!job) return;
    await run(m.runError, async () => setJob(await api.runWordPressImport(job.id)));
  }

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
