import type { ImportReport } from '@vitrine/shared/wordpress';

const OUTCOME_LABEL = {
  imported: 'importado',
  updated: 'atualizado',
  unchanged: 'sem mudanças',
  skipped: 'ignorado',
} as const;
const STATUS_LABEL = { published: 'publicado', scheduled: 'agendado', draft: 'rascunho' } as const;

/** The report as the command line prints it: totals first, then one line per post with its notes. */
export function formatReport(report: ImportReport, publicUrl = ''): string {
  const c = report.counts;
  const others = Object.entries(report.others)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');
  const lines = [
    `${report.dryRun ? 'Simulação da importação' : 'Importação concluída'} de ${report.site}`,
    `Itens no arquivo: ${report.totalItems} (${report.posts.length} posts${others ? `; não importados por não serem posts: ${others}` : ''})`,
    `Posts: ${c.imported} ${report.dryRun ? 'a importar' : 'importados'}, ${c.updated} ${report.dryRun ? 'a atualizar' : 'atualizados'}, ${c.unchanged} sem mudanças, ${c.skipped} ignorados`,
    `Imagens: ${report.images.found} encontradas, ${report.images.missing} não encontradas, ${report.images.generatedCovers} capas neutras geradas`,
    `Redirecionamentos: ${report.redirects.created} criados, ${report.redirects.kept} já existiam`,
    ...report.notes,
    '',
  ];
  for (const post of report.posts) {
    const status = post.status ? `, ${STATUS_LABEL[post.status]}` : '';
    const where = post.path ? ` → ${publicUrl}${post.path}` : '';
    lines.push(`#${post.sourceId} ${post.title} [${OUTCOME_LABEL[post.outcome]}${status}]${where}`);
    for (const note of post.notes) lines.push(`    - ${note}`);
  }
  return `${lines.join('\n')}\n`;
}
