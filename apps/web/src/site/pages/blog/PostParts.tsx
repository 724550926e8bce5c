import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { slugify } from '@vitrine/shared/publishing';
import { tagUrl } from './blogUrl';
import { POST_PLACEHOLDER_IMAGE } from '@vitrine/shared/constants';
import { srcsetOf } from '@vitrine/shared/post-images';
import type { PostSummary } from '../../api';
import { coverImage } from './postContent';

/**
 * Rendered widths of the cover, for the browser to pick a variant before layout: the card is
 * the full column on phones, 38 % of the row from 600 to 900 px, a third of the 1200 px
 * content box above; the modal is the dialog's width (860 px at most).
 */
export const COVER_SIZES = {
  card: '(max-width: 600px) calc(100vw - 48px), (max-width: 900px) 38vw, 380px',
  modal: '(max-width: 900px) 100vw, 860px',
} as const;

/**
 * The post's cover (image id 1) as a `<picture>`: resized WebP variants by width, the
 * original as the fallback, width/height so the box is reserved before the image arrives.
 * '/placeholder.png' when the post has none or it fails to load.
 */
export function PostCover({
  post,
  lazy = false,
  priority = false,
  sizes,
}: {
  post: PostSummary;
  lazy?: boolean;
  priority?: boolean;
  sizes: string;
}) {
  const cover = coverImage(post.images);
  const [failed, setFailed] = useState(false);
  const img = (
    <img
      src={cover && !failed ? cover.url : POST_PLACEHOLDER_IMAGE}
      alt=""
      width={cover?.width}
      height={cover?.height}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
  const variants = cover?.variants ?? [];
  if (failed || variants.length === 0) return img;
  return (
    <picture>
      <source type={variants[0]!.type} srcSet={srcsetOf(variants)} sizes={sizes} />
      {img}
    </picture>
  );
}

/** The post's tags, as the card and the modal both show them: each links to its tag page. */
export function PostTags({ post }: { post: PostSummary }) {
  if (post.tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label="Tags">
      {post.tags.map((tag) => (
        <li key={tag.key}>
          <Link className="post-tag" href={tagUrl(slugify(tag.label))}>
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The end of a post, in the modal and on the article page: its optional link button and footer. */
export function PostEnding({ post, actionClassName }: { post: PostSummary; actionClassName: string }) {
  const link = post.link_button?.isActive ? post.link_button : null;
  const footer = post.footer?.isActive ? post.footer : null;
  return (
    <>
      {link && (
        <p className={actionClassName}>
          <a
            className="post-link-button"
            href={link.href}
            target={link.target}
            rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
          >
            {link.text}
            {link.target === '_blank' && <ExternalLink aria-hidden="true" size={16} />}
          </a>
        </p>
      )}
      {footer && (
        <footer className={footer.isHighlighted ? 'post-footer post-footer--highlighted' : 'post-footer'}>
          {footer.text}
        </footer>
      )}
    </>
  );
}
