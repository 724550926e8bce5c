import { Body1, Subtitle1, Tab, TabList } from '@fluentui/react-components';
import type { CampaignPreview } from '@vitrine/shared/schemas';
import { useCampaignStyles } from './campaignStyles';

interface Props {
  preview: CampaignPreview | null;
  width: 'phone' | 'desktop';
  onWidthChange: (width: 'phone' | 'desktop') => void;
}

/** The mail as it will arrive, at a phone's width or a desktop's, in a sandboxed frame. */
export function CampaignPreviewPane({ preview, width, onWidthChange }: Props) {
  const styles = useCampaignStyles();
  return (
    <section className={styles.column} aria-label="Prévia do e-mail">
      <Subtitle1 as="h2">Prévia</Subtitle1>
      <TabList selectedValue={width} onTabSelect={(_, d) => onWidthChange(d.value as 'phone' | 'desktop')}>
        <Tab value="phone">Celular (390 px)</Tab>
        <Tab value="desktop">Computador</Tab>
      </TabList>
      {preview ? (
        <div className={styles.frameBox}>
          <iframe
            title={`Prévia do e-mail: ${width === 'phone' ? 'celular' : 'computador'}`}
            className={styles.frame}
            style={{ width: width === 'phone' ? 390 : '100%' }}
            sandbox=""
            srcDoc={preview.html}
          />
        </div>
      ) : (
        <Body1>Salve a campanha para ver a prévia do e-mail.</Body1>
      )}
    </section>
  );
}
