import { Button, Dropdown, Field, Option } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import type { Campaign } from '@vitrine/shared/schemas';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { CampaignEditor } from './CampaignEditor';
import { CAMPAIGN_COLUMNS } from './campaignColumns';
import { BLANK, useNewsletterPage } from './useNewsletterPage';

const PAGE_SIZE = 5;

/** /admin/newsletter: the campaigns grid (history) and the campaign being written or sent. */
export default function NewsletterPage() {
  const { editing, setEditing, campaigns, posts, reload, fromPost } = useNewsletterPage();

  return (
    <>
      <PageHeader
        title="Newsletter"
        subtitle="Campanhas para os assinantes, em lotes e no ritmo configurado. Sem rastreamento de aberturas ou cliques."
        actions={
          <>
            <Field label="Criar a partir de um post" orientation="horizontal" style={{ maxWidth: '100%' }}>
              <Dropdown
                // Fluent's 250 px minimum beside the label is wider than a phone's header.
                style={{ minWidth: 0 }}
                placeholder="Escolha um post"
                disabled={!posts.data}
                onOptionSelect={(_, data) => data.optionValue && void fromPost(Number(data.optionValue))}
              >
                {(posts.data?.posts ?? []).map((post) => (
                  <Option key={post.id} value={String(post.id)}>
                    {post.title}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Button
              appearance="primary"
              icon={<Add20Regular />}
              onClick={() => setEditing({ kind: 'new', draft: BLANK, key: Date.now() })}
            >
              Nova campanha
            </Button>
          </>
        }
      />
      <Panel>
        <DataGrid<Campaign>
          label="Campanhas"
          rowData={campaigns.data ?? (campaigns.error ? [] : null)}
          loading={campaigns.loading && !campaigns.data}
          columnDefs={CAMPAIGN_COLUMNS}
          getRowId={(p) => String(p.data.id)}
          pageSize={PAGE_SIZE}
          height={gridHeight(PAGE_SIZE)}
          emptyText="Nenhuma campanha ainda."
          rowSelection={{ mode: 'singleRow', checkboxes: false, enableClickSelection: true }}
          onRowClicked={(e) => e.data && setEditing({ kind: 'stored', id: e.data.id, key: Date.now() })}
          onRowOpen={(campaign) => setEditing({ kind: 'stored', id: campaign.id, key: Date.now() })}
        />
      </Panel>
      {editing && (
        <CampaignEditor
          key={editing.key}
          campaignId={editing.kind === 'stored' ? editing.id : null}
          draft={editing.kind === 'new' ? editing.draft : null}
          onSaved={(id) => {
            reload();
            if (editing.kind === 'new') setEditing({ kind: 'stored', id, key: editing.key });
          }}
          onChanged={reload}
        />
      )}
    </>
  );
}
