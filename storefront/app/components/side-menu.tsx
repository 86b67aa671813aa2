import type { Role } from '@ponte/shared/constants';
import { Link as RouterLink, useLocation } from 'react-router';
import { useT } from '../utils/i18n.ts';
import styles from './shell.module.css';
import { Drawer } from './ui/drawer.tsx';
import { Icon } from './ui/icon.tsx';

// Material icon paths, inlined: @mui/icons-material is not a storefront dependency.
const ICONS = {
  dashboard:
    'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2M5 19V5h6v14zm14 0h-6v-7h6zm0-9h-6V5h6z',
  products:
    'M20 2H4c-1 0-2 .9-2 2v3.01c0 .72.43 1.34 1 1.69V20c0 1.1 1.1 2 2 2h14c.9 0 2-.9 2-2V8.7c.57-.35 1-.97 1-1.69V4c0-1.1-1-2-2-2m-1 18H5V9h14zm1-13H4V4h16zM9 12h6v2H9z',
  shipping:
    'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
  content:
    'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2M14 17H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z',
  erp: 'M7.41 13.41 6 12l-4 4 4 4 1.41-1.41L5.83 17H21v-2H5.83zm9.18-2.82L18 12l4-4-4-4-1.41 1.41L18.17 7H3v2h15.17z',
  plans:
    'M20 4H4c-1.11 0-1.99.89-1.99 2L2 18c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V6c0-1.11-.89-2-2-2m0 14H4v-6h16zm0-10H4V6h16z',
  profile:
    'M12 6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m0 10c2.7 0 5.8 1.29 6 2H6c.23-.72 3.31-2 6-2m0-12C9.79 4 8 5.79 8 8s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 10c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4',
  clients:
    'M9 13.75c-2.34 0-7 1.17-7 3.5V19h14v-1.75c0-2.33-4.66-3.5-7-3.5M4.34 17c.84-.58 2.87-1.25 4.66-1.25s3.82.67 4.66 1.25zM9 12c1.93 0 3.5-1.57 3.5-3.5S10.93 5 9 5 5.5 6.57 5.5 8.5 7.07 12 9 12m0-5c.83 0 1.5.67 1.5 1.5S9.83 10 9 10s-1.5-.67-1.5-1.5S8.17 7 9 7m7.04 6.81c1.16.84 1.96 1.96 1.96 3.44V19h4v-1.75c0-2.02-3.5-3.17-5.96-3.44M15 12c1.93 0 3.5-1.57 3.5-3.5S16.93 5 15 5c-.54 0-1.04.13-1.5.35.63.89 1 1.98 1 3.15s-.37 2.26-1 3.15c.46.22.96.35 1.5.35',
  config:
    'M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z',
} as const;

export interface MenuEntry {
  /** Catalog phrase. */
  label: string;
  to: string;
  icon: keyof typeof ICONS;
  /** Another app on this host (/admin): a full page load, not a router navigation. */
  external?: boolean;
  /** Other path prefixes that belong to this entry (the spec's detail routes have their own roots). */
  also?: string[];
}

export interface MenuSection {
  /** Catalog phrase heading the section, when there are several. */
  title?: string;
  entries: MenuEntry[];
}

/** The normal menu, in the spec's order (docs/product.md#layout). */
const SITE_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/', icon: 'dashboard' },
  { label: 'Produtos', to: '/products', icon: 'products', also: ['/product'] },
  { label: 'Remessa', to: '/shipping', icon: 'shipping' },
  { label: 'Conteúdo', to: '/viewcontent', icon: 'content', also: ['/content'] },
  { label: 'ERP', to: '/erp', icon: 'erp' },
  { label: 'Planos', to: '/plans', icon: 'plans' },
  { label: 'Perfil', to: '/profile', icon: 'profile' },
];

/** The admin menu (ERP hidden; docs/product.md#layout), all inside the react-admin app at /admin. */
const ADMIN_MENU: MenuEntry[] = (
  [
    { label: 'Dashboard', to: '/admin/dashboard', icon: 'dashboard' },
    { label: 'Clientes', to: '/admin/clients', icon: 'clients' },
    { label: 'Produtos', to: '/admin/products', icon: 'products' },
    { label: 'Remessa', to: '/admin/shipping', icon: 'shipping' },
    { label: 'Planos', to: '/admin/listplans', icon: 'plans' },
    { label: 'Conteúdo', to: '/admin/content', icon: 'content' },
    { label: 'Configuração', to: '/admin/listconfig', icon: 'config' },
  ] as const
).map((entry) => ({ ...entry, external: true }));

/** The site's pages an admin can use here: platform totals, the content they publish, their profile. */
const ADMIN_SITE_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/', icon: 'dashboard' },
  { label: 'Conteúdo', to: '/viewcontent', icon: 'content', also: ['/content'] },
  { label: 'Perfil', to: '/profile', icon: 'profile' },
];

export function menuSections(role: Role): MenuSection[] {
  if (role !== 'admin') return [{ entries: SITE_MENU }];
  return [
    { title: 'Administração', entries: ADMIN_MENU },
    { title: 'Site', entries: ADMIN_SITE_MENU },
  ];
}

const startsWithPath = (pathname: string, root: string) =>
  pathname === root || pathname.startsWith(`${root}/`);

export function isCurrentEntry(entry: MenuEntry, pathname: string): boolean {
  if (entry.external) return false;
  if (entry.to === '/') return pathname === '/';
  return [entry.to, ...(entry.also ?? [])].some((root) => startsWithPath(pathname, root));
}

function MenuContent({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <>
      <p className={styles.brand}>Ponte</p>
      <nav aria-label={t('Menu principal')}>
        {menuSections(role).map((section) => (
          <ul key={section.title ?? 'site'} className={styles.section}>
            {/* The section's name heads its list, as MUI's ListSubheader did. */}
            {section.title ? <li className={styles.sectionTitle}>{t(section.title)}</li> : null}
            {section.entries.map((entry) => {
              const current = isCurrentEntry(entry, pathname);
              const inner = (
                <>
                  <Icon path={ICONS[entry.icon]} size="small" />
                  {t(entry.label)}
                </>
              );
              return (
                <li key={entry.to}>
                  {entry.external ? (
                    <a href={entry.to} className={styles.entry} onClick={onNavigate}>
                      {inner}
                    </a>
                  ) : (
                    <RouterLink
                      to={entry.to}
                      className={styles.entry}
                      aria-current={current ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      {inner}
                    </RouterLink>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
      </nav>
    </>
  );
}

/**
 * The side menu (docs/product.md#layout): permanent from the `md` breakpoint (900px), a drawer (opened by the top bar's menu
 * button) on a phone. The permanent one is in the server's HTML and CSS hides it on a phone; the drawer
 * is a modal dialog named "Menu" that exists only while open.
 */
export function SideMenu({ role, open, onClose }: { role: Role; open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <aside className={styles.side}>
        <MenuContent role={role} />
      </aside>
      <Drawer open={open} onClose={onClose} aria-label={t('Menu')}>
        <MenuContent role={role} onNavigate={onClose} />
      </Drawer>
    </>
  );
}
