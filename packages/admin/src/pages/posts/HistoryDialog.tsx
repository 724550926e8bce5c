import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { formatNewsroomDateTimeSeconds, revisionHeadline } from '@vitrine/shared/publishing';
import { AdminDialog } from '../../components/AdminDialog';
import { Notice } from '../../components/Notice';
import { htmlToText, textDiff } from '../../lib/revision-diff';
import { useRevisions } from './useRevisions';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: '220px minmax(0, 1fr)',
    gap: '16px',
    '@media (max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  item: { width: '100%', justifyContent: 'flex-start', textAlign: 'left', height: 'auto', padding: '6px 8px' },
  // Kind, then when and who, then the title: no two entries read the same.
  itemText: { display: 'flex', flexDirection: 'column', gap: '2px', fontWeight: 400, minWidth: 0 },
  itemTitle: { overflowWrap: 'anywhere' },
  diff: {
    whiteSpace: 'pre-wrap',
    fontSize: '14px',
    lineHeight: '1.6',
    maxHeight: '50vh',
    overflowY: 'auto',
    padding: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  added: { backgroundColor: tokens.colorPaletteGreenBackground2, textDecoration: 'none' },
  removed: { backgroundColor: tokens.colorPaletteRedBackground2 },
  legend: { color: tokens.colorNeutralForeground3, fontSize: '12px' },
});

/**
 * "Histórico": the post's revisions, newest first; choosing one shows, word by word, what
 * restoring it would change in the text now in the editor (removed in red, added in green),
 * and "Restaurar esta versão" brings it back as a new revision.
 */
export function HistoryDialog({
  postId,
  current,
  onRestored,
  onDismiss,
}: {
  postId: number;
  /** The title and content now in the editor. */
  current: { title: string; content: string };
  onRestored(): void;
  onDismiss(): void;
}) {
  const styles = useStyles();
  const { revisions, shownId, setChosenId, chosen, restoring, restore } = useRevisions(postId, onRestored);
  const diff = chosen
    ? textDiff(
        `${current.title}\n${htmlToText(current.content)}`,
        `${chosen.fields.title}\n${htmlToText(chosen.content)}`,
      )
    : [];
  return (
    <AdminDialog
      title="Histórico"
      onDismiss={onDismiss}
      maxWidth={960}
      actions={
        <>
          <Button onClick={onDismiss}>Fechar</Button>
          <Button appearance="primary" disabled={!chosen || restoring} onClick={() => void restore()}>
            Restaurar esta versão
          </Button>
        </>
      }
    >
      {revisions.loading && !revisions.data ? (
        <Spinner label="Carregando revisões..." />
      ) : (revisions.data ?? []).length === 0 ? (
        <Notice intent="info">Nenhuma revisão ainda: o histórico começa quando o post é publicado ou agendado.</Notice>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.list} aria-label="Revisões">
            {(revisions.data ?? []).map((revision) => (
              <li key={revision.id}>
                <Button
                  className={styles.item}
                  appearance={shownId === revision.id ? 'primary' : 'subtle'}
                  aria-pressed={shownId === revision.id}
                  onClick={() => setChosenId(revision.id)}
                >
                  <span className={styles.itemText}>
                    <strong>{revisionHeadline(revision)}</strong>
                    <span>
                      {formatNewsroomDateTimeSeconds(revision.created_at)} · {revision.author || 'autor não registrado'}
                    </span>
                    <span className={styles.itemTitle}>{revision.title}</span>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
          <RevisionDiff diff={diff} />
        </div>
      )}
    </AdminDialog>
  );
}

/** Word by word, what restoring the chosen version would change: removed in red, added in green. */
function RevisionDiff({ diff }: { diff: ReturnType<typeof textDiff> }) {
  const styles = useStyles();
  return (
    <div>
      <p className={styles.legend}>
        Diferenças entre o texto no editor e a versão escolhida: <del className={styles.removed}>sai</del>{' '}
        <ins className={styles.added}>entra</ins>.
      </p>
      <div className={styles.diff} data-testid="revision-diff">
        {diff.map((part, index) =>
          part.kind === 'same' ? (
            <span key={index}>{part.text}</span>
          ) : part.kind === 'added' ? (
            <ins key={index} className={styles.added}>
              {part.text}
            </ins>
          ) : (
            <del key={index} className={styles.removed}>
              {part.text}
            </del>
          ),
        )}
      </div>
    </div>
  );
}
