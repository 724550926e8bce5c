import { useMemo, useState } from 'react';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import { ClassicEditor, type EditorConfig } from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import type { ImageStore } from './plugins';
import { editorConfig } from './editor-config';
import { ReferenceDialog } from './ReferenceDialog';

export interface RichTextEditorProps {
  initialData: string;
  imageStore: ImageStore;
  onChange(html: string): void;
  label: string;
  /** While the post is being saved: the text can be read and scrolled, not changed. */
  readOnly?: boolean;
}

/**
 * CKEditor 5 as the post body: headings 1 and 2 only, the formatting the public blog styles,
 * tables, images kept in memory until save, and the 'Referências' link button.
 */
export function RichTextEditor({ initialData, imageStore, onChange, label, readOnly = false }: RichTextEditorProps) {
  const [reference, setReference] = useState<{ text: string; resolve(url: string | null): void } | null>(null);

  // Built once per image store: CKEditor re-creates itself when its config object changes.
  const config = useMemo<EditorConfig>(() => {
    const requestUrl = (text: string) => new Promise<string | null>((resolve) => setReference({ text, resolve }));
    return editorConfig(imageStore, label, requestUrl);
  }, [imageStore, label]);

  return (
    <div aria-label={label} role="group" className="post-content-editor">
      <CKEditor
        editor={ClassicEditor}
        config={config}
        data={initialData}
        disabled={readOnly}
        onChange={(_, editor) => onChange(editor.getData())}
        onReady={(editor) => {
          // The toolbar-and-area wrapper is announced too; give it the field's name, not the translation's.
          editor.ui.view.element?.setAttribute('aria-label', `Editor: ${label}`);
        }}
      />
      {reference && (
        <ReferenceDialog
          selectedText={reference.text}
          onClose={(url) => {
            reference.resolve(url);
            setReference(null);
          }}
        />
      )}
    </div>
  );
}
