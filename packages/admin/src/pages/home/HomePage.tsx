import { useCallback, useState, type JSX } from 'react';
import { useResource } from '../../lib/useResource';
import {
  Button,
  Skeleton,
  SkeletonItem,
  Subtitle1,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChatMultiple24Regular, MailInbox24Regular } from '@fluentui/react-icons';
import { Role } from '@vitrine/shared/roles';
import { errorMessage } from '@vitrine/shared/api-client';
import type { BackupStatus } from '@vitrine/shared/api-contract';
import { formatDateTime } from '@vitrine/shared/format';
import { useAdmin, useSession } from '../../core/AdminContext';
import { useGuardedNavigate } from '../../core/NavigationGuard';
import { Notice } from '../../components/Notice';
import { LeadsPanels, WebhookNotices } from './LeadsPanels';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { displayName, ROUTES } from '../../lib/navigation';
import { fillDays, linePath } from '../../lib/chart';
import { EventsChart } from './EventsChart';
import { MailServerWaitNotice, waitingCampaigns } from '../../components/MailServerNotice';
import { NAVY, SUNRISE } from '../../core/theme';

/** The periods the dashboard offers; every figure follows the one chosen. */
const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];
const periodLabel = (days: Period) => `últimos ${days} dias`;

const useStyles = makeStyles({
  kpis: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: '16px',
    marginBottom: '20px',
  },
  kpi: { marginBottom: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  kpiLabel: { color: tokens.colorNeutralForeground3, fontSize: '13px' },
  kpiValue: { fontSize: '30px', fontWeight: 700, lineHeight: '36px' },
  unread: {
    marginBottom: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    cursor: 'pointer',
    textAlign: 'left',
    font: 'inherit',
    color: 'inherit',
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-visible': { outline: `2px solid ${SUNRISE}` },
  },
  legend: { display: 'flex', gap: '16px', fontSize: '12px', color: tokens.colorNeutralForeground3, flexWrap: 'wrap' },
  header: { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
  topPages: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '6px' },
  topPage: { display: 'flex', justifyContent: 'space-between', gap: '16px', fontSize: '14px' },
  topPath: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  dot: { display: 'inline-block', width: '10px', height: '10px', borderRadius: '50%', marginRight: '6px' },
});

function Kpi({ label, value, series, color }: { label: string; value: number; series: number[]; color: string }) {
  const styles = useStyles();
  return (
    <Panel className={styles.kpi}>
      <span className={styles.kpiLabel}>{label}</span>
      <span className={styles.kpiValue}>{value.toLocaleString('pt-BR')}</span>
      <svg viewBox="0 0 120 28" width="100%" height="28" aria-hidden preserveAspectRatio="none">
        <path
          d={linePath(series, 120, 26)}
          fill="none"
          stroke={color}
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </Panel>
  );
}

/** A dashboard figure that leads to its screen (unread contacts, the mail queue). */
function KpiLink(props: {
  testId: string;
  icon: JSX.Element;
  label: string;
  value: number | string;
  highlight: boolean;
  linkText: string;
  onClick(): void;
}) {
  const styles = useStyles();
  return (
    <button
      type="button"
      className={styles.unread}
      style={{
        background: tokens.colorNeutralBackground1,
        borderRadius: 10,
        border: `1px solid ${tokens.colorNeutralStroke2}`,
        padding: 20,
      }}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      <span className={styles.kpiLabel}>
        {props.icon}
        {props.label}
      </span>
      <span className={styles.kpiValue} style={{ color: props.highlight ? SUNRISE : undefined }}>
        {props.value}
      </span>
      <span style={{ fontSize: 12, color: tokens.colorBrandForeground1 }}>{props.linkText}</span>
    </button>
  );
}

/** A day without a backup is worth a look: the figure turns orange past this. */
const BACKUP_STALE_MS = 26 * 3_600_000;

/** When the last backup succeeded (any replica's nightly one or `npm run backup`). */
function LastBackup({ status }: { status: BackupStatus }) {
  const styles = useStyles();
  const at = status.lastSuccessAt ? Date.parse(status.lastSuccessAt) : undefined;
  // The moment the dashboard opened: the figure need not age while it stays open.
  const [openedAt] = useState(() => Date.now());
  const stale = at === undefined || openedAt - at > BACKUP_STALE_MS;
  return (
    <Panel className={styles.kpi}>
      <span className={styles.kpiLabel} data-testid="last-backup">
        Último backup
      </span>
      <span className={styles.kpiValue} style={{ fontSize: 20, color: stale ? SUNRISE : undefined }}>
        {at === undefined ? 'Nenhum registrado' : formatDateTime(at)}
      </span>
      <span style={{ fontSize: 12, color: tokens.colorNeutralForeground3 }}>
        {status.nightly ? 'Backup noturno ligado' : 'Backup noturno desligado (BACKUP_DIR)'}
      </span>
    </Panel>
  );
}

