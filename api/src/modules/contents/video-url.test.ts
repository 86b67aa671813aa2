import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './video-url.ts';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('toEmbedUrl', () => {
  it('turns every YouTube link form into the youtube-nocookie embed URL', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1',
      'http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=3',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '  https://YOUTU.BE/dQw4w9WgXcQ  ',
    ]) {
      expect(toEmbedUrl(url), url).toBe(YT);
    }
  });

  it('turns Vimeo links into the player URL, keeping the hash of unlisted videos', () => {
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('https://www.vimeo.com/76979871?share=copy')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(toEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(toEmbedUrl('https://vimeo.com/76979871/a1b2c3d4e5')).toBe(
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
    );
    expect(toEmbedUrl('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5')).toBe(
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
    );
  });

  it('refuses anything else', () => {
    for (const url of [
      '',
      'não é um link',
      'javascript:alert(1)',
      'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
      'https://evil.com/?u=https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=curto',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://www.youtube.com/channel/UC123',
      'https://www.youtube.com/',
      'https://youtu.be/dQw4w9WgXcQ/extra',
      'https://user:pass@youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/channels/staffpicks',
      'https://vimeo.com/',
      'https://player.vimeo.com/video/abc',
      'https://www.dailymotion.com/video/x7tgad0',
    ]) {
      expect(toEmbedUrl(url), url).toBeNull();
    }
  });
});
