import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { messages } from '@vitrine/shared/messages';
import type { ImportJob } from '@vitrine/shared/wordpress';
import type { ContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { Logger } from '../../lib/logger';
import { importWordPress } from './wordpress-import.service';

/**
 * The admin's imports: the files sent are kept in DATA_DIR/importacoes/<id> between the dry
 * run and the import, and the job's progress lives in this process (the screen asks it every
 * second). The import itself is the command line's (wordpress-import.service.ts).
 */

interface Job extends ImportJob {
  dir: string;
  xml: string;
  uploads?: string;
}

const KEPT_JOBS = 20;

export interface JobSettings {
  db: Db;
  dataDir: string;
  logger: Logger;
  now: () => Date;
  version?: Pick<ContentVersion, 'bumpLocal'>;
  /** Fetch images from the old site (tests turn it off). */
  fetchImages: boolean;
  /** Called when an import finished, so the image queue makes the new images' variants. */
  onImported?: () => void;
}

const view = ({ id, state, done, total, report, error }: Job): ImportJob => ({
  id,
  state,
  done,
  total,
  report,
  ...(error ? { error } : {}),
});

export function wordpressJobs(settings: JobSettings) {
  const jobs = new Map<string, Job>();
  const open = (job: Job) => () => createReadStream(job.xml, { highWaterMark: 256 * 1024 });
  const find = (id: string) => {
    const job = jobs.get(id);
    if (!job) throw notFound(messages.wordpress.jobNotFound);
    return job;
  };

  async function run(job: Job) {
    try {
      job.report = await importWordPress(settings.db, open(job), {
        dryRun: false,
        uploads: job.uploads,
        fetchImages: settings.fetchImages,
        now: settings.now,
        version: settings.version,
        onProgress: (done, total) => Object.assign(job, { done, total }),
      });
      job.state = 'done';
      settings.onImported?.();
    } catch (error) {
      job.state = 'failed';
      job.error = error instanceof AppError ? error.message : messages.http.internal;
      settings.logger.error('wordpress.import.failed', { error: error instanceof Error ? error.stack : String(error) });
    } finally {
      await rm(job.dir, { recursive: true, force: true });
    }
  }

  return {
    /** Keeps the files and answers the dry run; a file that is not a complete export is refused here. */
    async start(xml: Uint8Array, uploads: Uint8Array | undefined): Promise<ImportJob> {
      const id = randomUUID();
      const dir = join(settings.dataDir, 'importacoes', id);
      await mkdir(dir, { recursive: true });
      const job: Job = { id, state: 'ready', done: 0, total: 0, report: null, dir, xml: join(dir, 'export.xml') };
      try {
        await writeFile(job.xml, xml);
        if (uploads) {
          job.uploads = join(dir, 'uploads.zip');
          await writeFile(job.uploads, uploads);
        }
        job.report = await importWordPress(settings.db, open(job), {
          dryRun: true,
          uploads: job.uploads,
          fetchImages: false,
          now: settings.now,
        });
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      job.total = job.report.posts.length;
      for (const old of [...jobs.values()].slice(0, Math.max(0, jobs.size - KEPT_JOBS + 1))) {
        if (old.state !== 'running') {
          jobs.delete(old.id);
          if (old.state === 'ready') await rm(old.dir, { recursive: true, force: true });
        }
      }
      jobs.set(id, job);
      return view(job);
    },
    get: (id: string): ImportJob => view(find(id)),
    /** Starts the import of a job whose dry run was seen; answers at once (progress through `get`). */
    execute(id: string): ImportJob {
      const job = find(id);
      if (job.state !== 'ready') throw new AppError('conflict', messages.wordpress.jobBusy);
      job.state = 'running';
      job.done = 0;
      void run(job);
      return view(job);
    },
  };
}
