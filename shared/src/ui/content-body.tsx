import Box from '@mui/material/Box';

/**
 * A content's body as HTML. Safe to inject: the API sanitises it when it is written (decision 014,
 * `api/src/modules/contents/sanitize.ts`: an allowlist of text tags, http(s)/mailto links forced to
 * `rel="noopener noreferrer"`, https images; scripts, styles, frames and every `on*`/`style` attribute
 * removed), so what is stored, and served here, was never raw input.
 */
export function ContentBody({ html }: { html: string }) {
  return (
    <Box
      sx={{
        typography: 'body1',
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& h2, & h3, & h4': { mt: 3, mb: 1, lineHeight: 1.3 },
        '& h2': { typography: 'h5' },
        '& h3': { typography: 'h6' },
        '& h4': { typography: 'subtitle1', fontWeight: 600 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        // action.hover: the light grey of a white page, and still readable in the console's dark mode.
        '& pre': { overflowX: 'auto', p: 2, bgcolor: 'action.hover', borderRadius: 1 },
        '& a': { color: 'primary.dark' },
      }}
      // Sanitised on the server at write time (see above): the one place either app injects HTML.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
