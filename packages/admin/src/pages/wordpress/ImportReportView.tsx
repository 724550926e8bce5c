import { Badge, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'wouter';
import type { ImportedItemLine, ImportReport } from '@vitrine/shared/wordpress';
import { ROUTES } from '../../lib/navigation';

const useStyles = makeStyles({
  totals: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: '10px',
    margin: '12px 0',
  },
  total: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '10px',
    padding: '10px 14px',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
  },
  value: { display: 'block', fontSize: '22px', fontWeight: 700, color: tokens.colorNeutralForeground1 },
  list: { listStyle: 'none', padding: 0, margin: 0, maxHeight: '420px', overflowY: 'auto' },
  line: { padding: '8px 0', borderTop: `1px solid ${tokens.colorNeutralStroke2}`, overflowWrap: 'anywhere' },
  head: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  notes: { margin: '4px 0 0 18px', padding: 0, color: tokens.colorNeutralForeground3, fontSize: '13px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const OUTCOME = {
  imported: ['novo', 'success'],
  updated: ['atualizado', 'brand'],
  unchanged: ['sem mudanças', 'informative'],
  skipped: ['ignorado', 'warning'],
} as const;
const STATUS = { published: 'publicado', scheduled: 'agendado', draft: 'rascunho' } as const;

function Line({ line, dryRun }: { line: ImportedItemLine; dryRun: boolean }) {
  const styles = useStyles();
  const [label, color] = OUTCOME[line.outcome];
  return (
    <li className={styles.line}>
      <div className={styles.head}>
        <Badge appearance="tint" color={color}>
          {dryRun && line.outcome === 'imported' ? 'será importado' : label}
        </Badge>
        {line.status && <span className={styles.muted}>{STATUS[line.status]}</span>}
        {line.postId && !dryRun ? (
          <Link href={ROUTES.post(line.postId)} asChild>
            <FluentLink>{line.title}</FluentLink>
          </Link>
        ) : (
          <strong>{line.title}</strong>
        )}
        {line.path && line.status === 'published' && !dryRun && (
          <FluentLink href={line.path} target="_blank" rel="noopener noreferrer">
            ver no site
          </FluentLink>
        )}
      </div>
      {line.notes.length > 0 && (
        <ul className={styles.notes}>
          {line.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The import's report: the totals, then every post of the export with what happened to it and why. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const styles = useStyles();
  const c = report.counts;
  const others = Object.entries(report.others)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');
  const verb = report.dryRun ? 'a importar' : 'importados';
  return (
    <section aria-label={report.dryRun ? 'Relatório da simulação' : 'Relatório da importação'}>
      <p className={styles.muted}>
        Site <strong>{report.site}</strong>: {report.totalItems} itens no arquivo, {report.posts.length} posts
        {others ? ` (não são posts e ficam de fora: ${others})` : ''}.
      </p>
      <div className={styles.totals}>
        <div className={styles.total} data-testid="total-imported">
          <span className={styles.value}>{c.imported}</span>
          {verb}
        </div>
        <div className={styles.total}>
          <span className={styles.value}>{c.updated}</span>atualizados
        </div>
        <div className={styles.total}>
          <span className={styles.value}>{c.unchanged}</span>sem mudanças
        </div>
        <div className={styles.total}>
          <span className={styles.value}>{c.skipped}</span>ignorados
        </div>
        <div className={styles.total}>
          <span className={styles.value}>{report.images.found}</span>imagens encontradas (faltando:{' '}
          {report.images.missing}; capas neutras: {report.images.generatedCovers})
        </div>
        {!report.dryRun && (
          <div className={styles.total}>
            <span className={styles.value}>{report.redirects.created}</span>redirecionamentos criados
          </div>
        )}
      </div>
      {report.notes.map((note) => (
        <p key={note} className={styles.muted}>
          {note}
        </p>
      ))}
      <ul className={styles.list} aria-label="Posts do arquivo">
        {report.posts.map((line) => (
          <Line key={line.sourceId} line={line} dryRun={report.dryRun} />
        ))}
      </ul>
    </section>
  );
}
