import { Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { LIMITS } from '@vitrine/shared/constants';
import { Notice } from '../../components/Notice';
import { Panel } from '../../components/Panel';
import { EXTERNAL_IMAGES_WARNING } from '../../lib/content-images';
import type { PostFormState } from '../../lib/post-form';
import type { ImageStore } from '../../editor/plugins';
import { RichTextEditor } from '../../editor/RichTextEditor';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: '16px' },
  contentLabel: { fontWeight: 600, marginBottom: '6px', display: 'block' },
  contentError: { color: tokens.colorPaletteRedForeground1, fontSize: '12px' },
});

type Update = <K extends keyof PostFormState>(key: K, value: PostFormState[K]) => void;

/** The post's text: title, subtitle, description and the rich text content. */
export function PostTextPanel({
  form,
  errors,
  update,
  editor,
}: {
  form: PostFormState;
  errors: Record<string, string>;
  update: Update;
  editor: { editorKey: number; imageStore: ImageStore; saving: boolean; externalImages: boolean };
}) {
  const styles = useStyles();
  return (
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
      <Field label="Descrição" required validationMessage={errors.description} hint="Resumo exibido na lista do blog.">
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
  );
}
