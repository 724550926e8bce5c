import { useMemo, useState } from 'react';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  BlockQuote,
  Bold,
  ClassicEditor,
  Essentials,
  Heading,
  Image,
  ImageCaption,
  ImageTextAlternative,
  ImageToolbar,
  ImageUpload,
  Italic,
  Link,
  List,
  Paragraph,
  Table,
  TableToolbar,
  Underline,
  type EditorConfig,
} from 'ckeditor5';
import translations from 'ckeditor5/translations/pt-br.js';
import 'ckeditor5/ckeditor5.css';
import { memoryUploadPlugin, referencePlugin, type ImageStore } from './plugins';
import { ReferenceDialog } from './ReferenceDialog';
import { IMAGE_UPLOAD_TYPES } from '../lib/image-types';

const LICENSE_KEY: string = import.meta.env.VITE_CKEDITOR_LICENSE_KEY || 'GPL';

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
    return {
      licenseKey: LICENSE_KEY,
      language: 'pt-br',
      // CKEditor's pt-br file writes "Titulo" for the heading dropdown: ours wins.
      translations: [translations, { 'pt-br': { dictionary: { Heading: 'Título' } } }],
      plugins: [
        Essentials,
        Paragraph,
        Heading,
        Bold,
        Italic,
        Underline,
        Link,
        List,
        BlockQuote,
        Table,
        TableToolbar,
        Image,
        ImageUpload,
        ImageToolbar,
        ImageCaption,
        ImageTextAlternative,
        memoryUploadPlugin(imageStore),
        referencePlugin(requestUrl),
      ],
      toolbar: {
        items: [
          'undo',
          'redo',
          '|',
          'heading',
          '|',
          'bold',
          'italic',
          'underline',
          '|',
          'link',
          'referencias',
          '|',
          'bulletedList',
          'numberedList',
          'blockQuote',
          '|',
          'insertTable',
          'uploadImage',
        ],
        shouldNotGroupWhenFull: false,
      },
      heading: {
        options: [
          { model: 'paragraph', title: 'Parágrafo', class: 'ck-heading_paragraph' },
          { model: 'heading1', view: 'h1', title: 'Título 1', class: 'ck-heading_heading1' },
          { model: 'heading2', view: 'h2', title: 'Título 2', class: 'ck-heading_heading2' },
        ],
      },
      link: {
        defaultProtocol: 'https://',
        decorators: {
          isReferencia: {
            mode: 'manual',
            label: 'Referência',
            attributes: { class: 'referencia', target: '_blank' },
          },
        },
      },
      image: {
        toolbar: ['toggleImageCaption', 'imageTextAlternative'],
        // The server takes only these (checked by bytes); the file picker and paste follow suit.
        upload: { types: [...IMAGE_UPLOAD_TYPES] },
      },
      table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
      placeholder: 'Escreva o conteúdo do post...',
      // The editing area's accessible name (CKEditor's pt-BR default is "Editor de Texto Valioso").
      label,
    };
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
