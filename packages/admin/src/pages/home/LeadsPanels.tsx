import { Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { EventsSummary } from '@vitrine/shared/schemas';
import { useGuardedNavigate } from '../../core/NavigationGuard';
import { Notice } from '../../components/Notice';
import { Panel } from '../../components/Panel';
import { ROUTES } from '../../lib/navigation';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '6px' },
  row: { display: 'flex', justifyContent: 'space-between', gap: '12px' },
  key: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  empty: { color: tokens.colorNeutralForeground3 },
});

function Ranked({
  title,
  rows,
  testId,
  empty,
}: {
  title: string;
  rows: Array<[string, number]>;
  testId: string;
  empty: string;
}) {
  const styles = useStyles();
  return (
    <Panel>
      <Subtitle1 as="h2" style={{ display: 'block', marginBottom: 12 }}>
        {title}
      </Subtitle1>
      {rows.length ? (
        <ol className={styles.list} data-testid={testId}>
          {rows.map(([key, leads]) => (
            <li key={key} className={styles.row}>
              <span className={styles.key} title={key}>
                {key}
              </span>
              <span>{leads.toLocaleString('pt-BR')}</span>
            </li>
          ))}
        </ol>
      ) : (
        <span className={styles.empty}>{empty}</span>
      )}
    </Panel>
  );
}

/** The dashboard's leads (contacts and newsletter signups) of the period by source and by post. */
export function LeadsPanels({ summary, since }: { summary: EventsSummary; since: string }) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      <Ranked
        title={`Leads por origem — ${since}`}
        rows={summary.leadsBySource.map((r) => [r.source === 'direto' ? 'Direto' : r.source, r.leads])}
        testId="leads-by-source"
        empty="Nenhum lead no período."
      />
      <Ranked
        title={`Leads por post — ${since}`}
        rows={summary.leadsByPost.map((r) => [r.title, r.leads])}
        testId="leads-by-post"
        empty="Nenhum lead veio de um post no período."
      />
    </div>
  );
}

/** Endpoints the webhook worker paused after a day of failures: staff must look at them. */
export function WebhookNotices({ summary }: { summary: EventsSummary }) {
  const { navigate } = useGuardedNavigate();
  if (summary.webhookNotices.length === 0) return null;
  return (
    <Notice
      intent="warning"
      style={{ marginBottom: 16 }}
      actions={
        <Button size="small" onClick={() => navigate(ROUTES.integrations)}>
          Ver integrações
        </Button>
      }
    >
      {summary.webhookNotices.length === 1
        ? `A integração ${summary.webhookNotices[0]!.url} foi pausada porque falhou por um dia inteiro.`
        : `${summary.webhookNotices.length} integrações foram pausadas porque falharam por um dia inteiro.`}
    </Notice>
  );
}