export function HomePage() {
  const styles = useStyles();
  const { api } = useAdmin();
  const session = useSession();
  const { navigate } = useGuardedNavigate();
  const isAdmin = session.role === Role.Admin;
  const [period, setPeriod] = useState<Period>(30);
  const stats = useResource(useCallback(() => api.eventsSummary(period), [api, period]));
  const contacts = useResource(useCallback(() => (isAdmin ? api.listContacts() : Promise.resolve([])), [api, isAdmin]));
  const mails = useResource(
    useCallback(() => (isAdmin ? api.mailQueueCounts() : Promise.resolve(null)), [api, isAdmin]),
  );
  const backups = useResource(
    useCallback(() => (isAdmin ? api.backupStatus() : Promise.resolve(null)), [api, isAdmin]),
  );
  // Marketing sends campaigns but may not read the mail queue: its campaigns list says the same.
  const campaignList = useResource(
    useCallback(() => (isAdmin ? Promise.resolve(null) : api.listCampaigns()), [api, isAdmin]),
  );
  const mailServerWait = mails.data
    ? { campaigns: mails.data.campaignsWaitingForServer, error: mails.data.mailServerError }
    : campaignList.data
      ? waitingCampaigns(campaignList.data)
      : null;
  const summary = stats.data;
  const error = stats.error ? errorMessage(stats.error, 'Não foi possível carregar as estatísticas.') : null;
  const unread = contacts.data && isAdmin ? contacts.data.filter((c) => !c.read).length : null;

  const days = summary ? fillDays(summary.days, period, new Date()) : [];
  const since = periodLabel(period);
  const totals = summary?.totals ?? { pageview: 0, contact: 0, newsletter: 0 };

  return (
    <>
      <div className={styles.header}>
        <PageHeader title={`Olá, ${displayName(session.username)}`} subtitle={`Resumo dos ${since}.`} />
        <TabList
          aria-label="Período"
          selectedValue={String(period)}
          onTabSelect={(_, data) => setPeriod(Number(data.value) as Period)}
          style={{ marginBottom: 20 }}
        >
          {PERIODS.map((days) => (
            <Tab key={days} value={String(days)}>
              {days} dias
            </Tab>
          ))}
        </TabList>
      </div>
      {error && (
        <Notice
          intent="error"
          style={{ marginBottom: 16 }}
          actions={
            <Button size="small" onClick={stats.reload}>
              Tentar novamente
            </Button>
          }
        >
          {error}
        </Notice>
      )}
      {summary && <WebhookNotices summary={summary} />}
      {mailServerWait && <MailServerWaitNotice {...mailServerWait} />}
      <div className={styles.kpis}>
        {summary ? (
          <>
            <Kpi
              label={`Visualizações de página — ${since}`}
              value={totals.pageview}
              series={days.map((d) => d.pageview)}
              color={NAVY}
            />
            <Kpi
              label={`Contatos recebidos — ${since}`}
              value={totals.contact}
              series={days.map((d) => d.contact)}
              color={SUNRISE}
            />
            <Kpi
              label={`Novas assinaturas — ${since}`}
              value={totals.newsletter}
              series={days.map((d) => d.newsletter)}
              color="#0f9d8a"
            />
          </>
        ) : (
          !error &&
          [0, 1, 2].map((i) => (
            <Panel key={i} className={styles.kpi}>
              <Skeleton aria-label="Carregando">
                <SkeletonItem size={12} style={{ width: '60%' }} />
                <SkeletonItem size={32} style={{ marginTop: 8, width: '40%' }} />
                <SkeletonItem size={24} style={{ marginTop: 8 }} />
              </Skeleton>
            </Panel>
          ))
        )}
        {isAdmin && (
          <KpiLink
            testId="unread-contacts"
            icon={<ChatMultiple24Regular style={{ verticalAlign: 'middle', marginRight: 6 }} />}
            label="Contatos não lidos (todos)"
            value={unread ?? '—'}
            highlight={Boolean(unread)}
            linkText="Ver contatos →"
            onClick={() => navigate(ROUTES.contacts)}
          />
        )}
        {isAdmin && (
          <KpiLink
            testId="mail-queue"
            icon={<MailInbox24Regular style={{ verticalAlign: 'middle', marginRight: 6 }} />}
            label="E-mails com falha"
            value={mails.data?.failed ?? '—'}
            highlight={Boolean(mails.data?.failed)}
            linkText={
              mails.data
                ? `${mails.data.pending} ${mails.data.pending === 1 ? 'pendente' : 'pendentes'} · Ver fila →`
                : 'Ver fila →'
            }
            onClick={() => navigate(ROUTES.mailQueue)}
          />
        )}
        {isAdmin && backups.data && <LastBackup status={backups.data} />}
      </div>
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
        {summary && !stats.loading ? (
          <EventsChart days={days} />
        ) : (
          !error && (
            <Skeleton aria-label="Carregando gráfico">
              <SkeletonItem style={{ height: 220 }} />
            </Skeleton>
          )
        )}
      </Panel>
      <Panel>
        <Subtitle1 as="h2" style={{ display: 'block', marginBottom: 12 }}>
          Páginas mais vistas — {since}
        </Subtitle1>
        {summary?.topPages.length ? (
          <ol className={styles.topPages} data-testid="top-pages">
            {summary.topPages.map((page) => (
              <li key={page.path} className={styles.topPage}>
                <span className={styles.topPath} title={page.path}>
                  {page.path}
                </span>
                <span>{page.views.toLocaleString('pt-BR')}</span>
              </li>
            ))}
          </ol>
        ) : (
          summary && <span className={styles.kpiLabel}>Nenhuma visualização no período.</span>
        )}
      </Panel>
      {summary && <LeadsPanels summary={summary} since={since} />}
    </>
  );
}
