import {
  Button,
  Field,
  Input,
  Spinner,
  Subtitle2,
  Textarea,
  makeStyles,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Badge } from '@fluentui/react-components';
import {
  ArrowLeft20Regular,
  Calendar20Regular,
  Eye20Regular,
  History20Regular,
  Save20Regular,
  Send20Regular,
  ArrowUndo20Regular,
} from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { LIMITS } from '@vitrine/shared/constants';
import { formatNewsroomDateTime, formatNewsroomTime, POST_STATUS_LABELS } from '@vitrine/shared/publishing';
import { paths } from '@vitrine/shared/routes';
import { estimateReadingTime, READING_WORDS_PER_MINUTE } from '@vitrine/shared/format';
import { useGuardedNavigate, useUnsavedChanges } from '../../core/NavigationGuard';
import { BusyButton } from '../../components/BusyButton';
import { Notice } from '../../components/Notice';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { ROUTES } from '../../lib/navigation';
import { EXTERNAL_IMAGES_WARNING } from '../../lib/content-images';
import { RichTextEditor } from '../../editor/RichTextEditor';
import { CoverImageField } from './CoverImageField';
import { FooterSection, LinkButtonSection } from './PostSections';
import { TagsField } from './TagsField';
import { usePostEditor } from './usePostEditor';
import { HistoryDialog } from './HistoryDialog';
import { ScheduleDialog } from './ScheduleDialog';

const STATUS_COLORS = { draft: 'informative', scheduled: 'warning', published: 'success' } as const;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 340px',
    gap: '20px',
    alignItems: 'start',
    // One column: the panels' own bottom margin separates them (no double gap).
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
  column: { display: 'flex', flexDirection: 'column', gap: '16px' },
  side: { display: 'flex', flexDirection: 'column', gap: '0' },
  heading: { display: 'block', marginBottom: '12px', color: tokens.colorNeutralForeground2 },
  contentLabel: { fontWeight: 600, marginBottom: '6px', display: 'block' },
  contentError: { color: tokens.colorPaletteRedForeground1, fontSize: '12px' },
  // Disables every field while saving, and is otherwise invisible.
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  progress: { marginBottom: '16px' },
  when: { fontSize: '13px', color: tokens.colorNeutralForeground2 },
});

/** What the progress bar says: waiting for the first report, sending, then the server at work. */
function savingLabel(progress: number | null): string {
  if (progress === null) return messages.admin.postSaving;
  if (progress >= 1) return messages.admin.postProcessing;
  return messages.admin.postUploading(Math.round(progress * 100));
}

