import type { GridApi } from 'ag-grid-community';
import { CSV_MIME, toCsv, type CsvColumn } from '@vitrine/shared/csv';
import { formatDateTime, formatPhone } from '@vitrine/shared/format';
import type { ContactRecord, LeadSourceRecord, Subscriber } from '@vitrine/shared/schemas';
import { describeLeadSource } from '@vitrine/shared/lead-source';

/** A file to hand to the person: a DSR export from the server or a grid's CSV built here. */
export interface DownloadableFile {
  fileName: string;
  mime: string;
  content: string;
}

/** Saves a file through the browser's download (also inside the desktop app's renderer). */
export function downloadFile(file: DownloadableFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The rows the grid shows under its current filter, in its current order (every page). */
export function filteredRows<T>(api: GridApi<T>): T[] {
  const rows: T[] = [];
  api.forEachNodeAfterFilterAndSort((node) => {
    if (node.data) rows.push(node.data);
  });
  return rows;
}

const date = (value: string | null) => (value ? formatDateTime(value) : '');

/** Where a lead came from, a column per part (the same for contacts and subscribers). */
function sourceColumns<T extends { source: LeadSourceRecord }>(): CsvColumn<T>[] {
  return [
    { header: 'Origem', value: (r) => describeLeadSource(r.source) },
    { header: 'Página de entrada', value: (r) => r.source.landing ?? '' },
    { header: 'Site de referência', value: (r) => r.source.referrer ?? '' },
    { header: 'utm_source', value: (r) => r.source.utm_source ?? '' },
    { header: 'utm_medium', value: (r) => r.source.utm_medium ?? '' },
    { header: 'utm_campaign', value: (r) => r.source.utm_campaign ?? '' },
    { header: 'utm_term', value: (r) => r.source.utm_term ?? '' },
    { header: 'utm_content', value: (r) => r.source.utm_content ?? '' },
    { header: 'Página do formulário', value: (r) => r.source.page ?? '' },
    { header: 'Campanha da newsletter', value: (r) => r.source.campaign_id ?? '' },
  ];
}

export const CONTACT_CSV_COLUMNS: CsvColumn<ContactRecord>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: 'Nome', value: (c) => c.name },
  { header: 'E-mail', value: (c) => c.email },
  { header: 'Telefone', value: (c) => formatPhone(c.phone) || c.phone },
  { header: 'Assunto', value: (c) => c.subject },
  { header: 'Mensagem', value: (c) => c.message },
  { header: 'Data', value: (c) => date(c.create_date) },
  { header: 'Lido', value: (c) => (c.read ? 'Sim' : 'Não') },
  ...sourceColumns<ContactRecord>(),
];

export const SUBSCRIBER_CSV_COLUMNS: CsvColumn<Subscriber>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'E-mail', value: (s) => s.email },
  { header: 'Ativo', value: (s) => (s.ativo ? 'Sim' : 'Não') },
  { header: 'Inscrição', value: (s) => date(s.create_date) },
  { header: 'Motivo do cancelamento', value: (s) => s.motivo_cancelamento },
  { header: 'Cancelamento', value: (s) => date(s.data_cancelamento) },
  ...sourceColumns<Subscriber>(),
];

/** 'contatos-2026-03-10.csv': what the file is and when it was taken. */
export function csvFile<T>(name: string, rows: readonly T[], columns: readonly CsvColumn<T>[], now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  return { fileName: `${name}-${day}.csv`, mime: CSV_MIME, content: toCsv(rows, columns) };
}
