import type { Content } from '@ponte/shared';
import { Link } from 'react-router';
import { Chip } from '../ui/chip.tsx';
import { Paper } from '../ui/paper.tsx';
import { Text } from '../ui/text.tsx';
import styles from './content-card.module.css';

/** A content in the list: the whole card is one link to the reader, named by the title. */
export function ContentCard({ content }: { content: Content }) {
  return (
    <Paper component="article" className={styles.card}>
      <Link to={`/viewcontent/view/${content.id}`} className={styles.link}>
        {content.cover_url ? (
          // Decorative: the title that follows names the link.
          <img src={content.cover_url} alt="" loading="lazy" className={styles.cover} />
        ) : null}
        <div className={styles.body}>
          {content.category ? <Chip label={content.category} size="small" className="mb-1" /> : null}
          <Text component="h2" variant="h6" gutterBottom>
            {content.title}
          </Text>
          {content.summary ? <Text color="text.secondary">{content.summary}</Text> : null}
        </div>
      </Link>
    </Paper>
  );
}
