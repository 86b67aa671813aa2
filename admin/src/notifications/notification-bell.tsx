import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useBasename, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Notification } from '@ponte/shared';
import { formatDateTime } from '@ponte/shared/i18n';
import { describeNotification } from '@ponte/shared/notifications';
import { useSharedLocale } from '../i18n/use-shared-locale.ts';
import type { PonteDataProvider } from '../providers/data-provider.ts';
import { useLatestNotifications, useMarkRead, useUnreadNotifications } from './use-notifications.ts';

/** The console's own pages: a notification's link under /admin/ opens inside the SPA, without a reload. */
function consolePath(link: string, basename: string): string | null {
  if (link !== '/admin' && !link.startsWith('/admin/')) return null;
  return `${basename}${link.slice('/admin'.length)}`;
}

/**
 * The bell's name says the count, so a screen reader hears it without looking at the badge; before the
 * first answer it claims nothing.
 */
function useBellName(count: number | undefined) {
  const translate = useTranslate();
  if (count === undefined) return translate('Notificações');
  if (count === 0) return translate('Notificações, nenhuma não lida');
  if (count === 1) return translate('Notificações, 1 não lida');
  return translate('Notificações, %{count} não lidas', { count });
}

/**
 * What a screen reader hears, politely, when the polled count goes up (a new notification), and only
 * then: the first load and the admin's own "mark read" are not news.
 */
function useArrivalAnnouncement(count: number | undefined) {
  const translate = useTranslate();
  const previous = useRef<number | undefined>(undefined);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (count === undefined) return;
    const before = previous.current;
    previous.current = count;
    if (before === undefined || count <= before) return;
    setMessage(
      count === 1
        ? translate('Nova notificação: 1 não lida.')
        : translate('Novas notificações: %{count} não lidas.', { count }),
    );
  }, [count, translate]);
  return message;
}

/** The dark red the theme uses for danger text: white on it reads at 6.6:1 (MUI's #d33 is 3.5:1). */
const badgeColours = { '& .MuiBadge-badge': { backgroundColor: '#b71c1c', color: '#fff' } };

function NotificationItem({
  notification,
  basename,
  onOpen,
}: {
  notification: Notification;
  basename: string;
  onOpen: (notification: Notification) => void;
}) {
  const translate = useTranslate();
  const locale = useSharedLocale();
  const text = describeNotification(notification, locale);
  const inside = consolePath(text.link, basename);
  const linkProps = inside ? { component: RouterLink, to: inside } : { component: 'a', href: text.link };
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        {...linkProps}
        onClick={() => onOpen(notification)}
        sx={{ display: 'block', py: 1, bgcolor: notification.read ? undefined : 'action.hover' }}
      >
        <Typography
          variant="body2"
          component="span"
          sx={{ display: 'block', fontWeight: notification.read ? 400 : 700 }}
        >
          {text.title}
        </Typography>
        <Typography
          variant="body2"
          component="span"
          color="text.secondary"
          sx={{ display: 'block', whiteSpace: 'pre-line' }}
        >
          {text.body}
        </Typography>
        <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
          {formatDateTime(notification.created_at, locale)}
          {notification.read ? null : (
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {` · ${translate('Não lida')}`}
            </Box>
          )}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

function LatestList({
  dataProvider,
  latestId,
  basename,
  onOpen,
}: {
  dataProvider: PonteDataProvider;
  latestId: number | null | undefined;
  basename: string;
  onOpen: (notification: Notification) => void;
}) {
  const translate = useTranslate();
  const latest = useLatestNotifications(dataProvider, true, latestId);
  if (latest.isError && !latest.data) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" startIcon={<ReplayIcon />} onClick={() => void latest.refetch()}>
            {translate('Tentar novamente')}
          </Button>
        }
      >
        {translate('Não foi possível carregar as notificações.')}
      </Alert>
    );
  }
  return (
    <>
      <Box sx={{ height: 4 }}>
        {latest.isFetching ? <LinearProgress aria-label={translate('Carregando')} /> : null}
      </Box>
      {latest.data && latest.data.data.length === 0 ? (
        <Typography variant="body2" sx={{ px: 2, py: 3 }}>
          {translate('Nenhuma notificação')}
        </Typography>
      ) : null}
      {latest.data && latest.data.data.length > 0 ? (
        <List disablePadding>
          {latest.data.data.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              basename={basename}
              onOpen={onOpen}
            />
          ))}
        </List>
      ) : null}
    </>
  );
}

function Bell({ dataProvider }: { dataProvider: PonteDataProvider }) {
  const translate = useTranslate();
  const notify = useNotify();
  const basename = useBasename();
  const headingId = useId();
  const panelId = useId();
  const unread = useUnreadNotifications(dataProvider);
  const markRead = useMarkRead(dataProvider);
  const count = unread.data?.unread_count ?? 0;
  const name = useBellName(unread.data?.unread_count);
  const announcement = useArrivalAnnouncement(unread.data?.unread_count);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Following a notification's link: the focus then goes to the new page, not back to the bell.
  const [leaving, setLeaving] = useState(false);
  const [marking, setMarking] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  const failed = (error: unknown) =>
    notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
      type: 'error',
    });
  const open = (notification: Notification) => {
    setLeaving(true);
    setAnchor(null);
    if (!notification.read) markRead({ ids: [notification.id] }).catch(failed);
  };
  const markAll = async () => {
    if (marking) return;
    setMarking(true);
    try {
      await markRead({ all: true });
      // The button is about to be disabled (nothing unread): the focus stays in the panel, not on <body>.
      panel.current?.focus();
    } catch (error) {
      failed(error);
    } finally {
      setMarking(false);
    }
  };

  return (
    <>
      <Tooltip title={name}>
        <IconButton
          color="inherit"
          aria-label={name}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? panelId : undefined}
          onClick={(event) => {
            setLeaving(false);
            setAnchor(event.currentTarget);
          }}
        >
          <Badge badgeContent={count} max={99} sx={badgeColours}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        disableRestoreFocus={leaving}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            ref: panel,
            tabIndex: -1,
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 'min(380px, calc(100vw - 16px))', maxHeight: 'min(560px, calc(100vh - 80px))' },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            pt: 1.5,
            pb: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {translate('Notificações')}
          </Typography>
          <Button size="small" disabled={count === 0} onClick={() => void markAll()}>
            {translate('Marcar todas como lidas')}
          </Button>
        </Box>
        <Divider />
        <LatestList
          dataProvider={dataProvider}
          latestId={unread.data?.latest_id}
          basename={basename}
          onOpen={open}
        />
        <Box sx={{ px: 2, py: 1.5 }}>
          <Link
            component={RouterLink}
            to={`${basename}/notification-preferences`}
            onClick={() => {
              setLeaving(true);
              setAnchor(null);
            }}
          >
            {translate('Preferências de notificação')}
          </Link>
        </Box>
      </Popover>
    </>
  );
}

/**
 * The console's bell (issue #14): the unread count on a badge, polled (decision 059), and a panel with
 * the latest ten, each a link to its page that marks it read, "Marcar todas como lidas" and the
 * preferences. Its queries run on a react-query client of its own (see use-notifications.ts).
 */
export function NotificationBell() {
  const dataProvider = useDataProvider<PonteDataProvider>();
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <Bell dataProvider={dataProvider} />
    </QueryClientProvider>
  );
}
