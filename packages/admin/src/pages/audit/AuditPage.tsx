import { Button, Text } from '@fluentui/react-components';
import { ArrowDownload20Regular, ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { AUDIT_PAGE_SIZE } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import type { AuditEntryView } from '@vitrine/shared/schemas';
import { DataGrid } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { AUDIT_COLUMNS } from './auditColumns';
import { AuditFilters } from './AuditFilters';
import { useAuditStyles } from './auditStyles';
import { useAuditPage } from './useAuditPage';

const m = messages.admin;

/** Admins' view of the audit log: who did what, when and from where; filtered on the server. */
export function AuditPage() {
  const styles = useAuditStyles();
  const { form, setForm, page, setPage, audit, total, pages, exporting, apply, exportCsv, clear } = useAuditPage();
  return (
    <>
      <PageHeader
        title="Auditoria"
        subtitle="Quem fez o quê, quando e de onde na área administrativa."
        actions={
          <Button icon={<ArrowDownload20Regular />} onClick={() => void exportCsv()} disabled={exporting}>
            Exportar CSV
          </Button>
        }
      />
      <Panel>
        <AuditFilters form={form} setForm={setForm} onApply={apply} onClear={clear} />
      </Panel>
      <Panel>
        <DataGrid<AuditEntryView>
          label="Auditoria"
          rowData={audit.data?.entries ?? (audit.error ? [] : null)}
          loading={audit.loading && !audit.data}
          columnDefs={AUDIT_COLUMNS}
          getRowId={(p) => String(p.data.id)}
          pageSize={AUDIT_PAGE_SIZE}
          // Paged on the server: the grid shows one page, the bar below moves between them.
          pagination={false}
          height={560}
          emptyText={m.emptyAudit}
          tooltipShowDelay={400}
        />
        <div className={styles.pager} role="navigation" aria-label="Páginas da auditoria">
          <Text data-testid="audit-total">
            {total === 1 ? '1 registro' : `${total.toLocaleString('pt-BR')} registros`} · Página {page} de {pages}
          </Text>
          <Button
            appearance="subtle"
            icon={<ChevronLeft20Regular />}
            aria-label="Página anterior"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          />
          <Button
            appearance="subtle"
            icon={<ChevronRight20Regular />}
            aria-label="Próxima página"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          />
        </div>
      </Panel>
    </>
  );
}
