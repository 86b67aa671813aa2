import './ui.css';

/**
 * A content's video as readers get it, in the site's reader and the console's preview alike. `url` is
 * the embeddable form the API stored (decision 014, `api/src/modules/contents/video-url.ts`): only
 * https://www.youtube-nocookie.com/embed/… or https://player.vimeo.com/video/…, the two hosts both CSPs'
 * frame-src allow (`api/src/host.ts`). Nothing plays until the reader presses play.
 */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  return (
    <div className="ponte-ui-video">
      <iframe
        src={url}
        title={title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
