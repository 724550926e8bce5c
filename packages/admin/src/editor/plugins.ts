import { ButtonView, FileRepository, Plugin, type FileLoader, type UploadAdapter } from 'ckeditor5';

/** Model attribute of the Link plugin's 'referencia' decorator (config.link.decorators.isReferencia). */
const REFERENCE_DECORATOR = 'linkIsReferencia';

/** Keeps an inserted image in memory and answers the URL the editor shows it with. */
export interface ImageStore {
  add(file: File): Promise<string>;
}

class MemoryUploadAdapter implements UploadAdapter {
  constructor(
    private readonly loader: FileLoader,
    private readonly store: ImageStore,
  ) {}

  async upload() {
    const file = await this.loader.file;
    if (!file) throw new Error('Arquivo de imagem ausente.');
    return { default: await this.store.add(file) };
  }

  abort() {
    // Nothing travels until the post is saved, so there is nothing to cancel.
  }
}

/**
 * Images typed into the text are not uploaded on insertion: the post does not exist yet on
 * create, and the API takes them with the post form (contentImages + contentImageIds[]).
 */
export function memoryUploadPlugin(store: ImageStore): typeof Plugin {
  return class MemoryUpload extends Plugin {
    static get requires() {
      return [FileRepository] as const;
    }
    static get pluginName() {
      return 'MemoryUpload' as const;
    }
    init() {
      this.editor.plugins.get(FileRepository).createUploadAdapter = (loader) => new MemoryUploadAdapter(loader, store);
    }
  };
}

/**
 * The 'Referências' toolbar button. The URL is asked for in the host's own dialog (a Fluent
 * Dialog: window.prompt does not exist in Electron) and becomes a link with class
 * 'referencia' through the Link plugin's manual decorator, so it survives getData().
 */
export function referencePlugin(requestUrl: (selectedText: string) => Promise<string | null>): typeof Plugin {
  return class Referencias extends Plugin {
    static get pluginName() {
      return 'Referencias' as const;
    }
    init() {
      const editor = this.editor;
      editor.ui.componentFactory.add('referencias', (locale) => {
        const button = new ButtonView(locale);
        button.set({ label: 'Referências', withText: true, tooltip: 'Inserir link de referência' });
        button.bind('isEnabled').to(editor.commands.get('link')!, 'isEnabled');
        button.on('execute', () => {
          const range = editor.model.document.selection.getFirstRange();
          let selected = '';
          if (range) for (const item of range.getItems()) if (item.is('$textProxy')) selected += item.data;
          void requestUrl(selected).then((url) => {
            if (!url) return;
            editor.execute('link', url, { [REFERENCE_DECORATOR]: true });
            editor.editing.view.focus();
          });
        });
        return button;
      });
    }
  };
}
