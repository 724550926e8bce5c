import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { AUDIT_PAGE_SIZE } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { EMPTY_AUDIT_FILTERS, auditQueryFrom, type AuditFilterForm } from '../../lib/audit';
import { downloadText } from '../../lib/download';
import { useResource } from '../../lib/useResource';

const m = messages.admin;

/**
 * The audit log, filtered and paged on the server: the filters being typed (`form`) apply only
 * when submitted (`applied`), which goes back to the first page.
 */
export function useAuditPage() {
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

  function clear() {
    setForm(EMPTY_AUDIT_FILTERS);
    setApplied(EMPTY_AUDIT_FILTERS);
    setPage(1);
  }

  return { form, setForm, page, setPage, audit, total, pages, exporting, apply, exportCsv, clear };
}
