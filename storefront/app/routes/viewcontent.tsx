import { ContentListQuerySchema } from '@ponte/shared';
import { ContentCard } from '../components/content/content-card.tsx';
import { ContentFilters } from '../components/content/content-filters.tsx';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { Stack } from '../components/ui/stack.tsx';
import { Text } from '../components/ui/text.tsx';
import { metaT, useT } from '../utils/i18n.ts';
import { signedIn } from '../utils/signed-in.server.ts';
import type { Route } from './+types/viewcontent';
import { RouteError } from '../components/route-error.tsx';

export const handle: BreadcrumbHandle = { breadcrumb: 'Conteúdo' };

export const meta: Route.MetaFunction = ({ matches }) => [{ title: `${metaT(matches)('Conteúdo')} · Ponte` }];

/** The published content for the person's role (the API decides), filtered by the URL's search and category. */
export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const parsed = ContentListQuerySchema.safeParse({
    search: params.get('search') || undefined,
    category: params.get('category') || undefined,
  });
  const filters = parsed.success ? parsed.data : {};
  const search = filters.search ?? '';
  const category = filters.category ?? '';
  // The category menu lists every category, not only those left after filtering.
  const [shown, all] = await signedIn(args, (api) =>
    Promise.all([api.contents.list(filters), search || category ? api.contents.list() : null]),
  );
  const source = (all ?? shown).data;
  const categories = [...new Set(source.flatMap((content) => content.category ?? []))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
  return { contents: shown.data, categories, search, category };
}

export default function ViewContent({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { contents, categories, search, category } = loaderData;
  const filtered = Boolean(search || category);
  return (
    <Stack spacing={3}>
      <Text component="h1" variant="h4">
        {t('Conteúdo')}
      </Text>
      <ContentFilters
        key={`${search}\n${category}`}
        search={search}
        category={category}
        categories={categories}
      />
      {contents.length === 0 ? (
        <Text color="text.secondary" role="status">
          {filtered
            ? t('Nenhum conteúdo encontrado para esta busca.')
            : t('Nenhum conteúdo publicado ainda.')}
        </Text>
      ) : (
        <ul className="grid list-plain" aria-label={t('Conteúdos')}>
          {contents.map((content) => (
            <li key={content.id} className="sm-col-6 md-col-4">
              <ContentCard content={content} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** A failed load stays inside the signed-in frame and offers a retry, never an empty page (decision 042). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
