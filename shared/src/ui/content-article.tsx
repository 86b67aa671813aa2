import type { CSSProperties, ReactNode } from 'react';
import type { Content } from '../contents/content-schema.ts';
import type { Locale } from '../i18n/catalog.ts';
import { translate } from '../i18n/translate.ts';
import { ContentBody } from './content-body.tsx';
import { VideoEmbed } from './video-embed.tsx';
import './ui.css';

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
  /** The console's colours (ui.css custom properties) or spacing around the preview. */
  className?: string;
  style?: CSSProperties;
  /** 1 on the site, where the title is the page's heading; 2 in the console, whose app bar holds the h1. */
  headingLevel?: 1 | 2;
}

/**
 * A content as readers get it: title and summary, then the video (or else the cover image), then the
 * body. The site's reader and the console's preview both render this, so the preview cannot drift.
 */
export function ContentArticle({
  content,
  locale,
  before,
  badges,
  byline,
  className,
  style,
  headingLevel = 1,
}: ContentArticleProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={className ? `ponte-ui-article ${className}` : 'ponte-ui-article'} style={style}>
      {before}
      <header>
        {badges}
        <Heading className="ponte-ui-article-title">{content.title}</Heading>
        {content.summary ? <p className="ponte-ui-article-summary">{content.summary}</p> : null}
        {byline}
      </header>
      {content.video_url ? (
        <VideoEmbed
          url={content.video_url}
          title={translate(locale, 'Vídeo: {title}', { title: content.title })}
        />
      ) : content.cover_url ? (
        <img src={content.cover_url} alt="" className="ponte-ui-cover" />
      ) : null}
      <ContentBody html={content.body} />
    </article>
  );
}
