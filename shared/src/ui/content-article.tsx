import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Content } from '../contents/content-schema.ts';
import type { Locale } from '../i18n/catalog.ts';
import { translate } from '../i18n/translate.ts';
import { ContentBody } from './content-body.tsx';
import { VideoEmbed } from './video-embed.tsx';

export interface ContentArticleProps {
  content: Pick<Content, 'title' | 'summary' | 'video_url' | 'cover_url' | 'body'>;
  /** The language of the video's accessible name. */
  locale: Locale;
  /** Before the header, e.g. the site's way back to the list. */
  before?: ReactNode;
  /** Above the title: chips (category, and in the console status and audience). */
  badges?: ReactNode;
  /** Under the summary, e.g. the console's "Atualizado em". */
  byline?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A content as readers get it: title and summary, then the video (or else the cover image), then the
 * body. The site's reader and the console's preview both render this, so the preview cannot drift.
 */
export function ContentArticle({ content, locale, before, badges, byline, sx }: ContentArticleProps) {
  return (
    <Stack
      component="article"
      spacing={3}
      sx={[{ maxWidth: 820, mx: 'auto' }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
    >
      {before}
      <header>
        {badges}
        <Typography component="h1" variant="h4" gutterBottom>
          {content.title}
        </Typography>
        {content.summary ? (
          <Typography variant="subtitle1" color="text.secondary" component="p">
            {content.summary}
          </Typography>
        ) : null}
        {byline}
      </header>
      {content.video_url ? (
        <VideoEmbed
          url={content.video_url}
          title={translate(locale, 'Vídeo: {title}', { title: content.title })}
        />
      ) : content.cover_url ? (
        <Box component="img" src={content.cover_url} alt="" sx={{ width: '100%', borderRadius: 1 }} />
      ) : null}
      <ContentBody html={content.body} />
    </Stack>
  );
}
