import { useMemo } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { EraseDialog } from './EraseDialog';
import { requestColumns } from './privacyColumns';
import { DsrRequestsPanel, RetentionPanel } from './RequestsAndRetention';
import { SubjectLookupPanel } from './SubjectLookupPanel';
import { SubjectResultPanel } from './SubjectResultPanel';
import { usePrivacyPage } from './usePrivacyPage';

/**
 * /admin/privacidade — data-subject requests (LGPD art. 18): find everything held about one
 * address, export it (JSON, CSV), erase it after typing the address again, and see each request
 * with its 15-day deadline; plus the retention periods and what the daily purge removed.
 */
export function PrivacyPage() {
  const page = usePrivacyPage();
  const { overview, current, busy, openExisting } = page;
  const columns = useMemo(() => requestColumns(openExisting), [openExisting]);
  const requests = overview.data?.requests ?? (overview.error ? [] : null);
  const retention = overview.data?.retention;

  return (
    <>
      <PageHeader
        title="Privacidade (LGPD)"
        subtitle="Solicitações de titulares: consulta, exportação e eliminação de dados pessoais, com prazo legal."
      />
      <SubjectLookupPanel
        email={page.email}
        emailError={page.emailError}
        busy={busy}
        onEmailChange={page.setEmail}
        onSearch={page.search}
      />
      {current && (
        <SubjectResultPanel
          current={current}
          records={page.records}
          busy={busy}
          onOpenRequest={page.openRequest}
          onExport={page.exportAs}
          onClose={page.close}
          onAskErase={page.askErase}
        />
      )}
      <DsrRequestsPanel requests={requests} columns={columns} onOpen={openExisting} />
      <RetentionPanel retention={retention} runs={retention?.runs ?? (overview.error ? [] : null)} />
      <EraseDialog
        open={page.confirmOpen}
        busy={busy}
        email={current?.data.email}
        confirmation={page.confirmation}
        onConfirmationChange={page.setConfirmation}
        onCancel={() => page.setConfirmOpen(false)}
        onConfirm={page.erase}
      />
    </>
  );
}
