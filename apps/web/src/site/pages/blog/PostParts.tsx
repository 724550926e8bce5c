import { useState } from 'react';
import { POST_PLACEHOLDER_IMAGE } from '@vitrine/shared/constants';
import type { Post } from '@vitrine/shared/schemas';
import { coverImageUrl } from './postContent';

/** The post's cover (image id 1), or '/placeholder.png' when it has none or it fails to load. */
export function PostCover({ post, lazy = false }: { post: Post; lazy?: boolean }) {
  const [cover, setCover] = useState(() => coverImageUrl(post.images));
  return (
    <img
      src={cover}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      onError={() => setCover(POST_PLACEHOLDER_IMAGE)}
    />
  );
}

/** The post's tag labels, as the card and the modal both show them. */
export function PostTags({ post }: { post: Post }) {
  if (post.tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label="Tags">
      {post.tags.map((tag) => (
        <li key={tag.key} className="post-tag">
          {tag.label}
        </li>
      ))}
    </ul>
  );
}
