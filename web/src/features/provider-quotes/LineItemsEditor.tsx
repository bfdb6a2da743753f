import { Alert, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatFCFA, QUOTE_LIMITS } from '@marketplace/domain';
import { PROVIDER_QUOTES_NS } from './i18n';
import { canAddLine, emptyLine, lineAmount, liveTotal, type LineDraft } from './quoteForm';

type LineField = 'label' | 'quantity' | 'unitPrice';

/** Where a row's field finds its message: its path in the request body. */
const PATHS: Record<LineField, string> = {
  label: 'label',
  quantity: 'quantity',
  unitPrice: 'unitPriceFCFA',
};

export const lineFieldId = (index: number, field: string) => `quote-line-${index}-${field}`;

/** The quote's rows (label, quantity, unit price), added and removed, summed as they are typed. */
export function LineItemsEditor({
  lines,
  onChange,
  message,
}: {
  lines: LineDraft[];
  /** The new rows; `cleared` the message paths the change makes obsolete. */
  onChange: (lines: LineDraft[], cleared: (path: string) => boolean) => void;
  message: (path: string) => string | undefined;
}) {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  const listError = message('lineItems');
  const full = !canAddLine(lines);

  const update = (index: number, field: LineField, value: string) => {
    const path = `lineItems.${index}.${PATHS[field]}`;
    onChange(
      lines.map((line, at) => (at === index ? { ...line, [field]: value } : line)),
      (cleared) => cleared === path || cleared === 'lineItems',
    );
  };
  // Rows after a removed one move up: their messages no longer match, so they all go.
  const remove = (index: number) =>
    onChange(
      lines.filter((_, at) => at !== index),
      (path) => path.startsWith('lineItems'),
    );
  const add = () => onChange([...lines, emptyLine()], (path) => path === 'lineItems');

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('form.lines')}
      </Typography>
      {listError && <Alert severity="error">{listError}</Alert>}
      {lines.map((line, index) => {
        const field = (name: LineField, label: string) => {
          const error = message(`lineItems.${index}.${PATHS[name]}`);
          return {
            id: lineFieldId(index, name),
            label,
            value: line[name],
            onChange: (event: { target: { value: string } }) =>
              update(index, name, event.target.value),
            error: error !== undefined,
            helperText: error,
            fullWidth: true,
            required: true,
          };
        };
        const amount = lineAmount(line);
        return (
          <Paper key={line.key} variant="outlined" sx={{ p: 2 }} data-testid="quote-line">
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
            >
              <Typography component="h4" variant="subtitle2">
                {t('form.lineHeading', { number: index + 1 })}
              </Typography>
              {lines.length > 1 && (
                <Button color="error" size="small" onClick={() => remove(index)}>
                  {t('form.removeLine', { number: index + 1 })}
                </Button>
              )}
            </Stack>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  {...field('label', t('form.label'))}
                  slotProps={{ htmlInput: { maxLength: QUOTE_LIMITS.lineLabel } }}
                />
              </Grid>
              <Grid size={{ xs: 5, md: 2 }}>
                <TextField
                  {...field('quantity', t('form.quantity'))}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={{ xs: 7, md: 4 }}>
                <TextField
                  {...field('unitPrice', t('form.unitPrice'))}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
            </Grid>
            {amount !== null && (
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1, textAlign: 'right' }}>
                {t('form.lineAmount', { amount: formatFCFA(amount) })}
              </Typography>
            )}
          </Paper>
        );
      })}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={add} disabled={full}>
          {t('form.addLine')}
        </Button>
        {full && (
          <Typography variant="body2" color="textSecondary">
            {t('form.maxLines', { max: QUOTE_LIMITS.lineItems })}
          </Typography>
        )}
      </Stack>
      <Typography variant="h6" component="p" aria-live="polite" data-testid="quote-total">
        {t('form.total', { amount: formatFCFA(liveTotal(lines)) })}
      </Typography>
    </Stack>
  );
}
