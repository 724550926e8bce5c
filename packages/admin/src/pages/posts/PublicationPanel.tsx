import { Badge, Button, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Eye20Regular, LinkDismiss20Regular } from '@fluentui/react-icons';
import { formatNewsroomDateTime, POST_STATUS_LABELS, type PostStatus } from '@vitrine/shared/publishing';
import { estimateReadingTime, READING_WORDS_PER_MINUTE } from '@vitrine/shared/format';
import { paths } from '@vitrine/shared/routes';
import type { PostFormState } from '../../lib/post-form';
import { Panel } from '../../components/Panel';
import { CoverImageField } from './CoverImageField';
import { TagsField } from './TagsField';

const STATUS_COLORS = { draft: 'informative', scheduled: 'warning', published: 'success' } as const;

const useStyles = makeStyles({
  heading: { display: 'block', marginBottom: '12px', color: tokens.colorNeutralForeground2 },
  column: { display: 'flex', flexDirection: 'column', gap: '16px' },
  when: { fontSize: '13px', color: tokens.colorNeutralForeground2 },
  previewButtons: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

type Update = <K extends keyof PostFormState>(key: K, value: PostFormState[K]) => void;

/**
 * The side panel "Publicação": the post's status and time, its address, preview links (a new
 * one, or every one revoked), reading time, tags and cover.
 */
export function PublicationPanel({
  form,
  errors,
  update,
  publishing,
  isNew,
  previews,
}: {
  form: PostFormState;
  errors: Record<string, string>;
  update: Update;
  publishing: { status: PostStatus; publish_at: string | null };
  isNew: boolean;
  previews: { previewUrl: string | null; copyPreviewLink(): Promise<void>; revokePreviewLinks(): Promise<void> };
}) {
  const styles = useStyles();
  return (
    <Panel>
      <Subtitle2 className={styles.heading}>Publicação</Subtitle2>
      <div className={styles.column}>
        <div data-testid="post-status">
          <Badge appearance="tint" color={STATUS_COLORS[publishing.status]}>
            {POST_STATUS_LABELS[publishing.status]}
          </Badge>
          {publishing.publish_at && publishing.status !== 'draft' && (
            <span className={styles.when}>
              {publishing.status === 'scheduled' ? ' para ' : ' em '}
              {formatNewsroomDateTime(publishing.publish_at)} (horário de Brasília)
            </span>
          )}
        </div>
        <Field
          label="Endereço (slug)"
          validationMessage={errors.slug}
          hint={`${paths.post(form.slug || '…')} — links antigos continuam funcionando.`}
        >
          <Input value={form.slug} maxLength={120} onChange={(_, d) => update('slug', d.value)} />
        </Field>
        {!isNew && publishing.status !== 'published' && (
          // A link sent too widely can be taken back: every link of the post stops working at once.
          <div className={styles.previewButtons}>
            <Button icon={<Eye20Regular />} onClick={() => void previews.copyPreviewLink()}>
              Copiar link de prévia
            </Button>
            <Button
              appearance="subtle"
              icon={<LinkDismiss20Regular />}
              onClick={() => void previews.revokePreviewLinks()}
            >
              Revogar links de prévia
            </Button>
          </div>
        )}
        {previews.previewUrl && (
          <Field label="Link de prévia" hint="Válido por 7 dias, até ser revogado ou o post ser publicado.">
            <Input readOnly value={previews.previewUrl} data-testid="preview-url" />
          </Field>
        )}
        <Field
          label="Tempo de leitura"
          validationMessage={errors.reading_time}
          hint={`Em branco, calculado pelo texto (cerca de ${READING_WORDS_PER_MINUTE} palavras por minuto). Para outro valor, use MM:SS.`}
        >
          <Input
            value={form.reading_time}
            placeholder={`Automático: ${estimateReadingTime(form.content)}`}
            maxLength={5}
            onChange={(_, d) => update('reading_time', d.value)}
          />
        </Field>
        <TagsField value={form.tags} onChange={(tags) => update('tags', tags)} error={errors.tags} />
        <CoverImageField
          file={form.cover}
          storedUrl={form.coverUrl}
          error={errors.image}
          onChange={(file) => update('cover', file)}
        />
      </div>
    </Panel>
  );
}
