import { Box, FormHelperText, Rating, Typography } from '@mui/material';
import { useId } from 'react';

interface Props {
  /** The wrapper's id, which `useFieldErrors` focuses when the rating needs correcting. */
  id: string;
  /** The radio group's name; one per form on a page. */
  name: string;
  label: string;
  /** 0 while no star is chosen. */
  value: number;
  onChange: (value: number) => void;
  /** Each star's accessible name ("4 stars"). */
  starsLabel: (count: number) => string;
  error?: string;
}

/** 1 to 5 stars under a visible label, with the field's error below. */
export function RatingField({ id, name, label, value, onChange, starsLabel, error }: Props) {
  const labelId = useId();
  return (
    <Box id={id} tabIndex={-1}>
      <Typography id={labelId} component="p" variant="subtitle2">
        {label}
      </Typography>
      <Rating
        name={name}
        aria-labelledby={labelId}
        value={value || null}
        onChange={(_, chosen) => onChange(chosen ?? 0)}
        getLabelText={starsLabel}
        size="large"
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
