import { useCallback, useEffect, useMemo, useState } from 'react';
import { messages } from '@vitrine/shared/messages';
import { Badge, Button, Dropdown, Field, Option } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import type { Campaign, CampaignInput } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { campaignDone, campaignStatusLabel, percent, waitsForMailServer } from '../../lib/campaigns';
import { dateComparator, gridDate } from '../../lib/grid-format';
import { useResource } from '../../lib/useResource';
import { CampaignEditor } from './CampaignEditor';

const PAGE_SIZE = 5;

const STATUS_COLOURS = {
  draft: 'subtle',
  scheduled: 'informative',
  sending: 'brand',
  paused: 'warning',
  cancelled: 'danger',
  sent: 'success',
} as const;

/** What the editor opens with: a new campaign (blank or from a post) or a stored one. */
type Editing = { kind: 'new'; draft: CampaignInput; key: number } | { kind: 'stored'; id: number; key: number };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const BLANK: CampaignInput = { subject: '', preheader: '', body: '', post_id: null };

/** /admin/newsletter: the campaigns grid (history) and the campaign being written or sent. */
export default function NewsletterPage() {
  const { api } = useAdmin();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing | null>(null);
  const campaigns = useResource(useCallback(() => api.listCampaigns(), [api]));
  // Published posts to start from (the integrator narrows this to published ones).
  const posts = useResource(useCallback(() => api.listPosts({ page: 1, pageSize: 50 }), [api]));
  const reload = campaigns.reload;

  useEffect(() => {
    if (campaigns.error) notify('error', messages.admin.campaignsFetchError, serverReason(campaigns.error));
  }, [campaigns.error, notify]);

  const fromPost = async (postId: number) => {
    try {
      const post = await api.getPost(postId);
      // The cover leads, as on the blog; the server makes its URL absolute for the mail.
      const cover = post.images[0];
      const coverHtml = cover ? `<p><img src="${cover.url}" alt="${escapeAttribute(post.title)}"></p>` : '';
      setEditing({
        kind: 'new',
        key: Date.now(),
        draft: { subject: post.title, preheader: post.description, body: coverHtml + post.content, post_id: post.id },
      });
    } catch (error) {
      notify('error', messages.admin.campaignPostLoadError, serverReason(error));
    }
  };

  const columns = useMemo<ColDef<Campaign>[]>(
    () => [
      { field: 'subject', headerName: 'Assunto', flex: 2, minWidth: 160 },
      {
        field: 'status',
        headerName: 'Situação',
        // Room for "Aguardando servidor".
        width: 170,
        cellRenderer: (p: { data?: Campaign }) =>
          p.data ? (
            <Badge appearance="tint" color={waitsForMailServer(p.data) ? 'danger' : STATUS_COLOURS[p.data.status]}>
              {campaignStatusLabel(p.data)}
            </Badge>
          ) : null,
      },
      {
        field: 'started_at',
        headerName: 'Enviada em',
        width: 140,
        valueFormatter: (p) => gridDate(p.value ?? p.data?.scheduled_at),
        comparator: dateComparator,
      },
      { field: 'audience', headerName: 'Público', width: 100, type: 'numericColumn' },
      { headerName: 'Enviados', width: 104, type: 'numericColumn', valueGetter: (p) => p.data?.progress.sent },
      { headerName: 'Falhas', width: 96, type: 'numericColumn', valueGetter: (p) => p.data?.progress.failed },
      {
        headerName: 'Suprimidos',
        width: 116,
        type: 'numericColumn',
        valueGetter: (p) => p.data?.progress.suppressed,
      },
      {
        headerName: 'Progresso',
        width: 110,
        valueGetter: (p) => (p.data ? percent(campaignDone(p.data.progress, p.data.audience)) : ''),
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader
        title="Newsletter"
        subtitle="Campanhas para os assinantes, em lotes e no ritmo configurado. Sem rastreamento de aberturas ou cliques."
        actions={
          <>
            <Field label="Criar a partir de um post" orientation="horizontal">
              <Dropdown
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
          columnDefs={columns}
          getRowId={(p) => String(p.data.id)}
          pageSize={PAGE_SIZE}
          height={gridHeight(PAGE_SIZE)}
          emptyText="Nenhuma campanha ainda."
          rowSelection={{ mode: 'singleRow', checkboxes: false, enableClickSelection: true }}
          onRowClicked={(e) => e.data && setEditing({ kind: 'stored', id: e.data.id, key: Date.now() })}
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
