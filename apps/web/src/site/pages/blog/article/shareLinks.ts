/** Where each share button of an article leads, for a post's absolute address and title. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsApp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  };
}
