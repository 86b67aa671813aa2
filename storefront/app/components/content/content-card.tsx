import type { Content } from '@ponte/shared';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A content in the list: the whole card is one link to the reader, named by the title. */
export function ContentCard({ content }: { content: Content }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/viewcontent/view/${content.id}`}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        {content.cover_url ? (
          // Decorative: the title that follows names the link.
          <CardMedia
            component="img"
            image={content.cover_url}
            alt=""
            loading="lazy"
            sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        ) : null}
        <CardContent>
          {content.category ? <Chip label={content.category} size="small" sx={{ mb: 1 }} /> : null}
          <Typography component="h2" variant="h6" gutterBottom>
            {content.title}
          </Typography>
          {content.summary ? <Typography color="text.secondary">{content.summary}</Typography> : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
