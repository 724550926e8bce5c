import { ChatMultiple24Regular, MailInbox24Regular } from '@fluentui/react-icons';
import { useGuardedNavigate } from '../../core/NavigationGuard';
import { ROUTES } from '../../lib/navigation';
import { NAVY, SUNRISE } from '../../core/theme';
import { Kpi, KpiLink, KpiSkeletons, LastBackup } from './HomeFigures';
import { useHomeStyles } from './homeStyles';
import type { useHomePage } from './useHomePage';

/**
 * The period's three figures, then (Admins) what needs attention: unread contacts, failed mail
 * and the last backup, each leading to its screen.
 */
export function HomeKpis({ home }: { home: ReturnType<typeof useHomePage> }) {
  const styles = useHomeStyles();
  const { navigate } = useGuardedNavigate();
  const { summary, error, isAdmin, totals, days, since, unread, mails, backups } = home;
  return (
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
        !error && <KpiSkeletons />
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
  );
}
