import { useLocation } from 'wouter';
import { BlogSearchForm } from '../BlogSearchForm';
import { blogSearchUrl } from '../blogUrl';

/** The missing post's search box: an island of its own (its search follows the blog's address rule). */
export function MissingPostSearch() {
  const [, navigate] = useLocation();
  return <BlogSearchForm initial="" onSearch={(term) => navigate(blogSearchUrl(term))} />;
}
