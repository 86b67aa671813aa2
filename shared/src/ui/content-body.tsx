import './ui.css';

/**
 * A content's body as HTML. Safe to inject: the API sanitises it when it is written (decision 014,
 * `api/src/modules/contents/sanitize.ts`: an allowlist of text tags, http(s)/mailto links forced to
 * `rel="noopener noreferrer"`, https images; scripts, styles, frames and every `on*`/`style` attribute
 * removed), so what is stored, and served here, was never raw input.
 */
export function ContentBody({ html }: { html: string }) {
  return (
    <div
      className="ponte-ui-body"
      // Sanitised on the server at write time (see above): the one place either app injects HTML.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
