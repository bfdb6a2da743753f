import { FormControl, InputLabel, OutlinedInput } from '@mui/material';
import type { FocusEvent } from 'react';

export interface PlainTextFieldProps {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * Looks like MUI's outlined TextField, without the code TextField carries for its `select` mode
 * (Select, Menu, Popover, Modal: about 20 KB gzip). For first screens that only need to type.
 */
export function PlainTextField({
  id,
  label,
  placeholder,
  value,
  onValueChange,
  onFocus,
  onBlur,
}: PlainTextFieldProps) {
  return (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    </FormControl>
  );
}
