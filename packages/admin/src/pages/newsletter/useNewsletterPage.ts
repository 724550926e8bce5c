import { useCallback, useEffect, useState } from 'react';
import { messages } from '@vitrine/shared/messages';
import type { CampaignInput } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useResource } from '../../lib/useResource';

/** What the editor opens with: a new campaign (blank or from a post) or a stored one. */
export type Editing = { kind: 'new'; draft: CampaignInput; key: number } | { kind: 'stored'; id: number; key: number };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const BLANK: CampaignInput = { subject: '', preheader: '', body: '', post_id: null };

/** The campaigns, the posts a campaign can start from, and which campaign the editor shows. */
export function useNewsletterPage() {
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

  return { editing, setEditing, campaigns, posts, reload, fromPost };
}
