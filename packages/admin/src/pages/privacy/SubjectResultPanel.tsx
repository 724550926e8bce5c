import { Badge, Button, Subtitle1 } from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  Checkmark20Regular,
  Delete20Regular,
  DocumentAdd20Regular,
} from '@fluentui/react-icons';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { Panel } from '../../components/Panel';
import { deadlineText, type FoundRecord } from '../../lib/dsr';
import { RECORD_COLUMNS } from './privacyColumns';
import { usePrivacyStyles } from './privacyStyles';
import type { Current } from './usePrivacyPage';

interface Props {
  current: Current;
  records: FoundRecord[];
  busy: boolean;
  onOpenRequest: () => Promise<void>;
  onExport: (formato: 'json' | 'csv') => Promise<void>;
  onClose: () => Promise<void>;
  onAskErase: () => void;
}

/** Everything found for one address, and what can be done with it at this stage. */
export function SubjectResultPanel({ current, records, busy, onOpenRequest, onExport, onClose, onAskErase }: Props) {
  const styles = usePrivacyStyles();
  const now = new Date();
  const counts = {
    Contatos: current.data.contacts.length,
    Newsletter: current.data.subscribers.length,
    'E-mails': current.data.mails.length,
    Auditoria: current.data.audit.length,
  };
  return (
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
        columnDefs={RECORD_COLUMNS}
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
            onClick={() => void onOpenRequest()}
          >
            Abrir solicitação
          </Button>
        </div>
      ) : (
        <div className={styles.search} style={{ marginTop: 12 }}>
          <Button icon={<ArrowDownload20Regular />} disabled={busy} onClick={() => void onExport('json')}>
            Exportar JSON
          </Button>
          <Button icon={<ArrowDownload20Regular />} disabled={busy} onClick={() => void onExport('csv')}>
            Exportar CSV
          </Button>
          <Button icon={<Checkmark20Regular />} disabled={busy} onClick={() => void onClose()}>
            Concluir sem eliminar
          </Button>
          <Button icon={<Delete20Regular />} disabled={busy} style={{ color: '#c50f1f' }} onClick={onAskErase}>
            Eliminar dados…
          </Button>
        </div>
      )}
    </Panel>
  );
}
