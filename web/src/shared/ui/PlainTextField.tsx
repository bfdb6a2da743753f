import { styled } from '@mui/material/styles';
import type { FocusEvent } from 'react';

export interface PlainTextFieldProps {
  id: string;
  label: string;
  /** Required: whether it shows is what tells the styles that the field is empty. */
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * The look of MUI's outlined TextField (its floating label, notched outline, hover and focus
 * colours) in one class on plain elements. The label floats while the input has the focus or a
 * value (`:placeholder-shown`), which is why the input comes first in the markup.
 */
const Field = styled('div')(({ theme }) => {
  const border =
    theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  const filled = ['input:focus', 'input:not(:placeholder-shown)'];
  const easeOut = (duration: number, delay = 0) =>
    theme.transitions.create('max-width', {
      duration,
      delay,
      easing: theme.transitions.easing.easeOut,
    });
  return {
    position: 'relative',
    display: 'inline-flex',
    flexDirection: 'column',
    width: '100%',
    minWidth: 0,
    verticalAlign: 'top',
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.primary,
    borderRadius: theme.shape.borderRadius,
    cursor: 'text',
    '& input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      boxSizing: 'border-box',
      width: '100%',
      height: 'calc(1.4375em + 33px)',
      padding: '16.5px 14px',
      margin: 0,
      border: 0,
      background: 'none',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      '&::placeholder': {
        color: 'currentColor',
        opacity: theme.palette.mode === 'light' ? 0.42 : 0.5,
        transition: theme.transitions.create('opacity', {
          duration: theme.transitions.duration.shorter,
        }),
      },
      // Under the label until it floats.
      '&:not(:focus)::placeholder': { opacity: 0 },
    },
    '& label': {
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      pointerEvents: 'none',
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      maxWidth: 'calc(100% - 24px)',
      transform: 'translate(14px, 16px) scale(1)',
      color: theme.palette.text.secondary,
      transition: theme.transitions.create(['color', 'transform', 'max-width'], {
        duration: theme.transitions.duration.shorter,
        easing: theme.transitions.easing.easeOut,
      }),
    },
    [filled.map((input) => `& ${input} ~ label`).join(', ')]: {
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
      userSelect: 'none',
    },
    '& input:focus ~ label': { color: theme.palette.primary.main },
    '& fieldset': {
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      border: `1px solid ${border}`,
      overflow: 'hidden',
      minWidth: '0%',
      textAlign: 'left',
    },
    '&:hover fieldset': { borderColor: theme.palette.text.primary },
    '@media (hover: none)': { '&:hover fieldset': { borderColor: border } },
    '& input:focus ~ fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
    // The gap the floating label sits in: a hidden copy of it, as wide as its smaller size.
    '& legend': {
      float: 'unset',
      width: 'auto',
      display: 'block',
      overflow: 'hidden',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      whiteSpace: 'nowrap',
      transition: easeOut(50),
    },
    '& legend > span': {
      display: 'inline-block',
      paddingLeft: 5,
      paddingRight: 5,
      opacity: 0,
      visibility: 'visible',
    },
    [filled.map((input) => `& ${input} ~ fieldset legend`).join(', ')]: {
      maxWidth: '100%',
      transition: easeOut(100, 50),
    },
  };
});

/**
 * Looks like MUI's outlined TextField, drawn as plain markup: for first screens that only need
 * to type (the home page's search). TextField is about twenty components per field and, before
 * that, the code of its `select` mode (Select, Menu, Popover, Modal: about 20 KB gzip).
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
    <Field>
      <input
        id={id}
        type="text"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <label htmlFor={id}>{label}</label>
      <fieldset aria-hidden>
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </Field>
  );
}
