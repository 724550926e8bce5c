import { Skeleton, SkeletonItem, Subtitle1 } from '@fluentui/react-components';
import type { ApiClient } from '@vitrine/shared/api-client';
import { Panel } from '../../components/Panel';
import type { EventsSummaryDay } from '@vitrine/shared/schemas';
import { NAVY, SUNRISE } from '../../core/theme';
import { EventsChart } from './EventsChart';
import { useHomeStyles } from './homeStyles';

type Summary = Awaited<ReturnType<ApiClient['eventsSummary']>>;

interface ActivityProps {
  summary: Summary | undefined;
  loading: boolean;
  error: string | null;
  days: EventsSummaryDay[];
  since: string;
}

/** Page views, contacts and subscriptions day by day over the period. */
export function ActivityPanel({ summary, loading, error, days, since }: ActivityProps) {
  const styles = useHomeStyles();
  return (
    <Panel>
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
        <Subtitle1 as="h2">Atividade diária — {since}</Subtitle1>
        <div className={styles.legend}>
          <span>
            <span className={styles.dot} style={{ background: NAVY }} />
            Visualizações
          </span>
          <span>
            <span className={styles.dot} style={{ background: SUNRISE }} />
            Dia com contato
          </span>
          <span>
            <span className={styles.dot} style={{ background: '#0f9d8a' }} />
            Dia com assinatura
          </span>
        </div>
      </div>
      {summary && !loading ? (
        <EventsChart days={days} />
      ) : (
        !error && (
          <Skeleton aria-label="Carregando gráfico">
            <SkeletonItem style={{ height: 220 }} />
          </Skeleton>
        )
      )}
    </Panel>
  );
}

/** The most viewed pages of the period, by title (the path in the tooltip). */
export function TopPagesPanel({ summary, since }: { summary: Summary | undefined; since: string }) {
  const styles = useHomeStyles();
  return (
    <Panel>
      <Subtitle1 as="h2" style={{ display: 'block', marginBottom: 12 }}>
        Páginas mais vistas — {since}
      </Subtitle1>
      {summary?.topPages.length ? (
        <ol className={styles.topPages} data-testid="top-pages">
          {summary.topPages.map((page) => (
            <li key={page.path} className={styles.topPage}>
              <span className={styles.topPath} title={`${page.title} (${page.path})`}>
                {page.title}
              </span>
              <span>{page.views.toLocaleString('pt-BR')}</span>
            </li>
          ))}
        </ol>
      ) : (
        summary && <span className={styles.kpiLabel}>Nenhuma visualização no período.</span>
      )}
    </Panel>
  );
}
