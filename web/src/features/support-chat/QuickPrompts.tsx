import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CHAT_NS } from './i18n';

/** Spec §9: the quick prompts, in this order. */
export const QUICK_PROMPTS = ['providerAccount', 'payments', 'prices'] as const;

/** The common questions, one tap each (sent as the visitor's own question). */
export function QuickPrompts({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation(SUPPORT_CHAT_NS);
  return (
    <Stack component="section" aria-label={t('quickPromptsTitle')} sx={{ px: 1.5, gap: 0.75 }}>
      <Typography variant="caption" color="textSecondary">
        {t('quickPromptsTitle')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {QUICK_PROMPTS.map((prompt) => {
          const text = t(`quickPrompts.${prompt}`);
          return (
            <Chip
              key={prompt}
              label={text}
              variant="outlined"
              color="primary"
              size="small"
              disabled={disabled}
              onClick={() => onPick(text)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
