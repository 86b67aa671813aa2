const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,32}$/i;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

const youtube = (id: string | undefined | null) =>
  id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;

/** Vimeo's unlisted videos need their hash (`h`) to play embedded. */
const vimeo = (id: string | undefined, hash?: string | null) => {
  if (!id || !VIMEO_ID.test(id)) return null;
  const base = `https://player.vimeo.com/video/${id}`;
  return hash && VIMEO_HASH.test(hash) ? `${base}?h=${hash}` : base;
};

/**
 * The embeddable URL of a YouTube or Vimeo link, or null when it is neither. Already-embeddable URLs
 * map to themselves, so a stored value can be sent back unchanged.
 */
export function toEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const [first, second, third] = url.pathname.split('/').filter(Boolean);

  if (YOUTUBE_HOSTS.has(host)) {
    if (first === 'watch' && !second) return youtube(url.searchParams.get('v'));
    if ((first === 'shorts' || first === 'embed') && !third) return youtube(second);
    return null;
  }
  if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) return first === 'embed' && !third ? youtube(second) : null;
  if (host === 'youtu.be') return !second ? youtube(first) : null;
  if (VIMEO_HOSTS.has(host)) return third ? null : vimeo(first, second ?? url.searchParams.get('h'));
  if (host === 'player.vimeo.com')
    return first === 'video' && !third ? vimeo(second, url.searchParams.get('h')) : null;
  return null;
}
