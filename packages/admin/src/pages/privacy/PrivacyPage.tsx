import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { messages } from '@vitrine/shared/messages';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  Checkmark20Regular,
  Delete20Regular,
  DocumentAdd20Regular,
  Search20Regular,
} from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import { DSR_DEADLINE_DAYS, type DsrRequest, type DsrSubjectData, type RetentionRun } from '@vitrine/shared/lgpd';
import { dsrOpenSchema, validate } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataGrid, gridHeight, type ColumnContext } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { rowActionsColumn } from '../../components/RowActions';
import { actionsText, deadlineText, foundRecords, requestText, type FoundRecord } from '../../lib/dsr';
import { downloadFile } from '../../lib/exports';
import { dateComparator, gridDate } from '../../lib/grid-format';
import { useResource } from '../../lib/useResource';

const useStyles = makeStyles({
  search: { display: 'flex', alignItems: 'flex-end', gap: '8px', flexWrap: 'wrap' },
  // Top-aligned, the button level with the input (below the field's 20 px label and 2 px gap): a
  // validation message under the input grows the field downwards without moving the button.
  lookup: { display: 'flex', alignItems: 'flex-start', gap: '8px', flexWrap: 'wrap' },
  lookupButton: { marginTop: '22px' },
  searchField: { flexGrow: 1, minWidth: '240px', maxWidth: '420px' },
  resultHead: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap', marginBottom: '12px' },
  resultTitle: { marginRight: 'auto' },
  counts: { display: 'flex', gap: '8px', flexWrap: 'wrap', marginBottom: '12px' },
  muted: { color: tokens.colorNeutralForeground3, display: 'block' },
  retention: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: '12px',
    margin: '8px 0 16px',
  },
  retentionItem: {
    padding: '10px 12px',
    borderRadius: '8px',
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
});

/** What the screen shows: a look-up (no request yet) or an open request with its data. */
interface Current {
  request: DsrRequest | null;
  data: DsrSubjectData;
}

/**
 * /admin/privacidade — data-subject requests (LGPD art. 18): find everything held about one
 * address, export it (JSON, CSV), erase it after typing the address again, and see each request
 * with its 15-day deadline; plus the retention periods and what the daily purge removed.
 */
