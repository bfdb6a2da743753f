import { Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAYABLE_METHODS, PAYMENT_STATUSES, type PayableMethod } from '@marketplace/domain';
import { NO_FILTERS, type PaymentFilters, type StatusFilter } from './model';
import { PAYMENT_ADMIN_NS } from './namespace';

const GROUP_FILTERS = ['group:pending', 'group:success', 'group:failed'] as const;

/** Status (a group or an exact status), method and creation dates; one column on a phone. */
export function PaymentFiltersBar({
  filters,
  onChange,
}: {
  filters: PaymentFilters;
  onChange: (filters: PaymentFilters) => void;
}) {
  const { t } = useTranslation(PAYMENT_ADMIN_NS);
  const set = (changes: Partial<PaymentFilters>) => onChange({ ...filters, ...changes });
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {/* Native selects: the phone's own picker, and the option groups read by screen readers. */}
      <TextField
        select
        size="small"
        label={t('filters.status')}
        value={filters.status}
        onChange={(event) => set({ status: event.target.value as StatusFilter })}
        slotProps={{
          select: { native: true },
          htmlInput: { 'data-testid': 'admin-payments-status-filter' },
        }}
        sx={{ minWidth: 200 }}
      >
        <option value="all">{t('filters.allStatuses')}</option>
        <optgroup label={t('filters.groups')}>
          {GROUP_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`statusFilter.group.${filter.slice('group:'.length)}`)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('filters.exact')}>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={`status:${status}`}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </optgroup>
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.method')}
        value={filters.method}
        onChange={(event) => set({ method: event.target.value as PayableMethod | 'all' })}
        slotProps={{
          select: { native: true },
          htmlInput: { 'data-testid': 'admin-payments-method-filter' },
        }}
        sx={{ minWidth: 200 }}
      >
        <option value="all">{t('filters.allMethods')}</option>
        {PAYABLE_METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`methods.${method}`)}
          </option>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('filters.from')}
        value={filters.from}
        onChange={(event) => set({ from: event.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: filters.to || undefined, 'data-testid': 'admin-payments-from' },
        }}
      />
      <TextField
        type="date"
        size="small"
        label={t('filters.to')}
        value={filters.to}
        onChange={(event) => set({ to: event.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: filters.from || undefined, 'data-testid': 'admin-payments-to' },
        }}
      />
      {filtered && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ alignSelf: { sm: 'center' } }}>
          {t('filters.reset')}
        </Button>
      )}
    </Stack>
  );
}
