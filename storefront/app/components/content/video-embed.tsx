import Box from '@mui/material/Box';

/**
 * The content's video. `url` is already the embeddable form the API stored (decision 014: only
 * youtube-nocookie.com/embed/… or player.vimeo.com/video/…, the two hosts the CSP's frame-src allows).
 * Nothing plays until the reader presses play.
 */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'grey.900',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <iframe
        src={url}
        title={title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