/** /admin/posts/novo and /admin/posts/{id}: the post form with the rich text editor. */
export default function PostEditorPage({ idParam }: { idParam: string }) {
  const styles = useStyles();
  const editor = usePostEditor(idParam);
  const { navigate } = useGuardedNavigate();
  useUnsavedChanges(editor.dirty);
  const { form, errors, update, publishing } = editor;
  const [dialog, setDialog] = useState<'schedule' | 'history' | null>(null);

  const subtitle = editor.dirty
    ? 'Alterações não salvas'
    : editor.autosavedAt
      ? messages.admin.draftSaved(formatNewsroomTime(editor.autosavedAt))
      : editor.isNew
        ? 'Preencha os dados do post.'
        : 'Tudo salvo.';
  const live = publishing.status !== 'draft';

  if (editor.status === 'loading') return <Spinner label="Carregando post..." style={{ marginTop: 64 }} />;
  if (editor.status !== 'ready') {
    return (
      <>
        <PageHeader title="Editar post" />
        <Notice intent="error">
          {editor.status === 'notFound' ? messages.post.notFound : 'Não foi possível carregar o post.'}
        </Notice>
        <Button style={{ marginTop: 16 }} onClick={() => navigate(ROUTES.posts)}>
          Voltar para os posts
        </Button>
      </>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void editor.save();
      }}
      aria-label={editor.isNew ? 'Novo post' : 'Editar post'}
    >
      <PageHeader
        title={editor.isNew ? 'Novo post' : `Editar post #${editor.postId}`}
        subtitle={subtitle}
        actions={
          <>
            <Button icon={<ArrowLeft20Regular />} onClick={() => navigate(ROUTES.posts)}>
              Voltar
            </Button>
            {!editor.isNew && (
              <Button icon={<History20Regular />} onClick={() => setDialog('history')}>
                Histórico
              </Button>
            )}
            {publishing.status === 'draft' ? (
              <BusyButton type="submit" icon={<Save20Regular />} busy={editor.saving}>
                Salvar rascunho
              </BusyButton>
            ) : (
              <BusyButton type="submit" icon={<Save20Regular />} busy={editor.saving}>
                Salvar alterações
              </BusyButton>
            )}
            {/* Both take the post back to draft; a scheduled post was never public, so it is not "despublicado". */}
            {live && (
              <Button icon={<ArrowUndo20Regular />} disabled={editor.saving} onClick={() => void editor.unpublish()}>
                {publishing.status === 'published' ? 'Despublicar' : 'Cancelar agendamento'}
              </Button>
            )}
            {publishing.status !== 'published' && (
              <Button icon={<Calendar20Regular />} disabled={editor.saving} onClick={() => setDialog('schedule')}>
                Agendar…
              </Button>
            )}
            {publishing.status !== 'published' && (
              <Button
                appearance="primary"
                icon={<Send20Regular />}
                disabled={editor.saving}
                onClick={() => void editor.save({ status: 'published' })}
              >
                Publicar
              </Button>
            )}
          </>
        }
      />
      {dialog === 'schedule' && (
        <ScheduleDialog
          initial={publishing.status === 'scheduled' ? publishing.publish_at : null}
          busy={editor.saving}
          onDismiss={() => setDialog(null)}
          onSchedule={(publishAt) => {
            setDialog(null);
            void editor.save({ status: 'scheduled', publish_at: publishAt });
          }}
        />
      )}
      {dialog === 'history' && editor.postId !== null && (
        <HistoryDialog
          postId={editor.postId}
          current={{ title: form.title, content: form.content }}
          onDismiss={() => setDialog(null)}
          onRestored={() => {
            setDialog(null);
            void editor.reload();
          }}
        />
      )}
      {editor.saving && (
        <Field className={styles.progress} label={savingLabel(editor.uploadProgress)} data-testid="post-saving">
          {/* No value until the first report, and after the upload (the server resizes images): indeterminate. */}
          <ProgressBar
            thickness="large"
            value={editor.uploadProgress !== null && editor.uploadProgress < 1 ? editor.uploadProgress : undefined}
          />
        </Field>
      )}
      <fieldset className={styles.fieldset} disabled={editor.saving}>
        <div className={styles.layout}>
          <Panel className={styles.column}>
            <Field label="Título" required validationMessage={errors.title}>
              <Input
                value={form.title}
                maxLength={LIMITS.titleChars}
                onChange={(_, d) => update('title', d.value)}
                size="large"
              />
            </Field>
            <Field label="Subtítulo" validationMessage={errors.subtitle}>
              <Input
                value={form.subtitle}
                maxLength={LIMITS.subtitleChars}
                onChange={(_, d) => update('subtitle', d.value)}
              />
            </Field>
            <Field
              label="Descrição"
              required
              validationMessage={errors.description}
              hint="Resumo exibido na lista do blog."
            >
              <Textarea
                value={form.description}
                maxLength={LIMITS.descriptionChars}
                resize="vertical"
                rows={3}
                onChange={(_, d) => update('description', d.value)}
              />
            </Field>
            <div>
              <span className={styles.contentLabel} id="post-content-label">
                Conteúdo
              </span>
              <RichTextEditor
                key={editor.editorKey}
                label="Conteúdo do post"
                initialData={form.content}
                imageStore={editor.imageStore}
                readOnly={editor.saving}
                onChange={(html) => update('content', html)}
              />
              {errors.content && <span className={styles.contentError}>{errors.content}</span>}
              {editor.externalImages && (
                <Notice intent="warning" style={{ marginTop: 8 }} data-testid="external-images-warning">
                  {EXTERNAL_IMAGES_WARNING}
                </Notice>
              )}
            </div>
          </Panel>
          <div className={styles.side}>
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
                {!editor.isNew && publishing.status !== 'published' && (
                  <Button icon={<Eye20Regular />} onClick={() => void editor.copyPreviewLink()}>
                    Copiar link de prévia
                  </Button>
                )}
                {editor.previewUrl && (
                  <Field label="Link de prévia" hint="Válido por 7 dias, até ser revogado ou o post ser publicado.">
                    <Input readOnly value={editor.previewUrl} data-testid="preview-url" />
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
            <Panel>
              <LinkButtonSection value={form.linkButton} errors={errors} onChange={(v) => update('linkButton', v)} />
            </Panel>
            <Panel>
              <FooterSection value={form.footer} errors={errors} onChange={(v) => update('footer', v)} />
            </Panel>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
