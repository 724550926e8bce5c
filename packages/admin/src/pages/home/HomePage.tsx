import { Button, Tab, TabList } from '@fluentui/react-components';
import { Notice } from '../../components/Notice';
import { LeadsPanels, WebhookNotices } from './LeadsPanels';
import { PageHeader } from '../../components/PageHeader';
import { displayName } from '../../lib/navigation';
import { MailServerWaitNotice } from '../../components/MailServerNotice';
import { ActivityPanel, TopPagesPanel } from './HomeActivity';
import { HomeKpis } from './HomeKpis';
import { useHomeStyles } from './homeStyles';
import { PERIODS, useHomePage, type Period } from './useHomePage';

/** /admin: the period's figures, what needs attention (unread contacts, failed mail, backups) and the trends. */
export function HomePage() {
  const styles = useHomeStyles();
  const home = useHomePage();
  const { session, period, setPeriod, stats, mailServerWait, summary, error, since, days } = home;

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
      <HomeKpis home={home} />
      <ActivityPanel summary={summary} loading={stats.loading} error={error} days={days} since={since} />
      <TopPagesPanel summary={summary} since={since} />
      {summary && <LeadsPanels summary={summary} since={since} />}
    </>
  );
}
