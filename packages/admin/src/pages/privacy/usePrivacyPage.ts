import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { messages } from '@vitrine/shared/messages';
import type { DsrRequest, DsrSubjectData } from '@vitrine/shared/lgpd';
import { dsrOpenSchema, validate } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { foundRecords } from '../../lib/dsr';
import { downloadFile } from '../../lib/exports';
import { useResource } from '../../lib/useResource';

/** What the screen shows: a look-up (no request yet) or an open request with its data. */
export interface Current {
  request: DsrRequest | null;
  data: DsrSubjectData;
}

/**
 * The privacy screen's state and the calls behind its buttons: the look-up, the request being
 * worked on (open, export, close, erase) and the overview of requests and retention runs.
 */
export function usePrivacyPage() {
  const { api } = useAdmin();
  const notify = useNotify();
  const overview = useResource(useCallback(() => api.dsrOverview(), [api]));
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [current, setCurrent] = useState<Current | null>(null);
  const { busy, run } = useBusyAction();
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

  const openExisting = useCallback(
    (request: DsrRequest) => {
      setEmail(request.subject);
      load(request.id).catch((error: unknown) => notify('error', messages.admin.dsrLookupError, serverReason(error)));
    },
    [load, notify],
  );

  const records = useMemo(() => (current ? foundRecords(current.data) : []), [current]);
  const actions = useDsrRequestActions({ current, setCurrent, setEmail, load, reload, run });
  return { overview, email, setEmail, emailError, current, records, busy, search, openExisting, ...actions };
}

interface ActionDeps {
  current: Current | null;
  setCurrent: (current: Current | null) => void;
  setEmail: (email: string) => void;
  load: (requestId: number) => Promise<void>;
  reload: () => void;
  run: ReturnType<typeof useBusyAction>['run'];
}

/** What staff do with the address on screen: open a request, export, close or erase it. */
function useDsrRequestActions({ current, setCurrent, setEmail, load, reload, run }: ActionDeps) {
  const { api } = useAdmin();
  const notify = useNotify();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');

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

  function askErase() {
    setConfirmation('');
    setConfirmOpen(true);
  }

  return {
    confirmOpen,
    setConfirmOpen,
    confirmation,
    setConfirmation,
    openRequest,
    exportAs,
    erase,
    close,
    askErase,
  };
}
