import { createSvgIcon } from '@mui/material';

// The two Material icons the duration stepper needs, without @mui/icons-material.
export const AddIcon = createSvgIcon(<path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />, 'Add');
export const RemoveIcon = createSvgIcon(<path d="M19 13H5v-2h14z" />, 'Remove');
