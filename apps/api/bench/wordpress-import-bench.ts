import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/migrate';
import { importWordPress } from '../src/features/wordpress/wordpress-import.service';
import { writeBenchExport } from './wordpress-export';

/**
 * npm run bench:wordpress: makes a WordPress export of BENCH_WP_POSTS posts (5,000 by default,
 * about 50 MB), imports it into a new SQLite database as `npm run import:wordpress` does (no
 * image fetching: the posts get the neutral cover), and prints the time, the export's size and
 * the process's peak memory. The goal: under 2 minutes, with memory that does not grow with
 * the export (the XML is streamed; only one post is held at a time).
 */
async function main() {
  const posts = Number(process.env.BENCH_WP_POSTS ?? 5000);
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-wp-bench-'));
  const file = join(dir, 'export.xml');
  try {
    await writeBenchExport(file, posts);
    const megabytes = statSync(file).size / 1024 / 1024;
    process.stdout.write(`Exportação: ${posts} posts, ${megabytes.toFixed(1)} MB\n`);
    const db = openDatabase(join(dir, 'vitrine.db'), { poolMax: 2 });
    await migrateToLatest(db);
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let lastTenth = -1;
    const report = await importWordPress(db, () => createReadStream(file, { highWaterMark: 256 * 1024 }), {
      dryRun: false,
      fetchImages: false,
      now: () => new Date(),
      onProgress: (done, total) => {
        const tenth = Math.floor((done / Math.max(1, total)) * 10);
        if (tenth !== lastTenth) {
          lastTenth = tenth;
          process.stdout.write(`  ${done}/${total} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    clearInterval(sampler);
    await db.destroy();
    process.stdout.write(
      `Importados ${report.counts.imported} posts, ${report.redirects.created} redirecionamentos em ${seconds.toFixed(1)} s ` +
        `(${(report.counts.imported / seconds).toFixed(0)} posts/s); memória máxima do processo ${(peak / 1024 / 1024).toFixed(0)} MB; ` +
        `tempo de CPU do processo ${cpuSeconds.toFixed(1)} s; ${cpus().length} CPUs, carga média ${loadavg()[0]!.toFixed(1)}\n`,
    );
    if (seconds > 120) {
      process.stderr.write('Acima da meta de 2 minutos.\n');
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
