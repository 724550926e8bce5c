import { Button, Field, Spinner, makeStyles, ProgressBar } from '@fluentui/react-components';
import { useState } from 'react';
import { messages } from '@vitrine/shared/messages';
import { formatNewsroomTime } from '@vitrine/shared/publishing';
import { useGuardedNavigate, useUnsavedChanges } from '../../core/NavigationGuard';
import { Notice } from '../../components/Notice';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { ROUTES } from '../../lib/navigation';
import { EditorActions } from './EditorActions';
import { FooterSection, LinkButtonSection } from './PostSections';
import { PostTextPanel } from './PostTextPanel';
import { PublicationPanel } from './PublicationPanel';
import { usePostEditor } from './usePostEditor';
import { HistoryDialog } from './HistoryDialog';
import { ScheduleDialog } from './ScheduleDialog';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 340px',
    gap: '20px',
    alignItems: 'start',
    // One column: the panels' own bottom margin separates them (no double gap).
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
  side: { display: 'flex', flexDirection: 'column', gap: '0' },
  // Disables every field while saving, and is otherwise invisible.
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  progress: { marginBottom: '16px' },
});

/** What the progress bar says: waiting for the first report, sending, then the server at work. */
function savingLabel(progress: number | null): string {
  if (progress === null) return messages.admin.postSaving;
  if (progress >= 1) return messages.admin.postProcessing;
  return messages.admin.postUploading(Math.round(progress * 100));
}

/** A post that does not exist, or could not be read: the way back to the list. */
function LoadFailed({ notFound }: { notFound: boolean }) {
  const { navigate } = useGuardedNavigate();
  return (
    <>
      <PageHeader title="Editar post" />
      <Notice intent="error">{notFound ? messages.post.notFound : 'Não foi possível carregar o post.'}</Notice>
      <Button style={{ marginTop: 16 }} onClick={() => navigate(ROUTES.posts)}>
        Voltar para os posts
      </Button>
    </>
  );
}

type PostEditor = ReturnType<typeof usePostEditor>;
type EditorDialog = 'schedule' | 'history' | null;

/** What the header says under the title: unsaved, autosaved at a time, new, or all saved. */
function editorSubtitle(editor: PostEditor): string {
  return editor.dirty
    ? 'Alterações não salvas'
    : editor.autosavedAt
      ? messages.admin.draftSaved(formatNewsroomTime(editor.autosavedAt))
      : editor.isNew
        ? 'Preencha os dados do post.'
        : 'Tudo salvo.';
}

/** Scheduling and the history open over the form, one at a time. */
function EditorDialogs(props: { dialog: EditorDialog; setDialog(dialog: EditorDialog): void; editor: PostEditor }) {
  const { dialog, setDialog, editor } = props;
  return (
    <>
      {dialog === 'schedule' && (
        <ScheduleDialog
          initial={editor.publishing.status === 'scheduled' ? editor.publishing.publish_at : null}
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
          current={{ title: editor.form.title, content: editor.form.content }}
          onDismiss={() => setDialog(null)}
          onRestored={() => {
            setDialog(null);
            void editor.reload();
          }}
        />
      )}
    </>
  );
}

/** /admin/posts/novo and /admin/posts/{id}: the post form with the rich text editor. */
export default function PostEditorPage({ idParam }: { idParam: string }) {
  const styles = useStyles();
  const editor = usePostEditor(idParam);
  const { navigate } = useGuardedNavigate();
  useUnsavedChanges(editor.dirty);
  const { form, errors, update, publishing } = editor;
  const [dialog, setDialog] = useState<EditorDialog>(null);

  const subtitle = editorSubtitle(editor);

  if (editor.status === 'loading') return <Spinner label="Carregando post..." style={{ marginTop: 64 }} />;
  if (editor.status !== 'ready') return <LoadFailed notFound={editor.status === 'notFound'} />;

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
          <EditorActions
            status={publishing.status}
            isNew={editor.isNew}
            busy={editor.saving}
            on={{
              back: () => navigate(ROUTES.posts),
              save: () => void editor.save(),
              publish: () => void editor.save({ status: 'published' }),
              schedule: () => setDialog('schedule'),
              unpublish: () => void editor.unpublish(),
              history: () => setDialog('history'),
            }}
          />
        }
      />
      <EditorDialogs dialog={dialog} setDialog={setDialog} editor={editor} />
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
          <PostTextPanel form={form} errors={errors} update={update} editor={editor} />
          <div className={styles.side}>
            <PublicationPanel
              form={form}
              errors={errors}
              update={update}
              publishing={publishing}
              isNew={editor.isNew}
              previews={editor}
            />
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
