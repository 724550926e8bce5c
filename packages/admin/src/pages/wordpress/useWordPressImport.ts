import { useEffect, useState } from 'react';
import type { MultipartPart } from '@vitrine/shared/api-client';
import { messages } from '@vitrine/shared/messages';
import type { ImportJob } from '@vitrine/shared/wordpress';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';

const m = messages.wordpress;

async function partOf(name: string, file: File): Promise<MultipartPart> {
  return {
    name,
    file: {
      fileName: file.name,
      type: file.type || 'application/octet-stream',
      bytes: new Uint8Array(await file.arrayBuffer()),
    },
  };
}

/**
 * The import's files and its job: `check` sends them for a dry run (with the upload's progress),
 * `start` runs the import, whose progress is then followed until it is done or failed.
 */
export function useWordPressImport() {
  const { api } = useAdmin();
  const notify = useNotify();
  const [xml, setXml] = useState<File | null>(null);
  const [uploads, setUploads] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [job, setJob] = useState<ImportJob | null>(null);
  const { busy, run } = useBusyAction();

  // While the import runs, its progress is asked for every second.
  const running = job?.state === 'running';
  const jobId = job?.id;
  useEffect(() => {
    if (!running || !jobId) return;
    const timer = setInterval(() => {
      api.wordPressImport(jobId).then(
        (next) => {
          setJob(next);
          if (next.state === 'done') notify('success', m.done);
          if (next.state === 'failed') notify('error', next.error ?? m.runError);
        },
        (error: unknown) => notify('error', m.progressError, serverReason(error)),
      );
    }, 1000);
    return () => clearInterval(timer);
  }, [api, jobId, running, notify]);

  async function check() {
    if (!xml) {
      notify('error', m.fileRequired);
      return;
    }
    await run(m.sendError, async () => {
      setJob(null);
      const parts = [await partOf('arquivo', xml), ...(uploads ? [await partOf('uploads', uploads)] : [])];
      setJob(await api.startWordPressImport(parts, { onUploadProgress: setSent }));
    });
  }

  async function start() {
    if (!job) return;
    await run(m.runError, async () => setJob(await api.runWordPressImport(job.id)));
  }

  return { xml, setXml, uploads, setUploads, sent, job, busy, running, check, start };
}
