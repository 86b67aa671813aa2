import { Link as RouterLink, useMatches } from 'react-router';
import { useT } from '../utils/i18n.ts';
import styles from './shell.module.css';

/**
 * The convention for the top bar's "current route name" (docs/product.md#layout): every page route under the layout
 * exports
 *
 *   export const handle: BreadcrumbHandle = { breadcrumb: 'Produtos' };
 *
 * `breadcrumb` is a catalog phrase (pt-BR, add it to shared/src/i18n/catalog.ts), translated when shown.
 * A detail page may name the list it belongs to, shown before it as a link:
 *
 *   export const handle: BreadcrumbHandle = {
 *     breadcrumb: 'Detalhes da remessa',
 *     parent: { breadcrumb: 'Remessa', to: '/shipping' },
 *   };
 *
 * The deepest route with a `breadcrumb` wins.
 */
export interface BreadcrumbHandle {
  breadcrumb: string;
  parent?: { breadcrumb: string; to: string };
}

const isBreadcrumbHandle = (handle: unknown): handle is BreadcrumbHandle =>
  typeof (handle as BreadcrumbHandle | undefined)?.breadcrumb === 'string';

/** The handle of the deepest matched route that names itself. */
export function currentBreadcrumb(matches: readonly { handle?: unknown }[]): BreadcrumbHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isBreadcrumbHandle(handle)) return handle;
  }
  return undefined;
}

export function Breadcrumb() {
  const t = useT();
  const crumb = currentBreadcrumb(useMatches());
  if (!crumb) return null;
  return (
    <nav aria-label={t('Você está em')}>
      <ol className={styles.trail}>
        {crumb.parent ? (
          <li>
            <RouterLink to={crumb.parent.to} className="link-hover">
              {t(crumb.parent.breadcrumb)}
            </RouterLink>
          </li>
        ) : null}
        <li>
          <span aria-current="page" className={styles.current}>
            {t(crumb.breadcrumb)}
          </span>
        </li>
      </ol>
    </nav>
  );
}