export function PrivacyPage() {
  const styles = useStyles();
  const { api } = useAdmin();
  const notify = useNotify();
  const overview = useResource(useCallback(() => api.dsrOverview(), [api]));
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [current, setCurrent] = useState<Current | null>(null);
  const { busy, run } = useBusyAction();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const reload = overview.reload;

  useEffect(() => {
    if (overview.error) notify('error', messages.admin.dsrListError, serverReason(overview.error));
  }, [overview.error, notify]);

  const load = useCallback(
    async (requestId: number) => {
      const answer = await api.dsrData(requestId);
      setCurrent(answer);
      reload();
    },
    [api, reload],
  );

  async function search(event: FormEvent) {
    event.preventDefault();
    const checked = validate(dsrOpenSchema, { email });
    if (!checked.ok) {
      setEmailError(checked.errors.email);
      return;
    }
    setEmailError(undefined);
    await run(messages.admin.dsrLookupError, async () => {
      const { data } = await api.dsrLookup(checked.data.email);
      setCurrent({ request: null, data });
    });
  }

  /** The person made a formal request: it opens (or continues) with its 15-day clock. */
  async function openRequest() {
    if (!current) return;
    await run(messages.admin.dsrOpenError, async () => {
      const request = await api.openDsrRequest(current.data.email);
      await load(request.id);
      notify('success', messages.admin.dsrOpened(request.id));
    });
  }

  async function exportAs(formato: 'json' | 'csv') {
    const request = current?.request;
    if (!request) return;
    await run(messages.admin.dsrExportError, async () => {
      downloadFile(await api.dsrExport(request.id, formato));
      notify('success', messages.admin.dsrExported(formato));
      reload();
    });
  }

  async function erase() {
    const request = current?.request;
    if (!request) return;
    await run(messages.admin.dsrEraseError, async () => {
      const answer = await api.dsrErase(request.id, confirmation);
      notify('success', answer.message);
      setConfirmOpen(false);
      setCurrent(null);
      setEmail('');
      reload();
    });
  }

  async function close() {
    const request = current?.request;
    if (!request) return;
    await run(messages.admin.dsrCloseError, async () => {
      const answer = await api.dsrClose(request.id);
      notify('success', answer.message);
      setCurrent(null);
      reload();
    });
  }

  const openExisting = useCallback(
    (request: DsrRequest) => {
      setEmail(request.subject);
      load(request.id).catch((error: unknown) => notify('error', messages.admin.dsrLookupError, serverReason(error)));
    },
    [load, notify],
  );

  const records = useMemo(() => (current ? foundRecords(current.data) : []), [current]);
  const recordColumns = useMemo<ColDef<FoundRecord>[]>(
    () => [
      { field: 'kind', headerName: 'Registro', width: 130 },
      { field: 'id', headerName: 'ID', width: 80 },
      {
        field: 'date',
        headerName: 'Data',
        width: 150,
        valueFormatter: (p) => gridDate(p.value),
        comparator: dateComparator,
      },
      {
        field: 'summary',
        headerName: 'Resumo',
        flex: 1,
        minWidth: 200,
        tooltipField: 'summary',
        context: { primary: true } satisfies ColumnContext,
      },
    ],
    [],
  );

  const now = new Date();
  const requestColumns = useMemo<ColDef<DsrRequest>[]>(
    () => [
      { field: 'id', headerName: 'Nº', width: 72 },
      {
        field: 'subject',
        headerName: 'Titular',
        flex: 2,
        minWidth: 150,
        tooltipField: 'subject',
        context: { primary: true } satisfies ColumnContext,
      },
      {
        field: 'opened_at',
        headerName: 'Aberta em',
        width: 140,
        context: { hideBelow: 900 } satisfies ColumnContext,
        valueFormatter: (p) => gridDate(p.value),
        comparator: dateComparator,
      },
      // These give way on a narrow grid and are listed under the address instead.
      {
        field: 'opened_by',
        headerName: 'Aberta por',
        flex: 1,
        minWidth: 110,
        tooltipField: 'opened_by',
        context: { hideBelow: 1040 } satisfies ColumnContext,
      },
      // Requests people send from the site's /lgpd form say what they asked for.
      {
        colId: 'request',
        headerName: 'Pedido',
        flex: 2,
        minWidth: 180,
        valueGetter: (p) => (p.data ? requestText(p.data) : ''),
        tooltipValueGetter: (p) => (p.data ? requestText(p.data) : ''),
      },
      {
        colId: 'deadline',
        headerName: `Prazo (${DSR_DEADLINE_DAYS} dias)`,
        width: 170,
        valueGetter: (p) => (p.data ? deadlineText(p.data, new Date()).text : ''),
        cellRenderer: (p: { data?: DsrRequest }) => {
          if (!p.data) return null;
          const d = deadlineText(p.data, new Date());
          return (
            <span title={p.data.status === 'open' ? `Prazo: ${gridDate(p.data.deadline_at)}` : undefined}>
              <Badge appearance="tint" color={d.tone}>
                {d.text}
              </Badge>
            </span>
          );
        },
      },
      {
        colId: 'actions-done',
        headerName: 'O que foi feito',
        flex: 2,
        minWidth: 160,
        context: { hideBelow: 1040 } satisfies ColumnContext,
        valueGetter: (p) => (p.data ? actionsText(p.data) : ''),
        tooltipValueGetter: (p) => (p.data ? actionsText(p.data) : undefined),
      },
      rowActionsColumn<DsrRequest>({ colId: 'open', headerName: '', width: 52, minWidth: 52 }, (request) =>
        request.status === 'open'
          ? [{ kind: 'open', label: `Abrir solicitação de ${request.subject}`, onClick: () => openExisting(request) }]
          : [],
      ),
    ],
    [openExisting],
  );

  const requests = overview.data?.requests ?? (overview.error ? [] : null);
  const openCount = requests?.filter((r) => r.status === 'open').length ?? 0;
  const retention = overview.data?.retention;
  const counts = current
    ? {
        Contatos: current.data.contacts.length,
        Newsletter: current.data.subscribers.length,
        'E-mails': current.data.mails.length,
        Auditoria: current.data.audit.length,
      }
    : null;

  return (
    <>
      <PageHeader
        title="Privacidade (LGPD)"
        subtitle="Solicitações de titulares: consulta, exportação e eliminação de dados pessoais, com prazo legal."
      />
      <Panel>
        <Subtitle1 as="h2" style={{ display: 'block', marginBottom: 4 }}>
          Consultar titular
        </Subtitle1>
        <Caption1 className={styles.muted} style={{ marginBottom: 12 }}>
          Busca o e-mail em contatos, assinantes da newsletter, e-mails enviados e na auditoria. A busca não abre uma
          solicitação: abra uma quando o titular fizer o pedido (prazo de {DSR_DEADLINE_DAYS} dias).
        </Caption1>
        <form className={styles.lookup} onSubmit={(e) => void search(e)} noValidate aria-label="Consultar titular">
          <Field className={styles.searchField} label="E-mail do titular" required validationMessage={emailError}>
            <Input
              type="email"
              value={email}
              onChange={(_, d) => setEmail(d.value)}
              autoComplete="off"
              name="dsr-email"
            />
          </Field>
          <Button
            type="submit"
            appearance="primary"
            icon={<Search20Regular />}
            disabled={busy}
            className={styles.lookupButton}
          >
            Buscar
          </Button>
        </form>
      </Panel>

      {current && counts && (
        <Panel>
          <div className={styles.resultHead}>
            <Subtitle1 as="h2" className={styles.resultTitle} data-testid="dsr-subject">
              {current.request
                ? `Solicitação nº ${current.request.id} — ${current.data.email}`
                : `Consulta — ${current.data.email}`}
            </Subtitle1>
            {current.request && (
              <Badge appearance="tint" color={deadlineText(current.request, now).tone}>
                {deadlineText(current.request, now).text}
              </Badge>
            )}
          </div>
          <div className={styles.counts} data-testid="dsr-counts">
            {Object.entries(counts).map(([label, count]) => (
              <Badge key={label} appearance="outline" color={count ? 'brand' : 'informative'}>
                {label}: {count}
              </Badge>
            ))}
          </div>
          <DataGrid<FoundRecord>
            label="Registros do titular"
            rowData={records}
            columnDefs={recordColumns}
            getRowId={(p) => p.data.key}
            pageSize={5}
            height={gridHeight(5)}
            emptyText="Nenhum dado encontrado para este e-mail"
          />
          {!current.request ? (
            <div className={styles.search} style={{ marginTop: 12 }}>
              <Button
                appearance="primary"
                icon={<DocumentAdd20Regular />}
                disabled={busy}
                onClick={() => void openRequest()}
              >
                Abrir solicitação
              </Button>
            </div>
          ) : (
            <div className={styles.search} style={{ marginTop: 12 }}>
              <Button icon={<ArrowDownload20Regular />} disabled={busy} onClick={() => void exportAs('json')}>
                Exportar JSON
              </Button>
              <Button icon={<ArrowDownload20Regular />} disabled={busy} onClick={() => void exportAs('csv')}>
                Exportar CSV
              </Button>
              <Button icon={<Checkmark20Regular />} disabled={busy} onClick={() => void close()}>
                Concluir sem eliminar
              </Button>
              <Button
                icon={<Delete20Regular />}
                disabled={busy}
                style={{ color: '#c50f1f' }}
                onClick={() => {
                  setConfirmation('');
                  setConfirmOpen(true);
                }}
              >
                Eliminar dados…
              </Button>
            </div>
          )}
        </Panel>
      )}

      <Panel>
        <Subtitle1 as="h2" style={{ display: 'block', marginBottom: 12 }}>
          Solicitações{' '}
          {requests && (
            <Badge appearance="filled" color={openCount ? 'warning' : 'informative'} data-testid="dsr-open-count">
              {openCount} {openCount === 1 ? 'aberta' : 'abertas'}
            </Badge>
          )}
        </Subtitle1>
        <DataGrid<DsrRequest>
          label="Solicitações de titulares"
          rowData={requests}
          loading={requests === null}
          columnDefs={requestColumns}
          getRowId={(p) => String(p.data.id)}
          pageSize={5}
          height={gridHeight(5)}
          emptyText="Nenhuma solicitação registrada"
          onRowOpen={(request) => request.status === 'open' && openExisting(request)}
        />
      </Panel>

      <Panel>
        <Subtitle1 as="h2" style={{ display: 'block' }}>
          Retenção de dados
        </Subtitle1>
        <Body1 className={styles.muted}>
          O servidor apaga diariamente o que passou do prazo. Os prazos são definidos na configuração do servidor.
        </Body1>
        {retention && (
          <div className={styles.retention}>
            <RetentionItem label="Contatos" days={retention.days.contacts} />
            <RetentionItem label="Assinantes cancelados" days={retention.days.subscribers} />
            <RetentionItem label="E-mails enviados" days={retention.days.mails} />
            <RetentionItem label="Auditoria" days={retention.days.audit} />
          </div>
        )}
        <DataGrid<RetentionRun>
          label="Execuções da retenção"
          rowData={retention?.runs ?? (overview.error ? [] : null)}
          columnDefs={RUN_COLUMNS}
          pageSize={5}
          height={gridHeight(5)}
          emptyText="Nenhuma execução registrada ainda"
        />
      </Panel>

      <ConfirmDialog
        open={confirmOpen}
        title="Eliminar dados do titular"
        confirmLabel="Eliminar"
        danger
        busy={busy}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => void erase()}
      >
        <Body1 as="p" style={{ marginTop: 0 }}>
          Contatos e inscrições serão anonimizados (os totais continuam) e os e-mails enviados ao titular serão
          apagados. Os registros da auditoria que citam o endereço são mantidos, com base legal na segurança e na
          prestação de contas, e esta eliminação também fica registrada lá.{' '}
          <strong>Esta ação não pode ser desfeita.</strong>
        </Body1>
        <Field label={`Digite ${current?.data.email ?? 'o e-mail'} para confirmar`} required>
          <Input
            value={confirmation}
            onChange={(_, d) => setConfirmation(d.value)}
            autoComplete="off"
            name="dsr-confirm"
          />
        </Field>
      </ConfirmDialog>
    </>
  );
}

function RetentionItem({ label, days }: { label: string; days: number }) {
  const styles = useStyles();
  return (
    <div className={styles.retentionItem}>
      <Caption1>{label}</Caption1>
      <strong>{days} dias</strong>
    </div>
  );
}

const RUN_COLUMNS: ColDef<RetentionRun>[] = [
  {
    field: 'at',
    headerName: 'Execução',
    width: 160,
    valueFormatter: (p) => gridDate(p.value),
    sort: 'desc',
    comparator: dateComparator,
  },
  { field: 'contacts', headerName: 'Contatos', flex: 1, minWidth: 100 },
  { field: 'subscribers', headerName: 'Assinantes', flex: 1, minWidth: 100 },
  { field: 'mails', headerName: 'E-mails', flex: 1, minWidth: 100 },
  { field: 'audit', headerName: 'Auditoria', flex: 1, minWidth: 100 },
];
