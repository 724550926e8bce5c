import {
  BlockQuote,
  Bold,
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
import { memoryUploadPlugin, referencePlugin, type ImageStore } from './plugins';
import { IMAGE_UPLOAD_TYPES } from '../lib/image-types';

const LICENSE_KEY: string = import.meta.env.VITE_CKEDITOR_LICENSE_KEY || 'GPL';

/**
 * The post body's editor: headings 1 and 2 only, the formatting the public blog styles, tables,
 * images through `imageStore`, and the 'Referências' button, which asks `requestUrl` for the link.
 * CKEditor re-creates itself when its config object changes: build it once per store and label.
 */
export function editorConfig(
  imageStore: ImageStore,
  label: string,
  requestUrl: (text: string) => Promise<string | null>,
): EditorConfig {
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
}
