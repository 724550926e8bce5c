import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ImageAdd20Regular } from '@fluentui/react-icons';
import { LIMITS } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { IMAGE_ACCEPT, isAcceptedImage } from '../../lib/image-types';
import type { UploadFile } from '../../lib/post-form';

const useStyles = makeStyles({
  preview: {
    width: '100%',
    aspectRatio: '16 / 9',
    maxHeight: '220px',
    borderRadius: '8px',
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'grid',
    placeItems: 'center',
    overflow: 'hidden',
    color: tokens.colorNeutralForeground3,
    marginBottom: '8px',
  },
  img: { width: '100%', height: '100%', objectFit: 'cover' },
});

/** The main image (id 1): picked from disk, read as bytes for the form, previewed at once. */
export function CoverImageField(props: {
  file: UploadFile | null;
  storedUrl: string | null;
  error?: string;
  onChange(file: UploadFile): void;
}) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | undefined>();
  const previewUrl = useMemo(
    () =>
      props.file
        ? URL.createObjectURL(new Blob([props.file.bytes as Uint8Array<ArrayBuffer>], { type: props.file.type }))
        : null,
    [props.file],
  );
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const shown = previewUrl ?? props.storedUrl;

  async function pick(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    // Only what the server takes (JPEG, PNG, GIF, WebP, AVIF): no SVG, BMP or TIFF.
    if (!isAcceptedImage(file)) return setLocalError(messages.post.imageType);
    if (file.size > LIMITS.imageBytes) return setLocalError(messages.post.imageTooLarge);
    setLocalError(undefined);
    props.onChange({ fileName: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
  }

  return (
    <Field label="Imagem principal" required validationMessage={localError ?? props.error}>
      <div className={styles.preview}>
        {shown ? (
          <img className={styles.img} src={shown} alt="Pré-visualização da imagem principal" />
        ) : (
          <span>Nenhuma imagem selecionada</span>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid="cover-input"
        onChange={(e) => {
          void pick(e.target.files);
          e.target.value = '';
        }}
      />
      <Button icon={<ImageAdd20Regular />} onClick={() => input.current?.click()}>
        {shown ? 'Trocar imagem' : 'Escolher imagem'}
      </Button>
      {props.file && <span style={{ fontSize: 12, color: '#616161' }}>{props.file.fileName}</span>}
    </Field>
  );
}
