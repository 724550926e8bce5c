import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  Dropdown,
  Field,
  Input,
  Link as FluentLink,
  Option,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Link } from 'wouter';
import { ArrowDownload20Regular, ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import { AUDIT_ACTIONS } from '@vitrine/shared/audit';
import { AUDIT_PAGE_SIZE } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import type { AuditEntryView } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { DataGrid } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import {
  EMPTY_AUDIT_FILTERS,
  auditActionLabel,
  auditDetails,
  auditQueryFrom,
  auditTarget,
  auditTargetHref,
  type AuditFilterForm,
} from '../../lib/audit';
import { downloadText } from '../../lib/download';
import { gridDate } from '../../lib/grid-format';
import { useResource } from '../../lib/useResource';

const m = messages.admin;
const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS) as Array<[string, string]>;

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, 1.2fr) minmax(200px, 1.4fr) minmax(140px, 1fr) minmax(140px, 1fr) auto',
    gap: '12px',
    alignItems: 'end',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // Fluent's Dropdown asks for 250 px at least; in a narrow column it would spill out.
  dropdown: { minWidth: 0 },
  buttons: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '8px',
    marginTop: '10px',
    color: tokens.colorNeutralForeground2,
  },
});

/** The target as words, a link to its screen where it has one ("Post “Gestão de pátio”"). */
function AuditTargetCell({ data, value }: { data?: AuditEntryView; value?: string }) {
  const href = data ? auditTargetHref(data) : null;
  if (!href) return <>{value}</>;
  return (
    <Link href={href} asChild>
      <FluentLink>{value}</FluentLink>
    </Link>
  );
}

/** Admins' view of the audit log: who did what, when and from where; filtered on the server. */
export function AuditPage() {
  const styles = useStyles();
  const { api } = useAdmin();
  const notify = useNotify();
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const { busy: exporting, run: runExport } = useBusyAction();

  const audit = useResource(
    useCallback(() => api.listAudit({ ...auditQueryFrom(applied), pagina: page }), [api, applied, page]),
  );
  useEffect(() => {
    if (audit.error) notify('error', m.auditFetchError, serverReason(audit.error));
  }, [audit.error, notify]);

  const total = audit.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (audit.data?.pageSize ?? AUDIT_PAGE_SIZE)));

  // Widths and minimum widths sum to 722 px: the grid fits the content box at 1024 px (about 730 px) with
  // no sideways scroll. Action, target and details wrap onto more lines rather than being cut:
  // they are sentences to read.
  const columns = useMemo<ColDef<AuditEntryView>[]>(
    () => [
      {
        field: 'at',
        headerName: 'Data',
        width: 120,
        minWidth: 120,
        sortable: false,
        valueFormatter: (p) => gridDate(p.value),
      },
      {
        field: 'actorUsername',
        headerName: 'Usuário',
        flex: 1,
        minWidth: 110,
        sortable: false,
        valueFormatter: (p) => p.value ?? '—',
        tooltipValueGetter: (p) => p.value ?? undefined,
      },
      {
        field: 'action',
        headerName: 'Ação',
        flex: 1.2,
        minWidth: 120,
        sortable: false,
        wrapText: true,
        autoHeight: true,
        valueFormatter: (p) => auditActionLabel(p.value),
      },
      {
        colId: 'target',
        headerName: 'Alvo',
        flex: 1.4,
        minWidth: 150,
        sortable: false,
        wrapText: true,
        autoHeight: true,
        valueGetter: (p) => (p.data ? auditTarget(p.data) : ''),
        tooltipValueGetter: (p) => p.data?.targetName ?? undefined,
        cellRenderer: AuditTargetCell,
      },
      {
        field: 'address',
        headerName: 'Endereço IP',
        width: 112,
        minWidth: 110,
        sortable: false,
        valueFormatter: (p) => p.value ?? '—',
      },
      {
        colId: 'details',
        headerName: 'Detalhes',
        flex: 2,
        minWidth: 110,
        sortable: false,
        wrapText: true,
        autoHeight: true,
        valueGetter: (p) => (p.data ? auditDetails(p.data) : ''),
      },
    ],
    [],
  );

  function apply(event: FormEvent) {
    event.preventDefault();
    if (form.de && form.ate && form.de > form.ate) {
      notify('error', messages.admin.auditDateOrder);
      return;
    }
    setPage(1);
    setApplied(form);
  }

  async function exportCsv() {
    await runExport(m.auditExportError, async () => {
      const file = await api.exportAudit(auditQueryFrom(applied));
      downloadText(file.fileName, file.content);
    });
  }

  const selectedAction = form.acao ? auditActionLabel(form.acao) : 'Todas';
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
        <form className={styles.filters} onSubmit={apply} aria-label="Filtros da auditoria">
          <Field label="Usuário">
            <Input
              name="usuario"
              value={form.usuario}
              placeholder="Nome ou parte dele"
              onChange={(_, d) => setForm((f) => ({ ...f, usuario: d.value }))}
            />
          </Field>
          <Field label="Ação">
            <Dropdown
              className={styles.dropdown}
              aria-label="Ação"
              value={selectedAction}
              selectedOptions={[form.acao]}
              onOptionSelect={(_, d) => setForm((f) => ({ ...f, acao: d.optionValue ?? '' }))}
            >
              <Option value="">Todas</Option>
              {ACTION_OPTIONS.map(([value, label]) => (
                <Option key={value} value={value}>
                  {label}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label="De">
            <Input type="date" name="de" value={form.de} onChange={(_, d) => setForm((f) => ({ ...f, de: d.value }))} />
          </Field>
          <Field label="Até">
            <Input
              type="date"
              name="ate"
              value={form.ate}
              onChange={(_, d) => setForm((f) => ({ ...f, ate: d.value }))}
            />
          </Field>
          <div className={styles.buttons}>
            <Button type="submit" appearance="primary">
              Filtrar
            </Button>
            <Button
              onClick={() => {
                setForm(EMPTY_AUDIT_FILTERS);
                setApplied(EMPTY_AUDIT_FILTERS);
                setPage(1);
              }}
            >
              Limpar
            </Button>
          </div>
        </form>
      </Panel>
      <Panel>
        <DataGrid<AuditEntryView>
          label="Auditoria"
          rowData={audit.data?.entries ?? (audit.error ? [] : null)}
          loading={audit.loading && !audit.data}
          columnDefs={columns}
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
