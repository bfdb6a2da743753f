import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEMO_AMOUNT_LIMITS, formatFCFA } from '@marketplace/domain';
import { PAYMENT_DEMO_NS } from './demoI18n';

/** The demos' default amount. */
export const DEFAULT_DEMO_AMOUNT = 10_000;

/** The amount typed, when it is a whole number of FCFA the demos accept; else null. */
export function demoAmountOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount >= DEMO_AMOUNT_LIMITS.min && amount <= DEMO_AMOUNT_LIMITS.max ? amount : null;
}

/** The amount field of both demos, with its range and a translated message when outside it. */
export function DemoAmountField({
  value,
  onChange,
  testId,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation(PAYMENT_DEMO_NS);
  const limits = {
    min: formatFCFA(DEMO_AMOUNT_LIMITS.min),
    max: formatFCFA(DEMO_AMOUNT_LIMITS.max),
  };
  const invalid = demoAmountOf(value) === null;
  return (
    <TextField
      label={t('amount.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={invalid ? t('amount.range', limits) : t('amount.help', limits)}
      disabled={disabled}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'data-testid': testId },
      }}
    />
  );
}
