import { Box, keyframes } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../shared/ui/visuallyHidden';
import { SUPPORT_CHAT_NS } from './i18n';

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

/** Three dots while the answer is on its way; screen readers hear "The assistant is typing". */
export function TypingIndicator() {
  const { t } = useTranslation(SUPPORT_CHAT_NS);
  return (
    <Box
      role="status"
      data-testid="typing-indicator"
      sx={{
        display: 'flex',
        gap: 0.5,
        px: 1.5,
        py: 1.25,
        width: 'fit-content',
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {t('typing')}
      </Box>
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          aria-hidden
          sx={{
            width: 6,
            height: 6,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: `${blink} 1.2s ${dot * 0.2}s infinite ease-in-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}
