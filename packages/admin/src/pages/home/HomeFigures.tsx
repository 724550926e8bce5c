import { useState, type JSX } from 'react';
import { Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import type { BackupStatus } from '@vitrine/shared/api-contract';
import { formatDateTime } from '@vitrine/shared/format';
import { Panel } from '../../components/Panel';
import { linePath } from '../../lib/chart';
import { SUNRISE } from '../../core/theme';
import { useHomeStyles } from './homeStyles';

export function Kpi({
  label,
  value,
  series,
  color,
}: {
  label: string;
  value: number;
  series: number[];
  color: string;
}) {
  const styles = useHomeStyles();
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
export function KpiLink(props: {
  testId: string;
  icon: JSX.Element;
  label: string;
  value: number | string;
  highlight: boolean;
  linkText: string;
  onClick(): void;
}) {
  const styles = useHomeStyles();
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
export function LastBackup({ status }: { status: BackupStatus }) {
  const styles = useHomeStyles();
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

/** Placeholders the size of the three figures while the summary loads. */
export function KpiSkeletons() {
  const styles = useHomeStyles();
  return [0, 1, 2].map((i) => (
    <Panel key={i} className={styles.kpi}>
      <Skeleton aria-label="Carregando">
        <SkeletonItem size={12} style={{ width: '60%' }} />
        <SkeletonItem size={32} style={{ marginTop: 8, width: '40%' }} />
        <SkeletonItem size={24} style={{ marginTop: 8 }} />
      </Skeleton>
    </Panel>
  ));
}
