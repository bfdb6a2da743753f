import { Box, ListItem, ListItemButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { VISUALLY_HIDDEN } from '../../shared/ui/visuallyHidden';
import { formatWhen } from './format';
import { NOTIFICATIONS_NS } from './i18n';
import type { NotificationItem } from './model';

/**
 * One item of the feed: title, text and time; an unread one stands out (bold, tinted, a dot,
 * and "unread" for screen readers). Opening it marks it read and goes to what it is about.
 */
export function NotificationRow({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const language = usePageLanguage();
  const content = (
    <Box sx={{ display: 'flex', gap: 1.5, width: '100%' }}>
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 10,
          height: 10,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: item.read ? 'transparent' : 'primary.main',
        }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: item.read ? 400 : 700 }}>
          {item.title}
          {!item.read && (
            <Box component="span" sx={VISUALLY_HIDDEN}>{` (${t('page.unread')})`}</Box>
          )}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="textSecondary"
          sx={{ display: 'block' }}
        >
          {item.body}
        </Typography>
        <Typography component="span" variant="caption" color="textSecondary">
          <time dateTime={item.createdAt.toISOString()}>
            {formatWhen(item.createdAt, language)}
          </time>
        </Typography>
      </Box>
    </Box>
  );
  const sx = {
    alignItems: 'flex-start',
    borderRadius: 1,
    bgcolor: item.read ? undefined : 'action.hover',
  };
  return (
    <ListItem disablePadding data-testid="notification-item" data-read={item.read}>
      {item.link === null ? (
        <ListItemButton sx={sx} onClick={() => onOpen(item)}>
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton
          sx={sx}
          component={LocalizedLink}
          to={item.link}
          onClick={() => onOpen(item)}
        >
          {content}
        </ListItemButton>
      )}
    </ListItem>
  );
}
