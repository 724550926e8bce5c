import { useState } from 'react';
import { messages } from '@vitrine/shared/messages';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';

/**
 * A post's preview links: a new one shown in the editor (and copied where the host allows
 * it), and every one of them revoked at once when the post should no longer be seen.
 */
export function usePreviewLinks(postId: number | null) {
  const { api } = useAdmin();
  const notify = useNotify();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  async function copyPreviewLink() {
    if (postId === null) return;
    try {
      const { url } = await api.createPreviewLink(postId);
      setPreviewUrl(url);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      notify('success', messages.admin.previewCopied);
    } catch (error) {
      notify('error', messages.admin.postUpdateError, serverReason(error));
    }
  }

  async function revokePreviewLinks() {
    if (postId === null) return;
    try {
      await api.revokePreviewLinks(postId);
      setPreviewUrl(null);
      notify('success', messages.admin.previewsRevoked);
    } catch (error) {
      notify('error', messages.admin.postUpdateError, serverReason(error));
    }
  }

  return { previewUrl, copyPreviewLink, revokePreviewLinks };
}
