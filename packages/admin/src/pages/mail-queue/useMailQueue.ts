import { useCallback, useEffect, useState } from 'react';
import type { QueuedMailView } from '@vitrine/shared/mail-queue';
import { messages } from '@vitrine/shared/messages';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { useResource } from '../../lib/useResource';

const m = messages.admin;

/** The outbox as the screen shows it, and the three things staff may do to one mail. */
export function useMailQueue() {
  const { api } = useAdmin();
  const notify = useNotify();
  const queue = useResource(useCallback(() => api.mailQueue(), [api]));
  const reload = queue.reload;
  const [discarding, setDiscarding] = useState<QueuedMailView | null>(null);
  const { busy, run } = useBusyAction();

  useEffect(() => {
    if (queue.error) notify('error', m.mailQueueFetchError, serverReason(queue.error));
  }, [queue.error, notify]);

  const retry = useCallback(
    (mail: QueuedMailView) =>
      run(
        m.mailRetryError,
        async () => {
          await api.retryMail(mail.id);
          notify('success', m.mailRetried);
        },
        reload,
      ),
    [api, notify, reload, run],
  );

  const sendNow = useCallback(
    (mail: QueuedMailView) =>
      run(
        m.mailSendNowError,
        async () => {
          await api.sendMailNow(mail.id);
          notify('success', m.mailSentNow);
        },
        reload,
      ),
    [api, notify, reload, run],
  );

  async function discard() {
    if (!discarding) return;
    await run(
      m.mailDiscardError,
      async () => {
        await api.discardMail(discarding.id);
        notify('success', m.mailDiscarded);
        setDiscarding(null);
      },
      () => reload(),
    );
  }

  return { queue, reload, discarding, setDiscarding, busy, retry, sendNow, discard };
}
