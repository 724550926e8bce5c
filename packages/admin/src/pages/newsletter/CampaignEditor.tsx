import { Field, Input, Subtitle1 } from '@fluentui/react-components';
import { CAMPAIGN_STATUS_LABELS } from '@vitrine/shared/schemas';
import { Panel } from '../../components/Panel';
import { RichTextEditor } from '../../editor/RichTextEditor';
import type { ImageStore } from '../../editor/plugins';
import { campaignStatusLabel, isEditable, subscribersLabel } from '../../lib/campaigns';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CampaignPreviewPane } from './CampaignPreviewPane';
import { CampaignProgress } from './CampaignProgress';
import { CampaignSendControls } from './CampaignSendControls';
import { useCampaignStyles } from './campaignStyles';
import { useCampaignEditor, type CampaignEditorProps, type CampaignEditorState } from './useCampaignEditor';

export type { CampaignEditorProps } from './useCampaignEditor';

// Campaign images come from posts (absolute URLs of the site); pasted files are not uploaded.
const noUploads: ImageStore = {
  add: () => Promise.reject(new Error('Para usar imagens, crie a campanha a partir de um post.')),
};

/** One campaign: its text, preview at phone and desktop widths, test, sending and live progress. */
export function CampaignEditor(props: CampaignEditorProps) {
  const { campaignId } = props;
  const styles = useCampaignStyles();
  const editor = useCampaignEditor(props);
  const { campaign, form } = editor;
  const editable = isEditable(campaign);
  if (!form) return null;

  return (
    <Panel>
      <div className={styles.layout}>
        <section className={styles.column} aria-label="Campanha">
          <Subtitle1 as="h2">
            {campaignId === null
              ? 'Nova campanha'
              : `Campanha: ${campaign ? campaignStatusLabel(campaign) : CAMPAIGN_STATUS_LABELS.draft}`}
          </Subtitle1>
          <CampaignFields editor={editor} form={form} editable={editable} />
          <CampaignSendControls campaignId={campaignId} editable={editable} editor={editor} />
          {campaign && campaign.status !== 'draft' && (
            <CampaignProgress campaign={campaign} busy={editor.busy} act={editor.act} />
          )}
        </section>
        <CampaignPreviewPane preview={editor.preview} width={editor.width} onWidthChange={editor.setWidth} />
      </div>
      <ConfirmDialog
        open={editor.confirmingSend}
        title="Enviar campanha"
        confirmLabel="Enviar agora"
        busy={editor.busy === 'enviar'}
        onCancel={() => editor.setConfirmingSend(false)}
        onConfirm={() => {
          editor.setConfirmingSend(false);
          editor.act('enviar');
        }}
      >
        Enviar para {subscribersLabel(campaign?.audience ?? 0)}? O envio começa em seguida; enquanto estiver em
        andamento, pode ser pausado ou cancelado.
      </ConfirmDialog>
    </Panel>
  );
}

interface FieldsProps {
  editor: CampaignEditorState;
  form: NonNullable<CampaignEditorState['form']>;
  editable: boolean;
}

/** Subject, preheader and body; read-only once the campaign has left its draft. */
function CampaignFields({ editor, form, editable }: FieldsProps) {
  const styles = useCampaignStyles();
  const { errors } = editor;
  return (
    <>
      <Field label="Assunto" required validationMessage={errors.subject}>
        <Input value={form.subject} disabled={!editable} onChange={(_, d) => editor.update('subject', d.value)} />
      </Field>
      <Field
        label="Texto de pré-visualização"
        hint="A linha que as caixas de entrada mostram depois do assunto."
        validationMessage={errors.preheader}
      >
        <Input value={form.preheader} disabled={!editable} onChange={(_, d) => editor.update('preheader', d.value)} />
      </Field>
      <Field label="Conteúdo" validationMessage={errors.body}>
        <div className={styles.editorBox}>
          <RichTextEditor
            label="Conteúdo da campanha"
            initialData={form.body}
            imageStore={noUploads}
            readOnly={!editable}
            onChange={(html) => editor.update('body', html)}
          />
        </div>
      </Field>
    </>
  );
}
