import { Button, Card, CardContent, Chip, Stack, Typography, useTheme } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { EditButton, ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { Content } from '@ponte/shared';
import { formatDate } from '@ponte/shared/i18n';
import { ContentArticle } from '@ponte/shared/ui';
import { useSharedLocale } from '../i18n/use-shared-locale.ts';
import { sharedUiStyle } from '../layout/shared-ui-style.ts';
import { audienceChoices } from './content-choices.ts';
import { ContentTitle } from './content-edit.tsx';

/** The content laid out by the site's own reader component, with its status for the editor. */
function ContentPreview() {
  const translate = useTranslate();
  const locale = useSharedLocale();
  const theme = useTheme();
  const content = useRecordContext<Content>();
  if (!content) return null;
  const audience = audienceChoices.find((choice) => choice.id === content.audience)?.name;
  return (
    <ContentArticle
      content={content}
      locale={locale}
      headingLevel={2}
      style={{ ...sharedUiStyle(theme), paddingBlock: theme.spacing(2) }}
      badges={
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={content.published ? 'success' : 'default'}
            label={translate(content.published ? 'Publicado' : 'Rascunho')}
          />
          {audience ? <Chip size="small" variant="outlined" label={translate(audience)} /> : null}
          {content.category ? <Chip size="small" variant="outlined" label={content.category} /> : null}
        </Stack>
      }
      byline={
        <Typography variant="caption" color="text.secondary">
          {translate('Atualizado em %{date}', { date: formatDate(content.updated_at) })}
        </Typography>
      }
    />
  );
}

function ContentShowActions() {
  const translate = useTranslate();
  const content = useRecordContext<Content>();
  return (
    <TopToolbar>
      <ListButton />
      <EditButton />
      {content?.published ? (
        // The storefront lives outside this router's /admin basename: a plain link.
        <Button
          href={`/viewcontent/view/${content.id}`}
          target="_blank"
          rel="noopener"
          size="small"
          startIcon={<OpenInNewIcon />}
        >
          {translate('Ver no site')}
        </Button>
      ) : null}
    </TopToolbar>
  );
}

/** The preview: the content exactly as the API answers it, laid out like the storefront reader. */
export function ContentShow() {
  return (
    <Show<Content> title={<ContentTitle />} actions={<ContentShowActions />}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <ContentPreview />
        </CardContent>
      </Card>
    </Show>
  );
}
