import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from './i18n';
import { VisibilityIcon, VisibilityOffIcon } from './icons';

/** A password input with a show/hide button: typing on a phone keyboard is error-prone. */
export function PasswordField(props: TextFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setVisible((shown) => !shown)}
                aria-label={t(visible ? 'password.hide' : 'password.show')}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
